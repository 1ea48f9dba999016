import type { Kysely } from 'kysely';
import type { DB } from '../src/db/database';
import { addDays, toLocalDateTime, weekdayOf } from '../src/lib/local-time';

/** A day relative to today in Manila, as YYYY-MM-DD. */
export function manilaDay(offsetDays = 0): string {
  return addDays(toLocalDateTime(new Date(), 'Asia/Manila').date, offsetDays);
}

/** The first Monday of a month, as YYYY-MM-DD. */
export function firstMonday(year: number, month: number): string {
  for (let day = 1; day <= 7; day++) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCDay() === 1) return date.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}

/**
 * The first Monday of the month, or a later one, from which `days` days hold no
 * holiday of the portal's calendar. A test that counts working days from it holds in
 * any year: 1 May is a Monday in some years, and the Eid holidays move every year.
 */
export async function quietMonday(db: Kysely<DB>, year: number, month: number, days = 7): Promise<string> {
  const holidays = (await db.selectFrom('holidays').select('holiday_date').where('type', 'in', ['LH', 'SH']).execute()).map((h) => h.holiday_date);
  for (let monday = firstMonday(year, month); ; monday = addDays(monday, 7)) {
    const last = addDays(monday, days - 1);
    if (!holidays.some((holiday) => holiday >= monday && holiday <= last)) return monday;
  }
}

/**
 * The first Monday-to-Friday day on or after `day` that is no holiday in the
 * portal's calendar, for a test that needs a working day of the day-shift
 * employees whatever year the suite runs in (12 June, 1 November and the movable
 * feasts fall on any weekday).
 */
export async function workingDayOnOrAfter(db: Kysely<DB>, day: string): Promise<string> {
  const holidays = new Set((await db.selectFrom('holidays').select('holiday_date').where('type', 'in', ['LH', 'SH']).execute()).map((h) => h.holiday_date));
  let candidate = day;
  while ([0, 6].includes(weekdayOf(candidate)) || holidays.has(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}
