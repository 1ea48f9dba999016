import { beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';
import { addDays } from '../../lib/local-time';

// The approval engine with department routes, overrides and delegations.

const ctx = useTestApp();
const cookies: Record<string, string> = {};
beforeAll(async () => {
  for (const username of ['hr', 'employee', 'teamlead', 'approver', 'grace', 'carlo', 'pedro']) cookies[username] = await logInAs(ctx.app, username);
});

// The first week of March next year has no Philippine holiday.
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, Number(manilaDay().slice(0, 4)) + 1, 3);
});
const TEAM_LEAD = '00000003';
const APPROVER = '00000002';
const GRACE = '00000008';
const HR = '00000001';

const fileItinerary = async (username: string, day: number) => {
  const response = await call(ctx.app, { method: 'POST', url: '/api/v1/officialbusiness', payload: { recid: 0, fromDate: manilaDay(day), toDate: manilaDay(day), reason: 'Client visit' }, cookie: cookies[username] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { recid: number; approver1: string; approver1_empid: string; approver2_empid: string | null };
};
const waitingFor = async (username: string) =>
  ((await call(ctx.app, { method: 'GET', url: '/api/v1/officialbusiness/formyapproval', cookie: cookies[username] })).json() as { recid: number }[]).map((row) => row.recid);
const approve = (username: string, recids: number[]) => call(ctx.app, { method: 'POST', url: '/api/v3/officialbusiness/approve', payload: { recids }, cookie: cookies[username] });
const admin = (method: 'POST' | 'DELETE', url: string, payload?: object) => call(ctx.app, { method, url, ...(payload ? { payload } : {}), cookie: cookies.hr });

describe('routing a new request', () => {
  it("takes the department's route when the employee has no own route for the type", async () => {
    expect((await fileItinerary('grace', 39))).toMatchObject({ approver1_empid: TEAM_LEAD, approver2_empid: APPROVER });
    expect((await admin('POST', '/api/v1/admin/routes/departments', { department: 'Operations', requestTypes: ['official_business'], approver1: APPROVER })).statusCode).toBe(200);
    const filed = await fileItinerary('grace', 40);
    expect(filed).toMatchObject({ approver1_empid: APPROVER, approver1: 'Jose Reyes', approver2_empid: null });
    await admin('POST', '/api/v1/admin/routes/departments', { department: 'Operations', requestTypes: ['official_business'], approver1: TEAM_LEAD, approver2: APPROVER });
  });

  it("follows the employee's own route over the department's", async () => {
    await admin('POST', '/api/v1/admin/routes', { emp_id: '9', requestTypes: ['official_business'], approver1: APPROVER, approver2: HR });
    const filed = await fileItinerary('carlo', 40);
    expect(filed).toMatchObject({ approver1_empid: APPROVER, approver2_empid: HR });
    await admin('DELETE', '/api/v1/admin/routes?emp_id=9');
  });

  it('never moves a request already filed when the route changes; new requests take the new route', async () => {
    const pending = await fileItinerary('pedro', 41);
    expect((await admin('POST', '/api/v1/admin/routes', { emp_id: '5', requestTypes: ['official_business'], approver1: APPROVER })).statusCode).toBe(200);
    const row = await ctx.db.selectFrom('official_business').select(['approver1', 'approver2', 'current_approver']).where('recid', '=', pending.recid).executeTakeFirstOrThrow();
    expect(row).toEqual({ approver1: TEAM_LEAD, approver2: APPROVER, current_approver: TEAM_LEAD });
    expect(await waitingFor('teamlead')).toContain(pending.recid);
    expect(await waitingFor('approver')).not.toContain(pending.recid);
    expect((await fileItinerary('pedro', 42)).approver1_empid).toBe(APPROVER);
  });
});

describe('a delegate acting for an absent approver', () => {
  let delegationId = 0;

  it('sees the absent approver\'s waiting requests and badge, approves them, and both names are recorded', async () => {
    const filed = await fileItinerary('employee', 43);
    const created = await admin('POST', '/api/v1/admin/delegations', { approver: TEAM_LEAD, delegate: GRACE, fromDate: manilaDay(0), toDate: manilaDay(2), reason: 'Training' });
    delegationId = created.json().id;

    const grace = await logInAs(ctx.app, 'grace');
    cookies.grace = grace;
    const session = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'grace', password: 'demo1234' } });
    expect(session.json()).toMatchObject({ approver: 1 });
    const queue = (await call(ctx.app, { method: 'GET', url: '/api/v1/officialbusiness/formyapproval', cookie: grace })).json();
    expect(queue.find((r: { recid: number }) => r.recid === filed.recid)).toMatchObject({ awaits_you: true, approver1_empid: TEAM_LEAD });
    const count = (await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount', cookie: grace })).json();
    expect(count.obi_for_approval_count).toBeGreaterThan(0);

    const approved = await approve('grace', [filed.recid]);
    expect(approved.json()).toMatchObject({ done: [filed.recid], refused: [] });
    const row = await ctx.db.selectFrom('official_business').select(['status', 'approver1', 'acted_by1', 'acted_for1', 'current_approver']).where('recid', '=', filed.recid).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'A', approver1: TEAM_LEAD, acted_by1: GRACE, acted_for1: TEAM_LEAD, current_approver: APPROVER });

    const [listed] = (await call(ctx.app, { method: 'GET', url: '/api/v1/officialbusiness/formyapproval', cookie: cookies.approver })).json().filter((r: { recid: number }) => r.recid === filed.recid);
    expect(listed).toMatchObject({ approver1: 'Maria Santos', delegate1: 'Grace Aquino', delegate2: null });
    const history = (await call(ctx.app, { method: 'GET', url: '/api/v1/officialbusiness/formyapproval?status=B', cookie: grace })).json();
    expect(history.find((r: { recid: number }) => r.recid === filed.recid)).toMatchObject({ awaits_you: false, delegate1: 'Grace Aquino' });

    const audit = await ctx.db.selectFrom('audit_log').select(['actor_emp_id', 'after']).where('entity', '=', 'official_business').where('entity_id', '=', String(filed.recid)).where('action', '=', 'approve').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_emp_id: GRACE, after: { level: 1, status: 'A', on_behalf_of: TEAM_LEAD } });
  });

  it('says whom the step was for, on the single approve call too', async () => {
    const leave = await call(ctx.app, { method: 'POST', url: '/api/v3/leave', payload: { recid: 0, payItem: 'VL', fromDate: monday, toDate: monday, reason: 'Family' }, cookie: cookies.employee });
    expect(leave.statusCode, leave.body).toBe(200);
    const single = await call(ctx.app, { method: 'POST', url: '/api/v1/leave/approve', payload: { recid: leave.json().recid, emp_id: '4' }, cookie: cookies.grace });
    expect(single.json().message).toMatch(/approved at level 1 for Maria Santos; it now goes to level 2\.$/);
  });

  it("acts on a group request for the absent approver, its members' rows recording both names", async () => {
    const group = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: { recid: 0, payItem: 'VL', fromDate: addDays(monday, 1), toDate: addDays(monday, 1), reason: 'Team outing', empids: ['5', '9'] }, cookie: cookies.teamlead });
    expect(group.statusCode, group.body).toBe(200);
    const recid = group.json().recid as number;
    await admin('POST', '/api/v1/admin/delegations', { approver: APPROVER, delegate: '1', fromDate: manilaDay(0), toDate: manilaDay(0) });
    const waiting = (await call(ctx.app, { method: 'GET', url: '/api/v1/leaves/groupRequestForMyApproval', cookie: cookies.hr })).json();
    expect(waiting.map((row: { recid: number }) => row.recid)).toContain(recid);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/leaves/groupRequestForMyApprovalByRecordIdDetail?recid=${recid}`, cookie: cookies.hr })).statusCode).toBe(200);
    const approved = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest/approve', payload: { recid }, cookie: cookies.hr });
    expect(approved.json()).toMatchObject({ overall_status: 'A', message: `Leave G-${recid} approved for Jose Reyes.` });
    const details = await ctx.db.selectFrom('leaves').select(['acted_by1', 'acted_for1', 'status']).where('group_recid', '=', recid).execute();
    expect(details).toEqual([
      { acted_by1: '00000001', acted_for1: APPROVER, status: 'A' },
      { acted_by1: '00000001', acted_for1: APPROVER, status: 'A' },
    ]);
  });

  it('never acts on their own request, which is not in their queue either', async () => {
    await admin('POST', '/api/v1/admin/routes', { emp_id: '8', requestTypes: ['official_business'], approver1: TEAM_LEAD, approver2: APPROVER });
    const own = await fileItinerary('grace', 44);
    expect(await waitingFor('grace')).not.toContain(own.recid);
    const refused = await approve('grace', [own.recid]);
    expect(refused.json().refused).toEqual([{ recid: own.recid, message: 'You cannot approve or disapprove your own request.', message_code: 'request.own_request', params: {} }]);
  });

  it('may not act twice on one chain: the level-2 approver standing in for level 1 is refused', async () => {
    const other = await admin('POST', '/api/v1/admin/delegations', { approver: TEAM_LEAD, delegate: APPROVER, fromDate: manilaDay(0), toDate: manilaDay(0) });
    expect(other.statusCode).toBe(409); // Maria Santos already delegates to Grace today
    await ctx.db.insertInto('approval_delegations').values({ approver: TEAM_LEAD, delegate: APPROVER, from_date: manilaDay(0), to_date: manilaDay(0), created_by: '00000001' }).execute();
    const filed = await fileItinerary('carlo', 45);
    expect(await waitingFor('approver')).not.toContain(filed.recid);
    const refused = await approve('approver', [filed.recid]);
    expect(refused.json().refused[0].message).toMatch(/You are this request's level 2 approver, so you cannot also act at level 1 as a delegate\./);
  });

  it('does nothing outside its days, nor once ended', async () => {
    const filed = await fileItinerary('employee', 46);
    await ctx.db.updateTable('approval_delegations').set({ from_date: manilaDay(1) }).where('id', '=', delegationId).execute();
    expect(await waitingFor('grace')).not.toContain(filed.recid);
    expect((await approve('grace', [filed.recid])).json().refused[0].message).toBe('This request is not waiting for your approval.');

    await ctx.db.updateTable('approval_delegations').set({ from_date: manilaDay(-3), to_date: manilaDay(-1) }).where('id', '=', delegationId).execute();
    expect(await waitingFor('grace')).not.toContain(filed.recid);

    await ctx.db.updateTable('approval_delegations').set({ from_date: manilaDay(0), to_date: manilaDay(2) }).where('id', '=', delegationId).execute();
    expect(await waitingFor('grace')).toContain(filed.recid);
    expect((await admin('POST', '/api/v1/admin/delegations/end', { id: delegationId })).statusCode).toBe(200);
    expect(await waitingFor('grace')).not.toContain(filed.recid);
    expect((await approve('grace', [filed.recid])).json().refused).toHaveLength(1);
    expect(await waitingFor('teamlead')).toContain(filed.recid);
  });
});
