import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { MAX_IMPORT_ROWS, MAX_LISTED_IMPORT_ERRORS, type ImportResult } from '@portal/contracts/admin';
import type { DB } from '../db/database';
import { badRequest } from '../lib/app-error';
import { writeAudit } from '../lib/audit';
import { nounInEach, readCsvRows, type ImportColumns, type ImportRow, type ProblemLine } from '../lib/csv-rows';
import { codedFields, renderMessage, say, type PortalMessage } from '../lib/messages';
import { inRowOrder, rowIssues } from '../lib/streamed-import';
import { holdImportLock } from './import-lock';

/** A data row that passed its schema, with its row number for later messages. */
export interface ParsedRow<T> {
  row: number;
  value: T;
}

export interface ImportCounts {
  added: number;
  changed: number;
  unchanged: number;
}

/** What an import did: the counts, and what else the person must know or hand over. */
export interface ImportApplied extends ImportCounts {
  /** Accounts created with their temporary passwords: answered once, never audited. */
  accounts?: NonNullable<ImportResult['accounts']>;
  /** A sentence added to the message ("2 accounts created..."): as written, or coded; several are joined by a space. */
  note?: ImportNote | readonly ImportNote[];
}

/** One sentence of an import's note: English text, or a coded message in both languages. */
export type ImportNote = string | PortalMessage;

export interface ImportDefinition<T> {
  /** Names the area in messages and the audit log: "employees". */
  entity: string;
  /** One row's noun: "employee", "route". */
  noun: string;
  columns: ImportColumns;
  /** The most data rows one file may have; MAX_IMPORT_ROWS unless the kind needs more. */
  maxRows?: number;
  /** Reads the file into rows, for a kind with formats of its own; a CSV with a header otherwise. */
  read?: (content: string) => { rows: ImportRow[]; errors: ProblemLine[] };
  /** Turns one row's text values into a typed value; its issues become "Row N: ..." lines. */
  rowSchema: z.ZodType<T, Record<string, string>>;
  /** Checks across rows and against the database (unknown employees, duplicates), as "Row N: ..." lines. */
  check?: (trx: Transaction<DB>, rows: ParsedRow<T>[]) => Promise<ProblemLine[]>;
  /**
   * Writes the rows, auditing each change, and counts what it did. Same file twice:
   * all unchanged. A dry run goes through it too and is rolled back after.
   */
  apply: (trx: Transaction<DB>, rows: ParsedRow<T>[], run: { dryRun: boolean }) => Promise<ImportApplied>;
}

export interface ImportRun {
  fileName: string;
  content: string;
  dryRun: boolean;
  actorEmpId: string;
  requestId?: string;
}

/** Ends a dry run's transaction without writing, carrying out its counts or the problems found. */
export class DryRunDone extends Error {
  constructor(readonly outcome: { counts: ImportApplied } | { problems: ProblemLine[]; total?: number }) {
    super('dry run');
  }
}

/** The problem lines an answer lists: in English (`errors`) and the same lines in Filipino (`errors_fil`). */
export function listedErrors(lines: readonly ProblemLine[]): { errors: string[]; errors_fil: string[] } {
  return { errors: lines.map((line) => line.en), errors_fil: lines.map((line) => line.fil) };
}

/** A dry run's answer with the problems found; `total` counts those not listed too. */
export function problemsAnswer(errors: ProblemLine[], rows: number, total = errors.length): ImportResult {
  return {
    ...codedFields(say('import.has_problems', { count: total })),
    dryRun: true,
    rows,
    added: 0,
    changed: 0,
    unchanged: 0,
    ...listedErrors(errors.slice(0, MAX_LISTED_IMPORT_ERRORS)),
  };
}

/** Refuses an import with its problems; `total` counts those not listed too. */
export function refuse(errors: readonly ProblemLine[], total = errors.length): never {
  const listed = errors.slice(0, MAX_LISTED_IMPORT_ERRORS);
  // The problems are lines of their own under the first, as they were written, in each language.
  const linesIn = (language: 'en' | 'fil') => listed.map((line) => `\n${line[language]}`).join('');
  const problems = { en: linesIn('en'), fil: linesIn('fil') };
  throw badRequest(say('import.refused', { count: total, problems, more: Math.max(total - listed.length, 0) }));
}

/** The note's sentences in one language, each after a space ('' for none). */
function noteIn(note: ImportApplied['note'], language: 'en' | 'fil'): string {
  const sentences: readonly ImportNote[] = note === undefined ? [] : Array.isArray(note) ? note : [note as ImportNote];
  return sentences
    .map((sentence) => (typeof sentence === 'string' ? sentence : renderMessage(sentence.code, sentence.params, language)))
    .filter(Boolean)
    .map((sentence) => ` ${sentence}`)
    .join('');
}

