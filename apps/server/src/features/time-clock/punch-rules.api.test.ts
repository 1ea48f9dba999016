import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

// The rules a punch follows inside the database (record_punch): which day a time-in
// belongs to, and when a time-in is still open. The server's clock is the time of
// record, so each case arranges the data around "now" rather than the clock.
const ctx = useTestApp();
let pedro: string;
let carlo: string;

const punch = (direction: 'in' | 'out', cookie: string) => call(ctx.app, { method: 'POST', url: `/api/v2/time/${direction}`, payload: {}, cookie });
const latestTrdate = async (empId: string) =>
  (await ctx.db.selectFrom('punches').select('trdate').where('emp_id', '=', empId).orderBy('punched_at', 'desc').executeTakeFirstOrThrow()).trdate;
const empIdOf = async (username: string) =>
  (await ctx.db.selectFrom('user_accounts').select('emp_id').where('username', '=', username).executeTakeFirstOrThrow()).emp_id;

beforeAll(async () => {
  pedro = await empIdOf('pedro');
  carlo = await empIdOf('carlo');
  // A shift that ends at 23:59:59 the next day: every moment (but the last second) is
  // before the end of yesterday's overnight shift, whatever the clock says.
  await sql`insert into shifts (shift, shiftdesc, timein, timeout, break_minutes) values ('LONGNIGHT', 'Long night', '23:59:59', '23:59:59', 60)`.execute(ctx.db);
  await sql`update punches set superseded_at = now() where emp_id in (${pedro}, ${carlo})`.execute(ctx.db);
});

describe("the day of a time-in", () => {
  it("belongs to yesterday before the end of yesterday's overnight shift", async () => {
    await sql`update employees set default_shift = 'LONGNIGHT', rest_days = '{}' where emp_id = ${pedro}`.execute(ctx.db);
    const cookie = await logInAs(ctx.app, 'pedro');
    expect((await punch('in', cookie)).statusCode).toBe(200);
    expect(await latestTrdate(pedro)).toBe(manilaDay(-1));
    // The time-out belongs to the day of the time-in it closes.
    expect((await punch('out', cookie)).statusCode).toBe(200);
    expect(await latestTrdate(pedro)).toBe(manilaDay(-1));
  });

  it('belongs to today when yesterday was a rest day', async () => {
    await sql`update employees set rest_days = '{0,1,2,3,4,5,6}' where emp_id = ${pedro}`.execute(ctx.db);
    const cookie = await logInAs(ctx.app, 'pedro');
    expect((await punch('in', cookie)).statusCode).toBe(200);
    expect(await latestTrdate(pedro)).toBe(manilaDay(0));
    expect((await punch('out', cookie)).statusCode).toBe(200);
  });

  it("follows an approved shift change over the default shift, and a day shift's time-in is today's", async () => {
    await sql`update employees set default_shift = 'DAY', rest_days = '{}' where emp_id = ${pedro}`.execute(ctx.db);
    const cookie = await logInAs(ctx.app, 'pedro');
    expect((await punch('in', cookie)).statusCode).toBe(200);
    expect(await latestTrdate(pedro)).toBe(manilaDay(0));
    expect((await punch('out', cookie)).statusCode).toBe(200);
    await sql`insert into shift_changes (emp_id, filed_by, frdate, todate, shift, overall_status)
      values (${pedro}, ${pedro}, ${manilaDay(-1)}, ${manilaDay(-1)}, 'LONGNIGHT', 'A')`.execute(ctx.db);
    expect((await punch('in', cookie)).statusCode).toBe(200);
    expect(await latestTrdate(pedro)).toBe(manilaDay(-1));
  });
});

describe('an open time-in', () => {
  it('is one less than 20 hours old: a second time-in is refused with when the first was', async () => {
    await sql`insert into punches (emp_id, trdate, direction, punched_at) values (${carlo}, ${manilaDay(-1)}, 'in', now() - interval '19 hours')`.execute(ctx.db);
    // In the person's default 12-hour format, with a readable date: "08:27 AM on Mon, Nov 23, 2026".
    const { rows } = await sql<{ at: string }>`select to_char(max(punched_at) at time zone 'Asia/Manila', 'HH12:MI AM "on" Dy, Mon FMDD, YYYY') as at
      from punches where emp_id = ${carlo} and superseded_at is null`.execute(ctx.db);
    const cookie = await logInAs(ctx.app, 'carlo');
    const again = await punch('in', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `You are already timed in since ${rows[0]!.at}. Time out first.`, code: 'CONFLICT', message_code: 'time_clock.already_in' });
    // The same time, written for each language: the client shows the one the person reads.
    expect(again.json().params.since.en).toBe(rows[0]!.at);
    expect(again.json().params.since.fil).toMatch(/^\d\d:\d\d [AP]M, \p{L}+, \p{L}+ \d+, \d{4}$/u);
    expect((await punch('out', cookie)).statusCode).toBe(200);
    expect(await latestTrdate(carlo)).toBe(manilaDay(-1));
  });

  it('is forgotten after 20 hours: a new time-in is taken and a time-out refused', async () => {
    await sql`insert into punches (emp_id, trdate, direction, punched_at) values (${carlo}, ${manilaDay(-1)}, 'in', now() - interval '21 hours')`.execute(ctx.db);
    const cookie = await logInAs(ctx.app, 'carlo');
    expect((await punch('out', cookie)).statusCode).toBe(409);
    expect((await punch('in', cookie)).statusCode).toBe(200);
  });
});
