import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { expectHrAdminOnly } from '../admin-calendar/admin-calendar.test-support';

const ctx = useTestApp();
const MAKATI = { lat: 14.5547, lng: 121.0244 };
const CEBU = { lat: 10.3302, lng: 123.9064, accuracy: 20 };
const ORTIGAS = { lat: 14.5866, lng: 121.0614, accuracy: 20 };

async function setMakatiMode(hr: string, fence_mode: 'refuse' | 'flag' | 'ask') {
  const offices = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/offices', cookie: hr })).json() as { id: number; name: string }[];
  const makati = offices.find((office) => office.name === 'Makati Head Office')!;
  const payload = { id: makati.id, name: 'Makati Head Office', address: 'Ayala Avenue, Makati City, Metro Manila', ...MAKATI, radius_m: 300, fence_mode };
  expect((await call(ctx.app, { method: 'POST', url: '/api/v1/admin/offices', cookie: hr, payload })).statusCode).toBe(200);
}

const punchIn = (cookie: string, payload: object) => call(ctx.app, { method: 'POST', url: '/api/v2/time/in', cookie, payload });
const latest = (empId: string) => ctx.db.selectFrom('punches').selectAll().where('emp_id', '=', empId).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('fence modes', () => {
  it('an office that asks: a punch outside without a reason is answered with the question; with one, it is stored flagged with the reason', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    await setMakatiMode(hr, 'ask');
    const carlo = await logInAs(ctx.app, 'carlo');
    const asked = await punchIn(carlo, { geotag: ORTIGAS });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ field: 'reason' });
    expect(asked.json().message).toMatch(/^You are outside the Makati Head Office area \(.+ away\)\. Say why you are punching from here, and punch again\.$/);
    expect((await punchIn(carlo, { geotag: ORTIGAS, reason: 'x' })).statusCode).toBe(400);

    const answered = await punchIn(carlo, { geotag: ORTIGAS, reason: 'Client visit in Ortigas' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()[0]).toMatchObject({ outside_geofence: true, outside_reasons: ['Client visit in Ortigas'] });
    expect(await latest('00000009')).toMatchObject({ outside_geofence: true, outside_reason: 'Client visit in Ortigas' });
    const flagged = (await call(ctx.app, { method: 'GET', url: '/api/v1/punches/flagged', cookie: hr })).json() as { emp_id: string; outside_reason: string | null }[];
    expect(flagged.find((punch) => punch.emp_id === '00000009')).toMatchObject({ outside_reason: 'Client visit in Ortigas' });

    // Inside the area nothing is asked.
    const inside = await call(ctx.app, { method: 'POST', url: '/api/v2/time/out', cookie: carlo, payload: { geotag: { ...MAKATI, accuracy: 10 } } });
    expect(inside.statusCode).toBe(200);
  });

  it('a punch kept offline cannot be asked: it is stored flagged, without a reason', async () => {
    const pedro = await logInAs(ctx.app, 'pedro');
    const queued = await call(ctx.app, {
      method: 'POST',
      url: '/api/v2/time/queued',
      cookie: pedro,
      payload: { direction: 'in', device_time: new Date(Date.now() - 60_000).toISOString(), clock_offset_ms: 0, geotag: ORTIGAS, idempotency_key: randomUUID() },
    });
    expect(queued.statusCode).toBe(200);
    expect(await latest('00000005')).toMatchObject({ source: 'offline', outside_geofence: true, outside_reason: null });
  });

  it('a further site is inside; field staff have no fence; the nearest site decides outside them all', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    await setMakatiMode(hr, 'refuse');
    const cebu = await call(ctx.app, { method: 'POST', url: '/api/v1/admin/offices', cookie: hr, payload: { name: 'Cebu Branch', address: 'Cebu IT Park', lat: CEBU.lat, lng: CEBU.lng, radius_m: 200, fence_mode: 'flag' } });
    const cebuId = cebu.json().id as number;

    const grace = await logInAs(ctx.app, 'grace');
    const refused = await punchIn(grace, { geotag: CEBU });
    expect(refused.statusCode).toBe(403);
    const saved = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/timeclock/sites', cookie: hr, payload: { emp_id: '00000008', field_staff: false, site_ids: [cebuId] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ emp_id: '00000008', office_name: 'Makati Head Office', field_staff: false, site_ids: [cebuId] });
    const atCebu = await punchIn(grace, { geotag: CEBU });
    expect(atCebu.statusCode).toBe(200);
    expect((await latest('00000008')).outside_geofence).toBe(false);
    // Near Cebu but outside it: Cebu, the nearest site, flags rather than Makati refusing.
    const nearCebu = await call(ctx.app, { method: 'POST', url: '/api/v2/time/out', cookie: grace, payload: { geotag: { lat: 10.36, lng: 123.92, accuracy: 10 } } });
    expect(nearCebu.statusCode).toBe(200);
    expect((await latest('00000008')).outside_geofence).toBe(true);

    const liza = await logInAs(ctx.app, 'liza');
    expect((await punchIn(liza, { geotag: CEBU })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/timeclock/sites', cookie: hr, payload: { emp_id: '00000006', field_staff: true, site_ids: [] } })).statusCode).toBe(200);
    const field = await punchIn(liza, { geotag: CEBU });
    expect(field.statusCode).toBe(200);
    expect((await latest('00000006')).outside_geofence).toBe(false);

    const list = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/timeclock/sites', cookie: hr })).json() as { emp_id: string; field_staff: boolean }[];
    expect(list.find((row) => row.emp_id === '00000006')).toMatchObject({ field_staff: true });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'employee_sites').execute();
    expect(audit.map((entry) => entry.entity_id).sort()).toEqual(['00000006', '00000008']);
  });

  it('refuses unknown offices and employees, and anyone but HR', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const unknownOffice = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/timeclock/sites', cookie: hr, payload: { emp_id: '00000004', field_staff: false, site_ids: [999] } });
    expect(unknownOffice.statusCode).toBe(400);
    expect(unknownOffice.json()).toMatchObject({ field: 'site_ids', message: '999 is not an office; choose from Offices.' });
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/timeclock/sites', cookie: hr, payload: { emp_id: '00000099', field_staff: false, site_ids: [] } })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/timeclock/sites', cookie: hr, payload: { emp_id: '00000004', field_staff: 'yes', site_ids: [] } })).statusCode).toBe(400);
    await expectHrAdminOnly(ctx.app, { method: 'PUT', url: '/api/v1/admin/timeclock/sites', payload: { emp_id: '00000004', field_staff: false, site_ids: [] } });
    await expectHrAdminOnly(ctx.app, { method: 'GET', url: '/api/v1/admin/timeclock/sites' });
  });
});
