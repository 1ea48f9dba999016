import { MAX_PAYSLIP_IMPORT_ROWS } from '@portal/contracts/payslip';
import { normaliseColumn, readCsvRows, unknownColumnErrors, type CsvShape } from '../../lib/csv-rows';
import { payslipColumns, requiredColumns, type SourceRow } from './payslip-rows';
import { findUnsafeText } from '@portal/contracts/input';

export type PayslipFileFormat = 'csv' | 'json';

export interface ReadFile {
  rows: SourceRow[];
  /** Problems with the file as a whole or with a row's shape, each naming its row when it has one. */
  errors: string[];
}

const payslipFileShape: CsvShape = { all: payslipColumns, required: requiredColumns, noun: 'payslip', maxRows: MAX_PAYSLIP_IMPORT_ROWS };

/** By the name's extension; without a telling one, JSON starts with [ or {. */
export function detectFormat(fileName: string, content: string): PayslipFileFormat {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'json') return 'json';
  if (extension === 'csv') return 'csv';
  return /^\s*[[{]/.test(content) ? 'json' : 'csv';
}

/** A JSON array of payslip objects, or { "payslips": [...] }; row 1 is the first. */
function readJson(content: string): ReadFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { rows: [], errors: [`The file is not valid JSON: ${(error as Error).message}`] };
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { payslips?: unknown } | null)?.payslips;
  if (!Array.isArray(list)) return { rows: [], errors: ['The JSON must be an array of payslips, or an object with a "payslips" array.'] };
  const rows: SourceRow[] = [];
  const errors: string[] = [];
  for (const [index, item] of list.entries()) {
    const row = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push(`Row ${row}: must be an object with the payslip's fields`);
      continue;
    }
    const values = Object.fromEntries(Object.entries(item).map(([key, value]) => [normaliseColumn(key), value]));
    const unsafe = findUnsafeText(values);
    if (unsafe) {
      errors.push(`Row ${row}: ${unsafe.field} ${unsafe.problem}`);
      continue;
    }
    const unknown = unknownColumnErrors(Object.keys(values), payslipFileShape, `Row ${row}`);
    if (unknown.length > 0) for (const problem of unknown) errors.push(problem);
    else rows.push({ row, values });
  }
  return { rows, errors };
}

/** Reads an import file into numbered rows, without judging their values (see payslip-rows.ts). */
export function readPayslipFile(fileName: string, content: string): ReadFile {
  const read = detectFormat(fileName, content) === 'json' ? readJson(content) : readCsvRows(content, payslipFileShape);
  const count = read.rows.length + read.errors.length;
  if (read.errors.length === 0 && read.rows.length === 0) return { rows: [], errors: ['The file has no payslips.'] };
  if (count > MAX_PAYSLIP_IMPORT_ROWS) return { rows: [], errors: [`The file has more than ${MAX_PAYSLIP_IMPORT_ROWS} rows; split it into smaller files.`] };
  return read;
}
