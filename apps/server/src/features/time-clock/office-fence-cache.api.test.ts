import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { call, logInAs, useSecondNode, useTestApp } from '../../../test/test-app';

// A punch takes the employee's office fence from a per-node cache; these prove HR's
// changes still apply at once in the process that made them, and, through the
// triggers' notifications, wherever the change came from. (Both nodes here share one
// process, so the statements typed by hand are what prove the notifications.)
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const PEDRO = '00000005';
const MAKATI = { lat: 14.5547, lng: 121.0244 };
/** 1.2 km north of the Makati office's centre. */
const BGC = { lat: 14.5547 + 1200 / 111_320, lng: 121.0244, accuracy: 20 };
const second = useSecondNode(ctx);

async function setMakatiRefusal(refuseOutside: boolean): Promise<void> {
  const hr = await logInAs(ctx.app, 'hr');
  const offices = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/offices', cookie: hr })).json() as { id: number; name: string }[];
  const makati = offices.find((office) => office.name === 'Makati Head Office')!;
  const payload = { id: makati.id, name: 'Makati Head Office', address: 'Ayala Avenue, Makati City, Metro Manila', ...MAKATI, radius_m: 300, fence_mode: refuseOutside ? 'refuse' : 'flag' };
  expect((await call(ctx.app, { method: 'POST', url: '/api/v1/admin/offices', cookie: hr, payload })).statusCode).toBe(200);
}

const punch = async (node: FastifyInstance, direction: 'in' | 'out', geotag: object) =>
  call(node, { method: 'POST', url: `/api/v2/time/${direction}`, cookie: await logInAs(ctx.app, 'pedro'), payload: { geotag } });

async function closeAnyOpenTimeIn(): Promise<void> {
  await punch(ctx.app, 'out', MAKATI);
}

const setMakatiRefusalBySql = (refuseOutside: boolean) =>
  ctx.db.updateTable('offices').set({ fence_mode: refuseOutside ? 'refuse' : 'flag' }).where('name', '=', 'Makati Head Office').execute();
const expectPunchStatus = (direction: 'in' | 'out', geotag: object, status: number) =>
  vi.waitFor(async () => expect((await punch(second.app, direction, geotag)).statusCode).toBe(status), { timeout: 2_000, interval: 20 });

// The statements typed by hand come first: a write through the API marks every cache
// in this process, which would hide a missing notification for 30 seconds.
describe('cached office fences', () => {
  it('follows an office changed by a statement typed by hand', async () => {
    await punch(second.app, 'out', MAKATI);
    await expectPunchStatus('in', BGC, 200);
    expect((await punch(second.app, 'out', BGC)).statusCode).toBe(200);
    await setMakatiRefusalBySql(true);
    await expectPunchStatus('in', BGC, 403);
    await setMakatiRefusalBySql(false);
    await expectPunchStatus('in', BGC, 200);
    expect((await punch(second.app, 'out', MAKATI)).statusCode).toBe(200);
  });

  it('follows an employee moved out of an office by a statement typed by hand', async () => {
    await setMakatiRefusalBySql(true);
    await expectPunchStatus('in', BGC, 403);
    const { office_id: officeId } = await ctx.db.selectFrom('employees').select('office_id').where('emp_id', '=', PEDRO).executeTakeFirstOrThrow();
    await ctx.db.updateTable('employees').set({ office_id: null }).where('emp_id', '=', PEDRO).execute();
    try {
      await expectPunchStatus('in', BGC, 200);
      const stored = await ctx.db.selectFrom('punches').select('outside_geofence').where('emp_id', '=', PEDRO).orderBy('punched_at', 'desc').executeTakeFirstOrThrow();
      expect(stored.outside_geofence).toBe(false);
      expect((await punch(second.app, 'out', BGC)).statusCode).toBe(200);
    } finally {
      await ctx.db.updateTable('employees').set({ office_id: officeId }).where('emp_id', '=', PEDRO).execute();
      await setMakatiRefusalBySql(false);
    }
  });

  it('applies a fence HR tightened through the portal to the very next punch', async () => {
    await setMakatiRefusal(false);
    await closeAnyOpenTimeIn();
    const flagged = await punch(ctx.app, 'in', BGC);
    expect(flagged.statusCode).toBe(200);
    expect((await punch(ctx.app, 'out', BGC)).statusCode).toBe(200);

    await setMakatiRefusal(true);
    const refused = await punch(ctx.app, 'in', BGC);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are outside the Makati Head Office area (1.2 km away). Time in from the office, or ask HR.');
  });
});
