import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lib/local-time';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay, quietMonday } from '../../../test/dates';
import { writeDueReminders } from './reminders';

// Notifications without e-mail (no SMTP_URL): written in the transaction of the
// change, listed in the bell, each person's own.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const nextYear = Number(manilaDay().slice(0, 4)) + 1;
let monday = '';
beforeAll(async () => {
  monday = await quietMonday(ctx.db, nextYear, 4, 14);
});

type Item = { id: string; category: string; title: string; body: string; link: string; read: boolean; created_at: string };
const bell = async (cookie: string) => (await call(ctx.app, { method: 'GET', url: '/api/v1/notifications', cookie })).json() as { unread: number; items: Item[] };
const fileLeave = (cookie: string, fromDate: string) =>
  call(ctx.app, { method: 'POST', url: '/api/v3/leave', payload: { recid: 0, payItem: 'VL', fromDate, toDate: fromDate, reason: 'Family reunion in Iloilo' }, cookie });

describe('notifications of a leave going employee → team lead → approver', () => {
  it('tells each person what concerns them, at each step, linking to their screen', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const approver = await logInAs(ctx.app, 'approver');
    const leave = (await fileLeave(employee, monday)).json() as { recid: number };

    const waiting = (await bell(teamlead)).items[0]!;
    expect(waiting).toMatchObject({ category: 'approvals', title: `Juan dela Cruz's leave #${leave.recid} waits for your approval`, link: '/leaves/approval', read: false });
    expect((await bell(employee)).items.some((item) => item.title.includes(`#${leave.recid}`))).toBe(false);

    expect((await call(ctx.app, { method: 'POST', url: '/api/v3/leaves/approve', payload: { recids: [leave.recid], remarks: 'Cover arranged' }, cookie: teamlead })).statusCode).toBe(200);
    expect((await bell(employee)).items[0]).toMatchObject({
      category: 'decisions',
      title: `Your leave #${leave.recid} was approved at level 1`,
      body: 'Approved by Maria Santos at level 1. Remarks: "Cover arranged" It now waits for level 2.',
      link: '/leaves/requests',
    });
    expect((await bell(approver)).items[0]).toMatchObject({ category: 'approvals', title: `Juan dela Cruz's leave #${leave.recid} waits for your approval` });

    const disapproved = await call(ctx.app, { method: 'POST', url: '/api/v1/leave/disapprove', payload: { recid: leave.recid, emp_id: '00000004', remarks: 'Peak week' }, cookie: approver });
    expect(disapproved.statusCode).toBe(200);
    expect((await bell(employee)).items[0]).toMatchObject({ title: `Your leave #${leave.recid} was rejected`, body: 'Rejected by Jose Reyes at level 2. Remarks: "Peak week"' });
  });

  it('tells nobody of a change that was refused and rolled back', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const leave = (await fileLeave(employee, addDays(monday, 1))).json() as { recid: number };
    const before = await ctx.db.selectFrom('notifications').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    // Pedro is not on the route: the approval is refused and writes nothing.
    const refused = await call(ctx.app, { method: 'POST', url: '/api/v1/leave/approve', payload: { recid: leave.recid, emp_id: '00000004' }, cookie: await logInAs(ctx.app, 'pedro') });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const after = await ctx.db.selectFrom('notifications').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('notifications of a group request', () => {
  it('name the people it is for: the approver sees them, each member hears of their own request and its decision', async () => {
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const day = addDays(monday, 14);
    const filed = await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest', payload: { recid: 0, payItem: 'VL', fromDate: day, toDate: day, reason: 'Team outing', empids: ['5', '9'] }, cookie: teamlead });
    expect(filed.statusCode).toBe(200);
    const group = filed.json() as { recid: number };
    const details = await ctx.db.selectFrom('leaves').select(['emp_id', 'recid']).where('group_recid', '=', group.recid).orderBy('emp_id').execute();
    const [pedroLeave, carloLeave] = details.map((row) => row.recid);

    const approver = await logInAs(ctx.app, 'approver');
    expect((await bell(approver)).items[0]).toMatchObject({
      category: 'approvals',
      title: `Group leave G-${group.recid} for Pedro Bautista and Carlo Ramos waits for your approval`,
      body: 'Filed by Maria Santos.',
    });
    const pedro = await logInAs(ctx.app, 'pedro');
    const carlo = await logInAs(ctx.app, 'carlo');
    expect((await bell(pedro)).items[0]).toMatchObject({ category: 'team', title: `Maria Santos filed your leave #${pedroLeave} in group G-${group.recid}`, link: '/leaves/requests' });
    expect((await bell(carlo)).items[0]).toMatchObject({ category: 'team', title: `Maria Santos filed your leave #${carloLeave} in group G-${group.recid}` });

    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/leaves/groupRequest/approve', payload: { recid: group.recid }, cookie: approver })).statusCode).toBe(200);
    expect((await bell(carlo)).items[0]).toMatchObject({
      category: 'decisions',
      title: `Your leave #${carloLeave} in group G-${group.recid} was approved`,
      body: 'Approved by Jose Reyes at level 1. Filed by Maria Santos.',
    });
    expect((await bell(teamlead)).items[0]).toMatchObject({ title: `Your group leave G-${group.recid} for Pedro Bautista and Carlo Ramos was approved` });
  });
});

describe('stand-ins', () => {
  it('tell the delegate and the approver of a delegation, give the delegate the waiting work, and tell both when it ends', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const today = manilaDay();
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/v1/admin/delegations',
      cookie: hr,
      payload: { approver: '00000003', delegate: '00000002', fromDate: today, toDate: addDays(today, 3), reason: 'Annual leave' },
    });
    expect(created.statusCode).toBe(200);
    const approver = await logInAs(ctx.app, 'approver');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await bell(approver)).items[0]!.title).toMatch(/^You stand in for Maria Santos from .* to /);
    expect((await bell(teamlead)).items[0]!.title).toMatch(/^Jose Reyes stands in for you from /);

    const leave = (await fileLeave(await logInAs(ctx.app, 'pedro'), addDays(monday, 4))).json() as { recid: number };
    const standIn = (await bell(approver)).items[0]!;
    expect(standIn).toMatchObject({ title: `Pedro Bautista's leave #${leave.recid} waits for your approval`, body: 'You stand in for Maria Santos today.' });

    const ended = await call(ctx.app, { method: 'POST', url: '/api/v1/admin/delegations/end', payload: { id: created.json().id }, cookie: hr });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await bell(approver)).items[0]!.title).toBe('Standing in for Maria Santos ended today');
    expect((await bell(teamlead)).items[0]!.title).toBe('Jose Reyes standing in for you ended today');
  });
});

