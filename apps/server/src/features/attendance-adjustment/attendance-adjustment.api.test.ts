import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { renderMessage } from '../../lib/messages';

const ctx = useTestApp();
const EMPLOYEE = '00000004';

const adjustment = (trDate: string, extra: object = {}) => ({
  recid: 0,
  trDate,
  timeIn1: '08:00',
  timeOut1: '12:00',
  timeIn2: '13:00',
  timeOut2: '17:30',
  reason: 'Forgot to time out after the client call',
  ...extra,
});

async function file(cookie: string, body: object, url = '/api/v3/attendance/adjustment') {
  return call(ctx.app, { method: 'POST', url, payload: body, cookie });
}

async function approve(cookie: string, recid: number, empId = EMPLOYEE) {
  return call(ctx.app, { method: 'POST', url: '/api/v1/attendance/adjustment/approve', payload: { recid, emp_id: empId }, cookie });
}

describe('filing an attendance adjustment', () => {
  it('files with the route copied on: level 1 team lead, level 2 approver, level 3 none', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await file(cookie, adjustment(manilaDay(-3)));
    expect(response.statusCode).toBe(200);
    const row = response.json();
    expect(row.message).toMatch(/^Attendance adjustment #\d+ for (Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{4} filed\.$/);
    expect(row).toMatchObject({
      emp_id: EMPLOYEE,
      fullname: 'Juan dela Cruz',
      trdate: manilaDay(-3),
      timein1: '08:00:00',
      timeout2: '17:30:00',
      timein3: null,
      stats: '',
      stats2: '',
      stats3: null,
      approver1: 'Maria Santos',
      approver2: 'Jose Reyes',
      approver3: null,
      overall_status: '',
      current_level: 1,
      documents: [],
    });
    const mine = await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments?status=', cookie });
    expect(mine.json().map((r: { recid: number }) => r.recid)).toContain(row.recid);
  });

  it('shows in "for my approval" of the one person whose turn it is, and counts in their badge', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const approver = await logInAs(ctx.app, 'approver');
    const waiting = await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments/formyapproval', cookie: teamlead });
    expect(waiting.json()).toHaveLength(1);
    const notYet = await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments/formyapproval', cookie: approver });
    expect(notYet.json()).toHaveLength(0);
    const count = await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount', cookie: teamlead });
    expect(count.json().attadj_for_approval_count).toBe(1);
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const badTime = await file(cookie, adjustment(manilaDay(-4), { timeIn1: '25:00' }));
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toMatch(/timeIn1 must be a time as HH:mm/);
    const badMinutes = await file(cookie, adjustment(manilaDay(-4), { timeOut1: '12:60' }));
    expect(badMinutes.json().message).toMatch(/timeOut1/);
    const future = await file(cookie, adjustment(manilaDay(1)));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/has not come yet/);
    const noReason = await file(cookie, adjustment(manilaDay(-4), { reason: '   ' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: 'reason is required', field: 'reason' });
    const backwards = await file(cookie, adjustment(manilaDay(-4), { timeIn1: '17:00', timeOut1: '08:00', timeIn2: null, timeOut2: null }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: 'timeOut1 (08:00) must be after timeIn1 (17:00).', field: 'timeOut1' });
    const halfPair = await file(cookie, adjustment(manilaDay(-4), { timeIn1: null, timeOut1: '17:00', timeIn2: null, timeOut2: null }));
    expect(halfPair.json()).toMatchObject({ message: 'Enter Time In 1 too: Time Out 1 needs it.', field: 'timeIn1' });
    const badDate = await file(cookie, adjustment('2026-13-01'));
    expect(badDate.json().message).toMatch(/trDate must be a date/);
  });

  it('refuses a second pending adjustment for the same day with 409', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const second = await file(cookie, adjustment(manilaDay(-3), { reason: 'again' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already a pending attendance adjustment for .* Edit that one instead/);
    expect(second.json().field).toBe('trDate');
  });

  it('lets a night-shift employee pass midnight, and not a day-shift one', async () => {
    const ramon = await logInAs(ctx.app, 'ramon');
    const night = { timeIn1: '22:00', timeOut1: '02:00', timeIn2: '03:00', timeOut2: '07:00' };
    const ok = await file(ramon, adjustment(manilaDay(-5), night));
    expect(ok.statusCode).toBe(200);
    const pedro = await logInAs(ctx.app, 'pedro');
    const refused = await file(pedro, adjustment(manilaDay(-5), night));
    expect(refused.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await file('', adjustment(manilaDay(-3)))).statusCode).toBe(401);
  });
});

