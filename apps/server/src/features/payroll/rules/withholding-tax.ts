import { exact, pesoWords, toCentavos } from './exact';
import { explained, inBoth } from '../wording';

// Withholding tax on compensation (ph-payroll-rules §8; RR 11-2018 Annex E, from
// 1 January 2023): the table of the pay period. Each bracket is its lower bound (the
// peso ranges touch, so a bracket runs up to, not including, the next bound), the tax
// at that bound, and the rate over it. The annual table is the income tax on
// compensation itself (NIRC Sec. 24(A)(2)(a) as amended by RA 10963, from 2023), the
// one the year-end figures of BIR Form 2316 take: each period's table is it divided.

export type PayPeriod = 'daily' | 'weekly' | 'semi-monthly' | 'monthly' | 'annual';

interface Bracket {
  from: number;
  base: string;
  rate: string;
}

const bracketsOf = (bounds: number[], bases: string[]): Bracket[] => [
  { from: 0, base: '0', rate: '0' },
  ...bounds.map((from, index) => ({ from, base: bases[index]!, rate: ['0.15', '0.20', '0.25', '0.30', '0.35'][index]! })),
];

export const WITHHOLDING_TABLES: Readonly<Record<PayPeriod, Bracket[]>> = {
  daily: bracketsOf([685, 1_096, 2_192, 5_479, 21_918], ['0', '61.65', '280.85', '1102.60', '6034.30']),
  weekly: bracketsOf([4_808, 7_692, 15_385, 38_462, 153_846], ['0', '432.60', '1971.20', '7740.45', '42355.65']),
  'semi-monthly': bracketsOf([10_417, 16_667, 33_333, 83_333, 333_333], ['0', '937.50', '4270.70', '16770.70', '91770.70']),
  monthly: bracketsOf([20_833, 33_333, 66_667, 166_667, 666_667], ['0', '1875.00', '8541.80', '33541.80', '183541.80']),
  annual: bracketsOf([250_000, 400_000, 800_000, 2_000_000, 8_000_000], ['0', '22500.00', '102500.00', '402500.00', '2202500.00']),
};

export interface WithholdingTax {
  /** Centavos, rounded half-up from the exact formula. */
  tax: number;
  explanation: string;
  explanation_fil: string;
}

/** The tax withheld from a pay period's taxable pay: the last bracket whose lower bound it reaches. */
export function withholdingTax(taxableCentavos: number, period: PayPeriod): WithholdingTax {
  if (taxableCentavos <= 0) return { tax: 0, ...explained(inBoth('pay_line.tax_none')) };
  const brackets = WITHHOLDING_TABLES[period];
  const bracket = brackets.findLast((candidate) => candidate.from * 100 <= taxableCentavos)!;
  const over = exact(taxableCentavos).div(100).sub(bracket.from);
  const tax = toCentavos(exact(bracket.base).add(over.mul(exact(bracket.rate))));
  const wording =
    bracket.rate === '0'
      ? inBoth('pay_line.tax_first_bracket', { taxable: pesoWords(taxableCentavos), period })
      : inBoth('pay_line.tax_bracket', {
          taxable: pesoWords(taxableCentavos),
          period,
          base: pesoWords(toCentavos(exact(bracket.base))),
          rate: exact(bracket.rate).mul(100).toString(),
          from: pesoWords(bracket.from * 100),
        });
  return { tax, ...explained(wording) };
}

/**
 * The pay the table is applied to. Mandatory contributions (SSS regular and MPF,
 * PhilHealth, Pag-IBIG) deducted in this payroll are not taxable. A minimum wage
 * earner's statutory pay (with its holiday, overtime, night and hazard pay) is
 * exempt: only their other taxable pay is taxed.
 */
export function taxablePay(input: { grossCentavos: number; mandatoryContributionsCentavos: number; minimumWageEarner: boolean; otherTaxableCentavos?: number }): number {
  if (input.minimumWageEarner) return Math.max(0, input.otherTaxableCentavos ?? 0);
  return Math.max(0, input.grossCentavos - input.mandatoryContributionsCentavos);
}
