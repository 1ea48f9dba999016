import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { LeaveBalance } from '@portal/contracts/leave';
import type { AbsencesReport, LeaveBalancesReport, OvertimeReport, TardinessReport } from '@portal/contracts/reports';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';
import { addDays } from '../../lib/local-time';
import { refreshStoredDays } from '../attendance/stored-days-refresh';

const ctx = useTestApp();
const report = (cookie: string | undefined, kind: string, query: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/reports/${kind}?${query}`, cookie });
const at = (day: string, time: string) => sql<Date>`(${day}::date + ${time}::time) at time zone 'Asia/Manila'`;
const TEAM = ['00000004', '00000005', '00000006', '00000007', '00000008', '00000009'];
const PEDRO = '00000005';
const year = Number(manilaDay(0).slice(0, 4));

/** Pedro's week, Monday to Saturday, long before the demo's punches: every figure in it is this test's own. */
let week: string[];

beforeAll(async () => {
  const past = manilaDay(-60);
  const monday = await quietMonday(ctx.db, Number(past.slice(0, 4)), Number(past.slice(5, 7)), 6);
  week = [0, 1, 2, 3, 4, 5].map((offset) => addDays(monday, offset));
  const [mon, tue, , thu, fri, sat] = week as [string, string, string, string, string, string];
  // Monday 2 hours over (1.5 approved); Tuesday 20 minutes late; Wednesday absent;
  // Thursday no time-out; Friday out 30 minutes early; Saturday, his rest day, 2 hours (approved).
  const punches = [
    [mon, 'in', '08:00'],
    [mon, 'out', '19:00'],
    [tue, 'in', '08:20'],
    [tue, 'out', '17:00'],
    [thu, 'in', '08:00'],
    [fri, 'in', '08:00'],
    [fri, 'out', '16:30'],
    [sat, 'in', '13:00'],
    [sat, 'out', '15:00'],
  ] as const;
  await ctx.db
    .insertInto('punches')
    .values(
      punches.map(([day, direction, time]) => ({ emp_id: PEDRO, trdate: day, direction, punched_at: at(day, time) })),
    )
    .execute();
  const overtime = (otdate: string, frtime: string, totime: string, hours: number) =>
    ({
      emp_id: PEDRO,
      filed_by: PEDRO,
      otdate,
      frtime,
      totime,
      noofhours: hours,
      reason: 'Backlog',
      overall_status: 'A',
      approved_hours: hours,
    }) as never;
  await ctx.db
    .insertInto('overtimes')
    .values([overtime(mon, '17:00', '18:30', 1.5), overtime(sat, '13:00', '15:00', 2)])
    .execute();
  // This year's leave: 16 hours of vacation used, 8 waiting; 4 hours of sick leave half approved.
  const leave = (payitem: string, frdate: string, hours: number, status: string) =>
    ({
      emp_id: PEDRO,
      filed_by: PEDRO,
      payitem,
      frdate,
      todate: frdate,
      noofhours: hours,
      reason: 'Family',
      overall_status: status,
    }) as never;
  await ctx.db
    .insertInto('leaves')
    .values([
      leave('VL', `${year}-03-02`, 16, 'A'),
      leave('VL', `${year}-03-09`, 8, ''),
      leave('SL', `${year}-03-16`, 4, 'B'),
    ])
    .execute();
});

/** The test's own fold of the daily rows, the obvious way, to hold the reports to. */
function summed(days: AttendanceRow[]) {
  const sum = (pick: (day: AttendanceRow) => number) =>
    Math.round(days.reduce((total, day) => total + pick(day), 0) * 100) / 100;
  return {
    rendered_ordinary: sum((day) => (day.daycd === 'REG' ? day.othrs : 0)),
    rendered_total: sum((day) => day.othrs),
    approved_total: sum((day) => day.othrsapv),
    tardy_minutes: sum((day) => day.tardy),
    undertime_minutes: sum((day) => day.undertime),
    late_days: days.filter((day) => day.tardy > 0).length,
    absent_dates: days.filter((day) => day.absent).map((day) => day.trdate),
    incomplete_dates: days.filter((day) => day.incomplete).map((day) => day.trdate),
  };
}

describe('the attendance reports', () => {
  it("add up a person's week as the attendance rules count it: overtime by day type, lateness, absences", async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    const query = `from=${week[0]}&to=${week[5]}&search=bautista`;
    const overtime = (await report(lead, 'overtime', query)).json() as OvertimeReport;
    expect(overtime).toMatchObject({ from: week[0], to: week[5], people: 1, departments: [] });
    expect(overtime.rows).toHaveLength(1);
    expect(overtime.rows[0]).toMatchObject({
      empid: PEDRO,
      fullname: 'Bautista, Pedro',
      rendered: { ordinary: 2, rest_day: 2, special_holiday: 0, regular_holiday: 0 },
      approved: { ordinary: 1.5, rest_day: 2, special_holiday: 0, regular_holiday: 0 },
      rendered_total: 4,
      approved_total: 3.5,
      unapproved_total: 0.5,
    });
    const tardiness = (await report(lead, 'tardiness', query)).json() as TardinessReport;
    expect(tardiness.rows).toEqual([
      {
        empid: PEDRO,
        fullname: 'Bautista, Pedro',
        department: 'Operations',
        late_days: 1,
        tardy_minutes: 20,
        undertime_days: 1,
        undertime_minutes: 30,
        total_minutes: 50,
      },
    ]);
    const absences = (await report(lead, 'absences', query)).json() as AbsencesReport;
    expect(absences.rows).toEqual([
      {
        empid: PEDRO,
        fullname: 'Bautista, Pedro',
        department: 'Operations',
        absences: 1,
        absent_dates: [week[2]],
        incomplete_days: 1,
        incomplete_dates: [week[3]],
      },
    ]);
  });

  it('equal the sums of the daily rows of staff attendance over the same range, for a team lead and for HR, computed or stored', async () => {
    await sameAsStaffAttendance();
    // The days stored (the background refresh's work): the database sums them, and nothing changes.
    expect(await refreshStoredDays(ctx.db)).toBeGreaterThan(0);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from daily_attendance where computed is not null and trdate >= ${manilaDay(-28)}::date`.execute(
      ctx.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(100);
    await sameAsStaffAttendance();
  });
});

