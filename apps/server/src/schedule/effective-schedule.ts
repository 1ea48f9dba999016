import type { Kysely, Transaction } from 'kysely';
import type { DB, Shift } from '../db/database';
import { addDays, weekdayOf } from '../lib/local-time';
import { anyOfTexts } from '../db/any-of';

type Db = Kysely<DB> | Transaction<DB>;

export interface DaySchedule {
  date: string;
  shift: Shift | null;
  restDay: boolean;
}

interface ScheduleBase {
  rest_days: number[];
  shift: Shift | null;
}

export interface ApprovedChange extends Shift {
  frdate: string;
  todate: string;
}

/**
 * A range of days from the default shift and rest days, overlaid by approved
 * shift changes (given in approval order): on a day covered by several, the latest
 * wins, and a changed day is a working day.
 */
export function scheduleDays(base: ScheduleBase, changes: readonly ApprovedChange[], fromDate: string, toDate: string): DaySchedule[] {
  return scheduleCalendar(base, changes, calendarOf(fromDate, toDate));
}

/** The dates of a range with their weekdays, worked out once for everyone. */
function calendarOf(fromDate: string, toDate: string): { date: string; weekday: number }[] {
  const calendar: { date: string; weekday: number }[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) calendar.push({ date, weekday: weekdayOf(date) });
  return calendar;
}

function scheduleCalendar(base: ScheduleBase, changes: readonly ApprovedChange[], calendar: { date: string; weekday: number }[]): DaySchedule[] {
  return calendar.map(({ date, weekday }) => {
    const change = changes.length > 0 ? changes.findLast((c) => c.frdate <= date && c.todate >= date) : undefined;
    if (change) {
      const { frdate: _from, todate: _to, ...shift } = change;
      return { date, shift, restDay: false };
    }
    return { date, shift: base.shift, restDay: base.rest_days.includes(weekday) };
  });
}

/**
 * The one place that says which shift each employee works on each day: the default
 * shift and rest days, overlaid by approved shift changes. Attendance, overtime and
 * leave all read the schedule here. Two queries whatever the number of employees.
 */
export async function getEffectiveSchedules(db: Db, empIds: readonly string[], fromDate: string, toDate: string): Promise<Map<string, DaySchedule[]>> {
  const schedules = new Map<string, DaySchedule[]>();
  if (empIds.length === 0) return schedules;
  const [employees, changes] = await Promise.all([
    db
      .selectFrom('employees as e')
      .leftJoin('shifts as s', 's.shift', 'e.default_shift')
      .select(['e.emp_id', 'e.rest_days', 's.shift', 's.shiftdesc', 's.timein', 's.timeout', 's.break_start', 's.break_minutes'])
      .where('e.emp_id', '=', anyOfTexts(empIds))
      .execute(),
    db
      .selectFrom('shift_changes as c')
      .innerJoin('shifts as s', 's.shift', 'c.shift')
      .select(['c.emp_id', 'c.frdate', 'c.todate', 's.shift', 's.shiftdesc', 's.timein', 's.timeout', 's.break_start', 's.break_minutes'])
      .where('c.emp_id', '=', anyOfTexts(empIds))
      .where('c.overall_status', '=', 'A')
      .where('c.frdate', '<=', toDate)
      .where('c.todate', '>=', fromDate)
      .orderBy('c.recid')
      .execute(),
  ]);
  const calendar = calendarOf(fromDate, toDate);
  const changesOf = new Map<string, ApprovedChange[]>();
  for (const { emp_id: empId, ...change } of changes) changesOf.set(empId, [...(changesOf.get(empId) ?? []), change]);
  for (const employee of employees) {
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
    schedules.set(employee.emp_id, scheduleCalendar({ rest_days: employee.rest_days, shift }, changesOf.get(employee.emp_id) ?? [], calendar));
  }
  return schedules;
}

/** One employee's effective schedule (see getEffectiveSchedules). */
export async function getEffectiveSchedule(db: Db, empId: string, fromDate: string, toDate: string): Promise<DaySchedule[]> {
  return (await getEffectiveSchedules(db, [empId], fromDate, toDate)).get(empId) ?? [];
}

/** A shift crosses midnight when it ends at or before the time it starts. */
export function crossesMidnight(shift: Pick<Shift, 'timein' | 'timeout'>): boolean {
  return shift.timeout <= shift.timein;
}
