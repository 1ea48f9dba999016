import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CutoffPay, PayrollRun } from '@portal/contracts/payroll';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';
import { addDays } from '../../lib/local-time';
import { pdfText } from '../../../test/pdf-tools';
import { pesoWords } from './rules/exact';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
// Last month: both cut-offs wholly past at any clock the suite runs at.
const lastMonthStart = addDays(`${manilaDay(0).slice(0, 7)}-01`, -1).slice(0, 7) + '-01';
const year = Number(lastMonthStart.slice(0, 4));
const month = Number(lastMonthStart.slice(5, 7));
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(`${lastMonthStart}T00:00:00Z`));
const filipinoMonth = new Intl.DateTimeFormat('fil-PH', { month: 'long', timeZone: 'UTC' }).format(new Date(`${lastMonthStart}T00:00:00Z`));
const firstCutoff = { year, month, cutoff: 1 };
const secondCutoff = { year, month, cutoff: 2 };
const thisMonth = { year: Number(manilaDay(0).slice(0, 4)), month: Number(manilaDay(0).slice(5, 7)), cutoff: 1 };

const compute = (cookie: string, key: object) => call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs', cookie, payload: key });
const move = (cookie: string, key: object, status: string, extra: object = {}) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/payroll/runs/status', cookie, payload: { ...key, status, ...extra } });
const linesOf = async (cookie: string, key: { year: number; month: number; cutoff: number }, empid: string) =>
  (await call(ctx.app, { method: 'GET', url: `/api/v1/payroll/runs/payslip?year=${key.year}&month=${key.month}&cutoff=${key.cutoff}&empid=${empid}`, cookie })).json().pay as CutoffPay;
/** Juan's monthly rate from the first day of last month's first cut-off, as HR records it in Pay data. */
const recordJuansRate = (cookie: string, rate: string) =>
  call(ctx.app, { method: 'POST', url: '/api/v1/payroll/paydata/rates', cookie, payload: { empid: '4', effective_from: lastMonthStart, basis: 'monthly', rate } });
const adjustmentsOf = (pay: CutoffPay) => pay.earnings.filter((line) => line.code.startsWith('prior:'));

/** Computes, reviews, locks and releases a run, as HR does. */
async function payOut(cookie: string, key: { year: number; month: number; cutoff: number }, payDate: string) {
  expect((await compute(cookie, key)).statusCode).toBe(200);
  expect((await move(cookie, key, 'reviewed')).statusCode).toBe(200);
  const locked = await move(cookie, key, 'locked');
  expect(locked.statusCode, locked.body).toBe(200);
  expect((await move(cookie, key, 'released', { pay_date: payDate })).statusCode).toBe(200);
}

beforeAll(async () => {
  // Everyone has a rate, so nobody's pay needs attention and the runs may be locked.
  await sql`insert into pay_rates (emp_id, effective_from, basis, rate, recorded_by)
    select emp_id, '2020-01-01', 'monthly', 30000, '00000001' from employees on conflict do nothing`.execute(ctx.db);
  // Everyone worked every working day of the month on their own shift, as the terminal
  // recorded: nobody's pay is short of their contributions, so both runs may be locked.
  const monthEnd = addDays(addDays(lastMonthStart, 32).slice(0, 7) + '-01', -1);
  await sql`delete from punches where trdate between ${lastMonthStart}::date and ${monthEnd}::date`.execute(ctx.db);
  await sql`insert into punches (emp_id, trdate, direction, punched_at, source)
    select e.emp_id, d::date, p.direction,
      (case when p.direction = 'in' then d::date + s.timein else d::date + (s.timeout <= s.timein)::int + s.timeout end) at time zone 'Asia/Manila', 'import'
    from employees e join shifts s on s.shift = e.default_shift,
      generate_series(${lastMonthStart}::date, ${monthEnd}::date, interval '1 day') d, (values ('in'), ('out')) as p (direction)
    where not (extract(dow from d)::smallint = any (e.rest_days)) and d::date not in (select holiday_date from holidays)`.execute(ctx.db);
});

