import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PayslipImportPeriod, PayslipImportResult } from '@portal/contracts/payslip';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { readPayslipFile } from './payslip-file';
import { validatePayslipRows, type PayslipInput, type SourceRow } from './payslip-rows';
import * as payslips from './payslip.repository';
import { holdImportLock } from '../../admin/import-lock';
import { isXlsx, xlsxToCsv } from '../../lib/xlsx-text';

/** The most problems one refusal lists; a file with more has something wrong throughout. */
export const MAX_LISTED_PROBLEMS = 50;

export interface ImportSource {
  /** How the import came in, for the audit log: the HTTP call, the command line or the demo seed. */
  via: 'http' | 'cli' | 'demo-seed';
  fileName: string;
  /** The importing HR person; null from the command line and the seed. */
  actorEmpId: string | null;
  requestId?: string;
}

/** One message for the whole refusal: how many problems, then one per line, capped. */
export function describeProblems(problems: string[]): string {
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
  const more = problems.length - listed.length;
  const heading = `Nothing was imported: the file has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}.`;
  return [heading, ...listed, ...(more > 0 ? [`...and ${more} more.`] : [])].join('\n');
}

/** A dry run's answer for a file with problems: 200, the first of them listed by row (the message counts them all), nothing counted. */
function problemsAnswer(problems: string[], rows: number): PayslipImportResult {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  const errors = problems.slice(0, MAX_LISTED_PROBLEMS);
  return { message: `The file has ${count}; fix them and check again.`, dryRun: true, rows, added: 0, replaced: 0, unchanged: 0, periods: [], errors };
}

/** Ends a dry run's transaction after writing, so nothing it wrote stays, carrying out what it counted. */
class DryRunDone extends Error {
  constructor(readonly result: PayslipImportResult) {
    super('dry run');
  }
}

/** Every problem of the rows, in row order, whichever check found it: the file's, each row's, unknown employees. */
async function checkPayslipRows(trx: Transaction<DB>, rows: SourceRow[], fileProblems: string[]): Promise<{ checked: PayslipInput[]; problems: string[] }> {
  const { payslips: checked, errors } = validatePayslipRows(rows);
  const problems = [...fileProblems, ...errors];
  const known = await payslips.findEmployeeIds(trx, [...new Set(checked.map((payslip) => payslip.empId))]);
  for (const payslip of checked) if (!known.has(payslip.empId)) problems.push(`Row ${payslip.row}: there is no employee ${payslip.empId}`);
  const rowOf = (problem: string) => Number(/^Row (\d+):/.exec(problem)?.[1] ?? 0);
  return { checked, problems: problems.sort((a, b) => rowOf(a) - rowOf(b)) };
}

/** The counts per pay period, oldest first: rows the file has for it, and which of them were written how. */
function countByPeriod(checked: PayslipInput[], written: payslips.WrittenPayslip[]): PayslipImportPeriod[] {
  const periods = new Map<string, PayslipImportPeriod>();
  const periodOf = ({ year, month, period }: { year: number; month: number; period: number }) => {
    const key = `${year}-${String(month).padStart(2, '0')}/${period}`;
    let counts = periods.get(key);
    if (!counts) periods.set(key, (counts = { year, month, period, rows: 0, added: 0, replaced: 0, unchanged: 0 }));
    return counts;
  };
  for (const payslip of checked) periodOf(payslip).rows += 1;
  for (const row of written) periodOf(row)[row.inserted ? 'added' : 'replaced'] += 1;
  for (const counts of periods.values()) counts.unchanged = counts.rows - counts.added - counts.replaced;
  return [...periods.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, counts]) => counts);
}

/** Writes checked payslips and counts what changed; a real import is audited, a dry run is rolled back by its caller. */
async function writePayslips(trx: Transaction<DB>, checked: PayslipInput[], source: ImportSource, dryRun: boolean): Promise<PayslipImportResult> {
  const written = await payslips.upsertPayslips(trx, checked, source.actorEmpId);
  const added = written.filter((row) => row.inserted).length;
  const counts = { rows: checked.length, added, replaced: written.length - added, unchanged: checked.length - written.length };
  const periods = countByPeriod(checked, written);
  const detail = `${counts.added} added, ${counts.replaced} replaced, ${counts.unchanged} unchanged`;
  const plural = `payslip${counts.rows === 1 ? '' : 's'}`;
  if (dryRun) return { message: `The file is ready to import: ${counts.rows} ${plural} (${detail}).`, dryRun, ...counts, periods, errors: [] };
  await writeAudit(trx, {
    actorEmpId: source.actorEmpId,
    action: 'import',
    entity: 'payslips',
    entityId: source.fileName,
    after: {
      via: source.via,
      ...counts,
      employees: new Set(checked.map((payslip) => payslip.empId)).size,
      periods: periods.map(({ year, month, period }) => `${year}-${String(month).padStart(2, '0')}/${period}`),
    },
    requestId: source.requestId ?? null,
  });
  return { message: `${counts.rows} ${plural} imported: ${detail}.`, dryRun, ...counts, periods, errors: [] };
}

/**
 * Imports rows already read from a file (or built by the demo seed) inside the
 * caller's transaction: every row is checked first, and one problem anywhere
 * refuses the whole import (400) before anything is written. A payslip already
 * stored for the same employee and period is replaced when it differs, so
 * importing one file twice changes nothing the second time.
 */
export async function importPayslipRows(trx: Transaction<DB>, rows: SourceRow[], source: ImportSource, fileProblems: string[] = []): Promise<PayslipImportResult> {
  const { checked, problems } = await checkPayslipRows(trx, rows, fileProblems);
  if (problems.length > 0) throw badRequest(describeProblems(problems));
  return writePayslips(trx, checked, source, false);
}

/**
 * Reads a CSV or JSON file and imports it all-or-nothing, in one transaction. A dry
 * run takes the very same steps and rolls them back, so what it counts is what the
 * import would do; it answers a file's problems (200) where the import refuses it (400).
 */
export async function importPayslipFile(db: Kysely<DB>, content: Buffer, source: ImportSource, options: { dryRun?: boolean } = {}): Promise<PayslipImportResult> {
  const dryRun = options.dryRun ?? false;
  // An Excel workbook is read as its first sheet's CSV.
  const workbook = isXlsx(content);
  const text = workbook ? await xlsxToCsv(content) : content.toString('utf8');
  const read = readPayslipFile(workbook ? source.fileName.replace(/\.xlsx$/i, '.csv') : source.fileName, text);
  if (read.rows.length === 0 && read.errors.length > 0) {
    if (dryRun) return problemsAnswer(read.errors, 0);
    throw badRequest(describeProblems(read.errors));
  }
  const sha256 = createHash('sha256').update(content).digest('hex').slice(0, 16);
  try {
    return await db.transaction().execute(async (trx) => {
      await holdImportLock(trx, 'payslips');
      if (!dryRun) return importPayslipRows(trx, read.rows, { ...source, fileName: `${source.fileName} (sha256 ${sha256})` }, read.errors);
      const { checked, problems } = await checkPayslipRows(trx, read.rows, read.errors);
      if (problems.length > 0) return problemsAnswer(problems, read.rows.length);
      throw new DryRunDone(await writePayslips(trx, checked, source, true));
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}
