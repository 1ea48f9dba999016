import { CsvError, parse } from 'csv-parse/sync';
import { findUnsafeText } from '@portal/contracts/input';
import { validationInFilipino } from '@portal/contracts/validation-in-filipino';
import { renderMessage, say, type PortalMessage } from './messages';

/** A problem line of an import, in English (the answer's `errors`, word for word) and in Filipino (`errors_fil`). */
export interface ProblemLine {
  en: string;
  fil: string;
}

/** A coded message as a problem line in both languages. */
export function lineOf(message: PortalMessage): ProblemLine {
  return { en: message.text, fil: renderMessage(message.code, message.params, 'fil') };
}

/** A problem written in English only (a row schema's message): its Filipino where the validation messages have it, else the English. */
export function englishLine(text: string): ProblemLine {
  return { en: text, fil: validationInFilipino(text) };
}

/** One data row of an import file, numbered as a spreadsheet shows it (the header is row 1). */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
}

export interface ImportColumns {
  /** Every column the file may have, in the documented order. */
  all: readonly string[];
  /** Those it must have. */
  required: readonly string[];
}

export interface CsvShape extends ImportColumns {
  /** What one row is, for messages: "payslip", "employee". */
  noun: string;
  /** The most data rows one file may have. */
  maxRows: number;
}

/** More than one of a row's noun: "employees", "punches". */
export function pluralOf(noun: string): string {
  return /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/** What one row of each kind of file is, in Filipino; a noun not listed reads as in English. */
const filipinoNouns: Record<string, string> = {
  employee: 'empleyado',
  account: 'account',
  'route row': 'row ng approval route',
  shift: 'shift',
  schedule: 'schedule',
  holiday: 'holiday',
  entitlement: 'entitlement',
  punch: 'punch',
  payslip: 'payslip',
};

/** A row's noun for a coded message, in each language: one, or (count other than 1) more than one. */
export function nounInEach(noun: string, count = 1): { en: string; fil: string } {
  return { en: count === 1 ? noun : pluralOf(noun), fil: filipinoNouns[noun] ?? noun };
}

/** "Pay Date" and "pay-date" name the column pay_date: spreadsheets are typed by people. */
export function normaliseColumn(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** One message for all the names that are not columns of the file's kind, listing those that are. */
export function unknownColumnErrors(names: string[], shape: CsvShape, where: string): ProblemLine[] {
  const known = new Set(shape.all);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length === 0) return [];
  const article = /^[aeiou]/i.test(shape.noun) ? 'an' : 'a';
  const noun = nounInEach(shape.noun);
  const quoted = unknown.map((name) => `"${name}"`).join(', ');
  const params = { where, names: quoted, count: unknown.length, aNoun: { en: `${article} ${noun.en}`, fil: noun.fil }, noun, columns: shape.all.join(', ') };
  return [lineOf(say('import.unknown_columns', params))];
}

/** A file's records as text, each with the line (or sheet row) it ends on. */
export interface TextRecord {
  record: string[];
  line: number;
}

/**
 * Reads a CSV with a header row into numbered rows of text values, refusing
 * unknown, missing and repeated columns and rows of the wrong width, each problem
 * naming its row. Values are judged later, by the importer's own row rules.
 */
export function readCsvRows(content: string, shape: CsvShape): { rows: ImportRow[]; errors: ProblemLine[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, { bom: true, info: true, trim: true, skip_empty_lines: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }) as never;
  } catch (error) {
    if (error instanceof CsvError) return { rows: [], errors: [notCsvError(error)] };
    throw error;
  }
  return readTextRecords(records.map(({ record, info }) => ({ record, line: info.lines })), shape);
}

/** Row 1's problems: unknown, missing and repeated columns. Its column names otherwise. */
export function readHeader(record: readonly string[], shape: CsvShape): { names: string[]; errors: ProblemLine[] } {
  const names = record.map(normaliseColumn);
  const errors = unknownColumnErrors(names, shape, 'Row 1');
  for (const column of shape.required) if (!names.includes(column)) errors.push(lineOf(say('import.column_missing', { column })));
  for (const column of new Set(names.filter((name, index) => names.indexOf(name) !== index))) errors.push(lineOf(say('import.column_repeated', { column })));
  return { names, errors };
}

/**
 * One data record under the header's names: a row, its problem, or nothing for a
 * row of bare commas (spreadsheets export trailing empty rows that way).
 */
export function readDataRecord(names: readonly string[], record: readonly string[], row: number, line: number): ImportRow | { error: ProblemLine } | null {
  if (record.every((value) => value === '')) return null;
  if (record.length !== names.length) return { error: lineOf(say('import.row_width', { row, values: record.length, columns: names.length, line })) };
  const values = Object.fromEntries(names.map((name, at) => [name, record[at] ?? '']));
  const unsafe = findUnsafeText(values);
  return unsafe ? { error: rowProblem(row, unsafeTextMessage(unsafe)) } : { row, values };
}

/** What findUnsafeText (contracts' input.ts) found, as a coded problem: "name must not contain a NUL character (\\u0000)". */
export function unsafeTextMessage(unsafe: { field: string; problem: string }): PortalMessage {
  const place = unsafe.field === 'the request' ? 'request' : unsafe.field.replace(/(^|\.)a field name$/, (_whole, dot: string) => `${dot}pangalan ng field`);
  const what = unsafe.problem.includes('NUL') ? 'NUL character (U+0000)' : 'sirang character (lone UTF-16 surrogate)';
  return say('import.unsafe_text', { field: { en: unsafe.field, fil: place }, problem: { en: unsafe.problem, fil: what } });
}

/** A problem of one row, as a "Row N: ..." line: coded, or written in English only (then as `englishLine` gives it). */
export const rowProblem = (row: number, problem: PortalMessage | ProblemLine | string): ProblemLine => {
  const line = typeof problem === 'string' ? englishLine(problem) : 'code' in problem ? lineOf(problem) : problem;
  return lineOf(say('import.row_problem', { row, problem: line }));
};
export const emptyFileError = (shape: CsvShape) => lineOf(say('import.empty_file', { noun: nounInEach(shape.noun) }));
export const tooManyRowsError = (maxRows: number) => lineOf(say('import.too_many_rows', { max: maxRows }));
export const noRowsError = (noun: string) => lineOf(say('import.no_rows', { nouns: nounInEach(noun, 2) }));
export const notCsvError = (error: Error) => lineOf(say('import.not_csv', { detail: error.message }));

/** The same rules over records read from any kind of file (a CSV, a spreadsheet's first sheet). */
export function readTextRecords(records: readonly TextRecord[], shape: CsvShape): { rows: ImportRow[]; errors: ProblemLine[] } {
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [emptyFileError(shape)] };
  if (body.length > shape.maxRows) return { rows: [], errors: [tooManyRowsError(shape.maxRows)] };
  const { names, errors } = readHeader(header.record, shape);
  if (errors.length > 0) return { rows: [], errors };

  const rows: ImportRow[] = [];
  for (const [index, { record, line }] of body.entries()) {
    const read = readDataRecord(names, record, index + 2, line);
    if (read === null) continue;
    if ('error' in read) errors.push(read.error);
    else rows.push(read);
  }
  if (rows.length === 0 && errors.length === 0) errors.push(noRowsError(shape.noun));
  return { rows, errors };
}
