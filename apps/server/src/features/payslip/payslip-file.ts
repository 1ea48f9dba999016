import { CsvError, parse } from 'csv-parse/sync';
import { MAX_PAYSLIP_IMPORT_ROWS } from '@portal/contracts/payslip';
import { payslipColumns, requiredColumns, type SourceRow } from './payslip-rows';

export type PayslipFileFormat = 'csv' | 'json';

export interface ReadFile {
  rows: SourceRow[];
  /** Problems with the file as a whole or with a row's shape, each naming its row when it has one. */
  errors: string[];
}

const knownColumns = new Set<string>(payslipColumns);
const columnList = payslipColumns.join(', ');

/** "Pay Date" and "pay-date" name the column pay_date: spreadsheets are typed by people. */
function normaliseColumn(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** By the name's extension; without a telling one, JSON starts with [ or {. */
export function detectFormat(fileName: string, content: string): PayslipFileFormat {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'json') return 'json';
  if (extension === 'csv') return 'csv';
  return /^\s*[[{]/.test(content) ? 'json' : 'csv';
}

/** One message for all the names that are not payslip columns, with the names that are. */
function unknownColumnErrors(columns: string[], where: string): string[] {
  const unknown = columns.filter((column) => !knownColumns.has(column));
  if (unknown.length === 0) return [];
  const names = unknown.map((column) => `"${column}"`).join(', ');
  return [`${where}: ${names} ${unknown.length === 1 ? 'is not a payslip column' : 'are not payslip columns'} (the columns are ${columnList})`];
}

/** CSV with a header row (row 1); each later record is a row, numbered as a spreadsheet shows it. */
function readCsv(content: string): ReadFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, { bom: true, info: true, trim: true, skip_empty_lines: true, relax_column_count: true }) as never;
  } catch (error) {
    if (error instanceof CsvError) return { rows: [], errors: [`The file is not valid CSV: ${error.message}`] };
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: ['The file is empty; it needs a header row and at least one payslip.'] };
  const columns = header.record.map(normaliseColumn);
  const errors = unknownColumnErrors(columns, 'Row 1');
  for (const column of requiredColumns) if (!columns.includes(column)) errors.push(`Row 1: the column ${column} is missing`);
  const repeated = columns.filter((column, index) => columns.indexOf(column) !== index);
  for (const column of new Set(repeated)) errors.push(`Row 1: the column ${column} appears more than once`);
  if (errors.length > 0) return { rows: [], errors };

  const rows: SourceRow[] = [];
  for (const [index, { record, info }] of body.entries()) {
    // A record spread over several lines (a quoted line break) still counts as one row.
    const row = index + 2;
    // Spreadsheets export trailing empty rows as bare commas.
    if (record.every((value) => value === '')) continue;
    if (record.length !== columns.length) {
      errors.push(`Row ${row}: has ${record.length} values but the header has ${columns.length} columns (line ${info.lines})`);
      continue;
    }
    rows.push({ row, values: Object.fromEntries(columns.map((column, at) => [column, record[at]])) });
  }
  return { rows, errors };
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
    const unknown = unknownColumnErrors(Object.keys(values), `Row ${row}`);
    if (unknown.length > 0) errors.push(...unknown);
    else rows.push({ row, values });
  }
  return { rows, errors };
}

/** Reads an import file into numbered rows, without judging their values (see payslip-rows.ts). */
export function readPayslipFile(fileName: string, content: string): ReadFile {
  const read = detectFormat(fileName, content) === 'json' ? readJson(content) : readCsv(content);
  const count = read.rows.length + read.errors.length;
  if (read.errors.length === 0 && read.rows.length === 0) return { rows: [], errors: ['The file has no payslips.'] };
  if (count > MAX_PAYSLIP_IMPORT_ROWS) return { rows: [], errors: [`The file has more than ${MAX_PAYSLIP_IMPORT_ROWS} rows; split it into smaller files.`] };
  return read;
}
