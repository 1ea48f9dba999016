import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PayslipImportResult } from '@portal/contracts/payslip';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { readPayslipFile } from './payslip-file';
import { validatePayslipRows, type SourceRow } from './payslip-rows';
import * as payslips from './payslip.repository';
import { holdImportLock } from '../../admin/import-lock';

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

/**
 * Imports rows already read from a file (or built by the demo seed) inside the
 * caller's transaction: every row is checked first, and one problem anywhere
 * refuses the whole import (400) before anything is written. A payslip already
 * stored for the same employee and period is replaced when it differs, so
 * importing one file twice changes nothing the second time.
 */
export async function importPayslipRows(trx: Transaction<DB>, rows: SourceRow[], source: ImportSource, fileProblems: string[] = []): Promise<PayslipImportResult> {
  const { payslips: checked, errors } = validatePayslipRows(rows);
  const problems = [...fileProblems, ...errors];
  const known = await payslips.findEmployeeIds(trx, [...new Set(checked.map((payslip) => payslip.empId))]);
  for (const payslip of checked) if (!known.has(payslip.empId)) problems.push(`Row ${payslip.row}: there is no employee ${payslip.empId}`);
  if (problems.length > 0) {
    // Problems are listed in row order, whichever check found them.
    const rowOf = (problem: string) => Number(/^Row (\d+):/.exec(problem)?.[1] ?? 0);
    throw badRequest(describeProblems(problems.sort((a, b) => rowOf(a) - rowOf(b))));
  }

  const written = await payslips.upsertPayslips(trx, checked, source.actorEmpId);
  const result = { rows: checked.length, added: written.added, replaced: written.replaced, unchanged: checked.length - written.added - written.replaced };
  const periods = [...new Set(checked.map((payslip) => `${payslip.year}-${String(payslip.month).padStart(2, '0')}/${payslip.period}`))].sort();
  await writeAudit(trx, {
    actorEmpId: source.actorEmpId,
    action: 'import',
    entity: 'payslips',
    entityId: source.fileName,
    after: { via: source.via, ...result, employees: known.size, periods },
    requestId: source.requestId ?? null,
  });
  const message = `${result.rows} payslip${result.rows === 1 ? '' : 's'} imported: ${result.added} added, ${result.replaced} replaced, ${result.unchanged} unchanged.`;
  return { message, ...result };
}

/** Reads a CSV or JSON file and imports it all-or-nothing, in one transaction. */
export async function importPayslipFile(db: Kysely<DB>, content: Buffer, source: ImportSource): Promise<PayslipImportResult> {
  const text = content.toString('utf8');
  const read = readPayslipFile(source.fileName, text);
  if (read.rows.length === 0 && read.errors.length > 0) throw badRequest(describeProblems(read.errors));
  const sha256 = createHash('sha256').update(content).digest('hex').slice(0, 16);
  return db.transaction().execute(async (trx) => {
    await holdImportLock(trx, 'payslips');
    return importPayslipRows(trx, read.rows, { ...source, fileName: `${source.fileName} (sha256 ${sha256})` }, read.errors);
  });
}
