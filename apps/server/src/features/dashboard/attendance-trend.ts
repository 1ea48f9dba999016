import type { AttendanceRow } from '@portal/contracts/attendance';
import type { AttendanceWeek, OvertimeMonthRow } from '@portal/contracts/dashboard';
import { addDays } from '../../lib/local-time';
import type { DashboardWindow } from './dashboard-window';
import type { StoredTrend } from './dashboard.repository';

export interface TrendPerson {
  emp_id: string;
  department: string;
  hire_date: string;
  separation_date: string | null;
}

/** Hundredths, as the daily figures are. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A day of approved leave that covers the whole shift: the person was excused, so it
 * is neither attended nor missed. A half-day leave with no punches is an absence
 * (the attendance rows flag it), so it stays counted.
 */
function onWholeDayLeave(day: AttendanceRow): boolean {
  return day.hrday1 > 0 && !day.absent && !day.officialbusiness && day.timein1 === null;
}

/**
 * The dashboard's weekly attendance and monthly overtime, folded from the daily
 * attendance rows (the same figures the attendance pages show, never computed a
 * second way), a batch of people at a time so memory holds one batch.
 */
export class AttendanceTrend {
  /** Each date of the weeks, to its week: a lookup per row rather than date arithmetic. */
  private readonly weekOf = new Map<string, AttendanceWeek>();
  private readonly weeks: AttendanceWeek[];
  private readonly months: ReadonlySet<string>;
  private readonly overtime = new Map<string, OvertimeMonthRow>();

  constructor(window: DashboardWindow) {
    this.weeks = window.weeks.map((week) => ({
      week_start: week.start,
      week_end: week.end,
      working_days: 0,
      absences: 0,
      attendance_rate: null,
      tardy_minutes: 0,
      late_days: 0,
      undertime_minutes: 0,
      undertime_days: 0,
    }));
    for (const week of this.weeks) for (let date = week.week_start; date <= week.week_end; date = addDays(date, 1)) this.weekOf.set(date, week);
    this.months = new Set(window.months);
  }

  /** One person's days; days before their hire or after their separation do not count. */
  add(person: TrendPerson, days: readonly AttendanceRow[]): void {
    for (const day of days) {
      if (day.trdate < person.hire_date || (person.separation_date !== null && day.trdate > person.separation_date)) continue;
      const week = this.weekOf.get(day.trdate);
      // A working day: a shift on an ordinary day (rest days and holidays have no attendance to keep).
      if (week && day.daycd === 'REG' && day.shift !== null && !onWholeDayLeave(day)) {
        week.working_days += 1;
        if (day.absent) week.absences += 1;
        week.tardy_minutes += day.tardy;
        if (day.tardy > 0) week.late_days += 1;
        week.undertime_minutes += day.undertime;
        if (day.undertime > 0) week.undertime_days += 1;
      }
      const month = day.trdate.slice(0, 7);
      if ((day.othrs > 0 || day.othrsapv > 0) && this.months.has(month)) {
        const key = `${person.department}|${month}`;
        let row = this.overtime.get(key);
        if (!row) {
          row = { month, department: person.department, rendered_hours: 0, approved_hours: 0 };
          this.overtime.set(key, row);
        }
        row.rendered_hours += day.othrs;
        row.approved_hours += day.othrsapv;
      }
    }
  }

  /** The sums of stored days (dashboard.repository's sumStoredTrend), added to the computed ones. */
  addStored(stored: StoredTrend): void {
    for (const sum of stored.weeks) {
      const week = this.weekOf.get(sum.week_start);
      if (!week) continue;
      week.working_days += sum.working_days;
      week.absences += sum.absences;
      week.tardy_minutes += sum.tardy_minutes;
      week.late_days += sum.late_days;
      week.undertime_minutes += sum.undertime_minutes;
      week.undertime_days += sum.undertime_days;
    }
    for (const sum of stored.overtime) {
      if (!this.months.has(sum.month)) continue;
      const key = `${sum.department}|${sum.month}`;
      const row = this.overtime.get(key);
      if (row) {
        row.rendered_hours += sum.rendered_hours;
        row.approved_hours += sum.approved_hours;
      } else this.overtime.set(key, { ...sum });
    }
  }

  weeksTotal(): AttendanceWeek[] {
    return this.weeks.map((week) => ({
      ...week,
      tardy_minutes: round(week.tardy_minutes),
      undertime_minutes: round(week.undertime_minutes),
      attendance_rate: week.working_days === 0 ? null : Math.round((1000 * (week.working_days - week.absences)) / week.working_days) / 10,
    }));
  }

  /** By month, then department. */
  overtimeTotal(): OvertimeMonthRow[] {
    return [...this.overtime.values()]
      .map((row) => ({ ...row, rendered_hours: round(row.rendered_hours), approved_hours: round(row.approved_hours) }))
      .sort((a, b) => a.month.localeCompare(b.month) || a.department.localeCompare(b.department));
  }
}
