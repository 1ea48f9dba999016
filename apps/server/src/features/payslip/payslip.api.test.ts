import { describe, expect, it } from 'vitest';
import type { Payslip } from '@portal/contracts/payslip';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';
import { renderMessage } from '../../lib/messages';

const ctx = useTestApp();

const header = 'emp_id,year,month,period,pay_date,basic,sss,ytd_gross,ytd_contributions,ytd_withholding_tax,ytd_net_pay';

/** Pedro's (00000005) payslip for January 2001, which no one else has: the wrong user's target. */
async function importPedrosPayslip(): Promise<void> {
  const hr = await logInAs(ctx.app, 'hr');
  const upload = multipartBody([{ field: 'file', name: 'pedro.csv', content: Buffer.from(`${header}\n5,2001,1,1,2001-01-15,13500,675,13500,675,0,12825\n`) }]);
  const response = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/import', cookie: hr, payload: upload.payload, headers: upload.headers });
  expect(response.statusCode).toBe(200);
}

async function latestPeriodOf(cookie: string): Promise<{ year: number; month: number; period: number }> {
  const years = (await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/payyear', cookie })).json() as { year: number }[];
  const year = years[0]!.year;
  const months = (await call(ctx.app, { method: 'GET', url: `/api/v1/payslip/paymonth?year=${year}`, cookie })).json() as { month: number; periods: number[] }[];
  return { year, month: months[0]!.month, period: months[0]!.periods.at(-1)! };
}

describe('GET /api/v1/payslip/payyear', () => {
  it("answers the years of the caller's own payslips, newest first", async () => {
    await importPedrosPayslip();
    const employee = await logInAs(ctx.app, 'employee');
    const response = await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/payyear', cookie: employee });
    expect(response.statusCode).toBe(200);
    const years = (response.json() as { year: number }[]).map((row) => row.year);
    expect(years.length).toBeGreaterThanOrEqual(1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    // Pedro's 2001 payslip is his alone.
    expect(years).not.toContain(2001);
    const pedro = await logInAs(ctx.app, 'pedro');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/payyear', cookie: pedro })).json()).toContainEqual({ year: 2001 });
  });

  it('refuses an employee without payslip access (403) and a caller without a session (401)', async () => {
    await ctx.db.updateTable('employees').set({ payslip: false }).where('emp_id', '=', '00000009').execute();
    const carlo = await logInAs(ctx.app, 'carlo');
    const refused = await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/payyear', cookie: carlo });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your account has no payslip access. Ask HR if you should have it.', code: 'FORBIDDEN', message_code: 'payslip.no_access', params: {} });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/paymonth?year=2026', cookie: carlo })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/payyear' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/payslip/paymonth', () => {
  it('answers each month with its periods, six months of demo payslips in all', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const years = (await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/payyear', cookie: employee })).json() as { year: number }[];
    let periods = 0;
    for (const { year } of years) {
      const response = await call(ctx.app, { method: 'GET', url: `/api/v1/payslip/paymonth?year=${year}`, cookie: employee });
      expect(response.statusCode).toBe(200);
      for (const row of response.json() as { month: number; periods: number[] }[]) {
        expect(row.month).toBeGreaterThanOrEqual(1);
        expect(row.month).toBeLessThanOrEqual(12);
        expect(row.periods.every((p) => p === 1 || p === 2)).toBe(true);
        periods += row.periods.length;
      }
    }
    expect(periods).toBe(12);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/paymonth?year=2001', cookie: employee })).json()).toEqual([]);
  });

  it('refuses a missing or malformed year (400)', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const missing = await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/paymonth', cookie: employee });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/year must be a year/);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/paymonth?year=twenty', cookie: employee })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/payslip', () => {
  it('answers one payslip of your own, with lines, totals and year to date that add up', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const latest = await latestPeriodOf(employee);
    const response = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: { ...latest, dwp: 1 } });
    expect(response.statusCode).toBe(200);
    const payslip = response.json() as Payslip;
    expect(payslip).toMatchObject({ emp_id: '00000004', fullname: 'Juan dela Cruz', ...latest, amounts_shown: true });
    expect(payslip.earnings.map((line) => line.key)).toEqual(['basic', 'overtime', 'night_differential', 'holiday_pay', 'allowances', 'thirteenth_month']);
    expect(payslip.deductions.map((line) => line.key)).toEqual(['tardiness_undertime', 'sss', 'philhealth', 'pagibig', 'withholding_tax', 'loans']);
    expect(payslip.earnings[0]!.amount).toBe(14000);
    // Juan's 28,000 a month: SSS 5% of 28,000, PhilHealth 2.5%, Pag-IBIG 200, split over two cut-offs.
    expect(payslip.deductions.find((line) => line.key === 'sss')!.amount).toBe(700);
    expect(payslip.deductions.find((line) => line.key === 'philhealth')!.amount).toBe(350);
    expect(payslip.deductions.find((line) => line.key === 'pagibig')!.amount).toBe(100);
    const centavos = (lines: { amount: number | null }[]) => lines.reduce((sum, line) => sum + Math.round(line.amount! * 100), 0);
    expect(centavos(payslip.earnings)).toBe(Math.round(payslip.gross! * 100));
    expect(centavos(payslip.deductions)).toBe(Math.round(payslip.total_deductions! * 100));
    expect(Math.round(payslip.net_pay! * 100)).toBe(Math.round(payslip.gross! * 100) - Math.round(payslip.total_deductions! * 100));
    expect(payslip.year_to_date.find((line) => line.key === 'ytd_gross')!.amount).toBeGreaterThanOrEqual(payslip.gross!);
    expect(payslip.pay_date.slice(0, 4)).toBe(String(latest.year));
  });

  it('withholds the amounts with dwp 0', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const latest = await latestPeriodOf(employee);
    const payslip = (await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: { ...latest, dwp: 0 } })).json() as Payslip;
    expect(payslip.amounts_shown).toBe(false);
    expect([payslip.gross, payslip.net_pay, ...payslip.earnings.map((line) => line.amount), ...payslip.year_to_date.map((line) => line.amount)].every((amount) => amount === null)).toBe(true);
  });

  it('refuses bad input (400) and answers 404 for a payslip that does not exist', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const bad = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: { year: 2026, month: 13, period: 3, dwp: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.split('\n')).toEqual(['month must be 1 to 12', 'period must be 1 (first cut-off) or 2 (second cut-off)', 'dwp must be 1 (show amounts) or 0 (withhold them)']);
    const missing = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: { year: 2001, month: 1, period: 2 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'You have no payslip for the 2nd cut-off of January 2001.',
      code: 'NOT_FOUND',
      message_code: 'payslip.none_for_period',
      params: { period: '2', month: { en: 'January', fil: 'Enero' }, year: '2001' },
    });
    expect(renderMessage('payslip.none_for_period', missing.json().params, 'fil')).toBe('Wala kang payslip para sa ikalawang cut-off ng Enero 2001.');
  });

  it("never answers another employee's payslip, HR's included", async () => {
    await importPedrosPayslip();
    const employee = await logInAs(ctx.app, 'employee');
    const pedrosPeriod = { year: 2001, month: 1, period: 1 };
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: pedrosPeriod })).statusCode).toBe(404);
    const named = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: { ...pedrosPeriod, emp_id: '00000005' } });
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe('You can only see your own payslips.');
    const hr = await logInAs(ctx.app, 'hr');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: hr, payload: { ...pedrosPeriod, emp_id: '5' } })).statusCode).toBe(403);
    const pedro = await logInAs(ctx.app, 'pedro');
    const own = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: pedro, payload: { ...pedrosPeriod, emp_id: '00000005' } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ emp_id: '00000005', net_pay: 12825 });
  });

  it('refuses an employee without payslip access (403) and a caller without a session (401)', async () => {
    await ctx.db.updateTable('employees').set({ payslip: false }).where('emp_id', '=', '00000008').execute();
    const grace = await logInAs(ctx.app, 'grace');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: grace, payload: { year: 2026, month: 1, period: 1 } })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', payload: { year: 2026, month: 1, period: 1 } })).statusCode).toBe(401);
  });
});
