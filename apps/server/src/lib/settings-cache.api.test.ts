import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { call, logInAs, useSecondNode, useTestApp } from '../../test/test-app';
import { getCompanyTimeZone } from '../company/company.repository';
import { getCompanySessionTimeouts } from '../features/session/session.repository';
import { getTimeClockPolicy } from '../features/time-clock/time-clock-policy';

// The company's time zone, time clock policy and session timeouts, and the offices, are cached per node
// until their tables announce a change. Both nodes share one process here, and a
// write through the API marks every cache in it, so the statements typed by hand are
// what prove the triggers' notifications; they come first.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const second = useSecondNode(ctx);
const MAKATI = { lat: 14.5547, long: 121.0244 };
/** Within the channel's delivery: nothing else would ever refresh these caches. */
const soon = { timeout: 2_000, interval: 20 };

const closestAddress = async () =>
  (await call(second.app, { method: 'GET', url: `/api/v1/closestAddress?lat=${MAKATI.lat}&long=${MAKATI.long}`, cookie: await logInAs(ctx.app, 'pedro') })).json() as { address: string };

describe('settings cached per node', () => {
  it('follow the company row changed by a statement typed by hand', async () => {
    expect(await getCompanyTimeZone(ctx.db)).toBe('Asia/Manila');
    const { offlinePunchMaxHours } = await getTimeClockPolicy(ctx.db);
    await sql`update company set time_zone = 'Asia/Tokyo',
      settings = jsonb_set(coalesce(settings, '{}'), '{timeClock}', '{"offlinePunchMaxHours": 5}')`.execute(ctx.db);
    try {
      await vi.waitFor(async () => expect(await getCompanyTimeZone(ctx.db)).toBe('Asia/Tokyo'), soon);
      await vi.waitFor(async () => expect((await getTimeClockPolicy(ctx.db)).offlinePunchMaxHours).toBe(5), soon);
    } finally {
      await sql`update company set time_zone = 'Asia/Manila', settings = settings - 'timeClock'`.execute(ctx.db);
    }
    await vi.waitFor(async () => expect(await getCompanyTimeZone(ctx.db)).toBe('Asia/Manila'), soon);
    expect((await getTimeClockPolicy(ctx.db)).offlinePunchMaxHours).toBe(offlinePunchMaxHours);
  });

  it('follow an office renamed by a statement typed by hand', async () => {
    expect((await closestAddress()).address).toMatch(/^Makati Head Office, /);
    await ctx.db.updateTable('offices').set({ name: 'Makati Main Office' }).where('name', '=', 'Makati Head Office').execute();
    try {
      await vi.waitFor(async () => expect((await closestAddress()).address).toMatch(/^Makati Main Office, /), soon);
    } finally {
      await ctx.db.updateTable('offices').set({ name: 'Makati Head Office' }).where('name', '=', 'Makati Main Office').execute();
    }
  });

  it('apply a time clock policy HR changes on one node to the next punch on the other', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const pedro = await logInAs(ctx.app, 'pedro');
    const setMaxHours = async (hours: number) =>
      expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { offline_punch_max_hours: hours } })).statusCode).toBe(200);
    const sixHoursOld = () =>
      call(second.app, {
        method: 'POST',
        url: '/api/v2/time/queued',
        cookie: pedro,
        payload: { direction: 'in', device_time: new Date(Date.now() - 6 * 3_600_000).toISOString(), clock_offset_ms: 0, idempotency_key: randomUUID() },
      });
    await setMaxHours(1);
    expect((await sixHoursOld()).json().message).toMatch(/older than 1 hour and/);
    await setMaxHours(5);
    expect((await sixHoursOld()).json().message).toMatch(/older than 5 hours and/);
  });

  it('judge the next session looked up on the other node by session timeouts set by a statement typed by hand', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    expect(await getCompanySessionTimeouts(ctx.db)).toEqual({ idleMinutes: null, absoluteHours: null });
    // Idle for half an hour: live under the configured two hours, not under twenty minutes.
    await sql`update sessions set last_seen_at = now() - interval '30 minutes' where emp_id = '00000005' and revoked_at is null`.execute(ctx.db);
    // Written as text, as the session query has always accepted it.
    await sql`update company set settings = jsonb_set(coalesce(settings, '{}'), '{sessions}', '{"idleMinutes": "20"}')`.execute(ctx.db);
    try {
      await vi.waitFor(async () => expect(await getCompanySessionTimeouts(ctx.db)).toEqual({ idleMinutes: 20, absoluteHours: null }), soon);
      const refused = await call(second.app, { method: 'GET', url: '/api/v2/time', cookie: pedro });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Token has expired. Please log in again.');
    } finally {
      await sql`update company set settings = settings - 'sessions'`.execute(ctx.db);
    }
    await vi.waitFor(async () => expect(await getCompanySessionTimeouts(ctx.db)).toEqual({ idleMinutes: null, absoluteHours: null }), soon);
  });
});
