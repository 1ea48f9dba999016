import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestsReport } from '@portal/contracts/reports';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();
const from = manilaDay(-40);
const to = manilaDay(-5);
const requests = async (cookie: string, narrowing = '') =>
  (await call(ctx.app, { method: 'GET', url: `/api/v1/reports/requests?from=${from}&to=${to}${narrowing}`, cookie })).json() as RequestsReport;
/** 9:00 in Manila, `days` from today (or another hour). */
const on = (days: number, time = '09:00') => sql<Date>`(${manilaDay(days)}::date + ${time}::time) at time zone 'Asia/Manila'`;
const TEAM_LEAD = '00000003';
const APPROVER = '00000002';

beforeAll(async () => {
  const filed = (empId: string, days: number) => ({ emp_id: empId, filed_by: empId, datefiled: on(days), reason: 'Report test' });
  const day = (days: number) => manilaDay(days);
  // The team's: one of each type, in each state of a request's life.
  await ctx.db
    .insertInto('leaves')
    .values([
      { ...filed('00000005', -30), payitem: 'VL', frdate: day(-25), todate: day(-25), noofhours: 8, overall_status: '', current_approver: TEAM_LEAD },
      // Filed after the range: left out.
      { ...filed('00000005', -3), payitem: 'VL', frdate: day(3), todate: day(3), noofhours: 8, overall_status: '', current_approver: TEAM_LEAD },
      // Outside the team: HR's only.
      { ...filed(APPROVER, -15), payitem: 'SL', frdate: day(-14), todate: day(-14), noofhours: 8, overall_status: '', current_approver: '00000001' },
    ] as never)
    .execute();
  await ctx.db
    .insertInto('overtimes')
    .values([
      { ...filed('00000005', -10), otdate: day(-11), frtime: '17:00', totime: '19:00', noofhours: 2, overall_status: 'A', acted_at1: on(-8), acted_at2: on(-7, '10:00'), approved_hours: 2 },
      { ...filed('00000001', -9), otdate: day(-9), frtime: '17:00', totime: '18:00', noofhours: 1, overall_status: 'D', acted_at1: on(-9, '16:00') },
    ] as never)
    .execute();
  await ctx.db.insertInto('attendance_adjustments').values({ ...filed('00000008', -6), trdate: day(-7), timein1: '08:00', timeout1: '17:00', overall_status: 'D', acted_at1: on(-6, '15:00') } as never).execute();
  await ctx.db.insertInto('official_business').values({ ...filed('00000009', -12), frdate: day(-10), todate: day(-10), noofdays: 1, overall_status: 'B', acted_at1: on(-11), current_approver: APPROVER } as never).execute();
  await ctx.db.insertInto('coe_requests').values({ ...filed('00000004', -35), reqdate: day(-35), coetype: 1, verification_code: 'REPORTTEST01', overall_status: '', current_approver: APPROVER } as never).execute();
  await ctx.db
    .insertInto('shift_changes')
    .values([
      { ...filed('00000006', -20), frdate: day(-18), todate: day(-18), shift: 'DAY', overall_status: 'A', acted_at1: on(-19) },
      // A lead's managed change is a schedule, not a request.
      { ...filed('00000006', -20), filed_by: TEAM_LEAD, frdate: day(-17), todate: day(-17), shift: 'DAY', overall_status: 'A', acted_at1: on(-20), managed: true },
    ] as never)
    .execute();
});

describe('the requests report', () => {
  it("counts the team's requests by type and status with their ages, and lists them newest first", async () => {
    const answer = await requests(await logInAs(ctx.app, 'teamlead'));
    expect(answer).toMatchObject({ from, to, departments: [] });
    expect(answer.summary).toEqual([
      { request_type: 'attendance_adjustment', overall_status: 'D', count: 1, ages: [1, 0, 0, 0, 0, 0] },
      { request_type: 'official_business', overall_status: 'B', count: 1, ages: [0, 0, 0, 1, 0, 0] },
      { request_type: 'leave', overall_status: '', count: 1, ages: [0, 0, 0, 0, 1, 0] },
      { request_type: 'overtime', overall_status: 'A', count: 1, ages: [0, 1, 0, 0, 0, 0] },
      { request_type: 'shift', overall_status: 'A', count: 1, ages: [1, 0, 0, 0, 0, 0] },
      { request_type: 'coe', overall_status: '', count: 1, ages: [0, 0, 0, 0, 0, 1] },
    ]);
    expect(answer.rows.map((row) => [row.request_type, row.days_open])).toEqual([
      ['attendance_adjustment', 0],
      ['overtime', 3],
      ['official_business', 12],
      ['shift', 1],
      ['leave', 30],
      ['coe', 35],
    ]);
    expect(answer.rows.find((row) => row.request_type === 'leave')).toMatchObject({
      empid: '00000005',
      fullname: 'Bautista, Pedro',
      department: 'Operations',
      datefiled: manilaDay(-30),
      from_date: manilaDay(-25),
      to_date: manilaDay(-25),
      overall_status: '',
      waiting_for: 'Santos, Maria',
    });
    expect(answer.rows.find((row) => row.request_type === 'official_business')?.waiting_for).toBe('Reyes, Jose');
    expect(answer.rows.find((row) => row.request_type === 'overtime')?.waiting_for).toBeNull();
  });

  it("shows HR everyone's, one department's when asked, and a person's by name", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const everyone = await requests(hr);
    expect(everyone.rows).toHaveLength(8);
    expect(everyone.summary.find((row) => row.request_type === 'leave' && row.overall_status === '')?.count).toBe(2);
    expect(everyone.summary.reduce((total, row) => total + row.count, 0)).toBe(everyone.rows.length);
    const humanResources = await requests(hr, '&department=Human%20Resources');
    expect(humanResources.rows.map((row) => [row.empid, row.request_type, row.overall_status])).toEqual([['00000001', 'overtime', 'D']]);
    const pedro = await requests(hr, '&search=Pedro%20Bau');
    expect(pedro.rows.map((row) => row.request_type)).toEqual(['overtime', 'leave']);
  });

  it("never shows a team lead anyone else's requests", async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    expect((await requests(lead, '&search=Reyes')).rows).toEqual([]);
    expect((await requests(lead, '&department=Human%20Resources')).summary).toEqual([]);
  });
});
