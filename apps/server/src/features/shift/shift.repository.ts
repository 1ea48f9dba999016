import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export interface ShiftChangeFields {
  frdate: string;
  todate: string;
  shift: string;
  reason: string | null;
}

export function listShiftTable(db: Db) {
  return db
    .selectFrom('shifts')
    .select(['shift', 'shiftdesc', sql<string>`to_char(timein, 'HH24:MI')`.as('timein'), sql<string>`to_char(timeout, 'HH24:MI')`.as('timeout')])
    .orderBy('timein')
    .execute();
}

export function findShift(db: Db, shift: string) {
  return db.selectFrom('shifts').select('shift').where('shift', '=', shift).executeTakeFirst();
}

/** A pending or approved change of the same employee sharing a day with the range. */
export function findOverlappingChange(db: Db, empId: string, frdate: string, todate: string, exceptRecid: number) {
  return db
    .selectFrom('shift_changes')
    .select(['recid', 'frdate', 'todate'])
    .where('emp_id', '=', empId)
    .where('overall_status', 'in', ['', 'B', 'A'])
    .where('frdate', '<=', todate)
    .where('todate', '>=', frdate)
    .where('recid', '!=', exceptRecid)
    .executeTakeFirst();
}

export function findChange(db: Db, recid: number) {
  return db.selectFrom('shift_changes').selectAll().where('recid', '=', recid).executeTakeFirst();
}

export async function insertChange(
  trx: Transaction<DB>,
  empId: string,
  filedBy: string,
  fields: ShiftChangeFields,
  approvals: Record<string, unknown>,
  extra: { managed?: boolean; groupRecid?: number | null } = {},
): Promise<number> {
  const row = await trx
    .insertInto('shift_changes')
    .values({ emp_id: empId, filed_by: filedBy, ...fields, managed: extra.managed ?? false, group_recid: extra.groupRecid ?? null, ...approvals } as never)
    .returning('recid')
    .executeTakeFirstOrThrow();
  return row.recid;
}

export async function updateChange(trx: Transaction<DB>, recid: number, fields: ShiftChangeFields): Promise<void> {
  await trx.updateTable('shift_changes').set(fields).where('recid', '=', recid).execute();
}

export async function deleteChange(trx: Transaction<DB>, recid: number): Promise<void> {
  await trx.deleteFrom('shift_changes').where('recid', '=', recid).execute();
}

