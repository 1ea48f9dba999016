import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { MAX_PUNCH_IMPORT_ROWS, PUNCH_IMPORT_COLUMNS, TERMINAL_STATUS_DIRECTIONS } from '@portal/contracts/punch-import';
import { findUnsafeText } from '@portal/contracts/input';
import { emptyFileError, readDataRecord, readHeader, tooManyRowsError, type CsvShape, type ImportRow } from '../../lib/csv-rows';

/** An attendance log line starts with the user id and a tab; a CSV starts with its header. */
const TERMINAL_LOG_LINE = /^\s*\d+\t/;
const BOM = /^\uFEFF/;
const NO_PUNCHES = 'The file has no punches.';
const punchShape: CsvShape = { ...PUNCH_IMPORT_COLUMNS, noun: 'punch', maxRows: MAX_PUNCH_IMPORT_ROWS };

/** A punch file's text: on disk (read as a stream), or in memory (a workbook's sheet). */
export type PunchFileSource = { path: string } | { text: string };

/**
 * One row of the file, or one problem with it ("Row N: ..."). A fatal problem is about
 * the whole file (not valid CSV, too many rows): it is the only one then reported.
 */
export type PunchFileItem = ImportRow | { error: string; fatal?: true };

async function firstLineOf(source: PunchFileSource): Promise<string> {
  let start: string;
  if ('text' in source) start = source.text.slice(0, 65_536);
  else {
    const handle = await open(source.path);
    try {
      const bytes = Buffer.alloc(65_536);
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0);
      start = bytes.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  }
  return start.replace(BOM, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
}

function textStream(source: PunchFileSource): Readable {
  return 'text' in source ? Readable.from([source.text]) : createReadStream(source.path, { encoding: 'utf8' });
}

/**
 * Reads a punch file a row at a time, in either format: a CSV with a header, or a
 * terminal's attendance log (README, "Importing terminal punches"). Rows are
 * numbered as the file's lines. However large the file, only the row at hand is in
 * memory: the caller stores each one before asking for the next batch.
 */
export async function* readPunchFile(source: PunchFileSource): AsyncGenerator<PunchFileItem> {
  const terminalLog = TERMINAL_LOG_LINE.test(await firstLineOf(source));
  const stream = textStream(source);
  try {
    yield* terminalLog ? readTerminalLog(stream) : readCsv(stream);
  } finally {
    stream.destroy();
  }
}

async function* readCsv(stream: Readable): AsyncGenerator<PunchFileItem> {
  const parser = stream.pipe(
    parse({ bom: true, info: true, trim: true, skip_empty_lines: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }),
  );
  // pipe() does not pass a read failure on: the parser ends with it, and the loop throws.
  stream.on('error', (error) => parser.destroy(error));
  let names: string[] | null = null;
  let index = 0;
  let found = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!names) {
        const header = readHeader(record, punchShape);
        if (header.errors.length > 0) {
          for (const error of header.errors) yield { error };
          return;
        }
        names = header.names;
        continue;
      }
      index += 1;
      if (index > punchShape.maxRows) {
        yield { error: tooManyRowsError(punchShape.maxRows), fatal: true };
        return;
      }
      const read = readDataRecord(names, record, index + 1, info.lines);
      if (read === null) continue;
      found += 1;
      yield 'error' in read ? { error: read.error } : read;
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    yield { error: `The file is not valid CSV: ${error.message}`, fatal: true };
    return;
  } finally {
    parser.destroy();
  }
  if (!names) yield { error: emptyFileError(punchShape) };
  else if (found === 0) yield { error: NO_PUNCHES };
}

/**
 * attlog lines: user id, date and time, verify mode, status, then anything else.
 * The status gives the direction where it is one the terminal defines as in or out;
 * otherwise the punch is paired by time.
 */
async function* readTerminalLog(stream: Readable): AsyncGenerator<PunchFileItem> {
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
      yield { error: `Row ${row}: a terminal log line needs the user id and the date and time, separated by a tab` };
      continue;
    }
    const values = { emp_id: fields[0]!, datetime: fields[1]!, direction: TERMINAL_STATUS_DIRECTIONS[fields[3] ?? ''] ?? '', device: '' };
    const unsafe = findUnsafeText(values);
    yield unsafe ? { error: `Row ${row}: ${unsafe.field} ${unsafe.problem}` } : { row, values };
  }
  if (count === 0) yield { error: NO_PUNCHES };
}