describe('prior-period adjustments', () => {
  it("pays a raise recorded after a cut-off's lock, from a date in it, in the next run, once", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    // A rice allowance, not taxable: the runs' taxable pay leaves it out.
    const rice = { empid: '4', kind: 'allowance', label: 'Rice', monthly_amount: 2000, starts_on: '2020-01-01' };
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payroll/paydata/items', cookie: hr, payload: rice })).statusCode).toBe(200);
    await payOut(hr, firstCutoff, addDays(lastMonthStart, 14));
    const lockedJuan = await linesOf(hr, firstCutoff, '4');

    // After the lock, HR records Juan's raise from the cut-off's first day.
    const raise = await recordJuansRate(hr, '32000.00');
    expect(raise.statusCode, raise.body).toBe(200);

    // The next run pays the difference, line by line, each saying what it settles.
    expect((await compute(hr, secondCutoff)).statusCode).toBe(200);
    const juan = await linesOf(hr, secondCutoff, '4');
    const basic = juan.earnings.find((line) => line.code === `prior:${year}-${month}-1:basic`);
    expect(basic).toEqual({
      code: `prior:${year}-${month}-1:basic`,
      label: `Basic pay, the first cut-off of ${monthName} ${year} (adjustment)`,
      amount: 100_000,
      explanation: `Basic pay of the first cut-off of ${monthName} ${year} computed again now: 16,000.00; paid: 15,000.00. The difference is paid in this payroll.`,
      explanation_fil: `Ang Basic pay ng unang cut-off ng ${filipinoMonth} ${year}, kinompute ulit ngayon: 16,000.00; naibayad: 15,000.00. Ibabayad ang diperensya sa payroll na ito.`,
    });
    // He worked every day: the basic pay is the whole difference, and it is in this run's gross.
    expect(lockedJuan.attendanceDeductions).toEqual([]);
    expect(adjustmentsOf(juan)).toEqual([basic]);
    expect(juan.gross).toBe(juan.earnings.reduce((total, line) => total + line.amount, 0) - juan.attendanceDeductions.reduce((total, line) => total + line.amount, 0));
    // Nobody else's pay changed: no adjustment for them.
    expect(adjustmentsOf(await linesOf(hr, secondCutoff, '5'))).toEqual([]);

    // Released, Juan's payslip carries it (the fold keeps the run's net to the centavo).
    expect((await move(hr, secondCutoff, 'reviewed')).statusCode).toBe(200);
    const lockedSecond = await move(hr, secondCutoff, 'locked');
    expect(lockedSecond.statusCode, lockedSecond.body).toBe(200);
    expect((await move(hr, secondCutoff, 'released', { pay_date: addDays(lastMonthStart, 27) })).statusCode).toBe(200);
    const employee = await logInAs(ctx.app, 'employee');
    const payslip = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip', cookie: employee, payload: { year, month, period: 2, dwp: 1 } });
    expect(payslip.statusCode, payslip.body).toBe(200);
    expect(Math.round(Number(payslip.json().net_pay) * 100)).toBe(juan.net);

    // His BIR Form 2316 counts what the runs taxed for the two cut-offs they paid, and
    // each imported payslip's pay less its contributions.
    const { rows } = await sql<{ taxable: string }>`select coalesce((sum(gross - tardiness_undertime - sss - philhealth - pagibig) * 100), 0)::bigint::text as taxable
      from payslips where emp_id = '00000004' and year = ${year} and not (month = ${month} and period in (1, 2))`.execute(ctx.db);
    const taxable = Number(rows[0]!.taxable) + lockedJuan.taxable + juan.taxable;
    const certificate = await call(ctx.app, { method: 'GET', url: `/api/v1/payroll/2316?year=${year}`, cookie: employee });
    expect(certificate.statusCode).toBe(200);
    expect(pdfText(certificate.rawPayload)).toContain(`21 Taxable compensation income from present employer (item 52) ${pesoWords(taxable)}`);

    // Paid once: a later run finds nothing left to settle for either cut-off.
    const later = await compute(hr, thisMonth);
    expect(later.statusCode, later.body).toBe(200);
    expect(adjustmentsOf(await linesOf(hr, thisMonth, '4'))).toEqual([]);
  });

  it('takes back what a later change lowers, as a negative line', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    // The raise was a mistake: the rate from that day goes back to 30,000.
    const undone = await recordJuansRate(hr, '30000.00');
    expect(undone.statusCode, undone.body).toBe(200);
    const run = await compute(hr, thisMonth);
    expect((run.json() as PayrollRun).status).toBe('draft');
    const all = await linesOf(hr, thisMonth, '4');
    const juan = adjustmentsOf(all);
    // Both cut-offs paid the raise (the first by its adjustment, the second in its basic pay): each gives back 1,000.00 of basic pay.
    expect(juan.filter((line) => line.code.endsWith(':basic')).map((line) => [line.code, line.amount])).toEqual([
      [`prior:${year}-${month}-1:basic`, -100_000],
      [`prior:${year}-${month}-2:basic`, -100_000],
    ]);
  });
});