describe('reminders that come due with time', () => {
  it('remind the approver of a certificate on its last day, and both people of a delegation starting, once however often it is checked', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const coe = await call(ctx.app, { method: 'POST', url: '/api/v2/coe', cookie: employee, payload: { recid: 0, reqDate: manilaDay(), coeType: 4, reason: 'Bank loan application' } });
    expect(coe.statusCode, coe.body).toBe(200);
    const { recid } = coe.json() as { recid: number };
    await ctx.db.updateTable('coe_requests').set({ datefiled: sql`now() - interval '2 days'` }).where('recid', '=', recid).execute();
    await ctx.db
      .insertInto('approval_delegations')
      .values({ approver: '00000002', delegate: '00000001', from_date: manilaDay(), to_date: addDays(manilaDay(), 2), reason: 'Seminar', created_by: '00000001', created_at: sql`now() - interval '3 days'` })
      .execute();

    await writeDueReminders(ctx.db);
    await writeDueReminders(ctx.db);
    const approverItems = (await bell(await logInAs(ctx.app, 'approver'))).items;
    const due = approverItems.filter((item) => item.title.startsWith(`Juan dela Cruz's certificate request #${recid} is due by `));
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ category: 'approvals', link: '/coe/formyapproval' });
    expect(approverItems.filter((item) => item.title.startsWith('From today Ana Garcia stands in for you'))).toHaveLength(1);
    expect((await bell(await logInAs(ctx.app, 'hr'))).items.filter((item) => item.title.startsWith('From today you stand in for Jose Reyes'))).toHaveLength(1);
  });
});

