import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
const MAKATI = { lat: 14.5547, lng: 121.0244, accuracy: 15 };

const punch = (direction: 'in' | 'out', cookie: string, payload: object = {}) =>
  call(ctx.app, { method: 'POST', url: `/api/v2/time/${direction}`, payload, cookie });

describe('GET /api/v2/time', () => {
  it("answers the caller's own records, newest first, without empty days", async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie });
    expect(response.statusCode).toBe(200);
    const records = response.json() as { trdate: string; timein1: string | null }[];
    expect(records.length).toBeGreaterThan(3);
    expect(records.every((r) => r.timein1 !== null)).toBe(true);
    const dates = records.map((r) => r.trdate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('takes a date range, and refuses a bad one with 400', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const bad = await call(ctx.app, { method: 'GET', url: '/api/v2/time?fromDate=yesterday', cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/fromDate/);
    const reversed = await call(ctx.app, { method: 'GET', url: '/api/v2/time?fromDate=2026-02-01&toDate=2026-01-01', cookie });
    expect(reversed.statusCode).toBe(400);
    const tooLong = await call(ctx.app, { method: 'GET', url: '/api/v2/time?fromDate=2025-01-01&toDate=2026-01-01', cookie });
    expect(tooLong.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time' })).statusCode).toBe(401);
  });
});

describe('POST /api/v2/time/in and /out', () => {
  it('records a time-in with its geotag at the server clock and answers the updated records', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const before = Date.now();
    const response = await punch('in', cookie, { geotag: MAKATI });
    expect(response.statusCode).toBe(200);
    const [today] = response.json();
    expect(today.timein1).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(today.address).toMatch(/Makati Head Office/);
    const stored = await ctx.db
      .selectFrom('punches')
      .selectAll()
      .where('emp_id', '=', '00000004')
      .orderBy('punched_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.lat).toBe(MAKATI.lat);
    expect(stored.address_source).toBe('office');
    expect(Math.abs(stored.punched_at.getTime() - before)).toBeLessThan(10_000);
  });

  it('refuses a second time-in without a time-out (409), then takes the time-out', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const again = await punch('in', cookie);
    expect(again.statusCode).toBe(409);
    // Written the person's way: a readable date, and 12H unless they chose 24H.
    expect(again.json().message).toMatch(/^You are already timed in since \d\d:\d\d [AP]M on (Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{4}\. Time out first\.$/);
    const in24 = await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: {}, cookie, headers: { 'x-time-format': '24H' } });
    expect(in24.json().message).toMatch(/since \d\d:\d\d on /);
    const out = await punch('out', cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()[0].timeout1).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('refuses a time-out with no open time-in (409)', async () => {
    const cookie = await logInAs(ctx.app, 'grace');
    const response = await punch('out', cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'You have no open time-in to close. Time in first.',
      code: 'CONFLICT',
      message_code: 'time_clock.no_open_time_in',
      params: {},
    });
  });

  it('refuses out-of-range and non-numeric geotags with 400', async () => {
    const cookie = await logInAs(ctx.app, 'grace');
    const far = await punch('in', cookie, { geotag: { lat: 91, lng: 200 } });
    expect(far.statusCode).toBe(400);
    expect(far.json().message.split('\n')).toEqual(['lat must be between -90 and 90', 'lng must be between -180 and 180']);
    const text = await punch('in', cookie, { geotag: { lat: 'here', lng: 121 } });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/lat must be a number/);
  });

  it('keeps four pairs a day in columns and the rest in otherentries', async () => {
    const cookie = await logInAs(ctx.app, 'liza');
    let records: { timein4: string | null; timeout4: string | null; otherentries: string[] }[] = [];
    for (let pair = 0; pair < 5; pair += 1) {
      expect((await punch('in', cookie)).statusCode).toBe(200);
      const out = await punch('out', cookie);
      expect(out.statusCode).toBe(200);
      records = out.json();
    }
    expect(records[0]!.timein4).not.toBeNull();
    expect(records[0]!.timeout4).not.toBeNull();
    expect(records[0]!.otherentries).toHaveLength(2);
    expect(records[0]!.otherentries[0]).toMatch(/^in \d\d:\d\d:\d\d$/);
  });

  it('records exactly one of two simultaneous time-ins', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    const results = await Promise.all([punch('in', cookie), punch('in', cookie), punch('in', cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const today = await ctx.db
      .selectFrom('punches')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .where('emp_id', '=', '00000005')
      .where('punched_at', '>', new Date(Date.now() - 60_000))
      .executeTakeFirstOrThrow();
    expect(Number(today.count)).toBe(1);
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/closestAddress', () => {
  it('names the office when inside its geofence', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/closestAddress?long=121.0245&lat=14.5548', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: 'office', address: expect.stringMatching(/Makati Head Office/) });
  });

  it('falls back to the nearest populated place from the offline gazetteer', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    // Cebu City, far from any office.
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/closestAddress?long=123.8907&lat=10.3157', cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.source).toBe('gazetteer');
    expect(body.address).toMatch(/Philippines$/);
    expect(body.distance_m).toBeLessThan(10_000);
  });

  it('refuses missing or out-of-range coordinates with 400', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const missing = await call(ctx.app, { method: 'GET', url: '/api/v1/closestAddress?long=121', cookie });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/lat/);
    const range = await call(ctx.app, { method: 'GET', url: '/api/v1/closestAddress?long=500&lat=14', cookie });
    expect(range.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/closestAddress?long=121&lat=14' })).statusCode).toBe(401);
  });
});