async function sameAsStaffAttendance() {
  {
    const from = manilaDay(-28);
    const to = manilaDay(-1);
    for (const username of ['teamlead', 'hr']) {
      const cookie = await logInAs(ctx.app, username);
      const days = (
        await call(ctx.app, { method: 'GET', url: `/api/v2/staffattendance?from=${from}&to=${to}`, cookie })
      ).json() as AttendanceRow[];
      const query = `from=${from}&to=${to}`;
      const overtime = (await report(cookie, 'overtime', query)).json() as OvertimeReport;
      const tardiness = (await report(cookie, 'tardiness', query)).json() as TardinessReport;
      const absences = (await report(cookie, 'absences', query)).json() as AbsencesReport;
      const people = [...new Set(days.map((day) => day.empid))];
      expect(people.length, username).toBeGreaterThanOrEqual(6);
      expect(tardiness.rows.length, username).toBeGreaterThan(0);
      expect(absences.rows.length, username).toBeGreaterThan(0);
      for (const empid of people) {
        const expected = summed(days.filter((day) => day.empid === empid));
        const late = tardiness.rows.find((row) => row.empid === empid);
        expect(late ?? { tardy_minutes: 0, undertime_minutes: 0, late_days: 0 }, empid).toMatchObject({
          tardy_minutes: expected.tardy_minutes,
          undertime_minutes: expected.undertime_minutes,
          late_days: expected.late_days,
        });
        const over = overtime.rows.find((row) => row.empid === empid);
        expect(
          over
            ? {
                rendered_ordinary: over.rendered.ordinary,
                rendered_total: over.rendered_total,
                approved_total: over.approved_total,
              }
            : { rendered_ordinary: 0, rendered_total: 0, approved_total: 0 },
          empid,
        ).toEqual({
          rendered_ordinary: expected.rendered_ordinary,
          rendered_total: expected.rendered_total,
          approved_total: expected.approved_total,
        });
        const away = absences.rows.find((row) => row.empid === empid);
        expect(
          { absent_dates: away?.absent_dates ?? [], incomplete_dates: away?.incomplete_dates ?? [] },
          empid,
        ).toEqual({ absent_dates: expected.absent_dates, incomplete_dates: expected.incomplete_dates });
      }
    }
  }
}

