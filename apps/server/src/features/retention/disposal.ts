import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { RetentionKind } from '@portal/contracts/retention';
import type { DB } from '../../db/database';
import { lockEmployeesInOrder } from '../../approvals/lock-order';
import { writeAudit } from '../../lib/audit';
import { tablesOfKind } from '../../db/personal-data-tables';
import * as repository from './retention.repository';

export interface Disposal {
  kind: RetentionKind;
  empId: string | null;
  rows: Record<string, number>;
}

/** Files to remove from the document store once their rows are gone for good. */
type Removals = string[];

async function disposeDocuments(
  trx: Transaction<DB>,
  empId: string,
  removals: Removals,
): Promise<Record<string, number>> {
  const keys = (await trx.selectFrom('documents').select('key').where('owner_emp_id', '=', empId).execute()).map(
    (row) => row.key,
  );
  if (keys.length === 0) return {};
  const links = await trx.deleteFrom('request_documents').where('document_key', 'in', keys).executeTakeFirst();
  await trx
    .updateTable('coe_requests')
    .set({ replacement_document_key: null })
    .where('replacement_document_key', 'in', keys)
    .execute();
  const documents = await trx.deleteFrom('documents').where('key', 'in', keys).executeTakeFirst();
  removals.push(...keys);
  return { request_documents: Number(links.numDeletedRows), documents: Number(documents.numDeletedRows) };
}

async function disposeAccount(trx: Transaction<DB>, empId: string): Promise<Record<string, number>> {
  const usernames = (
    await trx.selectFrom('user_accounts').select('username').where('emp_id', '=', empId).execute()
  ).map((row) => row.username);
  const counts: Record<string, number> = {};
  if (usernames.length > 0) {
    counts.recovery_codes = Number(
      (await trx.deleteFrom('recovery_codes').where('username', 'in', usernames).executeTakeFirst()).numDeletedRows,
    );
    counts.totp_factors = Number(
      (await trx.deleteFrom('totp_factors').where('username', 'in', usernames).executeTakeFirst()).numDeletedRows,
    );
  }
  for (const { table, column } of tablesOfKind('account'))
    counts[table] = await repository.deleteRowsOf(trx, table, column, empId);
  return counts;
}

async function disposeOf(
  trx: Transaction<DB>,
  kind: Exclude<RetentionKind, 'access_log'>,
  empId: string,
  removals: Removals,
): Promise<Record<string, number>> {
  await repository.allowDisposal(trx);
  if (kind === 'supporting_documents') return disposeDocuments(trx, empId, removals);
  if (kind === 'account') return disposeAccount(trx, empId);
  if (kind === 'government_ids') {
    const cleared = await trx
      .updateTable('employees')
      .set({ tin: null, sss_no: null, philhealth_no: null, pagibig_no: null })
      .where('emp_id', '=', empId)
      .executeTakeFirst();
    return { 'employees (ID numbers cleared)': Number(cleared.numUpdatedRows) };
  }
  const counts: Record<string, number> = {};
  for (const { table, column } of tablesOfKind(kind))
    counts[table] = await repository.deleteRowsOf(trx, table, column, empId);
  return counts;
}

/** The audit's record of a disposal: what kind, whose and how many rows of each table, never the data. */
async function auditDisposal(trx: Transaction<DB>, disposal: Disposal): Promise<void> {
  await writeAudit(trx, {
    actorEmpId: null,
    action: 'retention.dispose',
    entity: disposal.empId ? 'employee' : 'access_log',
    entityId: disposal.empId ?? 'entries',
    after: { kind: disposal.kind, rows: disposal.rows },
  });
}

/**
 * Disposes of everything past its retention as of `today` (the company's date): each
 * kind of a separated person's data once its years have passed since separation, and
 * access log entries older than theirs. One transaction per person and kind, with its
 * audit, so a fault leaves each either disposed and recorded, or untouched.
 */
export async function disposeExpiredData(
  db: Kysely<DB>,
  today: string,
  removeFile: (key: string) => Promise<void>,
): Promise<Disposal[]> {
  const years = await repository.readRetentionYears(db);
  const done: Disposal[] = [];
  for (const kind of [
    'attendance',
    'supporting_documents',
    'certificates',
    'payroll',
    'account',
    'government_ids',
  ] as const) {
    const people =
      kind === 'government_ids'
        ? await repository.listSeparatedWithGovernmentIds(db, years[kind], today)
        : await repository.listSeparatedWithRows(db, tablesOfKind(kind), years[kind], today);
    for (const empId of people) {
      const removals: Removals = [];
      const disposal = await db.transaction().execute(async (trx) => {
        // The person's row first, as every write to their requests and punches takes it
        // (approvals/lock-order.ts): a late write for them waits, or this waits for it.
        await lockEmployeesInOrder(trx, [empId]);
        const rows = await disposeOf(trx, kind, empId, removals);
        const result = { kind, empId, rows };
        await auditDisposal(trx, result);
        return result;
      });
      done.push(disposal);
      // The rows are gone and recorded; a file that cannot be removed now is only disk space.
      for (const key of removals) await removeFile(key).catch(() => undefined);
    }
  }
  const oldReads = await db.transaction().execute(async (trx) => {
    await repository.allowDisposal(trx);
    const deleted = await trx
      .deleteFrom('access_log')
      .where(sql<boolean>`at < (${today}::date - make_interval(years => ${years.access_log}))`)
      .executeTakeFirst();
    const disposal: Disposal = {
      kind: 'access_log',
      empId: null,
      rows: { access_log: Number(deleted.numDeletedRows) },
    };
    if (disposal.rows.access_log! > 0) await auditDisposal(trx, disposal);
    return disposal;
  });
  if (oldReads.rows.access_log! > 0) done.push(oldReads);
  return done;
}
