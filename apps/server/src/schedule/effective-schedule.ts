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
 * The one place that says which shift an employee works on each day: the default
 * shift and rest days, overlaid by approved shift changes (the latest one wins on a
 * day; a changed day is a working day). Attendance, overtime and leave all read the
 * schedule here.
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
  const changes = await db
    .selectFrom('shift_changes as c')
    .innerJoin('shifts as s', 's.shift', 'c.shift')
    .select(['c.frdate', 'c.todate', 's.shift', 's.shiftdesc', 's.timein', 's.timeout', 's.break_start', 's.break_minutes'])
    .where('c.emp_id', '=', empId)
    .where('c.overall_status', '=', 'A')
    .where('c.frdate', '<=', toDate)
    .where('c.todate', '>=', fromDate)
    .orderBy('c.recid')
    .execute();
  const days: DaySchedule[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const change = changes.findLast((c) => c.frdate <= date && c.todate >= date);
    if (change) {
      const { frdate: _from, todate: _to, ...changed } = change;
      days.push({ date, shift: changed, restDay: false });
    } else {
      days.push({ date, shift, restDay: employee.rest_days.includes(weekdayOf(date)) });
    }
  }
  return days;
}

/** A shift crosses midnight when it ends at or before the time it starts. */
export function crossesMidnight(shift: Pick<Shift, 'timein' | 'timeout'>): boolean {
  return shift.timeout <= shift.timein;
}
