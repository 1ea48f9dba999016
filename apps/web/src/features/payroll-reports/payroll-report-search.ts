import { lastEndedCutoff, type CutoffChoice } from '../../components/cutoff-picker';

export const PAYROLL_REPORTS = ['register', 'bank', 'contributions', '1601c'] as const;
export type PayrollReport = (typeof PAYROLL_REPORTS)[number];

/**
 * The report and period a link names (?report=register&year=2026&month=10&cutoff=1),
 * so the print view and the screen open on the same one; what is missing or not one
 * of them is the register of the last cut-off that has ended.
 */
export function readPayrollReportSearch(search: URLSearchParams, today: string): { report: PayrollReport; choice: CutoffChoice } {
  const report = PAYROLL_REPORTS.find((known) => known === search.get('report')) ?? 'register';
  const fallback = lastEndedCutoff(today);
  const year = Number(search.get('year'));
  const month = Number(search.get('month'));
  const cutoff = search.get('cutoff');
  const valid = Number.isInteger(year) && year >= 2000 && year <= 2100 && Number.isInteger(month) && month >= 1 && month <= 12 && (cutoff === '1' || cutoff === '2');
  return { report, choice: valid ? { year, month, cutoff } : fallback };
}

export function payrollReportSearch(report: PayrollReport, choice: CutoffChoice): string {
  return new URLSearchParams({ report, year: String(choice.year), month: String(choice.month), cutoff: choice.cutoff }).toString();
}
