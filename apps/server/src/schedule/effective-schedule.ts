import type { Kysely, Transaction } from 'kysely';
import type { DB, Shift } from '../db/database';
import { addDays, weekdayOf } from '../lib/local-time';

type Db = Kysely<DB> | Transaction<DB>;

export interface DaySchedule {
  date: string;
  shift: Shift | null;
  restDay: boolean;
}

/**
 * The one place that says which shift an employee works on each day. Today it is the
 * default shift and rest days; approved shift changes overlay it here, so attendance,
 * overtime and leave all read the same schedule.
 */
export async function getEffectiveSchedule(db: Db, empId: string, fromDate: string, toDate: string): Promise<DaySchedule[]> {
  const employee = await db
    .selectFrom('employees as e')
    .leftJoin('shifts as s', 's.shift', 'e.default_shift')
    .select(['e.rest_days', 's.shift', 's.shiftdesc', 's.timein', 's.timeout', 's.break_start', 's.break_minutes'])
    .where('e.emp_id', '=', empId)
    .executeTakeFirst();
  if (!employee) return [];
  const shift: Shift | null = employee.shift
    ? {
        shift: employee.shift,
        shiftdesc: employee.shiftdesc ?? '',
        timein: employee.timein ?? '00:00:00',
        timeout: employee.timeout ?? '00:00:00',
        break_start: employee.break_start,
        break_minutes: employee.break_minutes ?? 60,
      }
    : null;
  const days: DaySchedule[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    days.push({ date, shift, restDay: employee.rest_days.includes(weekdayOf(date)) });
  }
  return days;
}

/** A shift crosses midnight when it ends at or before the time it starts. */
export function crossesMidnight(shift: Pick<Shift, 'timein' | 'timeout'>): boolean {
  return shift.timeout <= shift.timein;
}
