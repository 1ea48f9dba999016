import { exact, type Exact } from './exact';

// Rates (ph-payroll-rules §2): never rounded; only the money lines made from them are.

/** The days a year a monthly salary pays: five-day week, six-day week, or every day. */
export type DailyRateFactor = 261 | 313 | 365;

/** How a person is paid: a monthly rate, or a daily rate ("no work, no pay"). Rates as decimal strings. */
export type PayBasis = { basis: 'monthly'; monthlyRate: string } | { basis: 'daily'; dailyRate: string };

/** Monthly-paid: monthly rate × 12 / factor. Daily-paid: the daily rate. */
export function dailyRateOf(pay: PayBasis, factor: DailyRateFactor): Exact {
  return pay.basis === 'monthly' ? exact(pay.monthlyRate).mul(12).div(factor) : exact(pay.dailyRate);
}

/** The daily rate / 8 (Labor Code Art. 83). */
export function hourlyRateOf(pay: PayBasis, factor: DailyRateFactor): Exact {
  return dailyRateOf(pay, factor).div(8);
}
