import type { Kysely, Transaction } from 'kysely';
import { MAX_LISTED_IMPORT_ERRORS, type ImportResult } from '@portal/contracts/admin';
import type { DB } from '../db/database';
import type { ProblemLine } from '../lib/csv-rows';
import { firstProblems, type FileRead } from '../lib/streamed-import';
import { answerImport, DryRunDone, refuse, type ImportApplied } from './run-import';

/** An import whose file is read as a stream into a staging table of its transaction (see lib/streamed-import.ts). */
export interface StagedImportDefinition {
  /** Names the area in the audit log and the import lock: "employee", "punches". */
  entity: string;
  /** One row's noun: "employee", "punch". */
  noun: string;
  /** Reads the file into the staging table, checking each row on the way. */
  stage: (trx: Transaction<DB>) => Promise<FileRead>;
  /** The problems across the staged rows and against the database: the first `limit` in row order, and how many. */
  check: (trx: Transaction<DB>, limit: number) => Promise<{ listed: ProblemLine[]; count: number }[]>;
  /** Writes the staged rows a batch at a time, and counts what it did; a dry run goes through it too and is rolled back. */
  apply: (trx: Transaction<DB>, run: { dryRun: boolean }) => Promise<ImportApplied>;
}

export interface StagedImportRun {
  fileName: string;
  dryRun: boolean;
  actorEmpId: string;
  requestId?: string;
}

/**
 * A file of any size, all or nothing, with the answers every import gives: the file is
 * staged, checked and applied in ONE transaction, so a refused file, a dry run or a
 * failure leaves nothing. Problems are counted all and the first 100 listed by row; a
 * dry run answers them, a real import refuses the whole file with them.
 */
export async function runStagedImport(db: Kysely<DB>, definition: StagedImportDefinition, run: StagedImportRun): Promise<ImportResult> {
  let rows = 0;
  return answerImport(db, definition, run, () => rows, async (trx) => {
    const read = await definition.stage(trx);
    if (read.fatal !== null) {
      if (!run.dryRun) refuse([read.fatal]);
      throw new DryRunDone({ problems: [read.fatal] });
    }
    rows = read.rows;
    const found = firstProblems([read.problems, ...(await definition.check(trx, MAX_LISTED_IMPORT_ERRORS))], MAX_LISTED_IMPORT_ERRORS);
    if (found.total > 0) {
      if (!run.dryRun) refuse(found.listed, found.total);
      throw new DryRunDone({ problems: found.listed, total: found.total });
    }
    return definition.apply(trx, { dryRun: run.dryRun });
  });
}
