import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@portal/contracts/profile';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { hashSessionToken } from '../session/session-token';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();
const profileOf = async (cookie: string) => (await call(ctx.app, { method: 'GET', url: '/api/v1/profile', cookie })).json() as Profile;

describe('my profile', () => {
  it('shows my information, my next two weeks from today and who approves each type of my requests, stand-ins included', async () => {
    await ctx.db.insertInto('approval_delegations').values({ approver: '00000003', delegate: '00000002', from_date: manilaDay(0), to_date: manilaDay(1), created_by: '00000001' }).execute();
    const profile = await profileOf(await logInAs(ctx.app, 'employee'));
    expect(profile.me).toMatchObject({ emp_id: '00000004', name: 'Juan dela Cruz', department: 'Operations', team_lead: 'Maria Santos' });
    expect(profile.schedule).toHaveLength(14);
    expect(profile.schedule[0]!.date).toBe(manilaDay(0));
    expect(profile.schedule[13]!.date).toBe(manilaDay(13));
    // Juan rests on Saturdays and Sundays: every week has them, with no shift shown.
    expect(profile.schedule.filter((day) => day.rest_day)).toHaveLength(4);
    expect(profile.schedule.filter((day) => day.rest_day).every((day) => day.shift === null)).toBe(true);
    expect(profile.approvers.map((route) => route.request_type).sort()).toEqual(['attendance_adjustment', 'coe', 'leave', 'official_business', 'overtime', 'shift']);
    const leave = profile.approvers.find((route) => route.request_type === 'leave')!;
    expect(leave.levels[0]).toMatchObject({ level: 1, emp_id: '00000003', name: 'Maria Santos', stand_ins: ['Jose Reyes'] });
  });

  it('lists only live sessions: not one past its idle timeout, nor one past its absolute limit', async () => {
    const idle = await logInAs(ctx.app, 'liza');
    const old = await logInAs(ctx.app, 'liza');
    const mine = await logInAs(ctx.app, 'liza');
    const hashOf = (cookie: string) => hashSessionToken(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!));
    // The configured idle timeout is 120 minutes and the absolute limit 14 hours.
    await ctx.db.updateTable('sessions').set({ last_seen_at: sql`now() - interval '121 minutes'` }).where('token_hash', '=', hashOf(idle)).execute();
    await ctx.db.updateTable('sessions').set({ created_at: sql`now() - interval '15 hours'` }).where('token_hash', '=', hashOf(old)).execute();
    const listed = (await profileOf(mine)).sessions;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.current).toBe(true);
  });

  it('lists my open sessions and logs out the others everywhere, keeping this one', async () => {
    const other = await logInAs(ctx.app, 'pedro');
    const another = await logInAs(ctx.app, 'pedro');
    const mine = await logInAs(ctx.app, 'pedro');
    const before = await profileOf(mine);
    expect(before.sessions.length).toBeGreaterThanOrEqual(3);
    expect(before.sessions.filter((session) => session.current)).toHaveLength(1);
    const ended = await call(ctx.app, { method: 'POST', url: '/api/v1/profile/sessions/logout-others', cookie: mine });
    expect(ended.statusCode).toBe(200);
    const count = before.sessions.length - 1;
    expect(ended.json()).toEqual({ ended: count, message: `Logged out ${count} other sessions.`, message_code: 'profile.logged_out_others', params: { count } });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/profile', cookie: other })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/profile', cookie: another })).statusCode).toBe(401);
    const after = await profileOf(mine);
    expect(after.sessions).toHaveLength(1);
    expect(after.sessions[0]!.current).toBe(true);
    // Nobody else's sessions are touched.
    const juan = await logInAs(ctx.app, 'employee');
    await call(ctx.app, { method: 'POST', url: '/api/v1/profile/sessions/logout-others', cookie: mine });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/profile', cookie: juan })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/profile/sessions/logout-others', cookie: mine })).json().message).toBe('You had no other sessions.');
  });

  it('is refused without a session', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/profile' })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/profile/sessions/logout-others' })).statusCode).toBe(401);
  });
});
