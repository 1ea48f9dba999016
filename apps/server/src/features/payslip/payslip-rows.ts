import { deductionLines, earningLines, type DeductionKey, type EarningKey, type YearToDateKey } from '@portal/contracts/payslip-lines';
import { PAYSLIP_IMPORT_COLUMNS } from '@portal/contracts/payslip';
import { formatEmpId } from '@portal/contracts/rules';
import { centavosText, MAX_CENTAVOS, parseCentavos } from './centavos';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { plainAmountText, readSpreadsheetDate } from '../../lib/spreadsheet-values';

/** One row of an import file, numbered as a person finds it (CSV: its spreadsheet row; JSON: 1 for the first). */
export interface SourceRow {
  row: number;
  values: Record<string, unknown>;
}

type AmountKey = EarningKey | DeductionKey | 'gross' | 'total_deductions' | 'net_pay' | YearToDateKey;

/** A payslip ready to store; every amount in centavos. */
export interface PayslipInput {
  row: number;
  empId: string;
  year: number;
  month: number;
  period: 1 | 2;
  payDate: string;
  amounts: Record<AmountKey, number>;
}

const earningKeys = earningLines.map((line) => line.key);
const deductionKeys = deductionLines.map((line) => line.key);
const contributionKeys = ['sss', 'philhealth', 'pagibig'] as const;
const yearToDateKeys = ['ytd_gross', 'ytd_contributions', 'ytd_withholding_tax', 'ytd_net_pay'] as const;
const totalKeys = ['gross', 'total_deductions', 'net_pay'] as const;

/** Columns every row must fill. */
export const requiredColumns = PAYSLIP_IMPORT_COLUMNS.required;
/** Every column the import knows, in the order the README lists them. */
export const payslipColumns = PAYSLIP_IMPORT_COLUMNS.all;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 24 ? `${text.slice(0, 24)}...` : text;
};

function wholeNumber(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The last day a period's pay may fall on: the end of the month after it (a 2nd cut-off is often paid early next month). */
function latestPayDate(year: number, month: number): string {
  return new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
}

/**
 * Checks one row; answers the payslip or the row's problems, each starting "Row N:",
 * so payroll fixes the file in one pass. The same employee and period twice in one
 * file is a check across rows, made where the rows are staged.
 */
export function checkPayslipRow({ row, values }: SourceRow): { payslip: PayslipInput | null; errors: ProblemLine[] } {
  const errors: ProblemLine[] = [];
  const problem = (text: string) => errors.push(rowProblem(row, text));
  for (const column of requiredColumns) if (isBlank(values[column])) problem(`${column} is required`);

  const rawEmpId = values.emp_id;
  const empIdText = typeof rawEmpId === 'number' ? String(rawEmpId) : typeof rawEmpId === 'string' ? rawEmpId.trim() : '';
  if (!isBlank(rawEmpId) && !/^\d{1,8}$/.test(empIdText)) problem(`emp_id must be an employee number of up to 8 digits (got "${shown(rawEmpId)}")`);
  const year = wholeNumber(values.year);
  if (!isBlank(values.year) && (year === null || year < 2000 || year > 2100)) problem(`year must be a year like 2026 (got "${shown(values.year)}")`);
  const month = wholeNumber(values.month);
  if (!isBlank(values.month) && (month === null || month < 1 || month > 12)) problem(`month must be 1 to 12 (got "${shown(values.month)}")`);
  const period = wholeNumber(values.period);
  if (!isBlank(values.period) && period !== 1 && period !== 2) problem(`period must be 1 (first cut-off) or 2 (second cut-off) (got "${shown(values.period)}")`);
  // The shared reader: 11/27/2026 and 27-Nov-2026 as well as 2026-11-27.
  const payDate = typeof values.pay_date === 'string' ? (readSpreadsheetDate(values.pay_date) ?? values.pay_date.trim()) : '';
  if (!isBlank(values.pay_date) && !isCalendarDate(payDate)) problem(`pay_date must be a date like 11/27/2026 or 2026-11-27 (got "${shown(values.pay_date)}")`);

  const amounts = {} as Record<AmountKey, number>;
  for (const key of [...earningKeys, ...deductionKeys, ...totalKeys, ...yearToDateKeys]) {
    if (isBlank(values[key])) continue;
    const value = values[key];
    // 14,000.00 and ₱14,000 as a spreadsheet writes them, read exactly to the centavo.
    const centavos = parseCentavos(typeof value === 'string' ? (plainAmountText(value) ?? value) : value);
    if (centavos === null) problem(`${key} must be an amount like 14,000.00 (got "${shown(values[key])}")`);
    else amounts[key] = centavos;
  }
  if (errors.length > 0 || year === null || month === null || (period !== 1 && period !== 2)) return { payslip: null, errors };

  const monthText = `${year}-${String(month).padStart(2, '0')}`;
  if (payDate < `${monthText}-01` || payDate > latestPayDate(year, month)) {
    problem(`pay_date ${payDate} must fall in ${monthText} or the month after`);
  }
  // Blank lines are zero; blank totals are computed; totals given must agree.
  for (const key of [...earningKeys, ...deductionKeys]) amounts[key] ??= 0;
  const sum = (keys: readonly AmountKey[]) => keys.reduce((total, key) => total + amounts[key], 0);
  const computed = { gross: sum(earningKeys), total_deductions: sum(deductionKeys), net_pay: 0 };
  computed.net_pay = computed.gross - computed.total_deductions;
  const agree = (key: (typeof totalKeys)[number], what: string) => {
    if (amounts[key] !== undefined && amounts[key] !== computed[key]) {
      problem(`${key} ${centavosText(amounts[key])} is not ${what}, ${centavosText(computed[key])}`);
    }
    amounts[key] = computed[key];
  };
  agree('gross', 'the sum of the earnings');
  agree('total_deductions', 'the sum of the deductions');
  if (computed.net_pay < 0) problem(`the deductions (${centavosText(computed.total_deductions)}) are more than the gross pay (${centavosText(computed.gross)})`);
  else agree('net_pay', 'the gross pay less the deductions');
  if (computed.gross > MAX_CENTAVOS) problem('gross is too large');

  const atLeast = (ytdKey: YearToDateKey, periodAmount: number, what: string) => {
    if (amounts[ytdKey] < periodAmount) problem(`${ytdKey} ${centavosText(amounts[ytdKey])} is less than this payslip's ${what}, ${centavosText(periodAmount)}`);
  };
  atLeast('ytd_gross', computed.gross, 'gross pay');
  atLeast('ytd_contributions', sum(contributionKeys), 'SSS, PhilHealth and Pag-IBIG');
  atLeast('ytd_withholding_tax', amounts.withholding_tax, 'withholding tax');
  if (computed.net_pay >= 0) atLeast('ytd_net_pay', computed.net_pay, 'net pay');
  if (errors.length > 0) return { payslip: null, errors };
  return { payslip: { row, empId: formatEmpId(empIdText), year, month, period, payDate, amounts }, errors };
}
