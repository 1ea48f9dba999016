import { exact, pesoWords, toCentavos } from './exact';
import { explained, inBoth } from '../wording';

// PhilHealth (ph-payroll-rules §6; Advisory 2025-0002, the same for 2026): 5% of the
// monthly basic salary between the floor and the ceiling, shared equally.

export const PHILHEALTH_FLOOR = 10_000;
export const PHILHEALTH_CEILING = 100_000;

export interface PhilHealthContribution {
  /** The salary the premium is on, in centavos, after the floor and ceiling. */
  baseCentavos: number;
  /** Each share, centavos: 2.5% of the base, rounded half-up. */
  employee: number;
  employer: number;
  explanation: string;
  explanation_fil: string;
}

export function philHealthContribution(monthlyBasicCentavos: number): PhilHealthContribution {
  const baseCentavos = Math.min(Math.max(monthlyBasicCentavos, PHILHEALTH_FLOOR * 100), PHILHEALTH_CEILING * 100);
  const share = toCentavos(exact(baseCentavos).div(100).mul(exact('0.025')));
  return {
    baseCentavos,
    employee: share,
    employer: share,
    ...explained(
      inBoth('pay_line.philhealth', {
        base: pesoWords(baseCentavos),
        clamped: baseCentavos === monthlyBasicCentavos ? 'no' : 'yes',
        basic: pesoWords(monthlyBasicCentavos),
        floor: pesoWords(PHILHEALTH_FLOOR * 100),
        ceiling: pesoWords(PHILHEALTH_CEILING * 100),
        share: pesoWords(share),
      }),
    ),
  };
}
