import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useSecondNode, useTestApp } from '../../test/test-app';

// The company's time zone, time clock policy and session timeouts, and the offices, are
// cached per node at the settings version each call's session statement read. A
// statement typed by hand bumps that version as the API's writes do (triggers), so
// the very next call on either node sees it: nothing here waits for a notification.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const second = useSecondNode(ctx);
const MAKATI = { lat: 14.5547, long: 121.0244 };

const closestAddress = async (cookie: string) =>
  (await call(second.app, { method: 'GET', url: `/api/v1/closestAddress?lat=${MAKATI.lat}&long=${MAKATI.long}`, cookie })).json() as { address: string };

const sixHoursOld = (cookie: string) =>
  call(second.app, {
    method: 'POST',
    url: '/api/v2/time/queued',
    cookie,
    payload: { direction: 'in', device_time: new Date(Date.now() - 6 * 3_600_000).toISOString(), clock_offset_ms: 0, idempotency_key: randomUUID() },
  });

describe('settings cached per node', () => {
  it('follow the company row changed by a statement typed by hand, from the next call', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    const setMaxHours = (hours: number) =>
      sql`update company set settings = jsonb_set(coalesce(settings, '{}'), '{timeClock}', ${JSON.stringify({ offlinePunchMaxHours: hours })}::jsonb)`.execute(ctx.db);
    try {
      for (const hours of [1, 5, 1]) {
        await setMaxHours(hours);
        expect((await sixHoursOld(pedro)).json().message).toMatch(new RegExp(`older than ${hours} hours? and`));
      }
    } finally {
      await sql`update company set settings = settings - 'timeClock'`.execute(ctx.db);
    }
  });

  it('follow an office renamed by a statement typed by hand, from the next call', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await closestAddress(pedro)).address).toMatch(/^Makati Head Office, /);
    await ctx.db.updateTable('offices').set({ name: 'Makati Main Office' }).where('name', '=', 'Makati Head Office').execute();
    try {
      expect((await closestAddress(pedro)).address).toMatch(/^Makati Main Office, /);
    } finally {
      await ctx.db.updateTable('offices').set({ name: 'Makati Head Office' }).where('name', '=', 'Makati Main Office').execute();
    }
    expect((await closestAddress(pedro)).address).toMatch(/^Makati Head Office, /);
  });

  it('apply a time clock policy HR changes on one node to the next punch on the other', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const pedro = await logInAs(ctx.app, 'pedro');
    const setMaxHours = async (hours: number) =>
      expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { offline_punch_max_hours: hours } })).statusCode).toBe(200);
    await setMaxHours(1);
    expect((await sixHoursOld(pedro)).json().message).toMatch(/older than 1 hour and/);
    await setMaxHours(5);
    expect((await sixHoursOld(pedro)).json().message).toMatch(/older than 5 hours and/);
  });

  it('judge the next session looked up on the other node by session timeouts set by a statement typed by hand', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await call(second.app, { method: 'GET', url: '/api/v2/time', cookie: pedro })).statusCode).toBe(200);
    // Idle for half an hour: live under the configured two hours, not under twenty minutes.
    await sql`update sessions set last_seen_at = now() - interval '30 minutes' where emp_id = '00000005' and revoked_at is null`.execute(ctx.db);
    // Written as text, as the session query has always accepted it.
    await sql`update company set settings = jsonb_set(coalesce(settings, '{}'), '{sessions}', '{"idleMinutes": "20"}')`.execute(ctx.db);
    try {
      const refused = await call(second.app, { method: 'GET', url: '/api/v2/time', cookie: pedro });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Token has expired. Please log in again.');
    } finally {
      await sql`update company set settings = settings - 'sessions'`.execute(ctx.db);
    }
  });
});
