import { sql, type Kysely, type Transaction } from 'kysely';
import type { RetentionKind } from '@portal/contracts/retention';
import type { DB } from '../../db/database';

export async function readRetentionYears(db: Kysely<DB> | Transaction<DB>): Promise<Record<RetentionKind, number>> {
  const rows = await db.selectFrom('retention_policies').select(['kind', 'years']).execute();
  return Object.fromEntries(rows.map((row) => [row.kind, row.years])) as Record<RetentionKind, number>;
}

export async function saveRetentionYears(
  trx: Transaction<DB>,
  years: Partial<Record<RetentionKind, number>>,
): Promise<void> {
  for (const [kind, value] of Object.entries(years)) {
    if (value !== undefined)
      await trx.updateTable('retention_policies').set({ years: value }).where('kind', '=', kind).execute();
  }
}

/** People separated at least `years` ago (by the company's calendar) who still have rows in any of the tables. */
export async function listSeparatedWithRows(
  db: Kysely<DB>,
  tables: readonly { table: string; column: string }[],
  years: number,
  today: string,
): Promise<string[]> {
  const anyRows = sql.join(
    tables.map(
      ({ table, column }) =>
        sql`exists (select 1 from ${sql.table(table)} t where ${sql.ref(`t.${column}`)} = e.emp_id)`,
    ),
    sql` or `,
  );
  const { rows } = await sql<{ emp_id: string }>`
    select e.emp_id from employees e
    where e.separation_date is not null and e.separation_date + make_interval(years => ${years}) <= ${today}::date
      and (${anyRows})
    order by e.emp_id`.execute(db);
  return rows.map((row) => row.emp_id);
}

/** People separated long enough ago whose record still carries a government ID number. */
export async function listSeparatedWithGovernmentIds(db: Kysely<DB>, years: number, today: string): Promise<string[]> {
  const { rows } = await sql<{ emp_id: string }>`
    select emp_id from employees
    where separation_date is not null and separation_date + make_interval(years => ${years}) <= ${today}::date
      and (tin is not null or sss_no is not null or philhealth_no is not null or pagibig_no is not null)
    order by emp_id`.execute(db);
  return rows.map((row) => row.emp_id);
}

/** This transaction may delete what the locks and the access log's guard keep from everyone else. */
export async function allowDisposal(trx: Transaction<DB>): Promise<void> {
  await sql`select set_config('portal.disposal', 'on', true)`.execute(trx);
}

/** Deletes a person's rows of one table; answers how many. */
export async function deleteRowsOf(
  trx: Transaction<DB>,
  table: string,
  column: string,
  empId: string,
): Promise<number> {
  const result = await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${empId}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
