import { exact, pesoWords, toCentavos } from './exact';
import { explained, inBoth } from '../wording';

// 13th-month pay (ph-payroll-rules §9; PD 851) and its tax exemption (NIRC Sec.
// 32(B)(7)(e)): basic salary earned in the year ÷ 12; with other benefits, exempt up
// to 90,000 in total, the excess taxable.

export const BENEFITS_EXEMPTION_CENTAVOS = 9_000_000;

/** Basic salary actually earned in the calendar year (after absence, leave-without-pay, tardiness and undertime deductions) ÷ 12. */
export function thirteenthMonthPay(basicEarnedCentavos: number): { amount: number; explanation: string; explanation_fil: string } {
  const amount = toCentavos(exact(basicEarnedCentavos).div(100).div(12));
  return { amount, ...explained(inBoth('pay_line.thirteenth_month', { basic: pesoWords(basicEarnedCentavos), amount: pesoWords(amount) })) };
}

/**
 * How much of a benefit is exempt, given what the year's other benefits (13th month,
 * productivity incentive, Christmas bonus) have already used of the 90,000.
 */
export function benefitExemption(amountCentavos: number, exemptionUsedCentavos: number): { exempt: number; taxable: number } {
  const left = Math.max(0, BENEFITS_EXEMPTION_CENTAVOS - exemptionUsedCentavos);
  const exempt = Math.min(amountCentavos, left);
  return { exempt, taxable: amountCentavos - exempt };
}
