import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TodayBoard } from '@portal/contracts/today-board';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp();
const board = async (cookie: string, query = '') => call(ctx.app, { method: 'GET', url: `/api/v1/today${query}`, cookie });
const personOf = (answer: TodayBoard, empid: string) => answer.people.find((person) => person.empid === empid);

beforeAll(async () => {
  // Pedro timed in ten minutes ago, by the database's clock: in, whatever the hour.
  await sql`insert into punches (emp_id, trdate, direction, punched_at)
    values ('00000005', (now() - interval '10 minutes') at time zone 'Asia/Manila', 'in', now() - interval '10 minutes')`.execute(ctx.db);
  // Carlo timed in just after yesterday's midnight and never out: over 20 hours ago at any hour of today.
  await sql`update punches set superseded_at = now() where emp_id = '00000009' and trdate = ${manilaDay(-1)}::date`.execute(ctx.db);
  await sql`insert into punches (emp_id, trdate, direction, punched_at)
    values ('00000009', ${manilaDay(-1)}::date, 'in', (${manilaDay(-1)}::date + time '00:01') at time zone 'Asia/Manila')`.execute(ctx.db);
  // Grace is on a whole day of vacation leave today.
  await ctx.db
    .insertInto('day_marks')
    .values({ emp_id: '00000008', trdate: manilaDay(0), kind: 'leave', request_type: 'leave', recid: 1, charged_to: 'VL', hours: '8' })
    .execute();
});

describe("today's board", () => {
  it("shows a team lead their team: who is in since when, who is on leave (with its type), yesterday's missing time-out", async () => {
    const response = await board(await logInAs(ctx.app, 'teamlead'));
    expect(response.statusCode).toBe(200);
    const answer = response.json() as TodayBoard;
    expect(answer.date).toBe(manilaDay(0));
    expect(answer.departments).toEqual([]);
    expect(answer.people.map((person) => person.empid).sort()).toEqual(['00000004', '00000005', '00000006', '00000007', '00000008', '00000009']);
    const pedro = personOf(answer, '00000005')!;
    expect(pedro).toMatchObject({ status: 'in', fullname: 'Bautista, Pedro' });
    expect(pedro.in_since).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(personOf(answer, '00000008')).toMatchObject({ status: 'on_leave', leave_type: 'VL' });
    expect(personOf(answer, '00000009')).toMatchObject({ missing_timeout_yesterday: true, in_since: null });
    expect(answer.counts).toMatchObject({ total: 6 });
    expect(answer.counts.in).toBeGreaterThanOrEqual(1);
    expect(answer.counts.on_leave).toBe(1);
    expect(answer.counts.missing_timeout_yesterday).toBe(1);
  });

  it('shows HR everyone, and one department when asked', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const everyone = (await board(hr)).json() as TodayBoard;
    expect(everyone.people.some((person) => person.empid === '00000001')).toBe(true);
    expect(everyone.people.some((person) => person.empid === '00000005')).toBe(true);
    expect(everyone.departments).toEqual(expect.arrayContaining(['Human Resources', 'Operations']));
    const humanResources = (await board(hr, '?department=Human%20Resources')).json() as TodayBoard;
    expect(humanResources.people.map((person) => person.department)).toEqual(humanResources.people.map(() => 'Human Resources'));
    expect(humanResources.people.some((person) => person.empid === '00000001')).toBe(true);
  });

  it('keeps a team lead to their team whatever department they ask for', async () => {
    const answer = (await board(await logInAs(ctx.app, 'teamlead'), '?department=Human%20Resources')).json() as TodayBoard;
    expect(answer.people).toEqual([]);
  });

  it('refuses employees and strangers, and a department name past its length', async () => {
    const refused = await board(await logInAs(ctx.app, 'employee'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Today's board is for team leads and HR.");
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/today' })).statusCode).toBe(401);
    const tooLong = await board(await logInAs(ctx.app, 'hr'), `?department=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/department must be at most 100 characters/);
  });
});
