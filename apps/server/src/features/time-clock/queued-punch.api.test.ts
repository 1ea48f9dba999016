import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
const MINUTE = 60_000;

/** A punch the phone kept: made `agoMs` before now on the server's clock, by a phone whose clock is `phoneSlowMs` behind. */
function queued(direction: 'in' | 'out', agoMs: number, options: { phoneSlowMs?: number; key?: string } = {}) {
  const phoneSlowMs = options.phoneSlowMs ?? 0;
  return {
    direction,
    device_time: new Date(Date.now() - agoMs - phoneSlowMs).toISOString(),
    clock_offset_ms: phoneSlowMs,
    idempotency_key: options.key ?? randomUUID(),
  };
}

const send = (cookie: string, payload: unknown) => call(ctx.app, { method: 'POST', url: '/api/v2/time/queued', payload: payload as object, cookie });

const storedPunches = (empId: string) =>
  ctx.db.selectFrom('punches').selectAll().where('emp_id', '=', empId).where('superseded_at', 'is', null).orderBy('punched_at', 'desc').execute();

describe('POST /api/v2/time/queued', () => {
  it('records the punch at the phone time corrected by its offset, marked offline, and flags a phone clock 3 minutes slow', async () => {
    const cookie = await logInAs(ctx.app, 'grace');
    const payload = queued('in', 20 * MINUTE, { phoneSlowMs: 3 * MINUTE });
    const response = await send(cookie, payload);
    expect(response.statusCode).toBe(200);
    const [latest] = await storedPunches('00000008');
    expect(latest!.source).toBe('offline');
    // Recorded at the server's time of the punch, not the phone's, within the round trip.
    expect(Math.abs(latest!.punched_at.getTime() - (Date.now() - 20 * MINUTE))).toBeLessThan(5_000);
    expect(latest!.device_time!.toISOString()).toBe(payload.device_time);
    expect(Math.abs(latest!.received_at!.getTime() - Date.now())).toBeLessThan(5_000);
    expect(latest!.clock_drift_seconds).toBe(-180);
    const day = response.json().find((record: { trdate: string }) => record.trdate === latest!.trdate);
    expect(day).toMatchObject({ offline: true, clock_drift_seconds: -180 });
    expect(day.timein1 ?? day.timein2).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('stores a punch sent twice with the same key once, answering both times', async () => {
    const cookie = await logInAs(ctx.app, 'carlo');
    const payload = queued('in', 30 * MINUTE);
    const first = await send(cookie, payload);
    const again = await send(cookie, payload);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const keyed = (await storedPunches('00000009')).filter((punch) => punch.idempotency_key === payload.idempotency_key);
    expect(keyed).toHaveLength(1);
  });

  it('refuses a key already used for another punch with 409 and why, storing nothing new', async () => {
    const cookie = await logInAs(ctx.app, 'hr');
    const first = queued('in', 35 * MINUTE);
    expect((await send(cookie, first)).statusCode).toBe(200);
    const before = await storedPunches('00000001');
    for (const reused of [queued('out', 25 * MINUTE, { key: first.idempotency_key }), queued('in', 33 * MINUTE, { key: first.idempotency_key })]) {
      const response = await send(cookie, reused);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ field: 'idempotency_key' });
      expect(response.json().message).toMatch(/with the key of another punch already stored \(at .+\), so it was not stored/);
    }
    expect(await storedPunches('00000001')).toEqual(before);
    // Leaves HR with no open time-in, as the tests below expect.
    await ctx.db.updateTable('punches').set({ superseded_at: new Date() }).where('idempotency_key', '=', first.idempotency_key).execute();
  });

  it("refuses a phone clock decades off with a word about the phone's clock, live or queued", async () => {
    const cookie = await logInAs(ctx.app, 'ramon');
    for (const deviceTime of ['9999-12-31T00:00:00.000Z', '1900-01-01T00:00:00.000Z']) {
      const queuedPunch = { direction: 'in', device_time: deviceTime, clock_offset_ms: Date.now() - Date.parse(deviceTime), idempotency_key: randomUUID() };
      const live = await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: { device_time: deviceTime }, cookie });
      for (const response of [live, await send(cookie, queuedPunch)]) {
        expect(response.statusCode, deviceTime).toBe(400);
        expect(response.json().message).toMatch(/Your phone's clock (says \d{4}-\d\d-\d\d, more than a year from today|is more than a year off)/);
      }
    }
  });

  it('applies the time clock rules at the corrected time: no second time-in, then the time-out closes the pair', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    expect((await send(cookie, queued('in', 50 * MINUTE))).statusCode).toBe(200);
    const second = await send(cookie, queued('in', 40 * MINUTE));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already timed in since .+\. Time out first\./);
    const out = await send(cookie, queued('out', 30 * MINUTE));
    expect(out.statusCode).toBe(200);
    const [timeOut, timeIn] = await storedPunches('00000005');
    expect([timeIn!.direction, timeOut!.direction]).toEqual(['in', 'out']);
    expect(timeOut!.trdate).toBe(timeIn!.trdate);
    expect(timeOut!.clock_drift_seconds).toBeNull();
  });

  it('refuses a punch older than a punch already stored (409), rather than putting it before it', async () => {
    const cookie = await logInAs(ctx.app, 'liza');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: {}, cookie })).statusCode).toBe(200);
    const late = await send(cookie, queued('out', 10 * MINUTE));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/is older than your punch at .+ File an attendance adjustment/);
    expect((await storedPunches('00000006')).filter((punch) => punch.source === 'offline')).toHaveLength(0);
  });

  it('refuses a punch from the future and one older than 72 hours, with what to do (400)', async () => {
    const cookie = await logInAs(ctx.app, 'teamlead');
    const future = await send(cookie, queued('in', -5 * MINUTE));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'device_time' });
    expect(future.json().message).toMatch(/still to come\. Check the date and time on your phone/);
    const old = await send(cookie, queued('in', 73 * 60 * MINUTE));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/older than 72 hours and can no longer be sent\. File an attendance adjustment/);
    // A phone whose clock runs an hour fast, with that offset known, is not from the future.
    expect((await send(cookie, queued('in', 5 * MINUTE, { phoneSlowMs: -60 * MINUTE }))).statusCode).toBe(200);
  });

  it('refuses a malformed queued punch, naming the field (400)', async () => {
    const cookie = await logInAs(ctx.app, 'approver');
    const good = queued('in', MINUTE);
    for (const [payload, field] of [
      [{ ...good, idempotency_key: 'not-a-uuid' }, /idempotency_key must be a UUID/],
      [{ ...good, device_time: 'yesterday' }, /device_time must be a date and time/],
      [{ ...good, clock_offset_ms: 1.5 }, /clock_offset_ms must be a whole number/],
      [{ ...good, direction: 'sideways' }, /direction must be 'in' or 'out'/],
      [{ ...good, extra: 1 }, /extra/],
      [{ direction: 'in' }, /device_time|idempotency_key|clock_offset_ms/],
    ] as const) {
      const response = await send(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(field);
    }
    expect((await storedPunches('00000002')).filter((punch) => punch.source === 'offline')).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await send('', queued('in', MINUTE))).statusCode).toBe(401);
  });
});

