import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, readableDate } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';

const ctx = useTestApp();
const nextYear = Number(manilaDay().slice(0, 4)) + 1;
// A week with no Philippine holiday: Monday to Friday are working days, Saturday a rest day.
let monday = '';
let saturday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, nextYear, 3, 14);
  saturday = addDays(monday, 5);
});

const overtime = (otDate: string, fromTime: string, toTime: string, noOfHours: number, extra: object = {}) => ({
  recid: 0,
  otDate,
  fromTime,
  toTime,
  noOfHours,
  reason: 'Month-end reports',
  ...extra,
});
const file = (cookie: string, body: object) => call(ctx.app, { method: 'POST', url: '/api/v2/overtime', payload: body, cookie });

describe('POST /api/v2/overtime', () => {
  it('files overtime after the shift, crossing midnight, and on a rest day', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const after = await file(cookie, overtime(monday, '17:30', '20:30', 3));
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ otdate: monday, frtime: '17:30', totime: '20:30', noofhours: 3, ottype: null, stats: '', stats2: '', approved_hours: null });
    // Dates in messages read as a person reads them: "Mon, Mar 1, 2027".
    expect(after.json().message).toBe(`Overtime #${after.json().recid} (3 hours on ${readableDate(monday)}) filed.`);
    expect((await file(cookie, overtime(addDays(monday, 1), '22:00', '02:00', 4))).statusCode).toBe(200);
    expect((await file(cookie, overtime(saturday, '08:00', '17:00', 8))).statusCode).toBe(200);
  });

  it('refuses overtime inside the shift and a window already filed (409)', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const inShift = await file(cookie, overtime(addDays(monday, 2), '16:00', '18:00', 2));
    expect(inShift.statusCode).toBe(409);
    // Times in the person's format: 12H unless the client asks for 24H.
    expect(inShift.json().message).toMatch(/overlaps the shift .* \(08:00 AM to 05:00 PM\)/);
    const in24 = await call(ctx.app, { method: 'POST', url: '/api/v2/overtime', payload: overtime(addDays(monday, 2), '16:00', '18:00', 2), cookie, headers: { 'x-time-format': '24H' } });
    expect(in24.json().message).toMatch(/overlaps the shift on \w{3}, \w{3} \d+, \d{4} \(08:00 to 17:00\)/);
    const duplicate = await file(cookie, overtime(monday, '19:00', '21:00', 2));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/Overtime #\d+ \(05:30 PM to 08:30 PM\) already covers/);
  });

  it('refuses bad input with 400', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const day = addDays(monday, 3);
    expect((await file(cookie, overtime(day, '18:00', '20:00', 3))).json().message).toBe('noOfHours 3 is more than the 2 hours from 18:00 to 20:00.');
    expect((await file(cookie, overtime(day, '18:00', '18:00', 1))).json().message).toBe('toTime must differ from fromTime.');
    expect((await file(cookie, overtime(day, '18:00', '20:00', 17))).json().message).toMatch(/at most 16/);
    expect((await file(cookie, overtime(day, '25:00', '20:00', 1))).json().message).toMatch(/fromTime must be a time/);
    const missing = await file(cookie, { recid: 0, reason: 'x', noOfHours: 1 });
    expect(missing.json().message.split('\n')).toEqual(['otDate: Required', 'fromTime: Required', 'toTime: Required']);
  });

  it('stores an OT type only when the company uses them, and only a known one', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    const ignored = await file(cookie, overtime(monday, '18:00', '19:00', 1, { ottype: 'REG' }));
    expect(ignored.json().ottype).toBeNull();
    await ctx.db.updateTable('company').set({ settings: JSON.stringify({ features: { overtimeTypes: true } }) }).execute();
    const types = (await call(ctx.app, { method: 'GET', url: '/api/v1/overtimetypes', cookie })).json();
    expect(types.map((t: { ottype: string }) => t.ottype)).toEqual(['REG', 'RD', 'HOL']);
    expect((await file(cookie, overtime(saturday, '08:00', '12:00', 4, { ottype: 'XX' }))).statusCode).toBe(400);
    expect((await file(cookie, overtime(saturday, '08:00', '12:00', 4, { ottype: 'RD' }))).json().ottype).toBe('RD');
    await ctx.db.updateTable('company').set({ settings: JSON.stringify({}) }).execute();
  });
});

