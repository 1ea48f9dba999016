import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { MAX_PUNCH_IMPORT_ROWS, PUNCH_IMPORT_COLUMNS, TERMINAL_STATUS_DIRECTIONS } from '@portal/contracts/punch-import';
import { findUnsafeText } from '@portal/contracts/input';
import { noRowsError, rowProblem, tooManyRowsError, unsafeTextMessage, type CsvShape } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import { openTextStream, readCsvStream, readFileStart, type ImportFileItem, type ImportFileSource } from '../../lib/streamed-import';

/** An attendance log line starts with the user id and a tab; a CSV starts with its header. */
const TERMINAL_LOG_LINE = /^\s*\d+\t/;
const BOM = /^\uFEFF/;
const NO_PUNCHES = noRowsError('punch');
const punchShape: CsvShape = { ...PUNCH_IMPORT_COLUMNS, noun: 'punch', maxRows: MAX_PUNCH_IMPORT_ROWS };

/**
 * Reads a punch file a row at a time, in either format: a CSV with a header, or a
 * terminal's attendance log (README, "Importing terminal punches"). Rows are
 * numbered as the file's lines. However large the file, only the row at hand is in
 * memory: the caller stores each one before asking for the next batch.
 */
export async function* readPunchFile(source: ImportFileSource): AsyncGenerator<ImportFileItem> {
  const firstLine = (await readFileStart(source)).split(/\r\n|\n|\r/, 1)[0] ?? '';
  if (!TERMINAL_LOG_LINE.test(firstLine)) {
    yield* readCsvStream(source, punchShape);
    return;
  }
  const stream = openTextStream(source);
  try {
    yield* readTerminalLog(stream);
  } finally {
    stream.destroy();
  }
}

/**
 * attlog lines: user id, date and time, verify mode, status, then anything else.
 * The status gives the direction where it is one the terminal defines as in or out;
 * otherwise the punch is paired by time.
 */
async function* readTerminalLog(stream: Readable): AsyncGenerator<ImportFileItem> {
  let row = 0;
  let count = 0;
  for await (const read of createInterface({ input: stream, crlfDelay: Infinity })) {
    row += 1;
    const line = row === 1 ? read.replace(BOM, '') : read;
    if (line.trim() === '') continue;
    count += 1;
    if (count > punchShape.maxRows) {
      yield { error: tooManyRowsError(punchShape.maxRows), fatal: true };
      return;
    }
    const fields = line.split('\t').map((field) => field.trim());
    if (fields.length < 2) {
      yield { error: rowProblem(row, say('import.punch_line_fields')) };
      continue;
    }
    const values = { emp_id: fields[0]!, datetime: fields[1]!, direction: TERMINAL_STATUS_DIRECTIONS[fields[3] ?? ''] ?? '', device: '' };
    const unsafe = findUnsafeText(values);
    yield unsafe ? { error: rowProblem(row, unsafeTextMessage(unsafe)) } : { row, values };
  }
  if (count === 0) yield { error: NO_PUNCHES };
}