describe('editing and deleting', () => {
  it('lets the requester edit and delete their own pending request, and no one else', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const filed = (await file(employee, adjustment(manilaDay(-6)))).json();
    const edited = await file(employee, adjustment(manilaDay(-6), { recid: filed.recid, timeOut2: '18:00', reason: 'Stayed for the audit' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ recid: filed.recid, timeout2: '18:00:00', reason: 'Stayed for the audit' });

    const pedro = await logInAs(ctx.app, 'pedro');
    const foreignEdit = await file(pedro, adjustment(manilaDay(-6), { recid: filed.recid }));
    expect(foreignEdit.statusCode).toBe(404);
    const foreignDelete = await call(ctx.app, { method: 'DELETE', url: `/api/v1/attendance/adjustment?recid=${filed.recid}`, cookie: pedro });
    expect(foreignDelete.statusCode).toBe(404);

    const deleted = await call(ctx.app, { method: 'DELETE', url: `/api/v1/attendance/adjustment?recid=${filed.recid}`, cookie: employee });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(`Attendance adjustment #${filed.recid} deleted.`);
    const audit = await ctx.db.selectFrom('audit_log').select(['action']).where('entity', '=', 'attendance_adjustment').where('entity_id', '=', String(filed.recid)).execute();
    expect(audit.map((a) => a.action)).toEqual(['file', 'edit', 'delete']);
    const bad = await call(ctx.app, { method: 'DELETE', url: '/api/v1/attendance/adjustment?recid=abc', cookie: employee });
    expect(bad.statusCode).toBe(400);
  });
});

