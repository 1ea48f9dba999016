import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';
import { renderMessage } from '../../lib/messages';

const ctx = useTestApp();
const nextYear = Number(manilaDay().slice(0, 4)) + 1;
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, nextYear, 3);
});

const change = (empid: string, fromDate: string, toDate: string, shift = 'NIGHT', extra: object = {}) => ({ recid: 0, empid, fromDate, toDate, shift, ...extra });
const post = (cookie: string, url: string, payload: object) => call(ctx.app, { method: 'POST', url, payload, cookie });
const records = async (cookie: string, fromDate: string, toDate: string, empid?: string) =>
  (await call(ctx.app, { method: 'GET', url: `/api/v1/shiftrecords?fromDate=${fromDate}&toDate=${toDate}${empid ? `&empid=${empid}` : ''}`, cookie })).json();

describe('shift table and records', () => {
  it('lists the shifts, the night one crossing midnight', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const table = (await call(ctx.app, { method: 'GET', url: '/api/v1/shiftable', cookie })).json();
    expect(table).toContainEqual({ shift: 'NIGHT', shiftdesc: 'Night shift', timein: '22:00', timeout: '07:00' });
    expect(table.map((s: { shift: string }) => s.shift)).toEqual(['DAY', 'MID', 'NIGHT']);
  });

  it('answers the default schedule per day with rest days, and refuses bad ranges and other people', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const week = await records(cookie, monday, addDays(monday, 6));
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ trdate: monday, shift: 'DAY', shiftdesc: expect.any(String), timein: '08:00', timeout: '17:00', restday: false });
    expect(week[5].restday).toBe(true);
    const reversed = await call(ctx.app, { method: 'GET', url: `/api/v1/shiftrecords?fromDate=${monday}&toDate=${addDays(monday, -1)}`, cookie });
    expect(reversed.statusCode).toBe(400);
    const tooLong = await call(ctx.app, { method: 'GET', url: `/api/v1/shiftrecords?fromDate=${monday}&toDate=${addDays(monday, 120)}`, cookie });
    expect(tooLong.statusCode).toBe(400);
    const other = await call(ctx.app, { method: 'GET', url: `/api/v1/shiftrecords?fromDate=${monday}&toDate=${monday}&empid=00000005`, cookie });
    expect(other.statusCode).toBe(403);
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect(await records(teamlead, monday, monday, '00000005')).toHaveLength(1);
  });
});

describe('an employee\'s own shift change', () => {
  it('is filed, approved through both levels, and then changes the effective schedule of those days only', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await post(employee, '/api/v1/shift', change('4', monday, addDays(monday, 1)));
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ shift: 'NIGHT', schedule: 'NIGHT - Night shift(22:00 - 07:00)', stats: '', stats2: '', managed: false, reason: null });
    const { recid } = filed.json();
    expect((await records(employee, monday, monday))[0].shift).toBe('DAY');

    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount', cookie: teamlead })).json().shiftchg_for_approval_count).toBe(1);
    expect((await post(teamlead, '/api/v3/shift/approve', { recids: [recid] })).json().done).toEqual([recid]);
    expect((await records(employee, monday, monday))[0].shift).toBe('DAY');
    const approver = await logInAs(ctx.app, 'approver');
    expect((await post(approver, '/api/v3/shift/approve', { recids: [recid] })).json().done).toEqual([recid]);

    const after = await records(employee, addDays(monday, -1), addDays(monday, 2));
    expect(after.map((d: { shift: string }) => d.shift)).toEqual(['DAY', 'NIGHT', 'NIGHT', 'DAY']);
    expect(after[1]).toMatchObject({ timein: '22:00', timeout: '07:00', restday: false });
  });

  it('refuses bad input, an unknown shift, someone else\'s empid and an overlap', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const missing = await post(employee, '/api/v1/shift', { recid: 0, empid: '4', shift: 'DAY' });
    expect(missing.json().message.split('\n')).toEqual(['fromDate: Required', 'toDate: Required']);
    expect((await post(employee, '/api/v1/shift', change('4', addDays(monday, 9), addDays(monday, 8)))).json().message).toMatch(/fromDate must not be after toDate/);
    expect((await post(employee, '/api/v1/shift', change('4', addDays(monday, 8), addDays(monday, 8), 'GRAVEYARD'))).json().message).toMatch(/not in the shift table/);
    expect((await post(employee, '/api/v1/shift', change('5', addDays(monday, 8), addDays(monday, 8)))).statusCode).toBe(403);
    const overlap = await post(employee, '/api/v1/shift', change('4', addDays(monday, 1), addDays(monday, 3), 'MID'));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/overlap shift change #\d+/);
  });

  it('requires a reason only when the switch says so', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    await ctx.db.updateTable('company').set({ settings: JSON.stringify({ features: { shiftRequestReason: true } }) }).execute();
    const refused = await post(pedro, '/api/v1/shift', change('5', addDays(monday, 14), addDays(monday, 14)));
    expect(refused.json().message).toBe('reason is required');
    await ctx.db.updateTable('company').set({ settings: JSON.stringify({}) }).execute();
    const filed = await post(pedro, '/api/v1/shift', change('5', addDays(monday, 14), addDays(monday, 14)));
    expect(filed.statusCode).toBe(200);
    const carlo = await logInAs(ctx.app, 'carlo');
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/shift?recid=${filed.json().recid}`, cookie: carlo })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/shift?recid=${filed.json().recid}`, cookie: pedro })).json().message).toMatch(/deleted/);
  });
});