describe('the bell', () => {
  it('marks one read, then all, and only ever the caller’s own', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    await fileLeave(employee, addDays(monday, 2));
    await fileLeave(employee, addDays(monday, 3));
    const mine = await bell(teamlead);
    expect(mine.unread).toBeGreaterThanOrEqual(2);

    // Someone else's ids change nothing of the team lead's.
    const others = await call(ctx.app, { method: 'POST', url: '/api/v1/notifications/read', payload: { ids: [mine.items[0]!.id] }, cookie: employee });
    expect(others.statusCode).toBe(200);
    expect((await bell(teamlead)).unread).toBe(mine.unread);

    const one = await call(ctx.app, { method: 'POST', url: '/api/v1/notifications/read', payload: { ids: [mine.items[0]!.id] }, cookie: teamlead });
    expect(one.json()).toEqual({ unread: mine.unread - 1 });
    expect((await bell(teamlead)).items[0]!.read).toBe(true);
    const all = await call(ctx.app, { method: 'POST', url: '/api/v1/notifications/readall', cookie: teamlead });
    expect(all.json()).toEqual({ unread: 0 });
  });

  it('refuses bad ids with a message, and callers without a session', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    for (const ids of [[], ['abc'], ['-1'], 'all', Array.from({ length: 501 }, (_, i) => String(i + 1))]) {
      const response = await call(ctx.app, { method: 'POST', url: '/api/v1/notifications/read', payload: { ids }, cookie: employee });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/ids/);
    }
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/notifications/readall' })).statusCode).toBe(401);
  });
});

describe('e-mail preferences', () => {
  it('answers the defaults, saves a choice per category, and refuses an unknown one', async () => {
    const employee = await logInAs(ctx.app, 'pedro');
    const url = '/api/v1/notifications/preferences';
    expect((await call(ctx.app, { method: 'GET', url, cookie: employee })).json()).toEqual({ approvals: 'immediately', decisions: 'immediately', team: 'immediately', account: 'immediately', pay: 'immediately' });
    const saved = await call(ctx.app, { method: 'POST', url, cookie: employee, payload: { approvals: 'off', decisions: 'immediately', team: 'off', account: 'immediately', pay: 'off' } });
    expect(saved.json()).toEqual({ approvals: 'off', decisions: 'immediately', team: 'off', account: 'immediately', pay: 'off' });
    const bad = await call(ctx.app, { method: 'POST', url, cookie: employee, payload: { approvals: 'weekly', decisions: 'immediately', team: 'off', account: 'immediately', pay: 'off' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/approvals must be one of: immediately, digest, off/);
    expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
  });

  it("follow HR's company defaults for a person who has not chosen, and refuse a bad default or time", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const company = (payload: object) => call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload });
    expect((await company({ notification_defaults: { team: 'off' } })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/notifications/preferences', cookie: await logInAs(ctx.app, 'carlo') })).json()).toMatchObject({ team: 'off', approvals: 'immediately' });
    const audit = await ctx.db.selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'company').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: { 'notification_defaults.team': 'immediately' }, after: { 'notification_defaults.team': 'off' } });
    for (const [payload, message] of [
      [{ digest_time: '25:00' }, 'digest_time must be a time like 17:00'],
      [{ notification_defaults: { team: 'weekly' } }, 'notification_defaults.team must be one of: immediately, digest, off'],
    ] as const) {
      const refused = await company(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await company({ notification_defaults: { birthdays: 'off' } })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: await logInAs(ctx.app, 'employee'), payload: { digest_time: '08:00' } })).statusCode).toBe(403);
    await company({ notification_defaults: { team: 'immediately' } });
  });
});
