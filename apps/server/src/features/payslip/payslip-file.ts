import { readFile } from 'node:fs/promises';
import { MAX_PAYSLIP_IMPORT_ROWS } from '@portal/contracts/payslip';
import { findUnsafeText } from '@portal/contracts/input';
import { lineOf, noRowsError, normaliseColumn, rowProblem, tooManyRowsError, unknownColumnErrors, unsafeTextMessage, type CsvShape } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import { readCsvStream, readFileStart, type FileProblem, type ImportFileSource } from '../../lib/streamed-import';
import { payslipColumns, requiredColumns, type SourceRow } from './payslip-rows';

export type PayslipFileFormat = 'csv' | 'json';

/** One row of a payslip file, or one problem with it ("Row N: ...", or the whole file's). */
export type PayslipFileItem = SourceRow | FileProblem;

const payslipFileShape: CsvShape = { all: payslipColumns, required: requiredColumns, noun: 'payslip', maxRows: MAX_PAYSLIP_IMPORT_ROWS };
const NO_PAYSLIPS = noRowsError('payslip');

/** By the name's extension; without a telling one, JSON starts with [ or {. */
export function detectFormat(fileName: string, start: string): PayslipFileFormat {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'json') return 'json';
  if (extension === 'csv') return 'csv';
  return /^\s*[[{]/.test(start) ? 'json' : 'csv';
}

/**
 * A JSON array of payslip objects, or { "payslips": [...] }; row 1 is the first. JSON
 * is parsed whole (within the upload's size), then handed on an item at a time.
 */
function* readJson(content: string): Generator<PayslipFileItem> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (error) {
    yield { error: lineOf(say('import.not_json', { detail: (error as Error).message })), fatal: true };
    return;
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { payslips?: unknown } | null)?.payslips;
  if (!Array.isArray(list)) {
    yield { error: lineOf(say('import.json_not_list')), fatal: true };
    return;
  }
  if (list.length === 0) yield { error: NO_PAYSLIPS };
  if (list.length > MAX_PAYSLIP_IMPORT_ROWS) {
    yield { error: tooManyRowsError(MAX_PAYSLIP_IMPORT_ROWS), fatal: true };
    return;
  }
  for (const [index, item] of list.entries()) {
    const row = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      yield { error: rowProblem(row, say('import.payslip_not_object')) };
      continue;
    }
    const values = Object.fromEntries(Object.entries(item).map(([key, value]) => [normaliseColumn(key), value]));
    const unsafe = findUnsafeText(values);
    if (unsafe) {
      yield { error: rowProblem(row, unsafeTextMessage(unsafe)) };
      continue;
    }
    const unknown = unknownColumnErrors(Object.keys(values), payslipFileShape, `Row ${row}`);
    if (unknown.length > 0) for (const problem of unknown) yield { error: problem };
    else yield { row, values };
  }
}

/**
 * Reads an import file a row at a time, without judging the values (see
 * payslip-rows.ts): a CSV as a stream, JSON whole. `fileName` tells the format.
 */
export async function* readPayslipFile(source: ImportFileSource, fileName: string): AsyncGenerator<PayslipFileItem> {
  if (detectFormat(fileName, await readFileStart(source)) === 'csv') {
    yield* readCsvStream(source, payslipFileShape);
    return;
  }
  yield* readJson('text' in source ? source.text : await readFile(source.path, 'utf8'));
}
