import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export interface OvertimeFields {
  otdate: string;
  frtime: string;
  totime: string;
  noofhours: number;
  ottype: string | null;
  reason: string;
}

export function listOvertimeTypes(db: Db) {
  return db.selectFrom('overtime_types').select(['ottype', 'description']).orderBy('sort_order').orderBy('ottype').execute();
}

export function findOvertimeType(db: Db, ottype: string) {
  return db.selectFrom('overtime_types').select('ottype').where('ottype', '=', ottype).executeTakeFirst();
}

/** The employee's pending or approved overtime on a date (the caller checks the windows). */
export function listOvertimesOn(db: Db, empId: string, otdate: string, exceptRecid: number) {
  return db
    .selectFrom('overtimes')
    .select(['recid', 'frtime', 'totime'])
    .where('emp_id', '=', empId)
    .where('otdate', '=', otdate)
    .where('overall_status', 'in', ['', 'B', 'A'])
    .where('recid', '!=', exceptRecid)
    .execute();
}

export function findOvertime(db: Db, recid: number) {
  return db.selectFrom('overtimes').selectAll().where('recid', '=', recid).executeTakeFirst();
}

export async function insertOvertime(
  trx: Transaction<DB>,
  empId: string,
  filedBy: string,
  fields: OvertimeFields,
  approvals: Record<string, unknown>,
  groupRecid: number | null = null,
): Promise<number> {
  const row = await trx
    .insertInto('overtimes')
    .values({ emp_id: empId, filed_by: filedBy, ...fields, group_recid: groupRecid, ...approvals } as never)
    .returning('recid')
    .executeTakeFirstOrThrow();
  return row.recid;
}

export async function updateOvertime(trx: Transaction<DB>, recid: number, fields: OvertimeFields): Promise<void> {
  await trx.updateTable('overtimes').set(fields).where('recid', '=', recid).execute();
}

/** Final approval: the hours become approved OT for the date. */
export async function recordApprovedHours(trx: Transaction<DB>, recid: number): Promise<void> {
  await trx.updateTable('overtimes').set((eb) => ({ approved_hours: eb.ref('noofhours') })).where('recid', '=', recid).execute();
}

