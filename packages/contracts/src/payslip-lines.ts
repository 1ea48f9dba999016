import { formatLongDate, formatPhp } from './rules';

// The payslip's fixed lines, their labels and how amounts and periods read. Free of
// zod, so the server's PDF, the import and the client's screens share the words.

/** Earnings lines, in the order a payslip lists them; the keys are the import's columns. */
export const earningLines = [
  { key: 'basic', label: 'Basic pay' },
  { key: 'overtime', label: 'Overtime' },
  { key: 'night_differential', label: 'Night differential' },
  { key: 'holiday_pay', label: 'Holiday pay' },
  { key: 'allowances', label: 'Allowances' },
  { key: 'thirteenth_month', label: '13th month pay' },
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

/** "November 30, 2026": the long date certificates use, on the screen, on paper and in the PDF. */
export const formatPayDate = formatLongDate;

/** "Php 12,345.67" as everywhere in the portal; an amount withheld (dwp 0, null) shows as dots. */
export function formatAmount(amount: number | null): string {
  return amount === null ? 'Php •••••' : formatPhp(amount);
}
