import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayrollRun } from '@portal/contracts/payroll';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { addDays, weekdayOf } from '../../lib/local-time';
import { renderMessage } from '../../lib/messages';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
// Last month's first cut-off: wholly past at any clock the suite runs at.
const lastMonthStart = addDays(`${manilaDay(0).slice(0, 7)}-01`, -1).slice(0, 7) + '-01';
const year = Number(lastMonthStart.slice(0, 4));
const month = Number(lastMonthStart.slice(5, 7));
const period = { year, month, cutoff: 1 };
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(`${lastMonthStart}T00:00:00Z`));
const LOCKED = `The payroll of ${monthName} 1 to ${monthName} 15, ${year} is locked: requests for those dates can no longer be filed, changed or approved. Ask HR to make the change in the next payroll.`;
// A Saturday of the cut-off and one of the month's second: the employee's rest days, so overtime may be filed at any hour.
let saturday = '';
let laterSaturday = '';

const move = (cookie: string | undefined, status: string, key: object = period) => call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs/status', cookie, payload: { ...key, status } });
const fileOvertime = (cookie: string, recid: number, fromTime: string, toTime: string, noOfHours: number, otDate = saturday, reason = 'Inventory count') =>
  call(ctx.app, { method: 'POST', url: '/api/v2/overtime', cookie, payload: { recid, otDate, fromTime, toTime, noOfHours, reason } });

beforeAll(async () => {
  saturday = Array.from({ length: 7 }, (_, index) => addDays(lastMonthStart, index)).find((day) => weekdayOf(day) === 6)!;
  laterSaturday = Array.from({ length: 7 }, (_, index) => addDays(lastMonthStart, 15 + index)).find((day) => weekdayOf(day) === 6)!;
  // Everyone has a rate, so nobody's pay needs attention and the run may be locked.
  await sql`insert into pay_rates (emp_id, effective_from, basis, rate, recorded_by)
    select emp_id, '2020-01-01', 'monthly', 30000, '00000001' from employees on conflict do nothing`.execute(ctx.db);
});

