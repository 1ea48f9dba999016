import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import { getEffectiveSchedule, type DaySchedule } from './effective-schedule';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The days an employee is scheduled to work in a range: not a rest day, and not a
 * regular or special non-working holiday (a special working day is worked). Leave
 * is charged on these days only.
 */
export async function listWorkingDays(db: Db, empId: string, fromDate: string, toDate: string): Promise<DaySchedule[]> {
  const [schedule, holidays] = await Promise.all([
    getEffectiveSchedule(db, empId, fromDate, toDate),
    db
      .selectFrom('holidays as h')
      .select('h.holiday_date')
      .where('h.holiday_date', '>=', fromDate)
      .where('h.holiday_date', '<=', toDate)
      .where('h.type', 'in', ['LH', 'SH'])
      .where((eb) =>
        eb.or([
          eb('h.office_id', 'is', null),
          eb('h.office_id', '=', eb.selectFrom('employees').select('office_id').where('emp_id', '=', empId)),
        ]),
      )
      .execute(),
  ]);
  const holidayDates = new Set(holidays.map((h) => h.holiday_date));
  return schedule.filter((day) => !day.restDay && !holidayDates.has(day.date));
}
