import type { Kysely } from 'kysely';
import { requestTypeNames } from '@portal/contracts/approvals';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { Dashboard, DashboardAttendance } from '@portal/contracts/dashboard';
import type { DB } from '../../db/database';
import { registeredRequestTypes } from '../../approvals/request-types';
import { getCompanyTimeZone } from '../../company/company.repository';
import { forbidden } from '../../lib/app-error';
import { say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import { addDays, toLocalDateTime } from '../../lib/local-time';
import { listDepartments } from '../../people/departments';
import { peoplePerBatch } from '../attendance/day-sums';
import { computeAttendance } from '../attendance/attendance-facts';
import { storedDaysNow } from '../attendance/stored-days';
import { AttendanceTrend, type TrendPerson } from './attendance-trend';
import { certificateMonths, dashboardWindow } from './dashboard-window';
import * as repository from './dashboard.repository';

/** The dashboard is HR's: checked before the input is read. */
export function assertDashboardReader(user: CurrentUser): void {
  if (!user.hradmin) throw forbidden(say('dashboard.hr_only'));
}

const chosen = (department: string | undefined) => department || undefined;

/**
 * The figures read straight from the records: headcount, this year's leave against
 * entitlements, requests waiting by age, and certificates against the three-day clock.
 */
export async function getDashboard(db: Kysely<DB>, query: { department?: string | undefined }): Promise<Dashboard> {
  const department = chosen(query.department);
  const timeZone = await getCompanyTimeZone(db);
  const now = new Date();
  const today = toLocalDateTime(now, timeZone).date;
  const months = certificateMonths(today);
  // Each request table once, under the type it is routed as (a group under its detail's type).
  const tables = registeredRequestTypes().map((type) => ({ table: type.table, type: type.routeType }));
  const [departments, headcount, leave, waiting, issued, open] = await Promise.all([
    listDepartments(db),
    repository.countHeadcount(db, department),
    repository.sumLeaveUse(db, Number(today.slice(0, 4)), department),
    repository.countWaitingRequests(db, tables, department),
    repository.countCertificatesIssued(db, `${months[0]}-01`, timeZone, department),
    repository.countCertificatesWaiting(db, today, timeZone, department),
  ]);
  return {
    as_of: now.toISOString(),
    today,
    departments,
    headcount,
    leave,
    requests_waiting: requestTypeNames.map((type) => {
      const row = waiting.find((count) => count.request_type === type);
      return {
        request_type: type,
        waiting: row?.waiting ?? 0,
        over_1_day: row?.over_1_day ?? 0,
        over_3_days: row?.over_3_days ?? 0,
        over_7_days: row?.over_7_days ?? 0,
        oldest_filed: row?.oldest_filed ? new Date(row.oldest_filed).toISOString() : null,
      };
    }),
    certificates: {
      months: months.map((month) => {
        const row = issued.find((count) => count.month === month);
        return { month, issued: row?.issued ?? 0, on_time: row?.on_time ?? 0, late: (row?.issued ?? 0) - (row?.on_time ?? 0) };
      }),
      waiting: open.waiting,
      overdue: open.overdue,
    },
  };
}

/** Folds the people's computed days of the range into the trend, a batch at a time (see peoplePerBatch), reading the next batch's facts while one is folded. */
async function addComputedDays(db: Kysely<DB>, trend: AttendanceTrend, people: readonly TrendPerson[], from: string, to: string): Promise<void> {
  if (people.length === 0 || from > to) return;
  const personOf = new Map(people.map((person) => [person.emp_id, person]));
  const perBatch = peoplePerBatch(from, to);
  const daysOf = (start: number) => {
    const days = computeAttendance(db, people.slice(start, start + perBatch).map((person) => person.emp_id), from, to);
    // Awaited on the next round; this keeps a failure meanwhile from counting as unhandled.
    days.catch(() => undefined);
    return days;
  };
  let next: Promise<AttendanceRow[]> | null = daysOf(0);
  for (let start = 0; next !== null; start += perBatch) {
    const days: AttendanceRow[] = await next;
    next = start + perBatch < people.length ? daysOf(start + perBatch) : null;
    // One person's days come together, in date order.
    let first = 0;
    for (let index = 1; index <= days.length; index++) {
      if (index < days.length && days[index]!.empid === days[first]!.empid) continue;
      trend.add(personOf.get(days[first]!.empid)!, days.slice(first, index));
      first = index;
    }
  }
}

/**
 * Attendance by week and overtime by department and month, of everyone employed in
 * the range: the same daily attendance rows as the attendance pages and the payroll
 * hand-off, so no rule exists twice. The database sums the stored days of everyone
 * whose days of the range are all stored and current; the nearer days (too recent to
 * store) are computed for everyone meanwhile, and a person with a stale or missing
 * day has the rest of the range computed too, a batch at a time.
 */
export async function getDashboardAttendance(db: Kysely<DB>, query: { department?: string | undefined }): Promise<DashboardAttendance> {
  const moment = await storedDaysNow(db);
  const now = new Date();
  const window = dashboardWindow(toLocalDateTime(now, moment.timeZone).date);
  const people = await repository.listEmployedPeople(db, window.from, window.to, chosen(query.department));
  const trend = new AttendanceTrend(window);
  const storedTo = window.to < moment.lastStored ? window.to : moment.lastStored;
  if (window.from <= storedTo) {
    const firstMonday = window.weeks[0]!.start;
    // Stored days are summed whole; someone hired or separated within the range has their days computed.
    const throughout = people.filter((person) => person.hire_date <= window.from && (person.separation_date === null || person.separation_date >= window.to));
    const [stored] = await Promise.all([
      repository.sumStoredTrend(db, throughout, { from: window.from, to: storedTo, firstMonday, months: window.months, version: moment.version }),
      addComputedDays(db, trend, people, addDays(storedTo, 1), window.to),
    ]);
    trend.addStored(stored);
    const complete = new Set(stored.complete);
    await addComputedDays(db, trend, people.filter((person) => !complete.has(person.emp_id)), window.from, storedTo);
  } else {
    await addComputedDays(db, trend, people, window.from, window.to);
  }
  return {
    as_of: now.toISOString(),
    from: window.from,
    to: window.to,
    people: people.length,
    weeks: trend.weeksTotal(),
    months: window.months,
    overtime: trend.overtimeTotal(),
  };
}
