// The payslip's fixed lines, their labels and how amounts and periods read. Free of
// zod, so the server's PDF, the import and the client's screens share the words.

/** Earnings lines, in the order a payslip lists them; the keys are the import's columns. */
export const earningLines = [
  { key: 'basic', label: 'Basic pay' },
  { key: 'overtime', label: 'Overtime' },
  { key: 'night_differential', label: 'Night differential' },
  { key: 'holiday_pay', label: 'Holiday pay' },
  { key: 'allowances', label: 'Allowances' },
] as const;

/** Deduction lines, in the order a payslip lists them; the keys are the import's columns. */
export const deductionLines = [
  { key: 'tardiness_undertime', label: 'Tardiness / undertime' },
  { key: 'sss', label: 'SSS' },
  { key: 'philhealth', label: 'PhilHealth' },
  { key: 'pagibig', label: 'Pag-IBIG' },
  { key: 'withholding_tax', label: 'Withholding tax' },
  { key: 'loans', label: 'Loans' },
] as const;

export type EarningKey = (typeof earningLines)[number]['key'];
export type DeductionKey = (typeof deductionLines)[number]['key'];

/** Year-to-date figures payroll carries on each payslip. */
export const yearToDateLines = [
  { key: 'ytd_gross', label: 'Gross pay' },
  { key: 'ytd_contributions', label: 'SSS, PhilHealth and Pag-IBIG' },
  { key: 'ytd_withholding_tax', label: 'Withholding tax' },
  { key: 'ytd_net_pay', label: 'Net pay' },
] as const;

export type YearToDateKey = (typeof yearToDateLines)[number]['key'];

export const PAY_PERIODS = [1, 2] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** "1st cut-off" or "2nd cut-off" (spec: period 1 is the first cut-off of the month). */
export function periodLabel(period: number): string {
  return period === 1 ? '1st cut-off' : '2nd cut-off';
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November" for 11; the portal's payslips are in English like the rest of its words. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** "November 30, 2026" for a YYYY-MM-DD date, the same on the screen, on paper and in the PDF. */
export function formatPayDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (!year || !month || !day) return date;
  return `${monthName(month)} ${day}, ${year}`;
}

const groupedCentavos = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * "Php 12,345.67" (spec §9: salary amounts are prefixed with Php; §5: rounded to 2
 * decimals). The amount is rounded to whole centavos first, so no binary fraction
 * shows; a withheld amount (null) shows as dots.
 */
export function formatPhp(amount: number | null): string {
  if (amount === null) return 'Php •••••';
  const centavos = Math.round(amount * 100);
  return `Php ${groupedCentavos.format(centavos / 100)}`;
}
