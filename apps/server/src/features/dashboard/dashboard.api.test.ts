import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { AttendanceWeek, Dashboard, DashboardAttendance } from '@portal/contracts/dashboard';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { addDays } from '../../lib/local-time';
import { refreshStoredDays } from '../attendance/stored-days-refresh';
import { dashboardWindow } from './dashboard-window';

const ctx = useTestApp();
const summary = (cookie: string | undefined, query = '') => call(ctx.app, { method: 'GET', url: `/api/v1/dashboard${query}`, cookie });
const attendance = (cookie: string | undefined, query = '') => call(ctx.app, { method: 'GET', url: `/api/v1/dashboard/attendance${query}`, cookie });
const at = (day: string, time: string) => sql<Date>`(${day}::date + ${time}::time) at time zone 'Asia/Manila'`;

// Rosa, the one person of Finance, whose days the test writes itself.
const ROSA = '00000090';
const FINANCE = '?department=Finance';
const window = dashboardWindow(manilaDay(0));
let quietWeek: { start: string; end: string };

/** Rosa's day, punched in and out again at these times in place of any punches before. */
async function punchRosa(day: string, timeIn: string, timeOut: string) {
  await ctx.db.deleteFrom('punches').where('emp_id', '=', ROSA).where('trdate', '=', day).execute();
  await ctx.db
    .insertInto('punches')
    .values([
      { emp_id: ROSA, trdate: day, direction: 'in', punched_at: at(day, timeIn) },
      { emp_id: ROSA, trdate: day, direction: 'out', punched_at: at(day, timeOut) },
    ])
    .execute();
}

