import type { PayMonthRow } from '@portal/contracts/payslip';
import type { PayslipChoice } from './api/get-payslip';

function wholeNumber(value: string | null): number | undefined {
  return value !== null && /^\d{1,4}$/.test(value) ? Number(value) : undefined;
}

/** year, month and period as a link names them (?year=2026&month=11&period=1); what is missing or malformed is left out. */
export function choiceFromSearch(search: URLSearchParams): Partial<PayslipChoice> {
  return { year: wholeNumber(search.get('year')), month: wholeNumber(search.get('month')), period: wholeNumber(search.get('period')) };
}

export function searchOfChoice(choice: Partial<PayslipChoice>): string {
  const params = new URLSearchParams();
  for (const key of ['year', 'month', 'period'] as const) if (choice[key] !== undefined) params.set(key, String(choice[key]));
  return params.toString();
}

/**
 * What is shown: the asked year, month and period where a payslip exists, else the
 * latest (lists come newest first; the second cut-off is the later one).
 */
export function resolveChoice(asked: Partial<PayslipChoice>, years: number[] | undefined, months: PayMonthRow[] | undefined): Partial<PayslipChoice> {
  const year = asked.year !== undefined && years?.includes(asked.year) ? asked.year : years?.[0];
  if (year === undefined || !months) return { year };
  const monthRow = months.find((row) => row.month === asked.month) ?? months[0];
  if (!monthRow) return { year };
  const period = asked.period !== undefined && monthRow.periods.includes(asked.period) ? asked.period : monthRow.periods.at(-1);
  return { year, month: monthRow.month, period };
}

export function isComplete(choice: Partial<PayslipChoice>): choice is PayslipChoice {
  return choice.year !== undefined && choice.month !== undefined && choice.period !== undefined;
}