describe('the leave balances report', () => {
  it("gives each of the team's balances as the leave module computes them, and Pedro's checked by hand", async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    const response = await report(lead, 'leave-balances', `year=${year}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as LeaveBalancesReport;
    expect(answer.year).toBe(year);
    expect([...new Set(answer.rows.map((row) => row.empid))].sort()).toEqual(TEAM);
    const pedro = answer.rows.filter((row) => row.empid === PEDRO);
    expect(pedro.find((row) => row.payitem === 'VL')).toMatchObject({
      entitled: 120,
      used: 16,
      pending: 8,
      balance: 96,
      leave_desc: 'Vacation Leave',
    });
    expect(pedro.find((row) => row.payitem === 'SL')).toMatchObject({
      entitled: 120,
      used: 0,
      pending: 4,
      balance: 116,
    });
    for (const empid of TEAM) {
      const own = (
        await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/balance?emp_id=${empid}&year=${year}`, cookie: lead })
      ).json() as LeaveBalance[];
      const rows = answer.rows.filter((row) => row.empid === empid);
      expect(
        rows.map(({ payitem, entitled, used, pending, balance }) => ({ payitem, entitled, used, pending, balance })),
        empid,
      ).toEqual(
        own.map(({ payitem, entitled, used, pending, balance }) => ({ payitem, entitled, used, pending, balance })),
      );
    }
  });

  it('shows HR everyone, one department when asked, and finds people by name or number', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const everyone = (await report(hr, 'leave-balances', `year=${year}`)).json() as LeaveBalancesReport;
    expect(everyone.departments).toEqual(expect.arrayContaining(['Human Resources', 'Operations']));
    expect(new Set(everyone.rows.map((row) => row.empid)).size).toBe(9);
    const department = (
      await report(hr, 'leave-balances', `year=${year}&department=Human%20Resources`)
    ).json() as LeaveBalancesReport;
    expect([...new Set(department.rows.map((row) => row.empid))]).toEqual(['00000001']);
    const byNumber = (await report(hr, 'leave-balances', `year=${year}&search=5`)).json() as LeaveBalancesReport;
    expect([...new Set(byNumber.rows.map((row) => row.empid))]).toEqual([PEDRO]);
    const wildcard = (await report(hr, 'leave-balances', `year=${year}&search=%25`)).json() as LeaveBalancesReport;
    expect(wildcard.rows).toEqual([]);
  });
});

describe('who may read reports, and what they may ask', () => {
  const kinds = ['leave-balances', 'overtime', 'tardiness', 'absences', 'requests'];
  const queryOf = (kind: string) =>
    kind === 'leave-balances' ? `year=${year}` : `from=${manilaDay(-28)}&to=${manilaDay(-1)}`;

  it('keeps a team lead to their team, whatever department or name they ask for', async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    for (const kind of kinds) {
      const answer = (await report(lead, kind, queryOf(kind))).json() as { rows: { empid: string }[] };
      expect(
        answer.rows.every((row) => TEAM.includes(row.empid)),
        kind,
      ).toBe(true);
      for (const narrowing of ['department=Human%20Resources', 'search=Garcia', 'search=00000001']) {
        expect((await report(lead, kind, `${queryOf(kind)}&${narrowing}`)).json().rows, `${kind} ${narrowing}`).toEqual(
          [],
        );
      }
    }
  });

  it('refuses employees (before reading their query) and callers without a session', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    for (const kind of kinds) {
      const refused = await report(employee, kind, queryOf(kind));
      expect(refused.statusCode, kind).toBe(403);
      expect(refused.json().message).toBe('Reports are for team leads and HR.');
      expect((await report(employee, kind, 'from=nonsense')).statusCode, kind).toBe(403);
      expect((await report(undefined, kind, queryOf(kind))).statusCode, kind).toBe(401);
    }
  });

  it('says which field is wrong: a missing or malformed date, a reversed or too long range, a bad year', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const problem = async (kind: string, query: string) => {
      const response = await report(hr, kind, query);
      expect(response.statusCode, query).toBe(400);
      return response.json() as { message: string; field?: string };
    };
    expect(await problem('overtime', `to=${manilaDay(0)}`)).toMatchObject({ message: 'from: Required', field: 'from' });
    expect((await problem('tardiness', 'from=2026-13-01&to=2026-12-31')).message).toMatch(
      /from must be a date as YYYY-MM-DD/,
    );
    expect(await problem('absences', 'from=2026-03-10&to=2026-03-01')).toMatchObject({
      message: 'from must not be after to',
      field: 'from',
    });
    expect(await problem('requests', 'from=2026-01-01&to=2026-04-04')).toMatchObject({
      message: 'to must be at most 93 days from from (ask for a shorter range)',
      field: 'to',
    });
    expect((await report(hr, 'requests', 'from=2026-01-01&to=2026-04-03')).statusCode).toBe(200);
    expect((await problem('leave-balances', 'year=26')).message).toMatch(/year must be 2000 or later/);
    expect((await problem('leave-balances', '')).field).toBe('year');
    expect(
      (await problem('overtime', `from=${manilaDay(-1)}&to=${manilaDay(0)}&search=${'x'.repeat(101)}`)).message,
    ).toMatch(/search must be at most 100 characters/);
  });
});
