import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CutoffPay, PayrollRun } from '@portal/contracts/payroll';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { addDays } from '../../lib/local-time';
import { renderMessage } from '../../lib/messages';
import { pesoWords } from './rules/exact';
import { sssContribution } from './rules/sss';
import { thirteenthMonthPay } from './rules/thirteenth-month';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
// Last month: both cut-offs wholly past at any clock the suite runs at.
const lastMonthEnd = addDays(`${manilaDay(0).slice(0, 7)}-01`, -1);
const year = Number(lastMonthEnd.slice(0, 4));
const month = Number(lastMonthEnd.slice(5, 7));
const runs = (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  call(ctx.app, { method, url: `/api/v1/payroll/runs${url}`, cookie, ...(payload ? { payload } : {}) });
const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('payroll runs', () => {
  it("computes a cut-off's draft from attendance and pay data, each line with how it was computed, and says who has no rate", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const rate = (empid: string, basis: string, value: string) =>
      call(ctx.app, { method: 'POST', url: '/api/v1/payroll/paydata/rates', cookie: hr, payload: { empid, effective_from: '2020-01-01', basis, rate: value } });
    expect((await rate('5', 'monthly', '27000.00')).statusCode).toBe(200);
    expect((await rate('6', 'daily', '695.00')).statusCode).toBe(200);
    await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/paydata/items', cookie: hr, payload: { empid: '5', kind: 'allowance', label: 'Rice', monthly_amount: 2000, starts_on: '2020-01-01' } });
    await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/paydata/items', cookie: hr, payload: { empid: '5', kind: 'sss_loan', label: 'SSS loan', monthly_amount: 1000, starts_on: '2020-01-01' } });

    const computed = await runs('POST', '', hr, { year, month, cutoff: 2 });
    expect(computed.statusCode, computed.body).toBe(200);
    const run = computed.json() as PayrollRun & { message: string };
    expect(run).toMatchObject({ year, month, cutoff: 2, status: 'draft', to: lastMonthEnd, computed_by: '00000001' });
    expect(run.message).toMatch(/^The draft run of the second cut-off of \w+ \d{4} is computed for \d+ people; \d+ need attention before it is final\.$/);
    const juan = run.people.find((person) => person.empid === '00000004')!;
    expect(juan.problems[0]).toBe(`No rate in force on ${lastMonthEnd}: record one in Pay data.`);
    // Each problem line carries its Filipino beside it, rendered from the same coded message.
    expect(juan.problems_fil?.[0]).toBe(`Walang rate na umiiral sa ${lastMonthEnd}: magtala ng rate sa Pay data.`);
    expect(juan.problems_fil?.[0]).toBe(renderMessage('payroll.problem_no_rate', { date: lastMonthEnd }, 'fil'));
    expect(juan.problems_fil).toHaveLength(juan.problems.length);
    expect(run.totals.gross).toBe(run.people.reduce((total, person) => total + person.gross, 0));

    const slip = await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=2&empid=5`, hr);
    expect(slip.statusCode).toBe(200);
    const pay = slip.json().pay as CutoffPay;
    expect(pay.earnings.find((line) => line.code === 'basic')).toEqual({
      code: 'basic',
      label: 'Basic pay',
      amount: 1_350_000,
      explanation: 'Monthly rate 27,000.00 ÷ 2.',
      explanation_fil: 'Buwanang rate na 27,000.00 ÷ 2.',
    });
    expect(pay.earnings.find((line) => line.label === 'Rice')).toMatchObject({ explanation: '2,000.00 a month ÷ 2, not taxable.', explanation_fil: '2,000.00 kada buwan ÷ 2, walang tax.' });
    expect(pay.earnings.find((line) => line.label === 'Rice')?.amount).toBe(100_000);
    expect(pay.otherDeductions).toEqual([{ code: 'deduction_1', label: 'SSS loan', amount: 50_000, explanation: 'Due this payroll.', explanation_fil: 'Kakaltasin sa payroll na ito.' }]);
    // The lines add up, and the second cut-off carries the month's contributions.
    expect(pay.gross).toBe(sum(pay.earnings) - sum(pay.attendanceDeductions));
    expect(pay.net).toBe(pay.gross - sum(pay.contributions) - pay.tax.amount - sum(pay.otherDeductions));
    expect(pay.contributions.map((line) => line.code)).toEqual(expect.arrayContaining(['sss', 'philhealth', 'pagibig']));
    expect(pay.contributions.find((line) => line.code === 'philhealth')?.amount).toBe(67_500);
    // SSS on both cut-offs' gross: the first's computed alongside.
    const first = await runs('POST', '', hr, { year, month, cutoff: 1 });
    const firstPay = (await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=1&empid=5`, hr)).json().pay as CutoffPay;
    expect(first.statusCode).toBe(200);
    expect(firstPay.contributions).toEqual([]);
    // The 13th month, which December's second cut-off pays, is not compensation for SSS.
    const thirteenth = pay.earnings.find((line) => line.code === 'thirteenth_month')?.amount ?? 0;
    const sss = sssContribution(pay.gross - thirteenth + firstPay.gross);
    expect(firstPay.gross).toBeGreaterThan(0);
    const sssLine = pay.contributions.find((line) => line.code === 'sss')!;
    expect(sssLine.amount).toBe(sss.employee.regular);
    expect(sssLine.explanation).toBe(sss.explanation);
    expect(sssLine.explanation_fil).toBe(sss.explanation_fil);
    expect(sssLine.explanation_fil).toContain(`Ang compensation na ${pesoWords(pay.gross - thirteenth + firstPay.gross)} ay may monthly salary credit na `);
    expect(sssLine.explanation).toContain(`Compensation ${pesoWords(pay.gross - thirteenth + firstPay.gross)} `);
    expect(pay.tax.explanation).toMatch(/semi-monthly table|nothing is withheld/);

    // Daily-paid: hours and paid leave are the basic pay; no deduction lines.
    const liza = (await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=2&empid=6`, hr)).json().pay as CutoffPay;
    expect(liza.attendanceDeductions).toEqual([]);
    expect(liza.earnings.find((line) => line.code === 'basic')?.explanation).toMatch(/h \(worked and paid leave\) × hourly rate 86\.875/);
  });

  it("uses the days a monthly salary pays that HR chose in Company Settings", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const settings = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_factor: 313 } });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ payroll_factor: 313 });
    await runs('POST', '', hr, { year, month, cutoff: 1 });
    const pay = (await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=1&empid=5`, hr)).json().pay as CutoffPay;
    // 27,000 × 12 ÷ 313 = 1,035.1438 a day.
    expect(pay.attendanceDeductions.find((line) => line.code === 'absences')?.explanation).toMatch(/daily rate \(1035\.1438\)/);
    const refused = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_factor: 300 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/payroll_factor must be 261 \(a five-day week\), 313 \(a six-day week\) or 365 \(every day\)/);
    await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_factor: 261 } });
  });

  it('rounds the daily and hourly rates to the centavo first when HR chose so', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const chosen = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_rounding: 'rates' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ payroll_rounding: 'rates' });
    try {
      await runs('POST', '', hr, { year, month, cutoff: 1 });
      const pay = (await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=1&empid=5`, hr)).json().pay as CutoffPay;
      // 27,000 × 12 ÷ 261 = 1,241.3793… a day: 1,241.38 first.
      expect(pay.attendanceDeductions.find((line) => line.code === 'absences')?.explanation).toMatch(/daily rate \(1241\.38\)/);
      const refused = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_rounding: 'totals' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/payroll_rounding must be lines \(each line to the centavo, from exact rates\) or rates/);
    } finally {
      await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_rounding: 'lines' } });
    }
  });

  it('splits the contributions between the cut-offs when HR chose so: half in the first, the rest of the month in the second', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const slipOf = async (cutoff: number) => (await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=${cutoff}&empid=5`, hr)).json().pay as CutoffPay;
    // The month's contributions as the default takes them, all in the second cut-off.
    await runs('POST', '', hr, { year, month, cutoff: 2 });
    const wholeMonth = (await slipOf(2)).contributions;
    const split = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_contributions: 'split' } });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json()).toMatchObject({ payroll_contributions: 'split' });
    try {
      expect((await runs('POST', '', hr, { year, month, cutoff: 1 })).statusCode).toBe(200);
      expect((await runs('POST', '', hr, { year, month, cutoff: 2 })).statusCode).toBe(200);
      const [first, second] = [await slipOf(1), await slipOf(2)];
      expect(first.contributions.find((line) => line.code === 'philhealth')?.amount).toBe(33_750);
      expect(second.contributions.find((line) => line.code === 'philhealth')?.explanation).toMatch(/^The month's 675\.00, on both cut-offs' pay, less 337\.50 deducted in the first cut-off\./);
      // Together, to the centavo of the whole month's.
      for (const line of wholeMonth) {
        const both = [first, second].map((pay) => pay.contributions.find((each) => each.code === line.code)?.amount ?? 0);
        expect(both[0]! + both[1]!, line.code).toBe(line.amount);
      }
      const refused = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_contributions: 'first' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/payroll_contributions must be second \(the month's in its second cut-off\) or split \(half in each cut-off\)/);
      const employee = await logInAs(ctx.app, 'employee');
      expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: employee, payload: { payroll_contributions: 'second' } })).statusCode).toBe(403);
    } finally {
      await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { payroll_contributions: 'second' } });
    }
  });

  it("pays the 13th month in the cut-off holding December 24: the year's basic salary ÷ 12, to the centavo", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const december = { year: year - (month === 12 ? 0 : 1), month: 12, cutoff: 2 };
    expect((await runs('POST', '', hr, december)).statusCode).toBe(200);
    const answer = await runs('GET', `/payslip?year=${december.year}&month=12&cutoff=2&empid=5`, hr);
    const pay = answer.json().pay as CutoffPay;
    const { rows } = await sql<{ basic: string }>`select coalesce(sum(basic - tardiness_undertime) * 100, 0)::bigint::text as basic
      from payslips where emp_id = '00000005' and year = ${december.year} and month * 2 + period < 26`.execute(ctx.db);
    const basicNow = pay.earnings.find((line) => line.code === 'basic')!.amount - sum(pay.attendanceDeductions);
    const line = pay.earnings.find((each) => each.code === 'thirteenth_month');
    expect(line?.amount).toBe(thirteenthMonthPay(Number(rows[0]!.basic) + basicNow).amount);
    expect(line?.explanation).toMatch(/^Basic salary earned this year [\d,]+\.\d{2} ÷ 12 = [\d,]+\.\d{2}\./);
    // Not in the first cut-off of December, nor in November's.
    await runs('POST', '', hr, { ...december, cutoff: 1 });
    const first = (await runs('GET', `/payslip?year=${december.year}&month=12&cutoff=1&empid=5`, hr)).json().pay as CutoffPay;
    expect(first.earnings.some((each) => each.code === 'thirteenth_month')).toBe(false);
  });

  it('computes a draft again, but not a locked run', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect((await runs('POST', '', hr, { year, month, cutoff: 2 })).statusCode).toBe(200);
    const audits = await ctx.db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'payroll_run').execute();
    expect(audits.filter((audit) => audit.entity_id === `${year}-${String(month).padStart(2, '0')}-2`).length).toBeGreaterThanOrEqual(2);
    await sql`update payroll_runs set status = 'locked' where year = ${year} and month = ${month} and cutoff = 2`.execute(ctx.db);
    const refused = await runs('POST', '', hr, { year, month, cutoff: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is locked: it cannot be computed again\. Make a change in the next payroll\./);
    await sql`update payroll_runs set status = 'draft' where year = ${year} and month = ${month} and cutoff = 2`.execute(ctx.db);
  });

  it("deducts the month's contributions in the first cut-off from someone whose employment ends in it", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const lastDay = `${lastMonthEnd.slice(0, 8)}10`;
    await sql`update employees set separation_date = ${lastDay}::date where emp_id = '00000006'`.execute(ctx.db);
    try {
      expect((await runs('POST', '', hr, { year, month, cutoff: 1 })).statusCode).toBe(200);
      const liza = (await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=1&empid=6`, hr)).json().pay as CutoffPay;
      expect(liza.contributions.map((line) => line.code)).toEqual(['sss', 'philhealth', 'pagibig']);
      const pedro = (await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=1&empid=5`, hr)).json().pay as CutoffPay;
      expect(pedro.contributions).toEqual([]);
    } finally {
      await sql`update employees set separation_date = null where emp_id = '00000006'`.execute(ctx.db);
    }
  });

  it('says what is wrong with a period, or that there is no run yet', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect((await runs('POST', '', hr, { year, month: 13, cutoff: 1 })).json().message).toMatch(/month must be 1 to 12/);
    expect((await runs('POST', '', hr, { year, month, cutoff: 3 })).json().message).toMatch(/cutoff must be 1 \(the first half\) or 2 \(the second\)/);
    const none = await runs('GET', '?year=2031&month=1&cutoff=1', hr);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('There is no payroll run for the first cut-off of January 2031 yet: compute one.');
    expect((await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=2&empid=99999999`, hr)).statusCode).toBe(404);
  });

  it('keeps one run and one rate when two HR administrators write the same at once', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    // Two rates for one person and day at once: the employee's row is locked first, so one replaces the other.
    const rate = (value: string) =>
      call(ctx.app, { method: 'POST', url: '/api/v1/payroll/paydata/rates', cookie: hr, payload: { empid: '7', effective_from: '2021-03-01', basis: 'monthly', rate: value } });
    const rates = await Promise.all([rate('31000.00'), rate('32000.00'), rate('33000.00')]);
    expect(rates.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const stored = await sql<{ rate: string }>`select rate::text as rate from pay_rates where emp_id = '00000007' and effective_from = '2021-03-01'`.execute(ctx.db);
    expect(stored.rows).toHaveLength(1);
    const audits = await sql<{ count: number }>`select count(*)::int as count from audit_log where entity = 'pay_rate' and entity_id = '00000007 2021-03-01'`.execute(ctx.db);
    expect(audits.rows[0]!.count).toBe(3);

    // Three computations of one cut-off at once: each answers, and the run holds one line per person.
    const computed = await Promise.all([1, 2, 3].map(() => runs('POST', '', hr, { year, month, cutoff: 1 })));
    expect(computed.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const run = (await runs('GET', `?year=${year}&month=${month}&cutoff=1`, hr)).json() as PayrollRun;
    const lines = await sql<{ lines: number; people: number }>`
      select count(*)::int as lines, count(distinct l.emp_id)::int as people
      from payroll_lines l join payroll_runs r on r.id = l.run_id where r.year = ${year} and r.month = ${month} and r.cutoff = 1`.execute(ctx.db);
    expect(lines.rows[0]).toEqual({ lines: run.people.length, people: run.people.length });
    expect(run.people.length).toBeGreaterThan(5);
  });

  it("records each read of another person's pay in the append-only access log: who, whose, what, when and from where", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const before = Number((await sql<{ id: string }>`select coalesce(max(id), 0)::text as id from access_log`.execute(ctx.db)).rows[0]!.id);
    expect((await runs('GET', `?year=${year}&month=${month}&cutoff=2`, hr)).statusCode).toBe(200);
    expect((await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=2&empid=5`, hr)).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/payroll/paydata?empid=6', cookie: hr })).statusCode).toBe(200);
    // One's own pay data is not another person's.
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/payroll/paydata?empid=1', cookie: hr })).statusCode).toBe(200);
    const logged = await sql<{ actor_emp_id: string; subject_emp_id: string | null; what: string; detail: string; address: string; recent: boolean }>`
      select actor_emp_id, subject_emp_id, what, detail, address, at > now() - interval '1 minute' as recent from access_log where id > ${before} order by id`.execute(ctx.db);
    const monthText = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(`${lastMonthEnd}T00:00:00Z`));
    expect(logged.rows).toEqual([
      { actor_emp_id: '00000001', subject_emp_id: null, what: 'payroll run', detail: `The run of the second cut-off of ${monthText} ${year}: everyone's gross and net pay`, address: '127.0.0.1', recent: true },
      { actor_emp_id: '00000001', subject_emp_id: '00000005', what: 'payroll lines', detail: `Pay of 00000005 in the run of the second cut-off of ${monthText} ${year}, every line`, address: '127.0.0.1', recent: true },
      { actor_emp_id: '00000001', subject_emp_id: '00000006', what: 'pay data', detail: 'Pay data of 00000006: rates and recurring items', address: '127.0.0.1', recent: true },
    ]);
    // Append-only, whoever asks.
    await expect(sql`delete from access_log`.execute(ctx.db)).rejects.toThrow(/the access log is append-only/);
    await expect(sql`update access_log set actor_emp_id = '00000002'`.execute(ctx.db)).rejects.toThrow(/the access log is append-only/);
  });

  it('is for HR administrators with the payroll permission only', async () => {
    await sql`update employees set payroll = false where emp_id = '00000001'`.execute(ctx.db);
    try {
      for (const username of ['hr', 'employee', 'teamlead', 'approver']) {
        const cookie = await logInAs(ctx.app, username);
        for (const response of [
          await runs('POST', '', cookie, { year, month, cutoff: 1 }),
          await runs('GET', `?year=${year}&month=${month}&cutoff=1`, cookie),
          await runs('GET', `/payslip?year=${year}&month=${month}&cutoff=1&empid=5`, cookie),
        ]) {
          expect(response.statusCode, username).toBe(403);
          expect(response.json().message).toBe('Payroll runs are for HR administrators with the payroll permission.');
        }
      }
    } finally {
      await sql`update employees set payroll = true where emp_id = '00000001'`.execute(ctx.db);
    }
    expect((await runs('GET', `?year=${year}&month=${month}&cutoff=1`, undefined)).statusCode).toBe(401);
  });
});
