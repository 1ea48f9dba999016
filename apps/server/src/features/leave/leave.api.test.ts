import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, readableDate } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { firstMonday, manilaDay, quietMonday, workingDayOnOrAfter } from '../../../test/dates';

const ctx = useTestApp();
const nextYear = Number(manilaDay().slice(0, 4)) + 1;
// The first week of March next year has no Philippine holiday: Monday to Friday are 5 working days.
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, nextYear, 3, 28);
});

const leave = (fromDate: string, toDate: string, extra: object = {}) => ({ recid: 0, payItem: 'VL', fromDate, toDate, reason: 'Family trip to Bohol', ...extra });
const file = (cookie: string, body: object) => call(ctx.app, { method: 'POST', url: '/api/v3/leave', payload: body, cookie });
const balanceOf = async (cookie: string, payitem: string, empId?: string) => {
  const response = await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/balance?year=${nextYear}${empId ? `&emp_id=${empId}` : ''}`, cookie });
  return (response.json() as { payitem: string; pending: number; balance: number }[]).find((row) => row.payitem === payitem);
};

describe('leave types and balances', () => {
  it('lists the leave types in HR order', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const types = (await call(ctx.app, { method: 'GET', url: '/api/v1/leavetypes', cookie })).json();
    // Juan is a married man without a solo-parent ID: Paternity Leave is offered to
    // him; Maternity and Solo Parent Leave are not.
    expect(types.map((t: { payitem: string }) => t.payitem)).toEqual(['VL', 'SL', 'EL', 'PL', 'SIL']);
    const liza = await logInAs(ctx.app, 'liza');
    const hers = (await call(ctx.app, { method: 'GET', url: '/api/v1/leavetypes', cookie: liza })).json();
    expect(hers.map((t: { payitem: string }) => t.payitem)).toEqual(['VL', 'SL', 'EL', 'ML', 'SIL']);
    expect(types[0]).toEqual({ payitem: 'VL', leave_desc: 'Vacation Leave' });
  });

  it("answers one's own balance, a team member's to their lead, and 403 to anyone else", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    expect(await balanceOf(employee, 'VL')).toMatchObject({ leave_desc: 'Vacation Leave', entitled: 120, used: 0, pending: 0, balance: 120 });
    expect(await balanceOf(employee, 'ML')).toBeUndefined();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect(await balanceOf(teamlead, 'VL', '00000004')).toMatchObject({ balance: 120 });
    const pedro = await logInAs(ctx.app, 'pedro');
    const refused = await call(ctx.app, { method: 'GET', url: '/api/v1/leaves/balance?emp_id=00000004', cookie: pedro });
    expect(refused.statusCode).toBe(403);
    const outside = await call(ctx.app, { method: 'GET', url: '/api/v1/leaves/balance?emp_id=00000001', cookie: teamlead });
    expect(outside.statusCode).toBe(403);
  });
});

const setLeaveDuration = (on: boolean) => ctx.db.updateTable('company').set({ settings: JSON.stringify({ features: { leaveDuration: on } }) }).execute();

describe('POST /api/v3/leave', () => {
  it('takes whole working days only while the leave duration switch is off (the default), for single and group leaves', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const day = addDays(monday, 21);
    const half = await file(cookie, leave(day, day, { noOfHours: 4 }));
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe(
      `noOfHours: leaves are taken in whole working days here (the leave duration switch is off); leave it blank, or send 8 for the 1 working day(s) in ${readableDate(day)}.`,
    );
    // The whole days' own figure is accepted, as a client that always sends it would.
    const whole = await file(cookie, leave(day, day, { noOfHours: 8 }));
    expect(whole.json()).toMatchObject({ noofhours: 8 });
    // Withdrawn again: later tests count what waits for the approvers.
    await call(ctx.app, { method: 'DELETE', url: `/api/v1/leave?recid=${whole.json().recid}`, cookie });
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const group = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: { recid: 0, payItem: 'VL', fromDate: addDays(day, 1), toDate: addDays(day, 1), noOfHours: 4, reason: 'Half-day outing', empids: ['5'] }, cookie: teamlead });
    expect(group.statusCode).toBe(409);
    expect(group.json().message).toMatch(/No one could be included:\nPedro Bautista: noOfHours: leaves are taken in whole working days here .*send 8 for the 1 working day/);
    // The spec's noOfHours on a group leave, on the same terms: each member's own working days' hours.
    const wholeGroup = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: { recid: 0, payItem: 'VL', fromDate: addDays(day, 1), toDate: addDays(day, 1), noOfHours: 8, reason: 'Outing', empids: ['5', '9'] }, cookie: teamlead });
    expect(wholeGroup.statusCode).toBe(200);
    expect(wholeGroup.json()).toMatchObject({ included: ['00000005', '00000009'], charges: [{ empid: '00000005', noOfHours: 8 }, { empid: '00000009', noOfHours: 8 }] });
    await call(ctx.app, { method: 'DELETE', url: `/api/v1/leaves/groupRequest?recid=${wholeGroup.json().recid}`, cookie: teamlead });
  });

  it('charges 8 hours per working day by default, and a half day when asked (switch on)', async () => {
    await setLeaveDuration(true);
    const cookie = await logInAs(ctx.app, 'employee');
    const week = await file(cookie, leave(monday, addDays(monday, 6)));
    expect(week.statusCode).toBe(200);
    expect(week.json()).toMatchObject({ noofhours: 40, noofhoursa: null, leave_desc: 'Vacation Leave', status: '', status2: '', overall_status: '' });
    const half = await file(cookie, leave(addDays(monday, 7), addDays(monday, 7), { noOfHours: 4, payItem: 'SL', reason: 'Check-up' }));
    expect(half.json()).toMatchObject({ noofhours: 4, payitem: 'SL' });
    expect(await balanceOf(cookie, 'VL')).toBeDefined();
  });

  it('refuses bad input: Required dates, reversed, odd hours, unknown type, over the days held', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const missing = await file(cookie, { recid: 0, payItem: 'VL', reason: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.split('\n')).toEqual(['fromDate: Required', 'toDate: Required']);
    const reversed = await file(cookie, leave(addDays(monday, 14), addDays(monday, 13)));
    expect(reversed.json().message).toMatch(/fromDate must not be after toDate/);
    const odd = await file(cookie, leave(addDays(monday, 14), addDays(monday, 14), { noOfHours: 3.3 }));
    expect(odd.json().message).toMatch(/half hours/);
    const unknown = await file(cookie, leave(addDays(monday, 14), addDays(monday, 14), { payItem: 'XX' }));
    expect(unknown.json().message).toMatch(/not a leave type/);
    const tooMany = await file(cookie, leave(addDays(monday, 14), addDays(monday, 14), { noOfHours: 9 }));
    expect(tooMany.json().message).toMatch(/more than the 1 working day/);
    const weekend = await file(cookie, leave(addDays(monday, 5), addDays(monday, 6)));
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().message).toMatch(/no working day/);
  });

  it('refuses an overlap with a pending leave (409)', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const overlap = await file(cookie, leave(addDays(monday, 2), addDays(monday, 2)));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/^These dates overlap leave #\d+ \((Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}, \d{4}( to .*)?\)\.$/);
    // The refusal names the field it is about, so the form shows it there.
    expect(overlap.json().field).toBe('fromDate');
  });

  it('never overdraws a balance, even with 20 filings at once', async () => {
    const cookie = await logInAs(ctx.app, 'grace');
    // Twenty weekdays that are not holidays, so each filing asks for 8 hours.
    const holidays = new Set((await ctx.db.selectFrom('holidays').select('holiday_date').execute()).map((h) => h.holiday_date));
    const days: string[] = [];
    for (let day = firstMonday(nextYear, 5); days.length < 20; day = addDays(day, 1)) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !holidays.has(day)) days.push(day);
    }
    const results = await Promise.all(days.map((day) => file(cookie, leave(day, day, { payItem: 'EL', reason: 'Emergency' }))));
    const statuses = results.map((r) => r.statusCode);
    if (statuses.some((s) => s !== 200 && s !== 409)) throw new Error(results.map((r) => r.body).join('\n'));
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(/Not enough Emergency Leave: 8 hours asked, 0 left/);
    expect(await balanceOf(cookie, 'EL')).toMatchObject({ entitled: 24, pending: 24, balance: 0 });
  });
});

describe('approving, rejecting and deleting leave', () => {
  it('approval records the hours and marks each working day; rejection and deletion give hours back', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const [week] = (await call(ctx.app, { method: 'GET', url: `/api/v1/leaves?fromDate=${monday}&toDate=${monday}`, cookie: employee })).json();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const approver = await logInAs(ctx.app, 'approver');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount', cookie: teamlead })).json().leaves_for_approval_count).toBe(5);
    const first = await call(ctx.app, { method: 'POST', url: '/api/v1/leave/approve', payload: { recid: week.recid, emp_id: '00000004' }, cookie: teamlead });
    expect(first.json().overall_status).toBe('B');
    const bulk = await call(ctx.app, { method: 'POST', url: '/api/v3/leaves/approve', payload: { recids: [week.recid] }, cookie: approver });
    expect(bulk.json().done).toEqual([week.recid]);
    const marks = await ctx.db.selectFrom('day_marks').select(['trdate', 'charged_to', 'hours']).where('request_type', '=', 'leave').where('recid', '=', week.recid).orderBy('trdate').execute();
    expect(marks).toEqual([0, 1, 2, 3, 4].map((i) => ({ trdate: addDays(monday, i), charged_to: 'VL', hours: '8.00' })));
    const [approved] = (await call(ctx.app, { method: 'GET', url: `/api/v1/leaves?fromDate=${monday}&toDate=${monday}`, cookie: employee })).json();
    expect(approved).toMatchObject({ noofhoursa: 40, overall_status: 'A' });

    const [sick] = (await call(ctx.app, { method: 'GET', url: '/api/v1/leaves?status=', cookie: employee })).json();
    expect((await balanceOf(employee, 'SL'))!).toMatchObject({ pending: 4 });
    const rejected = await call(ctx.app, { method: 'POST', url: '/api/v1/leave/disapprove', payload: { recid: sick.recid, emp_id: '00000004', remarks: 'Clinic is closed that day' }, cookie: teamlead });
    expect(rejected.json().overall_status).toBe('D');
    expect((await balanceOf(employee, 'SL'))!).toMatchObject({ pending: 0, balance: 120 });

    const again = (await file(employee, leave(addDays(monday, 21), addDays(monday, 21), { payItem: 'SL', reason: 'x' }))).json();
    expect((await balanceOf(employee, 'SL'))!.pending).toBe(8);
    const deleted = await call(ctx.app, { method: 'DELETE', url: `/api/v1/leave?recid=${again.recid}`, cookie: employee });
    expect(deleted.json().message).toMatch(/back in your balance/);
    expect((await balanceOf(employee, 'SL'))!.pending).toBe(0);
  });
});

describe('group leave (team lead)', () => {
  let groupMonday = '';
  beforeAll(async () => {
    groupMonday = await quietMonday(ctx.db, nextYear, 6, 1);
  });

  it('is refused to an employee, and for anyone outside the team', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const body = { recid: 0, payItem: 'VL', fromDate: groupMonday, toDate: groupMonday, reason: 'Team outing', empids: ['00000005'] };
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: body, cookie: employee })).statusCode).toBe(403);
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const outside = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: { ...body, empids: ['00000005', '00000001'] }, cookie: teamlead });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toMatch(/Not in your team: 00000001/);
  });

  it('files for the eligible members, names the one left out and why, and is approved as one', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    // Liza rests on Sundays and Mondays: a Monday leave has nothing to charge her.
    const body = { recid: 0, payItem: 'VL', fromDate: groupMonday, toDate: groupMonday, reason: 'Team outing', empids: ['5', '8', '6'] };
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: body, cookie: teamlead });
    expect(filed.statusCode).toBe(200);
    const group = filed.json();
    expect(group).toMatchObject({ included: ['00000005', '00000008'], members: 2, approver1: 'Jose Reyes', status: '', overall_status: '' });
    expect(group.excluded).toEqual([
      {
        empid: '00000006',
        fullname: 'Liza Mendoza',
        message: expect.stringMatching(/no working day/),
        message_code: 'leave.no_working_day',
        params: { days: { en: expect.any(String), fil: expect.any(String) } },
      },
    ]);
    expect(group.message).toMatch(/filed for 2 employee\(s\); 1 could not be included/);

    const details = (await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/groupRequestByRecordId?recidhdr=${group.recid}`, cookie: teamlead })).json();
    expect(details.map((d: { emp_id: string }) => d.emp_id).sort()).toEqual(['00000005', '00000008']);
    expect(details[0]).toMatchObject({ group_recid: group.recid, current_level: null, noofhours: 8 });

    const pedro = await logInAs(ctx.app, 'pedro');
    const ownDelete = await call(ctx.app, { method: 'DELETE', url: `/api/v1/leave?recid=${details[0].recid}`, cookie: pedro });
    expect([404, 409]).toContain(ownDelete.statusCode);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/groupRequestByRecordId?recidhdr=${group.recid}`, cookie: pedro })).statusCode).toBe(404);

    const approver = await logInAs(ctx.app, 'approver');
    const waiting = (await call(ctx.app, { method: 'GET', url: '/api/v1/leaves/groupRequestForMyApproval', cookie: approver })).json();
    expect(waiting.map((g: { recid: number }) => g.recid)).toContain(group.recid);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/groupRequestForMyApprovalByRecordIdDetail?recid=${group.recid}`, cookie: approver })).json()).toHaveLength(2);
    const approved = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest/approve', payload: { recid: group.recid }, cookie: approver });
    expect(approved.json()).toMatchObject({ overall_status: 'A' });
    const after = (await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/groupRequestByRecordId?recidhdr=${group.recid}`, cookie: teamlead })).json();
    expect(after.every((d: { status: string; overall_status: string; noofhoursa: number }) => d.status === 'A' && d.overall_status === 'A' && d.noofhoursa === 8)).toBe(true);
    const marks = await ctx.db.selectFrom('day_marks').select('emp_id').where('request_type', '=', 'leave').where('trdate', '=', groupMonday).execute();
    expect(marks.map((m) => m.emp_id).sort()).toEqual(['00000005', '00000008']);
    const twice = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest/approve', payload: { recid: group.recid }, cookie: approver });
    expect(twice.statusCode).toBe(409);
  });

  it('deletes one member or a whole pending group, and rejects a group with remarks', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const day = await workingDayOnOrAfter(ctx.db, addDays(groupMonday, 7));
    const group = (await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: { recid: 0, payItem: 'VL', fromDate: day, toDate: day, reason: 'Training', empids: ['5', '9'] }, cookie: teamlead })).json();
    const one = await call(ctx.app, { method: 'DELETE', url: `/api/v1/leaves/groupRequest?recid=${group.recid}&empid=00000009`, cookie: teamlead });
    expect(one.json().message).toMatch(/removed/);
    const approver = await logInAs(ctx.app, 'approver');
    const noRemarks = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest/disapprove', payload: { recid: group.recid }, cookie: approver });
    expect(noRemarks.statusCode).toBe(400);
    await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest/disapprove', payload: { recid: group.recid, remarks: 'Peak season' }, cookie: approver });
    const [detail] = (await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/groupRequestByRecordId?recidhdr=${group.recid}`, cookie: teamlead })).json();
    expect(detail).toMatchObject({ status: 'D', overall_status: 'D', remarks: 'Peak season' });
    const gone = await call(ctx.app, { method: 'DELETE', url: `/api/v1/leaves/groupRequest?recid=${group.recid}`, cookie: teamlead });
    expect(gone.statusCode).toBe(409);

    const other = (await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: { recid: 0, payItem: 'VL', fromDate: addDays(day, 7), toDate: addDays(day, 7), reason: 'x', empids: ['9'] }, cookie: teamlead })).json();
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/leaves/groupRequest?recid=${other.recid}`, cookie: teamlead })).json().message).toMatch(/deleted/);
  });
});
