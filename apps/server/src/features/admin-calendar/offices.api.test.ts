import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { expectHrAdminOnly } from './admin-calendar.test-support';

// Many logins in one file: every role is tried against every endpoint.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const url = '/api/v1/admin/offices';
const MAKATI = { lat: 14.5547, lng: 121.0244 };
/** 1.2 km north of the Makati office's centre. */
const BGC = { lat: 14.5547 + 1200 / 111_320, lng: 121.0244, accuracy: 20 };
const cebu = { name: 'Cebu Branch', address: 'Cebu IT Park, Cebu City', lat: 10.3302, lng: 123.9064, radius_m: 250, fence_mode: 'refuse' };

async function makatiOffice(cookie: string) {
  const rows = (await call(ctx.app, { method: 'GET', url, cookie })).json() as { id: number; name: string; employees: number }[];
  return rows.find((row) => row.name === 'Makati Head Office')!;
}
const punch = async (username: string, direction: 'in' | 'out', geotag?: object) =>
  call(ctx.app, { method: 'POST', url: `/api/v2/time/${direction}`, cookie: await logInAs(ctx.app, username), payload: geotag ? { geotag } : {} });

describe('offices', () => {
  it('lists the offices with their fence and head count', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect(await makatiOffice(hr)).toMatchObject({ ...MAKATI, radius_m: 300, fence_mode: 'flag', employees: 9 });
  });

  it('adds, edits and deletes an office, audited with the values before and after', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const added = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: cebu });
    expect(added.json()).toMatchObject({ ...cebu, employees: 0, message: 'Cebu Branch saved.' });
    const { id } = added.json();
    const twin = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { ...cebu, name: 'cebu branch' } });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('There is already an office named cebu branch; give this one another name.');
    const edited = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { ...cebu, id, radius_m: 400, fence_mode: 'flag' } });
    expect(edited.json()).toMatchObject({ id, radius_m: 400, fence_mode: 'flag' });
    expect((await call(ctx.app, { method: 'DELETE', url: `${url}?id=${id}`, cookie: hr })).json().message).toBe('Cebu Branch deleted.');
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'offices').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ actor_emp_id: '00000001', before: { radius_m: 250, fence_mode: 'refuse' }, after: { radius_m: 400, fence_mode: 'flag' } });
  });

  it('keeps an office people belong to (409) and refuses bad input', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const makati = await makatiOffice(hr);
    const inUse = await call(ctx.app, { method: 'DELETE', url: `${url}?id=${makati.id}`, cookie: hr });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('9 employees belong to Makati Head Office; move them to another office first.');
    const bad = await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { name: '', address: 'x', lat: 95, lng: 121, radius_m: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.split('\n')).toEqual(['name is required', 'lat must be between -90 and 90', 'radius_m must be at least 20 metres']);
    expect((await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { ...cebu, id: 9999 } })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'DELETE', url: `${url}?id=9999`, cookie: hr })).statusCode).toBe(404);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'GET', url });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url, payload: { ...cebu, name: 'Davao Branch' } });
    await expectHrAdminOnly(ctx.app, { method: 'DELETE', url: `${url}?id=1` });
    expect(await ctx.db.selectFrom('offices').select('id').where('name', '=', 'Davao Branch').execute()).toEqual([]);
  });
});

describe('the time clock follows the office geofence', () => {
  it('refuses a punch outside, or without a location, where the office refuses them; takes one inside', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const makati = await makatiOffice(hr);
    await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { id: makati.id, name: 'Makati Head Office', address: 'Ayala Avenue, Makati City, Metro Manila', ...MAKATI, radius_m: 300, fence_mode: 'refuse' } });

    // Pedro's demo punches depend on the day the suite runs, so what counts is that
    // the refused punches add none.
    const pedrosPunches = () => ctx.db.selectFrom('punches').select('id').where('emp_id', '=', '00000005').execute();
    const punchesBefore = await pedrosPunches();
    const outside = await punch('pedro', 'in', BGC);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('You are outside the Makati Head Office area (1.2 km away). Time in from the office, or ask HR.');
    const unlocated = await punch('pedro', 'in');
    expect(unlocated.statusCode).toBe(403);
    expect(unlocated.json().message).toMatch(/Makati Head Office needs your location to time in\. Allow location access/);
    expect(await pedrosPunches()).toEqual(punchesBefore);

    const inside = await punch('pedro', 'in', { ...MAKATI, accuracy: 10 });
    expect(inside.statusCode).toBe(200);
    expect(inside.json()[0]).toMatchObject({ outside_geofence: false });
    expect((await punch('pedro', 'out', BGC)).json().message).toMatch(/\(1\.2 km away\)\. Time out from the office/);
  });

  it('stores and flags a punch outside where the office only flags them, at once after HR switches it', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const makati = await makatiOffice(hr);
    await call(ctx.app, { method: 'POST', url, cookie: hr, payload: { id: makati.id, name: 'Makati Head Office', address: 'Ayala Avenue, Makati City, Metro Manila', ...MAKATI, radius_m: 300, fence_mode: 'flag' } });
    const outside = await punch('grace', 'in', BGC);
    expect(outside.statusCode).toBe(200);
    expect(outside.json()[0]).toMatchObject({ outside_geofence: true });
    const stored = await ctx.db.selectFrom('punches').select(['outside_geofence', 'lat']).where('emp_id', '=', '00000008').orderBy('punched_at', 'desc').executeTakeFirstOrThrow();
    expect(stored).toEqual({ outside_geofence: true, lat: BGC.lat });
    const unlocated = await punch('grace', 'out');
    expect(unlocated.statusCode).toBe(200);
    const inside = await punch('carlo', 'in', MAKATI);
    expect(inside.json()[0]).toMatchObject({ outside_geofence: false });
  });
});
