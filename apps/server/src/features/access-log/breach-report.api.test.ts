import { describe, expect, it } from 'vitest';
import type { BreachReport } from '@portal/contracts/access-log';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const window = `from=${manilaDay(-1)}T00:00&to=${manilaDay(1)}T00:00`;
const report = (cookie: string | undefined, query: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/admin/breach-report?${query}`, cookie });

describe('the breach report', () => {
  it('names everyone whose data an account read in a window, with what, how often and by whom', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    for (const empid of ['4', '8', '4']) {
      expect(
        (await call(ctx.app, { method: 'GET', url: `/api/v1/payroll/paydata?empid=${empid}`, cookie: hr })).statusCode,
      ).toBe(200);
    }
    const byHr = await report(hr, `${window}&actor=1`);
    expect(byHr.statusCode, byHr.body).toBe(200);
    const answer = byHr.json() as BreachReport;
    expect(answer.reads).toBe(3);
    expect(
      answer.rows.map((row) => [row.empid, row.name, row.email, row.what, row.reads, row.readers, row.only_in_lists]),
    ).toEqual([
      ['00000008', 'Grace Aquino', 'grace@example.com', ['pay data'], 1, ['Ana Garcia (00000001)'], false],
      ['00000004', 'Juan dela Cruz', 'employee@example.com', ['pay data'], 2, ['Ana Garcia (00000001)'], false],
    ]);
    expect(new Date(answer.rows[1]!.first_at).getTime()).toBeLessThanOrEqual(
      new Date(answer.rows[1]!.last_at).getTime(),
    );

    // The employee records with everyone's ID numbers: each person on them is named, marked as read only in a list.
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/employees', cookie: hr })).statusCode).toBe(200);
    const withList = (await report(hr, `${window}&actor=1`)).json() as BreachReport;
    const people = await ctx.db.selectFrom('employees').select('emp_id').where('emp_id', '<>', '00000001').execute();
    expect(withList.rows).toHaveLength(people.length);
    const pedro = withList.rows.find((row) => row.empid === '00000005')!;
    expect(pedro).toMatchObject({ what: ['government IDs'], reads: 1, only_in_lists: true });
    expect(withList.rows.find((row) => row.empid === '00000004')).toMatchObject({
      what: ['government IDs', 'pay data'],
      reads: 3,
      only_in_lists: false,
    });
    // HR's own data is not HR reading someone else's.
    expect(withList.rows.some((row) => row.empid === '00000001')).toBe(false);
  });

  it('finds nothing for an account that read nothing, or outside the window', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect((await report(hr, `${window}&actor=2`)).json()).toEqual({ rows: [], reads: 0 });
    expect((await report(hr, 'from=2020-01-01T00:00&to=2020-01-02T00:00')).json()).toEqual({ rows: [], reads: 0 });
  });

  it('refuses a bad window, anyone but HR and a call without a session', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const backwards = await report(hr, `from=${manilaDay(1)}T00:00&to=${manilaDay(-1)}T00:00`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/to must be after from/);
    expect((await report(hr, 'from=2020-01-01&to=2020-01-02')).json().message).toMatch(
      /date and time like 2026-11-20T08:00/,
    );
    const tooLong = await report(hr, 'from=2020-01-01T00:00&to=2022-01-01T00:00');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 366 days/);
    expect((await report(hr, `${window}&actor=abc`)).statusCode).toBe(400);
    const approver = await logInAs(ctx.app, 'approver');
    expect((await report(approver, window)).statusCode).toBe(403);
    expect((await report(undefined, window)).statusCode).toBe(401);
  });
});
