import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../test/test-app';
import { manilaDay } from '../../test/dates';

// What an approver reads beside an overtime, adjustment, official business or shift
// change: the requester's days, as their attendance computes them.
const ctx = useTestApp();

const daysOf = (cookie: string, type: string, recid: number | string) => call(ctx.app, { method: 'GET', url: `/api/v1/approvals/days?type=${type}&recid=${recid}`, cookie });

describe('GET /api/v1/approvals/days', () => {
  it("shows the approver the requester's day of an overtime: shift, day type and punches", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    // A past day of the demo, with its punches.
    const day = manilaDay(-1);
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v2/overtime', cookie: employee, payload: { recid: 0, otDate: day, fromTime: '17:30', toTime: '19:30', noOfHours: 2, reason: 'Month-end reports' } });
    expect(filed.statusCode, filed.body).toBe(200);
    const recid = filed.json().recid as number;
    const answer = await daysOf(await logInAs(ctx.app, 'teamlead'), 'overtime', recid);
    expect(answer.statusCode).toBe(200);
    const { days } = answer.json() as { days: { trdate: string; empid: string; daycd: string }[] };
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ trdate: day, empid: '00000004' });
    expect(['REG', 'RD', 'LH', 'SH', 'LHRD', 'SHRD']).toContain(days[0]!.daycd);
  });

  it('covers every day of an official business, and at most 31 days', async () => {
    const employee = await logInAs(ctx.app, 'pedro');
    const from = manilaDay(-3);
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v1/officialbusiness', cookie: employee, payload: { recid: 0, fromDate: from, toDate: manilaDay(-2), reason: 'Installation at a client site in Ortigas' } });
    expect(filed.statusCode, filed.body).toBe(200);
    const answer = await daysOf(await logInAs(ctx.app, 'teamlead'), 'official_business', filed.json().recid);
    expect(answer.statusCode).toBe(200);
    expect((answer.json().days as { trdate: string }[]).map((day) => day.trdate)).toEqual([from, manilaDay(-2)]);
  });

  it('refuses anyone the request is not routed to, and the requester themself', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v2/overtime', cookie: employee, payload: { recid: 0, otDate: manilaDay(-2), fromTime: '18:00', toTime: '19:00', noOfHours: 1, reason: 'Month-end reports' } });
    expect(filed.statusCode, filed.body).toBe(200);
    for (const who of ['employee', 'grace', 'hr']) {
      const refused = await daysOf(await logInAs(ctx.app, who), 'overtime', filed.json().recid);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().message).toBe(`Overtime request #${filed.json().recid} is not routed to you for approval.`);
    }
  });

  it('refuses a type without days, a bad number and a request that does not exist', async () => {
    const lead = await logInAs(ctx.app, 'teamlead');
    const leave = await daysOf(lead, 'leave', 1);
    expect(leave.statusCode).toBe(400);
    expect(leave.json().message).toMatch(/Request type must be one of overtime, attendance_adjustment, official_business, shift/);
    expect((await daysOf(lead, 'overtime', 'abc')).json().message).toMatch(/recid must be a request number/);
    const missing = await daysOf(lead, 'overtime', 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no overtime request #999999.');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/approvals/days?type=overtime&recid=1' })).statusCode).toBe(401);
  });
});