/** What an import did, or a dry run would do, in one sentence (and the note's). */
export function describeImport(noun: string, rows: number, counts: ImportApplied, dryRun: boolean): PortalMessage {
  const note = { en: noteIn(counts.note, 'en'), fil: noteIn(counts.note, 'fil') };
  const params = { rows, nouns: nounInEach(noun, rows), added: counts.added, changed: counts.changed, unchanged: counts.unchanged, note };
  return say(dryRun ? 'import.ready' : 'import.done', params);
}

/** The problems `check` finds, writing nothing. */
async function checkOnly<T>(db: Kysely<DB>, definition: ImportDefinition<T>, parsed: ParsedRow<T>[]): Promise<ProblemLine[]> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new DryRunDone({ problems: (await definition.check?.(trx, parsed)) ?? [] });
    });
  } catch (error) {
    if (error instanceof DryRunDone && 'problems' in error.outcome) return error.outcome.problems;
    throw error;
  }
  return [];
}

/**
 * One CSV import, all or nothing: every row is read and checked, then applied in a
 * single transaction. A dry run goes through the very same steps and rolls back,
 * so what it reports is exactly what the import would do. Problems are listed by
 * row; a dry run answers them, a real import refuses the whole file with them.
 */
export async function runImport<T>(db: Kysely<DB>, definition: ImportDefinition<T>, run: ImportRun): Promise<ImportResult> {
  const read = definition.read
    ? definition.read(run.content)
    : readCsvRows(run.content, { ...definition.columns, noun: definition.noun, maxRows: definition.maxRows ?? MAX_IMPORT_ROWS });
  const errors = [...read.errors];
  const parsed: ParsedRow<T>[] = [];
  for (const { row, values } of read.rows) {
    const result = definition.rowSchema.safeParse(values);
    if (result.success) parsed.push({ row, value: result.data });
    else errors.push(...rowIssues(row, result.error.issues));
  }
  const rows = read.rows.length;
  if (errors.length > 0) {
    // All problems in one pass: the rows that were read are also checked together
    // (shifts, team leads, repeats), in a transaction that is always rolled back.
    if (definition.check && parsed.length > 0) for (const error of await checkOnly(db, definition, parsed)) errors.push(error);
    const byRow = inRowOrder(errors);
    if (!run.dryRun) refuse(byRow);
    return problemsAnswer(byRow, rows);
  }

  return answerImport(db, definition, run, () => rows, async (trx) => {
    const problems = (await definition.check?.(trx, parsed)) ?? [];
    if (problems.length > 0) {
      if (!run.dryRun) refuse(problems);
      throw new DryRunDone({ problems });
    }
    return definition.apply(trx, parsed, { dryRun: run.dryRun });
  });
}

/**
 * The transaction and the answer every import shares: `steps` checks and writes under
 * the import lock, refusing the file or ending a dry run with DryRunDone, and returns
 * the counts. A real import is then audited in the same transaction; a dry run rolls
 * back. `rows` tells how many data rows the file had, once `steps` has read it.
 */
export async function answerImport(
  db: Kysely<DB>,
  definition: { entity: string; noun: string },
  run: Omit<ImportRun, 'content'>,
  rows: () => number,
  steps: (trx: Transaction<DB>) => Promise<ImportApplied>,
): Promise<ImportResult> {
  let counts: ImportApplied;
  try {
    counts = await db.transaction().execute(async (trx) => {
      await holdImportLock(trx, definition.entity);
      const applied = await steps(trx);
      if (run.dryRun) throw new DryRunDone({ counts: applied });
      // The audit keeps the counts; never a temporary password.
      await writeAudit(trx, {
        actorEmpId: run.actorEmpId,
        action: 'import',
        entity: definition.entity,
        entityId: run.fileName.slice(0, 200),
        after: { rows: rows(), added: applied.added, changed: applied.changed, unchanged: applied.unchanged, ...(applied.accounts ? { accounts: applied.accounts.length } : {}) },
        requestId: run.requestId,
      });
      return applied;
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
    if ('problems' in error.outcome) return problemsAnswer(error.outcome.problems, rows(), error.outcome.total);
    counts = error.outcome.counts;
  }
  const { added, changed, unchanged, accounts } = counts;
  // A dry run rolled its accounts back: their passwords were never real.
  const created = !run.dryRun && accounts && accounts.length > 0 ? { accounts } : {};
  return { ...codedFields(describeImport(definition.noun, rows(), counts, run.dryRun)), dryRun: run.dryRun, rows: rows(), added, changed, unchanged, errors: [], ...created };
}