describe('managed shift changes (team lead)', () => {
  it('take effect at once for a team member, are withdrawn by the lead, and are refused outside the team', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const day = addDays(monday, 21);
    const set = await post(teamlead, '/api/v1/shift/managed', change('6', day, day, 'DAY'));
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ managed: true, overall_status: 'A', stats: 'A', filed_by: '00000003' });
    expect(set.json().message).toMatch(/Liza Mendoza is on DAY - /);
    expect((await records(teamlead, day, day, '00000006'))[0].shift).toBe('DAY');
    const managed = (await call(ctx.app, { method: 'GET', url: '/api/v1/shift/managed', cookie: teamlead })).json();
    expect(managed.map((m: { recid: number }) => m.recid)).toContain(set.json().recid);

    expect((await post(teamlead, '/api/v1/shift/managed', change('1', day, day))).statusCode).toBe(403);
    const employee = await logInAs(ctx.app, 'employee');
    expect((await post(employee, '/api/v1/shift/managed', change('5', day, day))).statusCode).toBe(403);
    const liza = await logInAs(ctx.app, 'liza');
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/shift?recid=${set.json().recid}`, cookie: liza })).statusCode).toBe(409);

    const withdrawn = await call(ctx.app, { method: 'DELETE', url: `/api/v1/shift/managed?recid=${set.json().recid}`, cookie: teamlead });
    expect(withdrawn.json().message).toMatch(/withdrawn/);
    expect((await records(teamlead, day, day, '00000006'))[0].shift).toBe('MID');
  });
});

describe('group shift changes', () => {
  it('are filed for a team, leave out a member with an overlapping change, and are approved as a group', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const from = addDays(monday, 28);
    const pedro = await logInAs(ctx.app, 'pedro');
    await post(pedro, '/api/v1/shift', change('5', from, from, 'MID'));
    const filed = await post(teamlead, '/api/v1/shift/groupRequest', { recid: 0, fromDate: from, toDate: addDays(from, 4), shift: 'MID', empids: ['5', '8', '9'] });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ included: ['00000008', '00000009'], members: 2, schedule: 'MID - Mid shift(13:00 - 22:00)' });
    expect(filed.json().excluded[0]).toMatchObject({ empid: '00000005', message: expect.stringMatching(/overlap shift change/), message_code: 'shift.overlap' });
    // The member's reason is coded too, so the lead reads it in their language.
    const { message_code: reason, params: reasonParams } = filed.json().excluded[0];
    expect(renderMessage(reason, reasonParams, 'fil')).toMatch(/^Sumasabay ang mga araw na ito sa pagpalit ng shift #\d+ \(/);
    expect(filed.json()).toMatchObject({ message_code: 'shift.group_filed', params: { count: 2, excluded: 1, schedule: 'MID - Mid shift(13:00 - 22:00)' } });
    expect(renderMessage(filed.json().message_code, filed.json().params, 'fil')).toMatch(/^Na-file ang group na pagpalit ng shift G-\d+ papuntang MID - Mid shift\(13:00 - 22:00\) para sa 2 empleyado; 1 ang hindi naisama\.$/);
    const recid = filed.json().recid;

    const approver = await logInAs(ctx.app, 'approver');
    const waiting = (await call(ctx.app, { method: 'GET', url: '/api/v1/shift/groupRequestForMyApproval', cookie: approver })).json();
    expect(waiting.map((g: { recid: number }) => g.recid)).toContain(recid);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/shift/groupRequestForMyApprovalByRecordIdDetail?recidhdr=${recid}`, cookie: approver })).json()).toHaveLength(2);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/shift/groupRequestByRecordId?recidhdr=${recid}`, cookie: pedro })).statusCode).toBe(404);
    const approved = await post(approver, '/api/v1/shift/bulkChangeRequest/approve', { recid });
    expect(approved.json().overall_status).toBe('A');
    expect((await records(teamlead, from, from, '00000008'))[0].shift).toBe('MID');
    expect((await records(teamlead, from, from, '00000009'))[0].shift).toBe('MID');
    expect((await post(approver, '/api/v1/shift/bulkChangeRequest/disapprove', { recid, remarks: 'late' })).statusCode).toBe(409);
  });
});
