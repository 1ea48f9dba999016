import { exact, pesoWords, rateText, toCentavos, type Exact } from './exact';
import type { DailyRateFactor, PayBasis } from './rates';
import { explained, inBoth } from '../wording';

// Premiums (ph-payroll-rules §4): multipliers of the hourly rate by day type, for the
// first 8 hours, the hours beyond 8, and the night hours (22:00–06:00) of each.

/** The day types attendance assigns (the double-holiday rows of the rules have no code and fall on no 2026 day). */
export type PremiumDayType = 'REG' | 'RD' | 'SH' | 'SHRD' | 'LH' | 'LHRD';

interface DayRates {
  /** The day's rate for its first 8 hours, in percent of the hourly rate. */
  first8: string;
  /** Beyond 8 hours: always the full rate. */
  beyond8: string;
  /** Whether a monthly salary under 261 or 313 already pays the day (under 365 every day is paid). */
  paidByMonthlySalary: boolean;
}

const DAY_RATES: Readonly<Record<PremiumDayType, DayRates>> = {
  REG: { first8: '100', beyond8: '125', paidByMonthlySalary: true },
  RD: { first8: '130', beyond8: '169', paidByMonthlySalary: false },
  SH: { first8: '130', beyond8: '169', paidByMonthlySalary: true },
  SHRD: { first8: '150', beyond8: '195', paidByMonthlySalary: false },
  LH: { first8: '200', beyond8: '260', paidByMonthlySalary: true },
  LHRD: { first8: '260', beyond8: '338', paidByMonthlySalary: false },
};

export interface PremiumMultipliers {
  /** What the first 8 hours add as a line: the day's rate, less the 100% a monthly salary already pays. */
  first8: Exact;
  beyond8: Exact;
  /** Night differential: 10% of that hour's rate, overtime premium included (Art. 86). */
  nightFirst8: Exact;
  nightBeyond8: Exact;
}

const percent = (value: string) => exact(value).div(100);

/**
 * The multipliers of one day type for a person's pay basis and the company's factor.
 * First 8 hours: daily-paid get the day's full rate, monthly-paid the rate less 100%
 * where the salary already pays the day (SH and LH under 261 or 313; every type under
 * 365). An ordinary day's first 8 hours are basic pay, never a premium line.
 */
export function premiumMultipliers(dayType: PremiumDayType, basis: PayBasis['basis'], factor: DailyRateFactor): PremiumMultipliers {
  const rates = DAY_RATES[dayType];
  const day = percent(rates.first8);
  const alreadyPaid = dayType === 'REG' || (basis === 'monthly' && (factor === 365 || rates.paidByMonthlySalary));
  return {
    first8: alreadyPaid ? day.sub(1) : day,
    beyond8: percent(rates.beyond8),
    nightFirst8: day.div(10),
    nightBeyond8: percent(rates.beyond8).div(10),
  };
}

/** One premium line: hours × hourly rate × multiplier, rounded half-up to the centavo. */
export function premiumLine(hours: string | number, hourlyRate: Exact, multiplier: Exact): { amount: number; explanation: string; explanation_fil: string } {
  const amount = toCentavos(exact(hours).mul(hourlyRate).mul(multiplier));
  return {
    amount,
    ...explained(
      inBoth('pay_line.premium', { hours: rateText(exact(hours)), rate: rateText(hourlyRate), percent: rateText(multiplier.mul(100)), amount: pesoWords(amount) }),
    ),
  };
}
