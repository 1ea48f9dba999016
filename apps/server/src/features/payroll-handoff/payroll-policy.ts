import { DEFAULT_PAYROLL_CUTOFF_DAY, PAYROLL_CUTOFF_DAY_RANGE } from '@portal/contracts/payroll-handoff';
import type { PayrollContributionTiming, PayrollRounding } from '@portal/contracts/admin-company';
import { addDays } from '../../lib/local-time';

/** The last day of the first cut-off, from the company settings (`settings.payroll.cutoffDay`), 15 unless HR set another. */
export function readPayrollCutoffDay(settings: Record<string, unknown> | undefined): number {
  const value = ((settings?.payroll ?? {}) as Record<string, unknown>).cutoffDay;
  return typeof value === 'number' && Number.isInteger(value) && value >= PAYROLL_CUTOFF_DAY_RANGE.min && value <= PAYROLL_CUTOFF_DAY_RANGE.max
    ? value
    : DEFAULT_PAYROLL_CUTOFF_DAY;
}

/** The days a year a monthly salary pays: 261, 313 or 365; 261 (a five-day week) unless HR chose otherwise. */
export function readPayrollFactor(settings: Record<string, unknown> | undefined): 261 | 313 | 365 {
  const value = ((settings?.payroll ?? {}) as Record<string, unknown>).factor;
  return value === 313 || value === 365 ? value : 261;
}

/** The company's payroll conventions (ph-payroll-rules §11), each with its default. */
export function readPayrollConventions(settings: Record<string, unknown> | undefined) {
  return { factor: readPayrollFactor(settings), contributions: readContributionTiming(settings), rounding: readPayrollRounding(settings) };
}
export type PayrollConventions = ReturnType<typeof readPayrollConventions>;

/** How pay is rounded: each line from exact rates unless HR chose rates to the centavo first. */
export function readPayrollRounding(settings: Record<string, unknown> | undefined): PayrollRounding {
  return ((settings?.payroll ?? {}) as Record<string, unknown>).rounding === 'rates' ? 'rates' : 'lines';
}

/** Which cut-off deducts the month's contributions: the second unless HR chose to split them. */
export function readContributionTiming(settings: Record<string, unknown> | undefined): PayrollContributionTiming {
  return ((settings?.payroll ?? {}) as Record<string, unknown>).contributions === 'split' ? 'split' : 'second';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The dates of a cut-off: the first runs from the 1st to the cutoff day, the second from the day after to the month's end. */
export function cutoffRange(year: number, month: number, cutoff: 1 | 2, cutoffDay: number): { from: string; to: string } {
  const first = `${year}-${pad(month)}-01`;
  const lastOfMonth = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`, -1);
  const split = `${year}-${pad(month)}-${pad(cutoffDay)}`;
  return cutoff === 1 ? { from: first, to: split } : { from: addDays(split, 1), to: lastOfMonth };
}
