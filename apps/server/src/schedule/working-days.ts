import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/database';
import { getEffectiveSchedule, type DaySchedule } from './effective-schedule';
import { holidayForOffice, type CalendarHoliday } from './holiday-for-office';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The days an employee is scheduled to work in a range: not a rest day, and not a
 * regular or special non-working holiday for the employee's office (a special
 * working day is worked; see holidayForOffice). Leave is charged on these days only.
 * The calendar and schedule are read on every call, so HR's changes count at once.
 */
export async function listWorkingDays(db: Db, empId: string, fromDate: string, toDate: string): Promise<DaySchedule[]> {
  const [schedule, entries, employee] = await Promise.all([
    getEffectiveSchedule(db, empId, fromDate, toDate),
    db
      .selectFrom('holidays as h')
      .select(['h.holiday_date', 'h.name', 'h.type', 'h.office_id'])
      .where('h.holiday_date', '>=', fromDate)
      .where('h.holiday_date', '<=', toDate)
      .execute(),
    db.selectFrom('employees').select('office_id').where('emp_id', '=', empId).executeTakeFirst(),
  ]);
  const byDate = new Map<string, CalendarHoliday[]>();
  for (const entry of entries) byDate.set(entry.holiday_date, [...(byDate.get(entry.holiday_date) ?? []), { name: entry.name, type: entry.type, officeId: entry.office_id }]);
  const officeId = employee?.office_id ?? null;
  return schedule.filter((day) => !day.restDay && holidayForOffice(byDate.get(day.date), officeId) === null);
}
