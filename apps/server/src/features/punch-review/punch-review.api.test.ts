import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../lib/messages';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();
const day = manilaDay(-1);

/** A flagged punch stored as the time clock would have, yesterday at a given Manila time. */
async function flaggedPunch(empId: string, time: string, flags: { drift?: number; offline?: boolean; outside?: boolean }): Promise<number> {
  const row = await ctx.db
    .insertInto('punches')
    .values({
      emp_id: empId,
      trdate: day,
      direction: 'in',
      punched_at: sql<Date>`(${day}::date + ${time}::time) at time zone 'Asia/Manila'`,
      lat: 14.6,
      lng: 121.0,
      source: flags.offline ? 'offline' : 'clock',
      clock_drift_seconds: flags.drift ?? null,
      outside_geofence: flags.outside ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const list = (cookie: string, status = 'pending') => call(ctx.app, { method: 'GET', url: `/api/v1/punches/flagged?status=${status}`, cookie });
const review = (cookie: string, payload: object) => call(ctx.app, { method: 'POST', url: '/api/v1/punches/review', payload, cookie });

describe('flagged punches', () => {
  it('lists the team lead their team and HR everyone, with each flag; others are refused', async () => {
    const drifted = await flaggedPunch('00000004', '06:10', { drift: 300 });
    const lead = await flaggedPunch('00000003', '06:20', { offline: true });
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const mine = (await list(teamlead)).json() as { id: number; clock_drift_seconds: number | null; fullname: string }[];
    expect(mine.find((punch) => punch.id === drifted)).toMatchObject({ clock_drift_seconds: 300, fullname: 'dela Cruz, Juan', review_status: null });
    expect(mine.some((punch) => punch.id === lead)).toBe(false);
    const hr = (await list(await logInAs(ctx.app, 'hr'))).json() as { id: number; offline: boolean }[];
    expect(hr.find((punch) => punch.id === lead)).toMatchObject({ offline: true });
    expect(hr.some((punch) => punch.id === drifted)).toBe(true);
    expect((await list(await logInAs(ctx.app, 'employee'))).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/punches/flagged' })).statusCode).toBe(401);
    expect((await list(teamlead, 'everything')).statusCode).toBe(400);
  });

  it('a rejected punch stops counting in attendance and the time records; the review is kept and audited', async () => {
    const id = await flaggedPunch('00000005', '05:30', { outside: true });
    const pedro = await logInAs(ctx.app, 'pedro');
    const before = (await call(ctx.app, { method: 'GET', url: `/api/v1/attendance?from=${day}&to=${day}`, cookie: pedro })).json()[0];
    expect(before.timein1).toMatch(/05:30/);
    expect(before.punch_flags).toContain('outside');

    const teamlead = await logInAs(ctx.app, 'teamlead');
    const noRemarks = await review(teamlead, { ids: [id], decision: 'reject' });
    expect(noRemarks.statusCode).toBe(400);
    expect(noRemarks.json()).toEqual({
      message: 'Say why the punch is rejected: the employee reads the remarks.',
      code: 'BAD_REQUEST',
      field: 'remarks',
      message_code: 'punch_review.remarks_required',
      params: {},
    });
    expect(renderMessage('punch_review.remarks_required', {}, 'fil')).toBe('Sabihin kung bakit tinanggihan ang punch: mababasa ng empleyado ang puna.');
    const rejected = await review(teamlead, { ids: [id], decision: 'reject', remarks: 'Not at the site that morning' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toEqual({ message: '1 punch rejected.', message_code: 'punch_review.reviewed', params: { count: 1, decision: 'rejected' }, reviewed: 1 });
    expect(renderMessage('punch_review.reviewed', rejected.json().params, 'fil')).toBe('Tinanggihan ang 1 punch.');

    const after = (await call(ctx.app, { method: 'GET', url: `/api/v1/attendance?from=${day}&to=${day}`, cookie: pedro })).json()[0];
    expect(after.timein1 ?? '').not.toMatch(/05:30/);
    expect(after.punch_flags).not.toContain('outside');
    const records = (await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: pedro })).json() as { trdate: string; timein1: string | null }[];
    expect(records.find((record) => record.trdate === day)?.timein1 ?? '').not.toMatch(/05:30/);
    const reviewed = (await list(teamlead, 'reviewed')).json() as { id: number }[];
    expect(reviewed.find((punch) => punch.id === id)).toMatchObject({ review_status: 'rejected', reviewed_by: 'Santos, Maria', review_remarks: 'Not at the site that morning' });
    expect(((await list(teamlead)).json() as { id: number }[]).some((punch) => punch.id === id)).toBe(false);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'punch').where('entity_id', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'reject', actor_emp_id: '00000003' });

    const again = await review(teamlead, { ids: [id], decision: 'accept' });
    expect(again.statusCode).toBe(409);
  });

  it('accepts several at once, all or none; an accepted punch stays and shows who accepted it', async () => {
    const first = await flaggedPunch('00000006', '05:40', { drift: -200 });
    const second = await flaggedPunch('00000008', '05:45', { offline: true });
    const own = await flaggedPunch('00000001', '05:50', { drift: 500 });
    const hr = await logInAs(ctx.app, 'hr');
    const withOwn = await review(hr, { ids: [first, second, own], decision: 'accept' });
    expect(withOwn.statusCode).toBe(403);
    expect(withOwn.json().message).toBe('You cannot review your own punches.');
    expect(((await list(hr)).json() as { id: number }[]).filter((punch) => [first, second].includes(punch.id))).toHaveLength(2);

    const accepted = await review(hr, { ids: [first, second], decision: 'accept', remarks: 'Field visit' });
    expect(accepted.json()).toEqual({ message: '2 punches accepted.', message_code: 'punch_review.reviewed', params: { count: 2, decision: 'accepted' }, reviewed: 2 });
    const stored = await ctx.db.selectFrom('punches').select(['id', 'superseded_at', 'reviewed_by']).where('id', 'in', [String(first), String(second)]).execute();
    expect(stored.every((punch) => punch.superseded_at === null && punch.reviewed_by === '00000001')).toBe(true);
  });

  it("refuses another team's punch, an unflagged one, and malformed decisions", async () => {
    const other = await flaggedPunch('00000003', '06:30', { drift: 400 });
    const plain = await ctx.db.selectFrom('punches').select('id').where('emp_id', '=', '00000009').where('outside_geofence', '=', false).where('source', '=', 'clock').executeTakeFirstOrThrow();
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await review(teamlead, { ids: [other], decision: 'accept' })).statusCode).toBe(404);
    const hr = await logInAs(ctx.app, 'hr');
    expect((await review(hr, { ids: [Number(plain.id)], decision: 'accept' })).statusCode).toBe(409);
    for (const payload of [{ ids: [], decision: 'accept' }, { ids: [other], decision: 'maybe' }, { ids: ['x'], decision: 'accept' }, { ids: [other], decision: 'accept', extra: 1 }]) {
      expect((await review(hr, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await review(await logInAs(ctx.app, 'employee'), { ids: [other], decision: 'accept' })).statusCode).toBe(403);
  });
});
