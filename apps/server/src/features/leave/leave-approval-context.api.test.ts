import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';

const ctx = useTestApp();
const nextYear = Number(manilaDay().slice(0, 4)) + 1;
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, nextYear, 5, 28);
});

const file = (cookie: string, fromDate: string, toDate: string, payItem = 'VL') =>
  call(ctx.app, { method: 'POST', url: '/api/v3/leave', payload: { recid: 0, payItem, fromDate, toDate, reason: 'Family reunion in Iloilo' }, cookie });
const contextOf = (cookie: string, recid: number | string) => call(ctx.app, { method: 'GET', url: `/api/v1/leaves/approvalcontext?recid=${recid}`, cookie });

describe('GET /api/v1/leaves/approvalcontext', () => {
  it("shows the leave's approvers the requester's balance of that type and who else in the team is away", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const leave = (await file(employee, monday, addDays(monday, 1))).json();
    const pedro = await logInAs(ctx.app, 'pedro');
    const overlapping = (await file(pedro, addDays(monday, 1), addDays(monday, 2), 'SL')).json();
    await file(pedro, addDays(monday, 7), addDays(monday, 7));

    const teamlead = await logInAs(ctx.app, 'teamlead');
    const seen = await contextOf(teamlead, leave.recid);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ recid: leave.recid, balance: { payitem: 'VL', pending: 16 } });
    expect(seen.json().away).toEqual([
      { recid: overlapping.recid, fullname: 'Pedro Bautista', leave_desc: 'Sick Leave', frdate: addDays(monday, 1), todate: addDays(monday, 2), overall_status: '' },
    ]);
    // The level-2 approver is routed the leave too, before their turn.
    expect((await contextOf(await logInAs(ctx.app, 'approver'), leave.recid)).statusCode).toBe(200);
  });

  it('refuses anyone the leave is not routed to, an unknown leave, and a bad recid', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await file(employee, addDays(monday, 15), addDays(monday, 15));
    expect(filed.json()).toMatchObject({ overall_status: '' });
    const leave = filed.json();
    for (const who of ['pedro', 'hr', 'employee']) {
      const refused = await contextOf(await logInAs(ctx.app, who), leave.recid);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(`Leave #${leave.recid} is not routed to you for approval.`);
    }
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await contextOf(teamlead, 999999)).statusCode).toBe(404);
    const bad = await contextOf(teamlead, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/recid must be a number/);
  });

  it('keeps remarks given when approving', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const leave = (await file(employee, addDays(monday, 21), addDays(monday, 21))).json();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const approved = await call(ctx.app, { method: 'POST', url: '/api/v3/leaves/approve', payload: { recids: [leave.recid], remarks: 'Enjoy, cover arranged with Pedro' }, cookie: teamlead });
    expect(approved.json()).toMatchObject({ done: [leave.recid] });
    const [row] = (await call(ctx.app, { method: 'GET', url: `/api/v1/leaves?fromDate=${addDays(monday, 21)}&toDate=${addDays(monday, 21)}`, cookie: employee })).json();
    expect(row).toMatchObject({ status: 'A', remarks: 'Enjoy, cover arranged with Pedro' });
  });
});
