import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PayData } from '@portal/contracts/pay-data';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
  call(ctx.app, { method, url: `/api/v1/payroll/paydata${url}`, cookie, ...(payload ? { payload } : {}) });
const auditOf = (entity: string) => ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

describe('pay data', () => {
  it('keeps each rate from its date, replaces a record of the same date, and shows the history newest first', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const first = await send('POST', '/rates', hr, { empid: '5', effective_from: '2026-01-01', basis: 'monthly', rate: '27000.00' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ empid: '00000005', fullname: 'Bautista, Pedro', message: 'The rate is recorded, in force from 2026-01-01.' });
    await send('POST', '/rates', hr, { empid: '5', effective_from: '2026-07-01', basis: 'monthly', rate: 29500 });
    const replaced = await send('POST', '/rates', hr, { empid: '5', effective_from: '2026-07-01', basis: 'daily', rate: '695.00', minimum_wage_earner: true });
    expect(replaced.json().message).toBe('The rate in force from 2026-07-01 is replaced.');
    const data = (await send('GET', '?empid=5', hr)).json() as PayData;
    expect(data.rates.map((rate) => [rate.effective_from, rate.basis, rate.rate, rate.minimum_wage_earner, rate.recorded_by])).toEqual([
      ['2026-07-01', 'daily', 695, true, '00000001'],
      ['2026-01-01', 'monthly', 27000, false, '00000001'],
    ]);
    const audits = await auditOf('pay_rate');
    expect(audits.map((audit) => [audit.action, audit.entity_id])).toEqual([
      ['create', '00000005 2026-01-01'],
      ['create', '00000005 2026-07-01'],
      ['update', '00000005 2026-07-01'],
    ]);
    expect(audits[2]).toMatchObject({ before: { basis: 'monthly', rate: 29500 }, after: { basis: 'daily', rate: 695, minimum_wage_earner: true } });
  });

  it('adds allowances, loans and deductions between dates, and ends one with its history kept', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const rice = await send('POST', '/items', hr, { empid: '00000006', kind: 'allowance', label: 'Rice allowance', monthly_amount: '2000.00', starts_on: '2026-01-01' });
    expect(rice.statusCode, rice.body).toBe(200);
    expect(rice.json().message).toBe('Allowance "Rice allowance" is added from 2026-01-01.');
    const loan = await send('POST', '/items', hr, { empid: '6', kind: 'sss_loan', label: 'SSS salary loan', monthly_amount: 1500, starts_on: '2026-03-01', ends_on: '2027-02-28' });
    const loanId = (loan.json() as PayData).items.find((item) => item.kind === 'sss_loan')!.id;
    const ended = await send('PUT', '/items', hr, { id: loanId, ends_on: '2026-12-31' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe('It ends on 2026-12-31; its history stays.');
    expect((ended.json() as PayData).items.map((item) => [item.kind, item.label, item.monthly_amount, item.taxable, item.starts_on, item.ends_on])).toEqual([
      ['allowance', 'Rice allowance', 2000, false, '2026-01-01', null],
      ['sss_loan', 'SSS salary loan', 1500, false, '2026-03-01', '2026-12-31'],
    ]);
    expect((await auditOf('pay_item')).at(-1)).toMatchObject({ action: 'update', before: { ends_on: '2027-02-28' }, after: { ends_on: '2026-12-31' } });
  });

  it('says what is wrong with bad input, and writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const before = await ctx.db.selectFrom('pay_items').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const cases: [string, object, RegExp][] = [
      ['/rates', { empid: '5', effective_from: '2026-02-30', basis: 'monthly', rate: 1 }, /effective_from must be a date/],
      ['/rates', { empid: '5', effective_from: '2026-02-01', basis: 'weekly', rate: 1 }, /basis must be monthly or daily/],
      ['/rates', { empid: '5', effective_from: '2026-02-01', basis: 'monthly', rate: 0 }, /rate must be more than 0/],
      ['/rates', { empid: '5', effective_from: '2026-02-01', basis: 'monthly', rate: '25,000' }, /rate must be an amount like 25000.00/],
      ['/items', { empid: '5', kind: 'bonus', label: 'x', monthly_amount: 1, starts_on: '2026-01-01' }, /kind must be an allowance, an SSS, Pag-IBIG or company loan/],
      ['/items', { empid: '5', kind: 'allowance', label: '', monthly_amount: 1, starts_on: '2026-01-01' }, /label is required/],
      ['/items', { empid: '5', kind: 'deduction', label: 'Uniform', monthly_amount: 100, starts_on: '2026-03-01', ends_on: '2026-02-01' }, /ends_on must be on or after starts_on/],
      ['/items', { empid: '5', kind: 'company_loan', label: 'Laptop', monthly_amount: 100, taxable: true, starts_on: '2026-03-01' }, /only an allowance is taxable/],
    ];
    for (const [url, payload, message] of cases) {
      const response = await send('POST', url, hr, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const unknown = await send('POST', '/rates', hr, { empid: '99999999', effective_from: '2026-02-01', basis: 'monthly', rate: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no employee 99999999.');
    expect((await send('GET', '?empid=99999999', hr)).statusCode).toBe(404);
    expect((await send('PUT', '/items', hr, { id: 999999, ends_on: '2026-01-01' })).statusCode).toBe(404);
    const after = await ctx.db.selectFrom('pay_items').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('is for HR administrators with the payroll permission only', async () => {
    const probes: ['GET' | 'POST' | 'PUT', string, object | undefined][] = [
      ['GET', '?empid=5', undefined],
      ['POST', '/rates', { empid: '5', effective_from: '2026-02-01', basis: 'monthly', rate: 1 }],
      ['POST', '/items', { empid: '5', kind: 'allowance', label: 'x', monthly_amount: 1, starts_on: '2026-01-01' }],
      ['PUT', '/items', { id: 1, ends_on: '2026-01-01' }],
    ];
    // Ana is HR with the permission; without it she is refused like everyone else.
    await sql`update employees set payroll = false where emp_id = '00000001'`.execute(ctx.db);
    try {
      for (const username of ['hr', 'employee', 'teamlead', 'approver']) {
        const cookie = await logInAs(ctx.app, username);
        for (const [method, url, payload] of probes) {
          const response = await send(method, url, cookie, payload);
          expect(response.statusCode, `${username} ${method} ${url}`).toBe(403);
          expect(response.json().message).toBe('Pay data is for HR administrators with the payroll permission.');
        }
      }
    } finally {
      await sql`update employees set payroll = true where emp_id = '00000001'`.execute(ctx.db);
    }
    for (const [method, url, payload] of probes) expect((await send(method, url, undefined, payload)).statusCode).toBe(401);
  });

  it('lets only a holder of the payroll permission give it or take it away', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const employees = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/employees', cookie: hr })).json() as { emp_id: string; payroll: boolean }[];
    const approver = employees.find((row) => row.emp_id === '00000002')!;
    const give = (cookie: string, payroll: boolean) => call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie, payload: { ...approver, hradmin: true, payroll } });
    // Made an HR administrator by Ana, who holds it, but not given payroll.
    expect((await give(hr, false)).statusCode).toBe(200);
    const jose = await logInAs(ctx.app, 'approver');
    const refused = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie: jose, payload: { ...approver, hradmin: true, payroll: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/only an HR administrator with the payroll permission can give or remove it/i);
    expect((await give(hr, true)).statusCode).toBe(200);
    expect((await send('GET', '?empid=5', await logInAs(ctx.app, 'approver'))).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie: hr, payload: { ...approver, hradmin: false, payroll: false } })).statusCode).toBe(200);
  });

  it("keeps pay out of reach of HR without the permission: not in the audit log, not through a holder's password, and never left without a holder", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    await send('POST', '/rates', hr, { empid: '7', effective_from: '2026-01-01', basis: 'monthly', rate: '31000.00' });
    const employees = (await call(ctx.app, { method: 'GET', url: '/api/v1/admin/employees', cookie: hr })).json() as { emp_id: string; payroll: boolean; hradmin: boolean }[];
    const approver = employees.find((row) => row.emp_id === '00000002')!;
    const ana = employees.find((row) => row.emp_id === '00000001')!;
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie: hr, payload: { ...approver, hradmin: true, payroll: false } })).statusCode).toBe(200);
    const jose = await logInAs(ctx.app, 'approver');
    const audit = (cookie: string) => call(ctx.app, { method: 'GET', url: '/api/v1/admin/audit?entity=pay_rate', cookie });
    expect((await audit(hr)).json().length).toBeGreaterThan(0);
    expect((await audit(jose)).json()).toEqual([]);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/audit/entities', cookie: jose })).json()).not.toContain('pay_rate');
    // Maria is given the permission by Ana; Jose, HR without it, cannot take over her account.
    const maria = employees.find((row) => row.emp_id === '00000003')!;
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie: hr, payload: { ...maria, hradmin: true, payroll: true } })).statusCode).toBe(200);
    const reset = await call(ctx.app, { method: 'POST', url: '/api/v1/admin/accounts/resetpassword', cookie: jose, payload: { username: 'teamlead' } });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe('teamlead holds the payroll permission: only an HR administrator who holds it too can reset that password.');
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie: hr, payload: { ...maria, hradmin: false, payroll: false } })).statusCode).toBe(200);
    const deactivate = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie: jose, payload: { ...ana, hradmin: false } });
    expect(deactivate.statusCode).toBe(400);
    // Ana is the only holder: she keeps it.
    const last = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie: hr, payload: { ...ana, payroll: false } });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toMatch(/the last HR administrator with the payroll permission keeps it; give it to someone else first/i);
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', cookie: hr, payload: { ...approver, hradmin: false, payroll: false } })).statusCode).toBe(200);
  });
});