describe('the phone clock on live punches', () => {
  it('flags a punch from a phone 5 minutes fast with its drift, and not one within the 2-minute tolerance', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const fast = await call(ctx.app, {
      method: 'POST',
      url: '/api/v2/time/in',
      payload: { device_time: new Date(Date.now() + 5 * MINUTE).toISOString() },
      cookie,
    });
    expect(fast.statusCode).toBe(200);
    const [timeIn] = await storedPunches('00000004');
    expect(timeIn!.source).toBe('clock');
    expect(timeIn!.clock_drift_seconds).toBeGreaterThanOrEqual(295);
    expect(timeIn!.clock_drift_seconds).toBeLessThanOrEqual(300);
    expect(fast.json()[0].clock_drift_seconds).toBe(timeIn!.clock_drift_seconds);

    const close = await call(ctx.app, { method: 'POST', url: '/api/v2/time/out', payload: { device_time: new Date(Date.now() - 30_000).toISOString() }, cookie });
    expect(close.statusCode).toBe(200);
    const [timeOut] = await storedPunches('00000004');
    expect(timeOut!.device_time).not.toBeNull();
    expect(timeOut!.clock_drift_seconds).toBeNull();
  });

  it('refuses a device_time that is not a date and time (400)', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: { device_time: 12 }, cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/device_time must be a date and time/);
  });
});

describe('the time clock settings', () => {
  it('HR sets the offline limit and the drift tolerance; the next queued punch is held to them', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const bad = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', payload: { offline_punch_max_hours: 0, clock_drift_tolerance_minutes: 61 }, cookie: hr });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/offline_punch_max_hours must be at least 1 hours|clock_drift_tolerance_minutes may be at most 60 minutes/);
    const saved = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', payload: { offline_punch_max_hours: 1, clock_drift_tolerance_minutes: 10 }, cookie: hr });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ offline_punch_max_hours: 1, clock_drift_tolerance_minutes: 10 });

    // HR punches too; a day-shift person, so no night shift's time-out lies ahead at midnight.
    const employee = hr;
    // Settings reach the time clock within a few seconds (they are read at most every 5).
    // A time-out with nothing open, so that no attempt before then is stored.
    await expect
      .poll(async () => (await send(employee, queued('out', 2 * 60 * MINUTE))).json().message, { timeout: 10_000, interval: 500 })
      .toMatch(/older than 1 hour and can no longer be sent/);
    const notFlagged = await send(employee, queued('in', 0, { phoneSlowMs: 5 * MINUTE }));
    expect(notFlagged.statusCode).toBe(200);
    const [latest] = await storedPunches('00000001');
    expect(latest!.clock_drift_seconds).toBeNull();
  });

  it('only HR changes them', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const response = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', payload: { offline_punch_max_hours: 5 }, cookie: employee });
    expect(response.statusCode).toBe(403);
  });
});
