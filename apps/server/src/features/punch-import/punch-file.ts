import { MAX_PUNCH_IMPORT_ROWS, PUNCH_IMPORT_COLUMNS, TERMINAL_STATUS_DIRECTIONS } from '@portal/contracts/punch-import';
import { findUnsafeText } from '@portal/contracts/input';
import { readCsvRows, type ImportRow } from '../../lib/csv-rows';

/** An attendance log line starts with the user id and a tab; a CSV starts with its header. */
const TERMINAL_LOG_LINE = /^\s*\d+\t/;

/**
 * Reads a punch file in either format into rows of emp_id, datetime, direction and
 * device text: a CSV with a header, or a terminal's attendance log (README,
 * "Importing terminal punches"). Rows are numbered as the file's lines.
 */
export function readPunchFile(content: string): { rows: ImportRow[]; errors: string[] } {
  const text = content.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  if (TERMINAL_LOG_LINE.test(firstLine)) return readTerminalLog(text);
  return readCsvRows(text, { ...PUNCH_IMPORT_COLUMNS, noun: 'punch', maxRows: MAX_PUNCH_IMPORT_ROWS });
}

/**
 * attlog lines: user id, date and time, verify mode, status, then anything else.
 * The status gives the direction where it is one the terminal defines as in or out;
 * otherwise the punch is paired by time.
 */
function readTerminalLog(text: string): { rows: ImportRow[]; errors: string[] } {
  const lines = text.split(/\r\n|\n|\r/);
  const rows: ImportRow[] = [];
  const errors: string[] = [];
  const lineCount = lines.filter((line) => line.trim() !== '').length;
  if (lineCount > MAX_PUNCH_IMPORT_ROWS) return { rows, errors: [`The file has more than ${MAX_PUNCH_IMPORT_ROWS} rows; split it into smaller files.`] };
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const row = index + 1;
    const fields = line.split('\t').map((field) => field.trim());
    if (fields.length < 2) {
      errors.push(`Row ${row}: a terminal log line needs the user id and the date and time, separated by a tab`);
      return;
    }
    const values = { emp_id: fields[0]!, datetime: fields[1]!, direction: TERMINAL_STATUS_DIRECTIONS[fields[3] ?? ''] ?? '', device: '' };
    const unsafe = findUnsafeText(values);
    if (unsafe) errors.push(`Row ${row}: ${unsafe.field} ${unsafe.problem}`);
    else rows.push({ row, values });
  });
  if (rows.length === 0 && errors.length === 0) errors.push('The file has no punches.');
  return { rows, errors };
}
