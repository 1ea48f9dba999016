import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { MAX_IMPORT_BYTES } from '@portal/contracts/admin';
import { AppError } from './app-error';
import { say } from './messages';
import { emptyFileError, noRowsError, notCsvError, readDataRecord, readHeader, rowProblem, tooManyRowsError, type CsvShape, type ImportRow, type ProblemLine } from './csv-rows';
import { isXlsx, xlsxToCsv } from './xlsx-text';

// What every import that streams shares (punches, employees, payslips): the file's
// text read a row at a time, each row checked and stored a batch at a time into a
// table of the import's own transaction, and its problems counted, the first listed.
// However large the file, only a batch of rows is in the server's memory.

/** An import file's text: on disk (read as a stream), or in memory (a workbook's sheet). */
export type ImportFileSource = { path: string } | { text: string };

/** A problem with the file: about one row ("Row N: ..."), or, when fatal, the whole file, reported alone. */
export interface FileProblem {
  error: ProblemLine;
  fatal?: true;
}

/** One row of a file, or one problem with it. */
export type ImportFileItem = ImportRow | FileProblem;

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path);
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The text of a file on disk: a workbook converted whole into its first sheet's CSV
 * (a workbook is zipped, so it is read whole, up to the ordinary import size), any
 * other file left on disk to be read as a stream.
 */
export async function openImportFile(path: string): Promise<ImportFileSource> {
  if (!isXlsx(await readHead(path, 8))) return { path };
  const bytes = await readFile(path);
  if (bytes.length > MAX_IMPORT_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', say('import.excel_too_large', { megabytes: MAX_IMPORT_BYTES / (1024 * 1024) }));
  }
  return { text: await xlsxToCsv(bytes) };
}

/** The start of a file's text, enough to tell its format by. */
export async function readFileStart(source: ImportFileSource): Promise<string> {
  const start = 'text' in source ? source.text.slice(0, 65_536) : (await readHead(source.path, 65_536)).toString('utf8');
  return start.replace(/^\uFEFF/, '');
}

export function openTextStream(source: ImportFileSource): Readable {
  return 'text' in source ? Readable.from([source.text]) : createReadStream(source.path, { encoding: 'utf8' });
}

/**
 * Reads a CSV with a header row a record at a time (`csv-parse`'s stream), by the
 * rules of `readCsvRows`: unknown, missing and repeated columns, rows of the wrong
 * width and unsafe text are problems naming their row; not valid CSV, or more rows
 * than the shape allows, is a fatal one.
 */
export async function* readCsvStream(source: ImportFileSource, shape: CsvShape): AsyncGenerator<ImportFileItem> {
  const stream = openTextStream(source);
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
        const header = readHeader(record, shape);
        if (header.errors.length > 0) {
          for (const error of header.errors) yield { error };
          return;
        }
        names = header.names;
        continue;
      }
      index += 1;
      if (index > shape.maxRows) {
        yield { error: tooManyRowsError(shape.maxRows), fatal: true };
        return;
      }
      const read = readDataRecord(names, record, index + 1, info.lines);
      if (read === null) continue;
      found += 1;
      yield 'error' in read ? { error: read.error } : read;
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    yield { error: notCsvError(error), fatal: true };
    return;
  } finally {
    parser.destroy();
    stream.destroy();
  }
  if (!names) yield { error: emptyFileError(shape) };
  else if (found === 0) yield { error: noRowsError(shape.noun) };
}

/** Problems counted all, and the first `limit` of them kept in the order found. */
export class ProblemList {
  readonly listed: ProblemLine[] = [];
  count = 0;

  constructor(private readonly limit: number) {}

  add(message: ProblemLine): void {
    this.count += 1;
    if (this.listed.length < this.limit) this.listed.push(message);
  }
}

/** Problems sorted by their row ("Row 4: ..."), keeping the order within a row; those of no row first. */
export function inRowOrder(problems: readonly ProblemLine[]): ProblemLine[] {
  const rowOf = (problem: ProblemLine) => Number(/^Row (\d+):/.exec(problem.en)?.[1] ?? 0);
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => rowOf(a.problem) - rowOf(b.problem) || a.index - b.index)
    .map(({ problem }) => problem);
}

/**
 * The first `limit` problems of several lists, each already in row order, and how
 * many there are in all: each list holds at least its own first `limit`.
 */
export function firstProblems(lists: readonly { listed: readonly ProblemLine[]; count: number }[], limit: number): { listed: ProblemLine[]; total: number } {
  const all: ProblemLine[] = [];
  let total = 0;
  for (const list of lists) {
    for (const problem of list.listed) all.push(problem);
    total += list.count;
  }
  return { listed: inRowOrder(all).slice(0, limit), total };
}

/** What reading a file into the staging table found. */
export interface FileRead {
  /** Rows read (those with a problem of their own values included). */
  rows: number;
  /** A problem with the whole file, reported alone, as a file that was never read. */
  fatal: ProblemLine | null;
  /** The rows' problems, in the order of the file. */
  problems: ProblemList;
}

export interface StagingRules<R, T> {
  /** A row's value to store, or its problems ("Row N: ..."). */
  check: (row: R) => { value: T } | { problems: ProblemLine[] };
  /** Stores one batch, in the import's transaction. */
  store: (batch: T[]) => Promise<void>;
  batchSize: number;
  /** How many problems to keep listed. */
  listLimit: number;
}

/**
 * Reads a file's rows into storage a batch at a time, checking each row on the way.
 * The database stores one batch while the next is read, so the server's work and the
 * database's overlap; a failure is kept until awaited (never an unhandled rejection).
 */
export async function stageRows<R, T>(items: AsyncIterable<R | FileProblem> | Iterable<R | FileProblem>, rules: StagingRules<R, T>): Promise<FileRead> {
  const read: FileRead = { rows: 0, fatal: null, problems: new ProblemList(rules.listLimit) };
  let batch: T[] = [];
  let storing: Promise<unknown> = Promise.resolve(null);
  const store = async (rows: T[]) => {
    const failure = await storing;
    if (failure) throw failure;
    storing = rules.store(rows).then(
      () => null,
      (error: unknown) => error ?? new Error('staging failed'),
    );
  };
  for await (const item of items) {
    if (isProblem(item)) {
      if (item.fatal) {
        read.fatal = item.error;
        break;
      }
      read.problems.add(item.error);
      continue;
    }
    read.rows += 1;
    const checked = rules.check(item as R);
    if ('problems' in checked) {
      for (const problem of checked.problems) read.problems.add(problem);
      continue;
    }
    batch.push(checked.value);
    if (batch.length === rules.batchSize) {
      await store(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await store(batch);
  const failure = await storing;
  if (failure) throw failure;
  return read;
}

function isProblem(item: unknown): item is FileProblem {
  return typeof item === 'object' && item !== null && 'error' in item;
}

/** A row's schema issues as "Row N: ..." lines. */
export function rowIssues(row: number, issues: readonly { message: string }[]): ProblemLine[] {
  return issues.map((issue) => rowProblem(row, issue.message));
}
