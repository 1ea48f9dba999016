import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';

// Many punches of one person at the same moment, time-ins and time-outs mixed (a
// double tap, a live punch racing its own offline copy, two phones). Whatever order
// the database grants the employee's lock in, the stored punches alternate in, out,
// in, ..., and each 200 is exactly one stored punch. A decision made after the lock
// on a clock read before it (the transaction's now()) stored two time-ins.
const ctx = useTestApp();
const ROUNDS = 25;
const AT_ONCE = 8;

const punch = (direction: 'in' | 'out', cookie: string) => call(ctx.app, { method: 'POST', url: `/api/v2/time/${direction}`, payload: {}, cookie });

let empId: string;
let cookie: string;

beforeAll(async () => {
  empId = (await ctx.db.selectFrom('user_accounts').select('emp_id').where('username', '=', 'grace').executeTakeFirstOrThrow()).emp_id;
  // A shift that covers every hour and no rest day: each time-in is today's, whatever the clock says.
  await sql`update employees set rest_days = '{}' where emp_id = ${empId}`.execute(ctx.db);
  await sql`update punches set superseded_at = now() where emp_id = ${empId}`.execute(ctx.db);
  cookie = await logInAs(ctx.app, 'grace');
});

describe('simultaneous punches of one person', () => {
  it(`store alternating time-ins and time-outs, one per 200, over ${ROUNDS} rounds of ${AT_ONCE} at once`, async () => {
    let acknowledged = 0;
    const statuses: Record<number, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      // Mostly time-ins, the double tap's case, with time-outs among them.
      const directions = Array.from({ length: AT_ONCE }, (_, index) => ((index + round) % 3 === 0 ? 'out' : 'in') as 'in' | 'out');
      const answers = await Promise.all(directions.map((direction) => punch(direction, cookie)));
      for (const answer of answers) statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
      acknowledged += answers.filter((answer) => answer.statusCode === 200).length;
    }
    const stored = await ctx.db
      .selectFrom('punches')
      .select(['direction', 'punched_at'])
      .where('emp_id', '=', empId)
      .where('superseded_at', 'is', null)
      .orderBy('punched_at')
      .execute();
    const sequence = stored.map((row) => row.direction).join(' ');
    expect(Object.keys(statuses).filter((status) => Number(status) >= 500), JSON.stringify(statuses)).toEqual([]);
    expect(sequence, 'in and out alternate, starting with in').toMatch(/^in( out in)*( out)?$/);
    expect(stored).toHaveLength(acknowledged);
  });
});
