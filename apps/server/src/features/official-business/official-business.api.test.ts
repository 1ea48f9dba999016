import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();

const itinerary = (fromDate: string, toDate: string, extra: object = {}) => ({
  recid: 0,
  fromDate,
  toDate,
  reason: 'Client visit, Ortigas',
  ...extra,
});

const save = (cookie: string, body: object) => call(ctx.app, { method: 'POST', url: '/api/v1/officialbusiness', payload: body, cookie });
const bulk = (cookie: string, verb: 'approve' | 'disapprove', payload: object) =>
  call(ctx.app, { method: 'POST', url: `/api/v3/officialbusiness/${verb}`, payload, cookie });

describe('POST /api/v1/officialbusiness', () => {
  it('files an itinerary with its days counted and the route copied on', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await save(cookie, itinerary(manilaDay(3), manilaDay(5)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      frdate: manilaDay(3), todate: manilaDay(5), noofdays: 3,
      status: '', status2: '', status3: null, approver1: 'Maria Santos', overall_status: '',
    });
    expect(response.json().message).toMatch(/^Official business #\d+ .* filed\.$/);
  });

  it('refuses bad input: reversed dates, no reason, too long, documents while switched off', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const reversed = await save(cookie, itinerary(manilaDay(9), manilaDay(8)));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/fromDate must not be after toDate/);
    const noReason = await save(cookie, itinerary(manilaDay(9), manilaDay(9), { reason: '' }));
    expect(noReason.json().message).toBe('reason is required');
    const tooLong = await save(cookie, itinerary(manilaDay(9), manilaDay(200)));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 93 days/);
    const docs = await save(cookie, itinerary(manilaDay(9), manilaDay(9), { supportingDocs: ['00000000-0000-0000-0000-000000000000'] }));
    expect(docs.statusCode).toBe(400);
    expect(docs.json().message).toMatch(/not enabled for official business/);
  });

  it('refuses an overlap with a pending or approved itinerary of the same person (409), not of another', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const overlap = await save(employee, itinerary(manilaDay(5), manilaDay(6)));
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/overlap your official business #\d+/);
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await save(pedro, itinerary(manilaDay(5), manilaDay(6)))).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await save('', itinerary(manilaDay(1), manilaDay(1)))).statusCode).toBe(401);
  });
});

describe('approving official business', () => {
  it('goes through both levels and marks each day as worked', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const [mine] = (await call(ctx.app, { method: 'GET', url: '/api/v1/officialbusiness', cookie: employee })).json();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const waiting = (await call(ctx.app, { method: 'GET', url: '/api/v1/officialbusiness/formyapproval', cookie: teamlead })).json();
    expect(waiting.map((r: { recid: number }) => r.recid)).toContain(mine.recid);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/others/forapprovalcount', cookie: teamlead })).json().obi_for_approval_count).toBe(2);

    expect((await bulk(teamlead, 'approve', { recids: [mine.recid] })).json().done).toEqual([mine.recid]);
    const approver = await logInAs(ctx.app, 'approver');
    expect((await bulk(approver, 'approve', { recids: [mine.recid] })).json().done).toEqual([mine.recid]);

    const marks = await ctx.db.selectFrom('day_marks').select(['trdate', 'kind']).where('recid', '=', mine.recid).where('request_type', '=', 'official_business').orderBy('trdate').execute();
    expect(marks).toEqual([manilaDay(3), manilaDay(4), manilaDay(5)].map((trdate) => ({ trdate, kind: 'official_business' })));
    const deleted = await call(ctx.app, { method: 'DELETE', url: `/api/v1/officialbusiness?recid=${mine.recid}`, cookie: employee });
    expect(deleted.statusCode).toBe(409);
  });

  it('refuses the wrong approver per recid, and disapproving needs remarks', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    const [pending] = (await call(ctx.app, { method: 'GET', url: '/api/v1/officialbusiness', cookie: pedro })).json();
    const approver = await logInAs(ctx.app, 'approver');
    const early = await bulk(approver, 'approve', { recids: [pending.recid] });
    expect(early.json().refused[0].message).toMatch(/not yet at your level/);
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await bulk(teamlead, 'disapprove', { recids: [pending.recid] })).statusCode).toBe(400);
    const rejected = await bulk(teamlead, 'disapprove', { recids: [pending.recid], remarks: 'Use a leave instead' });
    expect(rejected.json()).toMatchObject({ done: [pending.recid], refused: [] });
    const history = (await call(ctx.app, { method: 'GET', url: '/api/v1/officialbusiness/formyapproval?status=D', cookie: teamlead })).json();
    expect(history[0]).toMatchObject({ recid: pending.recid, remarks: 'Use a leave instead', status: 'D' });
    // A rejected itinerary no longer blocks the same dates.
    expect((await save(pedro, itinerary(manilaDay(5), manilaDay(6)))).statusCode).toBe(200);
  });
});

describe('DELETE /api/v1/officialbusiness', () => {
  it('deletes only your own pending itinerary', async () => {
    const grace = await logInAs(ctx.app, 'grace');
    const { recid } = (await save(grace, itinerary(manilaDay(20), manilaDay(20)))).json();
    const carlo = await logInAs(ctx.app, 'carlo');
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/v1/officialbusiness?recid=${recid}`, cookie: carlo })).statusCode).toBe(404);
    const ok = await call(ctx.app, { method: 'DELETE', url: `/api/v1/officialbusiness?recid=${recid}`, cookie: grace });
    expect(ok.json().message).toBe(`Official business #${recid} deleted.`);
    expect((await call(ctx.app, { method: 'DELETE', url: '/api/v1/officialbusiness', cookie: grace })).statusCode).toBe(400);
  });
});
