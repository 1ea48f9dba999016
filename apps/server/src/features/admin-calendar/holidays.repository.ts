import { sql, type Kysely, type Transaction } from 'kysely';
import type { HolidayRow, HolidayType } from '@portal/contracts/admin-holidays';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export interface HolidayValues {
  holiday_date: string;
  name: string;
  type: HolidayType;
  office_id: number | null;
}

function selectHolidays(db: Db) {
  return db
    .selectFrom('holidays as h')
    .leftJoin('offices as o', 'o.id', 'h.office_id')
    .select(['h.id', 'h.holiday_date', 'h.name', 'h.type', 'h.office_id', 'o.name as office_name']);
}

/** The holidays from one date to another, in date order, company-wide before office ones. */
export function listHolidaysBetween(db: Db, fromDate: string, toDate: string): Promise<HolidayRow[]> {
  return selectHolidays(db)
    .where('h.holiday_date', '>=', fromDate)
    .where('h.holiday_date', '<=', toDate)
    .orderBy('h.holiday_date')
    .orderBy('o.name', (order) => order.nullsFirst())
    .execute();
}

export function findHoliday(db: Db, id: number): Promise<HolidayRow | undefined> {
  return selectHolidays(db).where('h.id', '=', id).executeTakeFirst();
}

/** The holiday on a date for exactly this scope (null: company-wide), the calendar's unique key. */
export function findHolidayOn(db: Db, date: string, officeId: number | null): Promise<HolidayRow | undefined> {
  const query = selectHolidays(db).where('h.holiday_date', '=', date);
  return (officeId === null ? query.where('h.office_id', 'is', null) : query.where('h.office_id', '=', officeId)).executeTakeFirst();
}

export async function insertHoliday(db: Db, values: HolidayValues): Promise<number> {
  const row = await db.insertInto('holidays').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHoliday(db: Db, id: number, values: HolidayValues): Promise<void> {
  await db.updateTable('holidays').set(values).where('id', '=', id).execute();
}

export async function deleteHoliday(db: Db, id: number): Promise<void> {
  await db.deleteFrom('holidays').where('id', '=', id).execute();
}

/** Serialises calendar edits, so two HR people adding the same date get a clear 409, not a constraint error. */
export async function lockCalendar(trx: Transaction<DB>): Promise<void> {
  await sql`lock table holidays in share row exclusive mode`.execute(trx);
}

export async function listOfficeNames(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom('offices').select(['id', 'name']).orderBy('id').execute();
}