beforeAll(async () => {
  await ctx.db
    .insertInto('employees')
    .values({ emp_id: ROSA, firstname: 'Rosa', lastname: 'Lim', hire_date: '2020-01-06', department: 'Finance', monthly_salary: 30000, monthly_allowances: 0, default_shift: 'DAY', rest_days: [0, 6] })
    .execute();
  // A whole past week within the overtime months, Monday to Friday free of holidays.
  const holidays = (await ctx.db.selectFrom('holidays').select('holiday_date').execute()).map((row) => row.holiday_date);
  quietWeek = window.weeks
    .slice(0, -1)
    .find((week) => week.start >= `${window.months[0]}-01` && !holidays.some((day) => day >= week.start && day <= addDays(week.start, 4)))!;
  const [monday, tuesday, , thursday, friday] = Array.from({ length: 5 }, (_, index) => addDays(quietWeek.start, index)) as [string, string, string, string, string];
  // Monday 15 minutes late, Tuesday out 30 minutes early, Wednesday absent, Thursday three
  // hours of overtime of which two approved, Friday a whole day of vacation leave.
  await ctx.db
    .insertInto('punches')
    .values([
      { emp_id: ROSA, trdate: monday, direction: 'in', punched_at: at(monday, '08:15') },
      { emp_id: ROSA, trdate: monday, direction: 'out', punched_at: at(monday, '17:00') },
      { emp_id: ROSA, trdate: tuesday, direction: 'in', punched_at: at(tuesday, '08:00') },
      { emp_id: ROSA, trdate: tuesday, direction: 'out', punched_at: at(tuesday, '16:30') },
      { emp_id: ROSA, trdate: thursday, direction: 'in', punched_at: at(thursday, '08:00') },
      { emp_id: ROSA, trdate: thursday, direction: 'out', punched_at: at(thursday, '20:00') },
    ])
    .execute();
  await ctx.db
    .insertInto('overtimes')
    .values({ emp_id: ROSA, filed_by: ROSA, otdate: thursday, frtime: '17:00', totime: '20:00', noofhours: 3, reason: 'Closing', overall_status: 'A', approved_hours: 2 } as never)
    .execute();
  await ctx.db.insertInto('day_marks').values({ emp_id: ROSA, trdate: friday, kind: 'leave', request_type: 'leave', recid: 1, charged_to: 'VL', hours: '8' }).execute();

  // This year's leave: 40 hours of VL and 24 of SL entitled, 8 of VL approved, 4 of SL waiting (filed now).
  const year = Number(manilaDay(0).slice(0, 4));
  await ctx.db.insertInto('leave_entitlements').values([
    { emp_id: ROSA, payitem: 'VL', year, entitled_hours: '40' },
    { emp_id: ROSA, payitem: 'SL', year, entitled_hours: '24' },
  ]).execute();
  const leave = { emp_id: ROSA, filed_by: ROSA, frdate: manilaDay(0), todate: manilaDay(0), reason: 'Errand' };
  await ctx.db.insertInto('leaves').values([
    { ...leave, payitem: 'VL', noofhours: '8', overall_status: 'A' },
    { ...leave, payitem: 'SL', noofhours: '4', overall_status: '', current_level: 1, current_approver: '00000002' },
  ] as never).execute();

  // Waiting for the approver: an adjustment filed 5 days ago, overtime 10 days ago.
  const waiting = { emp_id: ROSA, filed_by: ROSA, reason: 'Forgot', overall_status: '', current_level: 1, current_approver: '00000002', approver1: '00000002' };
  await ctx.db.insertInto('attendance_adjustments').values({ ...waiting, trdate: manilaDay(-5), timein1: '08:00', timeout1: '17:00', datefiled: sql`now() - interval '5 days'` } as never).execute();
  await ctx.db.insertInto('overtimes').values({ ...waiting, otdate: manilaDay(-10), frtime: '17:00', totime: '19:00', noofhours: 2, datefiled: sql`now() - interval '10 days'` } as never).execute();

  // Certificates: filed 20 days ago and approved on the third day (on time) and the fourth (late);
  // two waiting, filed 2 and 5 days ago (the second past its due date).
  const filed = manilaDay(-20);
  const coe = { emp_id: ROSA, filed_by: ROSA, reqdate: filed, coetype: 1, reason: 'Loan' };
  await ctx.db.insertInto('coe_requests').values([
    { ...coe, verification_code: 'DASHBRDTEST1', datefiled: at(filed, '09:00'), overall_status: 'A', approved_at: at(addDays(filed, 3), '16:00') },
    { ...coe, verification_code: 'DASHBRDTEST2', datefiled: at(filed, '09:00'), overall_status: 'A', approved_at: at(addDays(filed, 4), '09:00') },
    { ...coe, ...waiting, verification_code: 'DASHBRDTEST3', datefiled: sql`now() - interval '2 days'` },
    { ...coe, ...waiting, verification_code: 'DASHBRDTEST4', datefiled: sql`now() - interval '5 days'` },
  ] as never).execute();
});

/** The test's own fold of the daily rows, the obvious way, to hold the weeks to. */
function weekOf(days: AttendanceRow[], week: { start: string; end: string }): Omit<AttendanceWeek, 'attendance_rate'> {
  const working = days.filter(
    (day) => day.trdate >= week.start && day.trdate <= week.end && day.daycd === 'REG' && day.shift !== null && !(day.hrday1 > 0 && !day.absent && !day.officialbusiness && day.timein1 === null),
  );
  const sum = (pick: (day: AttendanceRow) => number) => working.reduce((total, day) => total + pick(day), 0);
  return {
    week_start: week.start,
    week_end: week.end,
    working_days: working.length,
    absences: working.filter((day) => day.absent).length,
    tardy_minutes: sum((day) => day.tardy),
    late_days: working.filter((day) => day.tardy > 0).length,
    undertime_minutes: sum((day) => day.undertime),
    undertime_days: working.filter((day) => day.undertime > 0).length,
  };
}

