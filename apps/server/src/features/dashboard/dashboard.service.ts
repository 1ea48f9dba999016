import type { Kysely } from 'kysely';
import { requestTypeNames } from '@portal/contracts/approvals';
import type { Dashboard, DashboardAttendance } from '@portal/contracts/dashboard';
import type { DB } from '../../db/database';
import { registeredRequestTypes } from '../../approvals/request-types';
import { getCompanyTimeZone } from '../../company/company.repository';
import { forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { toLocalDateTime } from '../../lib/local-time';
import { listDepartments } from '../../people/departments';
import { STAFF_ATTENDANCE_BATCH } from '../attendance/attendance.service';
import { computeAttendance } from '../attendance/attendance-facts';
import { AttendanceTrend } from './attendance-trend';
import { certificateMonths, dashboardWindow } from './dashboard-window';
import * as repository from './dashboard.repository';

/** The dashboard is HR's: checked before the input is read. */
export function assertDashboardReader(user: CurrentUser): void {
  if (!user.hradmin) throw forbidden('The dashboard is for HR.');
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

/**
 * Attendance by week and overtime by department and month, summed from the daily
 * attendance rows of everyone employed in the range: the same facts and rules as the
 * attendance pages and the payroll hand-off, a batch of people at a time, so no rule
 * exists twice and memory holds at most two batches whatever the company's size. The
 * next batch's facts are read while this one is computed: the database and the
 * computation then work at the same time.
 */
export async function getDashboardAttendance(db: Kysely<DB>, query: { department?: string | undefined }): Promise<DashboardAttendance> {
  const timeZone = await getCompanyTimeZone(db);
  const now = new Date();
  const window = dashboardWindow(toLocalDateTime(now, timeZone).date);
  const people = await repository.listEmployedPeople(db, window.from, window.to, chosen(query.department));
  const personOf = new Map(people.map((person) => [person.emp_id, person]));
  const trend = new AttendanceTrend(window);
  const daysOf = (start: number) => {
    const days = computeAttendance(db, people.slice(start, start + STAFF_ATTENDANCE_BATCH).map((person) => person.emp_id), window.from, window.to);
    // Awaited on the next round; this keeps a failure meanwhile from counting as unhandled.
    days.catch(() => undefined);
    return days;
  };
  let next = people.length > 0 ? daysOf(0) : null;
  for (let start = 0; next !== null; start += STAFF_ATTENDANCE_BATCH) {
    const days = await next;
    next = start + STAFF_ATTENDANCE_BATCH < people.length ? daysOf(start + STAFF_ATTENDANCE_BATCH) : null;
    // One person's days come together, in date order.
    let first = 0;
    for (let index = 1; index <= days.length; index++) {
      if (index < days.length && days[index]!.empid === days[first]!.empid) continue;
      trend.add(personOf.get(days[first]!.empid)!, days.slice(first, index));
      first = index;
    }
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
