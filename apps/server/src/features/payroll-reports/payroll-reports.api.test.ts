import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayrollRun } from '@portal/contracts/payroll';
import type { BankCreditFile, Bir1601c, MonthContributions, PayrollRegister } from '@portal/contracts/payroll-reports';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { addDays } from '../../lib/local-time';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
// The month before last: both cut-offs wholly past at any clock the suite runs at.
const monthStart = `${addDays(`${addDays(`${manilaDay(0).slice(0, 7)}-01`, -1).slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
const year = Number(monthStart.slice(0, 4));
const month = Number(monthStart.slice(5, 7));
const get = (cookie: string | undefined, report: string, query: string) => call(ctx.app, { method: 'GET', url: `/api/v1/payroll/reports/${report}?${query}`, cookie });
const runs: Record<number, PayrollRun> = {};

beforeAll(async () => {
  // Everyone at 30,000.00 a month, at work 08:00 to 17:00 on every weekday of the month.
  await sql`insert into pay_rates (emp_id, effective_from, basis, rate, recorded_by)
    select emp_id, '2020-01-01', 'monthly', 30000, '00000001' from employees on conflict do nothing`.execute(ctx.db);
  // Ramon works nights (his punches would not fit): he left before the month.
  await sql`update employees set separation_date = ${addDays(monthStart, -1)}, active = false where emp_id = '00000007'`.execute(ctx.db);
  await sql`update employees set sss_no = '34-1234567-8', philhealth_no = '12-345678901-2', pagibig_no = '1234-5678-9012' where emp_id = '00000004'`.execute(ctx.db);
  await sql`insert into punches (emp_id, trdate, direction, punched_at)
    select e.emp_id, d::date, dir, (d::date + case dir when 'in' then time '08:00' else time '17:00' end) at time zone 'Asia/Manila'
    from employees e, generate_series(${monthStart}::date, (${monthStart}::date + interval '1 month' - interval '1 day'), interval '1 day') d, unnest(array['in', 'out']) dir
    where e.active and extract(isodow from d) < 6`.execute(ctx.db);
});

async function finalise(hr: string, cutoff: number) {
  const key = { year, month, cutoff };
  const computed = await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs', cookie: hr, payload: key });
  expect(computed.statusCode, computed.body).toBe(200);
  runs[cutoff] = computed.json() as PayrollRun;
  expect(runs[cutoff]!.totals.with_problems, JSON.stringify(runs[cutoff]!.people.filter((person) => person.problems.length > 0))).toBe(0);
  for (const status of ['reviewed', 'locked']) {
    const moved = await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs/status', cookie: hr, payload: { ...key, status } });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

describe('payroll reports', () => {
  it('report nothing until a run is locked, and say which cut-offs are missing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect((await get(hr, 'contributions', `year=${year}&month=${month}`)).json()).toMatchObject({ covered: [], missing: [1, 2], rows: [] });
    expect((await get(hr, 'register', `year=${year}&month=${month}&cutoff=1`)).json()).toMatchObject({ status: null, covered: [], missing: [1], rows: [] });
  });

  it("list a cut-off's register and a month's contributions and 1601-C totals from the locked runs, to the centavo", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    await finalise(hr, 1);
    await finalise(hr, 2);

    // From punches to a released payslip: the first cut-off's, as Juan reads it.
    const released = await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs/status', cookie: hr, payload: { year, month, cutoff: 1, status: 'released' } });
    expect(released.statusCode, released.body).toBe(200);
    const payslip = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: await logInAs(ctx.app, 'employee'), payload: { year, month, period: 1, dwp: 1 } });
    expect(Math.round(Number(payslip.json().net_pay) * 100)).toBe(runs[1]!.people.find((person) => person.empid === '00000004')!.net);
    expect(Math.round(Number(payslip.json().gross) * 100)).toBeGreaterThan(0);

    const register = (await get(hr, 'register', `year=${year}&month=${month}&cutoff=2`)).json() as PayrollRegister;
    expect(register).toMatchObject({ status: 'locked', covered: [2], missing: [] });
    expect(register.rows).toHaveLength(runs[2]!.people.length);
    for (const row of register.rows) {
      expect(row.net_pay, row.empid).toBe(runs[2]!.people.find((person) => person.empid === row.empid)!.net);
      expect(row.gross - row.tardiness_undertime - row.sss - row.philhealth - row.pagibig - row.withholding_tax - row.loans).toBe(row.net_pay);
    }
    // Juan's month at 30,000.00: SSS 5% and 10% of 30,000 (regular to 20,000, the rest MPF) and EC 30.00; PhilHealth 5% shared; Pag-IBIG 2% of 10,000 each.
    const juan = register.rows.find((row) => row.empid === '00000004')!;
    expect([juan.sss, juan.philhealth, juan.pagibig]).toEqual([150_000, 75_000, 20_000]);
    expect(juan.employer_contributions).toBe(300_000 + 3_000 + 75_000 + 20_000);

    const contributions = (await get(hr, 'contributions', `year=${year}&month=${month}`)).json() as MonthContributions;
    expect(contributions).toMatchObject({ covered: [1, 2], missing: [] });
    expect(contributions.rows.find((row) => row.empid === '00000004')).toEqual({
      empid: '00000004',
      fullname: 'dela Cruz, Juan',
      sss_no: '34-1234567-8',
      philhealth_no: '12-345678901-2',
      pagibig_no: '1234-5678-9012',
      sss_employee: 150_000,
      sss_employer: 300_000,
      sss_ec: 3_000,
      philhealth_employee: 75_000,
      philhealth_employer: 75_000,
      pagibig_employee: 20_000,
      pagibig_employer: 20_000,
    });
    expect(contributions.totals.sss_employee).toBe(contributions.rows.reduce((total, row) => total + row.sss_employee, 0));

    const form = (await get(hr, '1601c', `year=${year}&month=${month}`)).json() as Bir1601c;
    const item = (number: string) => form.lines.find((line) => line.item === number)!.amount;
    const both = [...runs[1]!.people, ...runs[2]!.people];
    expect(form.people).toBe(runs[2]!.people.length);
    expect(item('14')).toBe(both.reduce((total, person) => total + person.gross, 0));
    expect(item('19')).toBe(contributions.rows.reduce((total, row) => total + row.sss_employee + row.philhealth_employee + row.pagibig_employee, 0));
    expect(item('21')).toBe(item('14') - item('22'));
    expect(item('20')).toBe(item('21') - item('19'));
    expect(item('25')).toBeGreaterThan(0);
  });

  it("list a cut-off's bank credit file: each net pay with the account it goes to, and who has none on record", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const bank = (cookie: string | undefined, payload: object) => call(ctx.app, { method: 'POST', url: '/api/v1/payroll/paydata/bank', cookie, payload });
    const recorded = await bank(hr, { empid: '4', bank: 'BDO Unibank', account_number: '0012-3456-7890' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ bank: { bank: 'BDO Unibank', account_number: '0012-3456-7890', recorded_by: '00000001' }, message: 'The bank account is recorded: BDO Unibank 0012-3456-7890.' });
    const changed = await bank(hr, { empid: '4', bank: 'BPI', account_number: '1234567890' });
    expect(changed.json().message).toBe('The pay now goes to BPI account 1234567890.');
    const audit = await sql<{ action: string; before: unknown }>`select action, before from audit_log where entity = 'pay_bank' and entity_id = '00000004' order by id`.execute(ctx.db);
    expect(audit.rows).toEqual([
      { action: 'create', before: null },
      { action: 'update', before: { bank: 'BDO Unibank', account_number: '0012-3456-7890' } },
    ]);
    const bad = await bank(hr, { empid: '4', bank: 'BPI', account_number: '12-ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/account_number must be 6 to 30 digits/);
    for (const username of ['employee', 'teamlead']) expect((await bank(await logInAs(ctx.app, username), { empid: '4', bank: 'BPI', account_number: '1234567890' })).statusCode).toBe(403);

    const file = (await get(hr, 'bank', `year=${year}&month=${month}&cutoff=2`)).json() as BankCreditFile;
    expect(file).toMatchObject({ status: 'locked', covered: [2], missing: [] });
    const juan = file.rows.find((row) => row.empid === '00000004')!;
    expect(juan).toEqual({ empid: '00000004', fullname: 'dela Cruz, Juan', bank: 'BPI', account_number: '1234567890', amount: runs[2]!.people.find((person) => person.empid === '00000004')!.net });
    expect(file.without_account).toBe(file.rows.length - 1);
    expect(file.total).toBe(file.rows.reduce((total, row) => total + row.amount, 0));
    expect((await get(await logInAs(ctx.app, 'employee'), 'bank', `year=${year}&month=${month}&cutoff=2`)).statusCode).toBe(403);
  });

  it('are for HR administrators with the payroll permission, and say what is wrong with a period', async () => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      const cookie = await logInAs(ctx.app, username);
      for (const report of ['contributions', '1601c']) {
        const refused = await get(cookie, report, `year=${year}&month=${month}`);
        expect(refused.statusCode, `${username} ${report}`).toBe(403);
        expect(refused.json().message).toBe('Payroll runs are for HR administrators with the payroll permission.');
      }
      expect((await get(cookie, 'register', `year=${year}&month=${month}&cutoff=1`)).statusCode).toBe(403);
    }
    expect((await get(undefined, 'contributions', `year=${year}&month=${month}`)).statusCode).toBe(401);
    const hr = await logInAs(ctx.app, 'hr');
    expect((await get(hr, 'contributions', `year=${year}&month=13`)).json().message).toMatch(/month must be 1 to 12/);
    expect((await get(hr, 'register', `year=${year}&month=${month}&cutoff=3`)).json().message).toMatch(/cutoff must be 1 \(the first half\) or 2 \(the second\)/);
  });
});