describe('the dashboard', () => {
  it("sums Finance's week exactly: late, early out, absent, overtime, a day of leave excused", async () => {
    const response = await attendance(await logInAs(ctx.app, 'hr'), FINANCE);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as DashboardAttendance;
    expect([answer.from, answer.to, answer.people]).toEqual([window.from, window.to, 1]);
    expect(answer.weeks).toHaveLength(12);
    expect(answer.weeks.find((week) => week.week_start === quietWeek.start)).toEqual({
      week_start: quietWeek.start,
      week_end: addDays(quietWeek.start, 6),
      working_days: 4,
      absences: 1,
      attendance_rate: 75,
      tardy_minutes: 15,
      late_days: 1,
      undertime_minutes: 30,
      undertime_days: 1,
    });
    const thursday = addDays(quietWeek.start, 3).slice(0, 7);
    expect(answer.overtime).toEqual([{ month: thursday, department: 'Finance', rendered_hours: 3, approved_hours: 2 }]);
  });

  it("agrees with staff attendance, week by week and month by month, for the whole company", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const answer = (await attendance(hr)).json() as DashboardAttendance;
    const days = (await call(ctx.app, { method: 'GET', url: `/api/v2/staffattendance?from=${answer.from}&to=${answer.to}`, cookie: hr })).json() as AttendanceRow[];
    expect(answer.people).toBe(new Set(days.map((day) => day.empid)).size);
    for (const [index, week] of window.weeks.entries()) {
      const own = weekOf(days, week);
      const rate = own.working_days === 0 ? null : Math.round((1000 * (own.working_days - own.absences)) / own.working_days) / 10;
      expect(answer.weeks[index], week.start).toEqual({ ...own, attendance_rate: rate });
    }
    const departmentOf = new Map((await ctx.db.selectFrom('employees').select(['emp_id', 'department']).execute()).map((row) => [row.emp_id, row.department]));
    for (const month of answer.months) {
      const ofMonth = days.filter((day) => day.trdate.startsWith(month));
      for (const department of new Set(ofMonth.map((day) => departmentOf.get(day.empid)!))) {
        const own = ofMonth.filter((day) => departmentOf.get(day.empid) === department);
        const rendered = Math.round(own.reduce((total, day) => total + day.othrs, 0) * 100) / 100;
        const approved = Math.round(own.reduce((total, day) => total + day.othrsapv, 0) * 100) / 100;
        const row = answer.overtime.find((line) => line.month === month && line.department === department);
        expect(row ?? { rendered_hours: 0, approved_hours: 0 }, `${department} ${month}`).toMatchObject({ rendered_hours: rendered, approved_hours: approved });
      }
    }
  });

  it('answers the same from stored days as computed, and a change to a stored day shows at once', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const figures = async () => {
      const { as_of: _asOf, ...rest } = (await attendance(hr)).json() as DashboardAttendance;
      return rest;
    };
    await ctx.db.deleteFrom('daily_attendance').execute();
    const computed = await figures();
    while ((await refreshStoredDays(ctx.db)) > 0);
    const stored = await ctx.db.selectFrom('daily_attendance').select(sql<number>`count(*)::int`.as('count')).where('computed', 'is not', null).executeTakeFirstOrThrow();
    expect(stored.count).toBeGreaterThan(100);
    expect(await figures()).toEqual(computed);

    // A day of Rosa's already stored: late by an hour, with an hour of overtime approved.
    // Her days are stale now; the answer counts it at once, as a fresh computation does.
    const monday = addDays(quietWeek.start, 0);
    await punchRosa(monday, '09:00', '18:00');
    await ctx.db
      .insertInto('overtimes')
      .values({ emp_id: ROSA, filed_by: ROSA, otdate: monday, frtime: '17:00', totime: '18:00', noofhours: 1, reason: 'Audit', overall_status: 'A', approved_hours: 1 } as never)
      .execute();
    const changed = await figures();
    const week = (answer: typeof changed) => answer.weeks.find((line) => line.week_start === quietWeek.start)!;
    expect(week(changed).tardy_minutes).toBe(week(computed).tardy_minutes + 45);
    await ctx.db.deleteFrom('daily_attendance').execute();
    expect(changed).toEqual(await figures());
    // Put back as it was, for the tests after this one.
    await ctx.db.deleteFrom('overtimes').where('emp_id', '=', ROSA).where('otdate', '=', monday).execute();
    await punchRosa(monday, '08:15', '17:00');
  });

  it("counts Finance's headcount, leave against entitlement, requests waiting by age and certificates against the three-day clock", async () => {
    const response = await summary(await logInAs(ctx.app, 'hr'), FINANCE);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Dashboard;
    expect(answer.today).toBe(manilaDay(0));
    expect(answer.departments).toEqual(['Finance', 'Human Resources', 'Operations']);
    expect(answer.headcount).toEqual([{ department: 'Finance', employees: 1 }]);
    expect(answer.leave.map(({ payitem, entitled_hours, used_hours, pending_hours }) => ({ payitem, entitled_hours, used_hours, pending_hours }))).toEqual([
      { payitem: 'VL', entitled_hours: 40, used_hours: 8, pending_hours: 0 },
      { payitem: 'SL', entitled_hours: 24, used_hours: 0, pending_hours: 4 },
    ]);
    const waiting = Object.fromEntries(answer.requests_waiting.map(({ request_type, waiting, over_1_day, over_3_days, over_7_days }) => [request_type, [waiting, over_1_day, over_3_days, over_7_days]]));
    expect(waiting).toEqual({
      attendance_adjustment: [1, 1, 1, 0],
      official_business: [0, 0, 0, 0],
      leave: [1, 0, 0, 0],
      overtime: [1, 1, 1, 1],
      shift: [0, 0, 0, 0],
      coe: [2, 2, 1, 0],
    });
    expect(answer.certificates.months).toHaveLength(6);
    const issued = answer.certificates.months.filter((month) => month.issued > 0);
    const onTimeMonth = addDays(manilaDay(-20), 3).slice(0, 7);
    const lateMonth = addDays(manilaDay(-20), 4).slice(0, 7);
    expect(issued).toEqual(
      onTimeMonth === lateMonth
        ? [{ month: onTimeMonth, issued: 2, on_time: 1, late: 1 }]
        : [{ month: onTimeMonth, issued: 1, on_time: 1, late: 0 }, { month: lateMonth, issued: 1, on_time: 0, late: 1 }],
    );
    expect(answer.certificates).toMatchObject({ waiting: 2, overdue: 1 });
  });

  it('counts everyone without a department, and nobody in a department that does not exist', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const everyone = (await summary(hr)).json() as Dashboard;
    const active = await ctx.db.selectFrom('employees').select(sql<number>`count(*)::int`.as('count')).where('active', '=', true).executeTakeFirstOrThrow();
    expect(everyone.headcount.reduce((total, row) => total + row.employees, 0)).toBe(active.count);
    expect(everyone.requests_waiting.find((row) => row.request_type === 'overtime')!.waiting).toBeGreaterThanOrEqual(1);
    const nobody = (await summary(hr, '?department=Nowhere')).json() as Dashboard;
    expect(nobody.headcount).toEqual([]);
    expect(nobody.requests_waiting.every((row) => row.waiting === 0)).toBe(true);
    expect(((await attendance(hr, '?department=Nowhere')).json() as DashboardAttendance).weeks.every((week) => week.attendance_rate === null)).toBe(true);
  });

  it('is for HR only, and says what is wrong with a department', async () => {
    for (const read of [summary, attendance]) {
      const employee = await read(await logInAs(ctx.app, 'employee'));
      expect(employee.statusCode).toBe(403);
      expect(employee.json().message).toBe('The dashboard is for HR.');
      // The wrong user learns nothing about the input's shape.
      expect((await read(await logInAs(ctx.app, 'teamlead'), `?department=${'x'.repeat(101)}`)).statusCode).toBe(403);
      expect((await read(undefined)).statusCode).toBe(401);
      const tooLong = await read(await logInAs(ctx.app, 'hr'), `?department=${'x'.repeat(101)}`);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toMatch(/department must be at most 100 characters/);
    }
  });
});
