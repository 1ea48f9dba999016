import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { addDays } from '../../lib/local-time';

type Db = Kysely<DB> | Transaction<DB>;

export interface ItineraryFields {
  frdate: string;
  todate: string;
  noofdays: number;
  reason: string;
}

export async function insertItinerary(
  trx: Transaction<DB>,
  empId: string,
  filedBy: string,
  fields: ItineraryFields,
  routing: Record<string, unknown>,
): Promise<number> {
  const row = await trx
    .insertInto('official_business')
    .values({ emp_id: empId, filed_by: filedBy, ...fields, ...routing } as never)
    .returning('recid')
    .executeTakeFirstOrThrow();
  return row.recid;
}

export async function updateItinerary(trx: Transaction<DB>, recid: number, fields: ItineraryFields): Promise<void> {
  await trx.updateTable('official_business').set(fields).where('recid', '=', recid).execute();
}

export function findItinerary(db: Db, recid: number) {
  return db.selectFrom('official_business').selectAll().where('recid', '=', recid).executeTakeFirst();
}

/** A pending or approved itinerary of the same person sharing a day with the range. */
export function findOverlapping(db: Db, empId: string, frdate: string, todate: string, exceptRecid: number) {
  return db
    .selectFrom('official_business')
    .select(['recid', 'frdate', 'todate'])
    .where('emp_id', '=', empId)
    .where('overall_status', 'in', ['', 'B', 'A'])
    .where('frdate', '<=', todate)
    .where('todate', '>=', frdate)
    .where('recid', '!=', exceptRecid)
    .orderBy('frdate')
    .executeTakeFirst();
}

/** Marks each day of an approved itinerary as worked on official business. */
export async function markDaysWorked(trx: Transaction<DB>, recid: number): Promise<void> {
  const itinerary = await findItinerary(trx, recid);
  if (!itinerary) return;
  const days = [];
  for (let date = itinerary.frdate; date <= itinerary.todate; date = addDays(date, 1)) {
    days.push({ emp_id: itinerary.emp_id, trdate: date, kind: 'official_business' as const, request_type: 'official_business', recid });
  }
  await trx.insertInto('day_marks').values(days).execute();
}