describe('approving through the levels', () => {
  it('goes B at level 1, A at level 2, and then replaces the day\'s time entries, keeping the originals', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const approver = await logInAs(ctx.app, 'approver');
    const day = manilaDay(-7);
    const original = await ctx.db.selectFrom('punches').select('id').where('emp_id', '=', EMPLOYEE).where('trdate', '=', day).where('superseded_at', 'is', null).execute();
    const { recid } = (await file(employee, adjustment(day, { timeIn1: '07:45', timeOut1: '12:00', timeIn2: '13:00', timeOut2: '18:15' }))).json();

    const early = await approve(approver, recid);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/not yet at your level/);
    const wrongEmp = await approve(teamlead, recid, '00000005');
    expect(wrongEmp.statusCode).toBe(404);

    const first = await approve(teamlead, recid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ recid, overall_status: 'B' });
    const twice = await approve(teamlead, recid);
    expect(twice.statusCode).toBe(409);

    const edit = await file(employee, adjustment(day, { recid }));
    expect(edit.statusCode).toBe(409);
    const remove = await call(ctx.app, { method: 'DELETE', url: `/api/v1/attendance/adjustment?recid=${recid}`, cookie: employee });
    expect(remove.statusCode).toBe(409);

    const second = await approve(approver, recid);
    expect(second.json()).toMatchObject({ recid, overall_status: 'A' });
    const [row] = (await call(ctx.app, { method: 'GET', url: `/api/v1/attendance/adjustments?fromDate=${day}&toDate=${day}`, cookie: employee })).json();
    expect(row).toMatchObject({ stats: 'A', stats2: 'A', stats3: null, overall_status: 'A', current_level: null });

    const records = (await call(ctx.app, { method: 'GET', url: `/api/v2/time?fromDate=${day}&toDate=${day}`, cookie: employee })).json();
    expect(records[0]).toMatchObject({ trdate: day, timein1: '07:45:00', timeout1: '12:00:00', timein2: '13:00:00', timeout2: '18:15:00' });
    const kept = await ctx.db.selectFrom('punches').select(['id', 'superseded_at']).where('id', 'in', original.length ? original.map((p) => p.id) : ['0']).execute();
    expect(kept.every((p) => p.superseded_at !== null)).toBe(true);
    const added = await ctx.db.selectFrom('punches').select(['source', 'adjustment_recid']).where('emp_id', '=', EMPLOYEE).where('trdate', '=', day).where('superseded_at', 'is', null).execute();
    expect(added).toHaveLength(4);
    expect(added.every((p) => p.source === 'adjustment' && p.adjustment_recid === recid)).toBe(true);

    const again = await approve(approver, recid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already approved/);
  });

  it('puts a night shift\'s entries after midnight on the next calendar day', async () => {
    const ramon = await logInAs(ctx.app, 'ramon');
    const [pending] = (await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments', cookie: ramon })).json();
    await approve(await logInAs(ctx.app, 'teamlead'), pending.recid, '00000007');
    await approve(await logInAs(ctx.app, 'approver'), pending.recid, '00000007');
    const punches = await ctx.db
      .selectFrom('punches')
      .select(sql<string>`to_char(punched_at at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI')`.as('at'))
      .where('adjustment_recid', '=', pending.recid)
      .orderBy('punched_at')
      .execute();
    expect(punches.map((p) => p.at)).toEqual([`${manilaDay(-5)} 22:00`, `${manilaDay(-4)} 02:00`, `${manilaDay(-4)} 03:00`, `${manilaDay(-4)} 07:00`]);
  });

  it('refuses the requester approving their own request, and a disapproval without remarks', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const own = (await file(teamlead, adjustment(manilaDay(-3)))).json();
    expect(own.approver1).toBe('Jose Reyes');
    const self = await approve(teamlead, own.recid, '00000003');
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/own request/);
    const approver = await logInAs(ctx.app, 'approver');
    const noRemarks = await call(ctx.app, { method: 'POST', url: '/api/v1/attendance/adjustment/disapprove', payload: { recid: own.recid, emp_id: '00000003', remarks: ' ' }, cookie: approver });
    expect(noRemarks.statusCode).toBe(400);
    expect(noRemarks.json().message).toMatch(/remarks are required/);
  });

  it('lands exactly once when the same approver approves twice at the same moment', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    const { recid } = (await file(pedro, adjustment(manilaDay(-8)))).json();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const results = await Promise.all([approve(teamlead, recid, '00000005'), approve(teamlead, recid, '00000005'), approve(teamlead, recid, '00000005')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const audit = await ctx.db.selectFrom('audit_log').select('id').where('entity', '=', 'attendance_adjustment').where('entity_id', '=', String(recid)).where('action', '=', 'approve').execute();
    expect(audit).toHaveLength(1);
  });
});

