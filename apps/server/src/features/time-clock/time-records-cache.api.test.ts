import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useSecondNode, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

// GET /v2/time answers from a per-node cache; these prove it never answers old rows,
// whichever node or path changed them.
const ctx = useTestApp();
const EMPLOYEE = '00000004';
const second = useSecondNode(ctx);

type Day = { trdate: string; timein1: string | null; timeout1: string | null; timein2: string | null };
const records = async (app: FastifyInstance, cookie: string) => (await call(app, { method: 'GET', url: '/api/v2/time', cookie })).json() as Day[];
const dayOf = (days: Day[], trdate: string) => days.find((day) => day.trdate === trdate);

describe('cached time records', () => {
  it('answers the same body from the cache as from the database', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const first = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie });
    const second = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie });
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    const ranged = await call(ctx.app, { method: 'GET', url: `/api/v2/time?fromDate=${manilaDay(-13)}&toDate=${manilaDay(0)}`, cookie });
    expect(second.body).toBe(ranged.body);
  });

  it('shows a time-in and a time-out at once on the node that took them and on another node', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    await records(ctx.app, cookie);
    await records(second.app, cookie);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: {}, cookie })).statusCode).toBe(200);
    const trdate = (await ctx.db.selectFrom('punches').select('trdate').where('emp_id', '=', EMPLOYEE).orderBy('punched_at', 'desc').executeTakeFirstOrThrow()).trdate;
    expect(dayOf(await records(ctx.app, cookie), trdate)?.timein1).not.toBeNull();
    expect(dayOf(await records(second.app, cookie), trdate)?.timein1).not.toBeNull();
    expect((await call(second.app, { method: 'POST', url: '/api/v2/time/out', payload: {}, cookie })).statusCode).toBe(200);
    expect(dayOf(await records(second.app, cookie), trdate)?.timeout1).not.toBeNull();
    expect(dayOf(await records(ctx.app, cookie), trdate)?.timeout1).not.toBeNull();
  });

  it("shows an approved adjustment's entries at once", async () => {
    const day = manilaDay(-2);
    const employee = await logInAs(ctx.app, 'employee');
    await records(ctx.app, employee);
    await records(second.app, employee);
    const filed = await call(ctx.app, {
      method: 'POST',
      url: '/api/v3/attendance/adjustment',
      payload: { recid: 0, trDate: day, timeIn1: '06:11', timeOut1: '12:00', timeIn2: '13:00', timeOut2: '17:30', reason: 'Cache check' },
      cookie: employee,
    });
    const recid = filed.json().recid as number;
    for (const approver of ['teamlead', 'approver']) {
      const cookie = await logInAs(ctx.app, approver);
      const answer = await call(ctx.app, { method: 'POST', url: '/api/v1/attendance/adjustment/approve', payload: { recid, emp_id: EMPLOYEE }, cookie });
      expect(answer.statusCode).toBe(200);
    }
    expect(dayOf(await records(ctx.app, employee), day)?.timein1).toBe('06:11:00');
    expect(dayOf(await records(second.app, employee), day)?.timein1).toBe('06:11:00');
  });

  it('hears a change made outside the API (an import, a statement by hand) through the database', async () => {
    // Someone no other test here touches, so no write of this process is still pending for them.
    const { emp_id: empId } = await ctx.db.selectFrom('user_accounts').select('emp_id').where('username', '=', 'grace').executeTakeFirstOrThrow();
    const day = manilaDay(-3);
    const cookie = await logInAs(ctx.app, 'grace');
    await records(ctx.app, cookie);
    await records(second.app, cookie);
    await sql`update punches set superseded_at = now() where emp_id = ${empId} and trdate = ${day} and superseded_at is null`.execute(ctx.db);
    await sql`insert into punches (emp_id, trdate, direction, punched_at, source)
      values (${empId}, ${day}, 'in', (${day}::date + time '05:43') at time zone 'Asia/Manila', 'import')`.execute(ctx.db);
    // The trigger bumped grace's records version: both nodes read afresh on the next call.
    for (const node of [ctx.app, second.app]) expect(dayOf(await records(node, cookie), day)?.timein1).toBe('05:43:00');
  });
});