describe('locking a payroll run', () => {
  let first = 0;
  let second = 0;

  it('moves a run from draft to reviewed, back, and to locked, each move audited', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    first = (await fileOvertime(employee, 0, '08:00', '12:00', 4)).json().recid;
    second = (await fileOvertime(employee, 0, '13:00', '17:00', 4)).json().recid;
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);

    const hr = await logInAs(ctx.app, 'hr');
    const computed = await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs', cookie: hr, payload: period });
    expect(computed.statusCode, computed.body).toBe(200);
    expect((computed.json() as PayrollRun).totals.with_problems).toBe(0);

    const early = await move(hr, 'locked');
    expect(early.statusCode).toBe(409);
    const filMonth = new Intl.DateTimeFormat('fil-PH', { month: 'long', timeZone: 'UTC' }).format(new Date(`${lastMonthStart}T00:00:00Z`));
    expect(early.json()).toEqual({
      message: `The run of the first cut-off of ${monthName} ${year} is a draft: mark it reviewed before locking it.`,
      code: 'CONFLICT',
      message_code: 'payroll.run_is_draft',
      params: { period: { en: `the first cut-off of ${monthName} ${year}`, fil: `unang cut-off ng ${filMonth} ${year}` } },
    });
    expect(renderMessage('payroll.run_is_draft', early.json().params, 'fil')).toBe(`Draft pa ang run ng unang cut-off ng ${filMonth} ${year}: markahan muna itong nasuri bago i-lock.`);
    const reviewed = await move(hr, 'reviewed');
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ status: 'reviewed', message: `The run of the first cut-off of ${monthName} ${year} is marked reviewed.`, message_code: 'payroll.run_reviewed' });
    expect((await move(hr, 'reviewed')).json().message).toBe(`The run of the first cut-off of ${monthName} ${year} is already reviewed.`);
    expect((await move(hr, 'draft')).json()).toMatchObject({ status: 'draft', message: `The run of the first cut-off of ${monthName} ${year} is a draft again.` });
    expect((await move(hr, 'reviewed')).statusCode).toBe(200);
    const locked = await move(hr, 'locked');
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({
      status: 'locked',
      message: `The run of the first cut-off of ${monthName} ${year} is locked: requests for its dates can no longer be filed, changed or approved.`,
    });
    const audit = await sql<{ action: string }>`select action from audit_log where entity = 'payroll_run' and entity_id = ${`${year}-${String(month).padStart(2, '0')}-1`} order by id`.execute(ctx.db);
    expect(audit.rows.map((row) => row.action)).toEqual(['compute', 'review', 'reopen', 'review', 'lock']);
    // Final: neither moved back nor computed again.
    expect((await move(hr, 'draft')).json().message).toBe(`The run of the first cut-off of ${monthName} ${year} is locked: it can no longer change. Make a change in the next payroll.`);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs', cookie: hr, payload: period })).statusCode).toBe(409);
  });

  it("refuses requests for the cut-off's dates, filed, changed or approved, whoever writes them; a disapproval still goes through", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const filed = await fileOvertime(employee, 0, '18:00', '20:00', 2);
    expect(filed.statusCode).toBe(409);
    expect(filed.json().message).toBe(LOCKED);
    const edited = await fileOvertime(employee, first, '08:00', '11:00', 3);
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toBe(LOCKED);

    const teamlead = await logInAs(ctx.app, 'teamlead');
    const approved = await call(ctx.app, { method: 'POST', url: '/api/v1/overtime/approve', payload: { recid: first, emp_id: '4' }, cookie: teamlead });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(LOCKED);
    const bulk = await call(ctx.app, { method: 'POST', url: '/api/v3/overtime/approve', payload: { recids: [first] }, cookie: teamlead });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject({ done: [], refused: [{ recid: first, message: LOCKED }] });
    const disapproved = await call(ctx.app, { method: 'POST', url: '/api/v3/overtime/disapprove', payload: { recids: [second], remarks: 'Not budgeted' }, cookie: teamlead });
    expect(disapproved.json().done).toEqual([second]);

    // SQL typed by hand meets the same lock.
    await expect(sql`update overtimes set noofhours = 1 where recid = ${first}`.execute(ctx.db)).rejects.toMatchObject({ code: 'PL423', message: LOCKED });
    const stored = await sql<{ noofhours: string; overall_status: string }>`select noofhours::text, overall_status from overtimes where recid = ${first}`.execute(ctx.db);
    expect(stored.rows[0]).toEqual({ noofhours: '4.00', overall_status: '' });
    // The days after the cut-off are open.
    const after = await fileOvertime(employee, 0, '08:00', '10:00', 2, laterSaturday);
    expect(after.statusCode, after.body).toBe(200);
  });

  it("releases a locked run: everyone's payslip is published, to the centavo of the run, and each person is told", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const run = (await call(ctx.app, { method: 'GET', url: `/api/v1/payroll/runs?year=${year}&month=${month}&cutoff=1`, cookie: hr })).json() as PayrollRun;
    const payDate = addDays(lastMonthStart, 14);
    const released = await move(hr, 'released', { ...period, pay_date: payDate });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({
      status: 'released',
      message: `The run of the first cut-off of ${monthName} ${year} is released: ${run.people.length} payslips are published and each person is told.`,
    });
    expect((await move(hr, 'locked')).json().message).toMatch(/is released: it can no longer change/);

    // Juan reads his payslip as every payslip is read: the run's net pay, to the centavo.
    const employee = await logInAs(ctx.app, 'employee');
    const juan = run.people.find((person) => person.empid === '00000004')!;
    const payslip = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: { year, month, period: 1, dwp: 1 } });
    expect(payslip.statusCode, payslip.body).toBe(200);
    expect(Math.round(Number(payslip.json().net_pay) * 100)).toBe(juan.net);
    expect(payslip.json().pay_date).toBe(payDate);
    const notices = await sql<{ title: string; category: string; link: string }>`select title, category, link from notifications where recipient = '00000004' and category = 'pay'`.execute(ctx.db);
    expect(notices.rows).toEqual([{ title: `Your payslip for the first cut-off of ${monthName} ${year} is ready`, category: 'pay', link: `/payslip?year=${year}&month=${month}&period=1` }]);
    const stored = await sql<{ count: number }>`select count(*)::int as count from payslips where year = ${year} and month = ${month} and period = 1`.execute(ctx.db);
    expect(stored.rows[0]!.count).toBe(run.people.length);
  });

  it('refuses to lock a run that attendance has changed since it was computed, until it is computed again', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    // The first cut-off of the month before: nobody's pay needs attention there.
    const monthBefore = addDays(lastMonthStart, -1).slice(0, 7);
    const earlier = { year: Number(monthBefore.slice(0, 4)), month: Number(monthBefore.slice(5, 7)), cutoff: 1 };
    const computed = await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs', cookie: hr, payload: earlier });
    expect((computed.json() as PayrollRun).totals.with_problems).toBe(0);
    expect((await move(hr, 'reviewed', earlier)).statusCode).toBe(200);
    // A working day Juan worked (not a holiday: that pays nothing more unapproved), recorded after the run was computed.
    const holidays = new Set((await sql<{ day: string }>`select holiday_date::text as day from holidays`.execute(ctx.db)).rows.map((row) => row.day));
    const day = Array.from({ length: 15 }, (_, index) => `${monthBefore}-${String(index + 1).padStart(2, '0')}`).find((date) => weekdayOf(date) % 6 !== 0 && !holidays.has(date))!;
    await sql`insert into punches (emp_id, trdate, direction, punched_at) values
      ('00000004', ${day}, 'in', (${day}::date + time '08:00') at time zone 'Asia/Manila'),
      ('00000004', ${day}, 'out', (${day}::date + time '17:00') at time zone 'Asia/Manila')`.execute(ctx.db);
    const refused = await move(hr, 'locked', earlier);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("One person's pay has changed since the run was computed (attendance, requests or pay data): compute the draft again and review it before locking.");
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs', cookie: hr, payload: earlier })).statusCode).toBe(200);
    expect((await move(hr, 'reviewed', earlier)).statusCode).toBe(200);
    expect((await move(hr, 'locked', earlier)).statusCode).toBe(200);
  });

  it('makes an approval wait for a run being locked, and then refuses it', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    const filed = await fileOvertime(employee, 0, '13:00', '15:00', 2, laterSaturday, 'Stock transfer');
    expect(filed.statusCode, filed.body).toBe(200);
    const recid = filed.json().recid as number;
    const lastDay = addDays(`${addDays(lastMonthStart, 31).slice(0, 7)}-01`, -1);
    const run = await sql<{ id: string }>`insert into payroll_runs (year, month, cutoff, from_date, to_date, status, computed_by)
      values (${year}, ${month}, 2, ${addDays(lastMonthStart, 15)}, ${lastDay}, 'reviewed', '00000001') returning id::text`.execute(ctx.db);
    // HR's lock of the second cut-off is committing: its run's row is held.
    await ctx.db.connection().execute(async (locker) => {
      await sql`begin`.execute(locker);
      await sql`update payroll_runs set status = 'locked' where id = ${run.rows[0]!.id}::bigint`.execute(locker);
      let settled = false;
      const approving = call(ctx.app, { method: 'POST', url: '/api/v1/overtime/approve', payload: { recid, emp_id: '4' }, cookie: teamlead }).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await sql`commit`.execute(locker);
      const approved = await approving;
      expect(approved.statusCode).toBe(409);
      expect(approved.json().message).toBe(
        `The payroll of ${monthName} 16 to ${monthName} ${Number(lastDay.slice(8))}, ${year} is locked: requests for those dates can no longer be filed, changed or approved. Ask HR to make the change in the next payroll.`,
      );
    });
    const stored = await sql<{ overall_status: string }>`select overall_status from overtimes where recid = ${recid}`.execute(ctx.db);
    expect(stored.rows[0]!.overall_status).toBe('');
  });

  it('locks only a cut-off that has ended', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const today = manilaDay(0);
    const current = { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)), cutoff: Number(today.slice(8)) <= 15 ? 1 : 2 };
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs', cookie: hr, payload: current })).statusCode).toBe(200);
    expect((await move(hr, 'reviewed', current)).statusCode).toBe(200);
    const refused = await move(hr, 'locked', current);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The cut-off ends on \d{4}-\d{2}-\d{2}: lock its run from the day after\.$/);
  });

  it('is for HR administrators with the payroll permission, and says what is wrong with a move', async () => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      const refused = await move(await logInAs(ctx.app, username), 'reviewed');
      expect(refused.statusCode, username).toBe(403);
      expect(refused.json().message).toBe('Payroll runs are for HR administrators with the payroll permission.');
    }
    expect((await move(undefined, 'reviewed')).statusCode).toBe(401);
    const hr = await logInAs(ctx.app, 'hr');
    const paid = await move(hr, 'paid');
    expect(paid.statusCode).toBe(400);
    expect(paid.json().message).toMatch(/status must be draft, reviewed, locked or released/);
    const badDate = await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs/status', cookie: hr, payload: { ...period, status: 'released', pay_date: '2026-02-30' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/pay_date/);
    const none = await move(hr, 'reviewed', { year: 2031, month: 1, cutoff: 1 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('There is no payroll run for the first cut-off of January 2031 yet: compute one.');
  });
});