describe('bulk approve and disapprove', () => {
  it('answers done and refused per recid, each all-or-nothing', async () => {
    const grace = await logInAs(ctx.app, 'grace');
    const carlo = await logInAs(ctx.app, 'carlo');
    const a = (await file(grace, adjustment(manilaDay(-9)))).json().recid;
    const b = (await file(carlo, adjustment(manilaDay(-9)))).json().recid;
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const response = await call(ctx.app, { method: 'POST', url: '/api/v3/attendance/adjustment/approve', payload: { recids: [a, b, 999999] }, cookie: teamlead });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: '2 attendance adjustments approved; 1 refused.',
      message_code: 'approval.bulk_decided_some_refused',
      params: { done: 2, labels: { en: 'attendance adjustments', fil: 'pag-adjust ng attendance' }, decision: 'approved', refused: 1 },
      done: [a, b],
      refused: [
        {
          recid: 999999,
          message: 'There is no attendance adjustment #999999.',
          message_code: 'approval.no_such_request',
          params: { label: { en: 'attendance adjustment', fil: 'pag-adjust ng attendance' }, ref: '#999999' },
        },
      ],
    });
    expect(renderMessage(response.json().message_code, response.json().params, 'fil')).toBe('Naaprubahan ang 2 pag-adjust ng attendance; 1 ang hindi natuloy.');
    expect(renderMessage(response.json().refused[0].message_code, response.json().refused[0].params, 'fil')).toBe('Walang pag-adjust ng attendance na #999999.');
    const approver = await logInAs(ctx.app, 'approver');
    const rejected = await call(ctx.app, { method: 'POST', url: '/api/v3/attendance/adjustment/disapprove', payload: { recids: [a], remarks: 'No logbook entry for that day' }, cookie: approver });
    expect(rejected.json().done).toEqual([a]);
    const [row] = (await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments?status=E', cookie: grace })).json();
    expect(row).toMatchObject({ recid: a, stats: 'A', stats2: 'D', overall_status: 'E', remarks2: 'No logbook entry for that day' });
  });

  it('refuses a bulk call with no recids or without remarks to disapprove', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const empty = await call(ctx.app, { method: 'POST', url: '/api/v3/attendance/adjustment/approve', payload: { recids: [] }, cookie: teamlead });
    expect(empty.statusCode).toBe(400);
    const noRemarks = await call(ctx.app, { method: 'POST', url: '/api/v3/attendance/adjustment/disapprove', payload: { recids: [1] }, cookie: teamlead });
    expect(noRemarks.statusCode).toBe(400);
  });

  it('rejects at level 1 as D, and an approver outside the route is refused', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    const { recid } = (await file(pedro, adjustment(manilaDay(-10)))).json();
    const hr = await logInAs(ctx.app, 'hr');
    const outsider = await call(ctx.app, { method: 'POST', url: '/api/v3/attendance/adjustment/approve', payload: { recids: [recid] }, cookie: hr });
    expect(outsider.json().refused).toEqual([{ recid, message: 'This request is not waiting for your approval.', message_code: 'request.not_waiting', params: {} }]);
    const teamlead = await logInAs(ctx.app, 'teamlead');
    await call(ctx.app, { method: 'POST', url: '/api/v3/attendance/adjustment/disapprove', payload: { recids: [recid], remarks: 'Duplicate' }, cookie: teamlead });
    const [row] = (await call(ctx.app, { method: 'GET', url: '/api/v1/attendance/adjustments?status=D', cookie: pedro })).json();
    expect(row).toMatchObject({ recid, stats: 'D', stats2: '', overall_status: 'D', remarks: 'Duplicate' });
  });
});

describe('filing on behalf (team lead)', () => {
  it('is refused with 403 while the switch is off', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const response = await file(teamlead, { ...adjustment(manilaDay(-11)), empId: EMPLOYEE }, '/api/v3/attendance/adjustment/onbehalf');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/not enabled/);
  });

  it('files for a team member when the switch is on, skipping the filer in the route; never outside the team', async () => {
    await ctx.db.updateTable('company').set({ settings: JSON.stringify({ features: { teamLeadFileOnBehalf: true } }) }).execute();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const response = await file(teamlead, { ...adjustment(manilaDay(-11)), empId: '4' }, '/api/v3/attendance/adjustment/onbehalf');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ emp_id: EMPLOYEE, filed_by: '00000003', approver1: 'Jose Reyes', approver2: null, stats2: null });
    expect(response.json().message).toMatch(/for Juan dela Cruz filed/);
    const outside = await file(teamlead, { ...adjustment(manilaDay(-11)), empId: '00000001' }, '/api/v3/attendance/adjustment/onbehalf');
    expect(outside.statusCode).toBe(403);
    const employee = await logInAs(ctx.app, 'employee');
    const notLead = await file(employee, { ...adjustment(manilaDay(-12)), empId: '00000005' }, '/api/v3/attendance/adjustment/onbehalf');
    expect(notLead.statusCode).toBe(403);
  });

});
