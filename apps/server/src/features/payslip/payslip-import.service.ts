import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Kysely, Transaction } from 'kysely';
import type { PayslipImportResult } from '@portal/contracts/payslip';
import type { DB } from '../../db/database';
import { holdImportLock } from '../../admin/import-lock';
import { writeAudit } from '../../lib/audit';
import type { ProblemLine } from '../../lib/csv-rows';
import { firstProblems, openImportFile, stageRows, type FileProblem } from '../../lib/streamed-import';
import { readPayslipFile } from './payslip-file';
import { checkPayslipRow, type PayslipInput, type SourceRow } from './payslip-rows';
import * as staging from './payslip-import.repository';
import { codedFields, say } from '../../lib/messages';
import { listedErrors, refuse } from '../../admin/run-import';

/** The most problems one refusal lists; a file with more has something wrong throughout. */
export const MAX_LISTED_PROBLEMS = 50;
/** Checked rows stored in one statement while the next are read. */
const STAGE_BATCH = 5_000;

export interface ImportSource {
  /** How the import came in, for the audit log: the HTTP call, the command line or the demo seed. */
  via: 'http' | 'cli' | 'demo-seed';
  fileName: string;
  /** The importing HR person; null from the command line and the seed. */
  actorEmpId: string | null;
  requestId?: string;
}

/** What checking a file found: the rows read, its first problems in row order, and how many there are. */
interface Checked {
  rows: number;
  listed: ProblemLine[];
  total: number;
}

/** A dry run's answer for a file with problems: 200, the first of them listed by row (the message counts them all), nothing counted. */
function problemsAnswer({ rows, listed, total }: Checked): PayslipImportResult {
  return { ...codedFields(say('import.has_problems', { count: total })), dryRun: true, rows, added: 0, replaced: 0, unchanged: 0, periods: [], ...listedErrors(listed.slice(0, MAX_LISTED_PROBLEMS)) };
}

/** Ends a dry run's transaction after writing, so nothing it wrote stays, carrying out what it counted. */
class DryRunDone extends Error {
  constructor(readonly result: PayslipImportResult) {
    super('dry run');
  }
}

/**
 * Stages the rows a batch at a time, each checked on the way, then checks them across
 * the file and against the database in one query (the same employee and period twice,
 * unknown employees): every problem counted, in row order, whichever check found it.
 */
async function stageAndCheck(trx: Transaction<DB>, items: AsyncIterable<SourceRow | FileProblem> | Iterable<SourceRow | FileProblem>): Promise<Checked> {
  await staging.createStagedPayslips(trx);
  const read = await stageRows<SourceRow, PayslipInput>(items, {
    check: (source) => {
      const { payslip, errors } = checkPayslipRow(source);
      return payslip ? { value: payslip } : { problems: errors };
    },
    store: (batch) => staging.stagePayslips(trx, batch),
    batchSize: STAGE_BATCH,
    listLimit: MAX_LISTED_PROBLEMS,
  });
  if (read.fatal !== null) return { rows: 0, listed: [read.fatal], total: 1 };
  const found = firstProblems([read.problems, await staging.findStagedProblems(trx, MAX_LISTED_PROBLEMS)], MAX_LISTED_PROBLEMS);
  return { rows: read.rows, ...found };
}

/** Writes the staged payslips and counts what changed; a real import is audited, a dry run is rolled back by its caller. */
async function writeStaged(trx: Transaction<DB>, source: ImportSource, dryRun: boolean): Promise<PayslipImportResult> {
  const periods = await staging.writeStagedPayslips(trx, source.actorEmpId);
  const counts = { rows: 0, added: 0, replaced: 0, unchanged: 0 };
  for (const period of periods) {
    counts.rows += period.rows;
    counts.added += period.added;
    counts.replaced += period.replaced;
    counts.unchanged += period.unchanged;
  }
  if (dryRun) return { ...codedFields(say('payslip.import_ready', counts)), dryRun, ...counts, periods, errors: [] };
  await writeAudit(trx, {
    actorEmpId: source.actorEmpId,
    action: 'import',
    entity: 'payslips',
    entityId: source.fileName,
    after: {
      via: source.via,
      ...counts,
      employees: await staging.countStagedEmployees(trx),
      periods: periods.map(({ year, month, period }) => `${year}-${String(month).padStart(2, '0')}/${period}`),
    },
    requestId: source.requestId ?? null,
  });
  return { ...codedFields(say('payslip.import_done', counts)), dryRun, ...counts, periods, errors: [] };
}

/**
 * Imports rows already read (the demo seed builds them) inside the caller's
 * transaction: every row is checked first, and one problem anywhere refuses the
 * whole import (400) before anything is written. A payslip already stored for the
 * same employee and period is replaced when it differs, so importing one file twice
 * changes nothing the second time.
 */
export async function importPayslipRows(trx: Transaction<DB>, rows: Iterable<SourceRow>, source: ImportSource): Promise<PayslipImportResult> {
  const checked = await stageAndCheck(trx, rows);
  if (checked.total > 0) refuse(checked.listed, checked.total);
  return writeStaged(trx, source, false);
}

/** The file's SHA-256, read as a stream. */
async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Reads a CSV, JSON or Excel file on disk and imports it all-or-nothing, in one
 * transaction: a CSV is read as a stream and its rows staged a batch at a time, so
 * memory does not grow with the file. A dry run takes the very same steps and rolls
 * them back, so what it counts is what the import would do; it answers a file's
 * problems (200) where the import refuses it (400).
 */
export async function importPayslipFile(db: Kysely<DB>, file: { path: string }, source: ImportSource, options: { dryRun?: boolean } = {}): Promise<PayslipImportResult> {
  const dryRun = options.dryRun ?? false;
  // An Excel workbook is read as its first sheet's CSV.
  const text = await openImportFile(file.path);
  const fileName = 'text' in text ? source.fileName.replace(/\.xlsx$/i, '.csv') : source.fileName;
  const sha256 = (await sha256Of(file.path)).slice(0, 16);
  try {
    return await db.transaction().execute(async (trx) => {
      await holdImportLock(trx, 'payslips');
      const checked = await stageAndCheck(trx, readPayslipFile(text, fileName));
      if (checked.total > 0) {
        if (!dryRun) refuse(checked.listed, checked.total);
        return problemsAnswer(checked);
      }
      if (!dryRun) return writeStaged(trx, { ...source, fileName: `${source.fileName} (sha256 ${sha256})` }, false);
      throw new DryRunDone(await writeStaged(trx, source, true));
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}