describe('approving and deleting overtime', () => {
  it('makes the hours approved OT at the last level; only the owner deletes, before anyone acts', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const [first] = (await call(ctx.app, { method: 'GET', url: `/api/v2/overtimes?fromDate=${monday}&toDate=${monday}`, cookie: employee })).json();
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/overtime?recid=${first.recid}`, cookie: pedro })).statusCode).toBe(404);
    const approver = await logInAs(ctx.app, 'approver');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/overtime/approve', payload: { recid: first.recid, emp_id: '4' }, cookie: approver })).statusCode).toBe(403);
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount', cookie: teamlead })).json().ot_for_approval_count).toBe(5);
    await call(ctx.app, { method: 'POST', url: '/api/v1/overtime/approve', payload: { recid: first.recid, emp_id: '4' }, cookie: teamlead });
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/overtime?recid=${first.recid}`, cookie: employee })).statusCode).toBe(409);
    const bulk = await call(ctx.app, { method: 'POST', url: '/api/v3/overtime/approve', payload: { recids: [first.recid] }, cookie: approver });
    expect(bulk.json().done).toEqual([first.recid]);
    const [approved] = (await call(ctx.app, { method: 'GET', url: `/api/v2/overtimes?fromDate=${monday}&toDate=${monday}`, cookie: employee })).json();
    expect(approved).toMatchObject({ overall_status: 'A', approved_hours: 3 });

    const [rest] = (await call(ctx.app, { method: 'GET', url: `/api/v2/overtimes?fromDate=${saturday}&toDate=${saturday}`, cookie: employee })).json();
    const rejected = await call(ctx.app, { method: 'POST', url: '/api/v3/overtime/disapprove', payload: { recids: [rest.recid], remarks: 'Not budgeted' }, cookie: teamlead });
    expect(rejected.json().done).toEqual([rest.recid]);
    const deletable = (await file(employee, overtime(addDays(monday, 4), '18:00', '19:00', 1))).json();
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/overtime?recid=${deletable.recid}`, cookie: employee })).json().message).toBe(`Overtime #${deletable.recid} deleted.`);
  });
});

describe('group overtime (team lead)', () => {
  let day = '';
  beforeAll(() => {
    day = addDays(monday, 7);
  });

  it('is refused to an employee and for someone outside the team', async () => {
    const body = overtime(day, '18:00', '21:00', 3, { empids: ['5'] });
    const employee = await logInAs(ctx.app, 'employee');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/overtime/groupRequest', payload: body, cookie: employee })).statusCode).toBe(403);
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/overtime/groupRequest', payload: { ...body, empids: ['5', '2'] }, cookie: teamlead })).statusCode).toBe(403);
  });

  it('leaves out a member whose shift it overlaps, and approves the rest as a group', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    // Ramon works nights (22:00 to 07:00): 20:00 to 23:00 runs into his shift.
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v1/overtime/groupRequest', payload: overtime(day, '20:00', '23:00', 3, { empids: ['5', '8', '7'] }), cookie: teamlead });
    expect(filed.statusCode).toBe(200);
    const group = filed.json();
    expect(group).toMatchObject({ included: ['00000005', '00000008'], members: 2, stats: '', frtime: '20:00', totime: '23:00' });
    expect(group.excluded).toEqual([
      {
        empid: '00000007',
        fullname: 'Ramon Villanueva',
        message: expect.stringMatching(/overlaps the shift .* \(10:00 PM to 07:00 AM\)/),
        message_code: 'overtime.overlaps_shift',
        params: { date: { en: expect.any(String), fil: expect.any(String) }, from: '10:00 PM', to: '07:00 AM' },
      },
    ]);
    const mine = (await call(ctx.app, { method: 'GET', url: '/api/v1/overtime/groupRequest', cookie: teamlead })).json();
    expect(mine[0]).toMatchObject({ recid: group.recid, memberNames: ['Grace Aquino', 'Pedro Bautista'] });

    const approver = await logInAs(ctx.app, 'approver');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount', cookie: approver })).json().ot_for_approval_count).toBeGreaterThanOrEqual(1);
    const details = (await call(ctx.app, { method: 'GET', url: `/api/v1/overtime/groupRequestForMyApprovalByRecordIdDetail?recid=${group.recid}`, cookie: approver })).json();
    expect(details).toHaveLength(2);
    const approved = await call(ctx.app, { method: 'POST', url: '/api/v1/overtime/groupRequest/approve', payload: { recid: group.recid }, cookie: approver });
    expect(approved.json().overall_status).toBe('A');
    const after = (await call(ctx.app, { method: 'GET', url: `/api/v1/overtime/groupRequestByRecordId?recidhdr=${group.recid}`, cookie: teamlead })).json();
    expect(after.map((d: { approved_hours: number; stats: string }) => [d.stats, d.approved_hours])).toEqual([['A', 3], ['A', 3]]);
    // A member's own overtime for the same hours is now a duplicate.
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await file(pedro, overtime(day, '21:00', '22:00', 1))).statusCode).toBe(409);
  });

  it('answers 409 naming everyone when no member can be included', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const none = await call(ctx.app, { method: 'POST', url: '/api/v1/overtime/groupRequest', payload: overtime(day, '09:00', '10:00', 1, { empids: ['5', '8'] }), cookie: teamlead });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/No one could be included:\nPedro Bautista: The overtime overlaps/);
  });
});
