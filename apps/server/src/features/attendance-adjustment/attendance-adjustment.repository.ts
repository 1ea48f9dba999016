import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { AdjustmentEntry, AdjustmentTimes } from './adjustment-entries';

type Db = Kysely<DB> | Transaction<DB>;

export interface AdjustmentFields extends AdjustmentTimes {
  trdate: string;
  reason: string;
}

function columnsOf(fields: AdjustmentFields) {
  return {
    trdate: fields.trdate,
    timein1: fields.timeIn1,
    timeout1: fields.timeOut1,
    timein2: fields.timeIn2,
    timeout2: fields.timeOut2,
    timein3: fields.timeIn3,
    timeout3: fields.timeOut3,
    timein4: fields.timeIn4,
    timeout4: fields.timeOut4,
    reason: fields.reason,
  };
}

export async function insertAdjustment(
  trx: Transaction<DB>,
  empId: string,
  filedBy: string,
  fields: AdjustmentFields,
  routing: Record<string, unknown>,
): Promise<number> {
  const row = await trx
    .insertInto('attendance_adjustments')
    .values({ emp_id: empId, filed_by: filedBy, ...columnsOf(fields), ...routing } as never)
    .returning('recid')
    .executeTakeFirstOrThrow();
  return row.recid;
}

export async function updateAdjustment(trx: Transaction<DB>, recid: number, fields: AdjustmentFields): Promise<void> {
  await trx.updateTable('attendance_adjustments').set(columnsOf(fields)).where('recid', '=', recid).execute();
}

export function findAdjustment(db: Db, recid: number) {
  return db.selectFrom('attendance_adjustments').selectAll().where('recid', '=', recid).executeTakeFirst();
}

/** Another adjustment of the same day still in flight (For Approval or Partially Approved). */
export function findPendingOnDay(db: Db, empId: string, trdate: string, exceptRecid: number) {
  return db
    .selectFrom('attendance_adjustments')
    .select('recid')
    .where('emp_id', '=', empId)
    .where('trdate', '=', trdate)
    .where('overall_status', 'in', ['', 'B'])
    .where('recid', '!=', exceptRecid)
    .executeTakeFirst();
}

/**
 * Replaces a day's time entries with an approved adjustment's: the live punches are
 * kept but marked superseded, and the adjusted ones go in pointing at the adjustment.
 */
export async function replaceDayPunches(
  trx: Transaction<DB>,
  empId: string,
  trdate: string,
  recid: number,
  entries: readonly AdjustmentEntry[],
  timeZone: string,
): Promise<void> {
  await trx
    .updateTable('punches')
    .set({ superseded_at: sql`now()` })
    .where('emp_id', '=', empId)
    .where('trdate', '=', trdate)
    .where('superseded_at', 'is', null)
    .execute();
  await trx
    .insertInto('punches')
    .values(
      entries.map((entry) => ({
        emp_id: empId,
        trdate,
        direction: entry.direction,
        punched_at: sql<Date>`((${trdate}::date + ${entry.dayOffset}::int) + ${entry.time}::time) at time zone ${timeZone}`,
        source: 'adjustment' as const,
        adjustment_recid: recid,
      })),
    )
    .execute();
}
