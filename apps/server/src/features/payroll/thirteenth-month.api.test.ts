import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThirteenthMonth } from '@portal/contracts/payroll';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const YEAR = 2031;
const read = (cookie: string | undefined, query = `year=${YEAR}`) => call(ctx.app, { method: 'GET', url: `/api/v1/payroll/thirteenth-month?${query}`, cookie });

/** A payslip of the year with this basic pay and tardiness, in pesos; the rest of its lines nil. */
async function payslip(empId: string, month: number, period: 1 | 2, basic: number, tardiness = 0) {
  await sql`insert into payslips (emp_id, year, month, period, pay_date, basic, tardiness_undertime, gross, total_deductions, net_pay,
      ytd_gross, ytd_contributions, ytd_withholding_tax, ytd_net_pay)
    values (${empId}, ${YEAR}, ${month}, ${period}, ${`${YEAR}-${String(month).padStart(2, '0')}-15`}, ${basic}, ${tardiness}, ${basic}, ${tardiness}, ${basic - tardiness},
      ${basic}, 0, 0, ${basic - tardiness})`.execute(ctx.db);
}

async function wholeYear(empId: string, basic: number, tardiness = 0, months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
  for (const month of months) for (const period of [1, 2] as const) await payslip(empId, month, period, basic, tardiness);
}

beforeAll(async () => {
  await sql`update employees set hire_date = '2020-01-06', separation_date = null`.execute(ctx.db);
  // Juan: a whole year at 15,000.00 a cut-off, 100.00 of it lost to tardiness each time.
  await wholeYear('00000004', 15_000, 100);
  // Pedro: 100,000.00 a cut-off, so his 13th month passes the 90,000.00 exemption.
  await wholeYear('00000005', 100_000);
  // Liza: hired on July 1, paid from then.
  await sql`update employees set hire_date = ${`${YEAR}-07-01`} where emp_id = '00000006'`.execute(ctx.db);
  await wholeYear('00000006', 10_000, 0, [7, 8, 9, 10, 11, 12]);
  // Ramon: left on March 10, after five payslips.
  await sql`update employees set separation_date = ${`${YEAR}-03-10`}, active = false where emp_id = '00000007'`.execute(ctx.db);
  await wholeYear('00000007', 12_000, 0, [1, 2]);
  await payslip('00000007', 3, 1, 7_000);
  // Carlo: hired on December 15, less than a month in the year.
  await sql`update employees set hire_date = ${`${YEAR}-12-15`} where emp_id = '00000009'`.execute(ctx.db);
  await payslip('00000009', 12, 2, 8_000);
});

describe('13th-month pay', () => {
  it("is basic salary earned ÷ 12 for each person paid in the year, with what is exempt, what is taxable and when it is due", async () => {
    const response = await read(await logInAs(ctx.app, 'hr'));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ThirteenthMonth;
    const of = (empid: string) => answer.people.find((person) => person.empid === empid);
    expect(of('00000004')).toMatchObject({ payslips: 24, basic_earned: 35_760_000, amount: 2_980_000, exempt: 2_980_000, taxable: 0, due: `${YEAR}-12-24` });
    expect(of('00000004')!.explanation).toBe('Basic salary earned this year 357,600.00 ÷ 12 = 29,800.00.');
    expect(of('00000005')).toMatchObject({ basic_earned: 240_000_000, amount: 20_000_000, exempt: 9_000_000, taxable: 11_000_000 });
    expect(of('00000005')!.explanation).toBe('Basic salary earned this year 2,400,000.00 ÷ 12 = 200,000.00. Above the 90,000.00 exempt with other benefits: 110,000.00 taxable.');
    // The same in Filipino, for payroll people who read it.
    expect(of('00000005')!.explanation_fil).toBe(
      'Basic salary na kinita ngayong taon 2,400,000.00 ÷ 12 = 200,000.00. Lampas sa 90,000.00 na exempt kasama ang ibang benepisyo: 110,000.00 ang may buwis.',
    );
    // The mid-year hire counts what he earned; the one who left is paid on leaving.
    expect(of('00000006')).toMatchObject({ hire_date: `${YEAR}-07-01`, payslips: 12, amount: 1_000_000, due: `${YEAR}-12-24` });
    expect(of('00000007')).toMatchObject({ separation_date: `${YEAR}-03-10`, payslips: 5, basic_earned: 5_500_000, amount: 458_333, due: `${YEAR}-03-10` });
    expect(of('00000009')).toBeUndefined();
    expect(answer.totals).toEqual({ people: 4, amount: 2_980_000 + 20_000_000 + 1_000_000 + 458_333, taxable: 11_000_000 });
    expect((await read(await logInAs(ctx.app, 'hr'), 'year=2030')).json()).toEqual({ year: 2030, people: [], totals: { people: 0, amount: 0, taxable: 0 } });
  });

  it('is for HR administrators with the payroll permission, and says what is wrong with a year', async () => {
    for (const username of ['employee', 'teamlead', 'approver']) {
      const refused = await read(await logInAs(ctx.app, username));
      expect(refused.statusCode, username).toBe(403);
      expect(refused.json().message).toBe('Payroll runs are for HR administrators with the payroll permission.');
    }
    expect((await read(undefined)).statusCode).toBe(401);
    const hr = await logInAs(ctx.app, 'hr');
    const bad = await read(hr, 'year=last');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/year must be a year like 2026/);
    expect((await read(hr, 'year=1999')).json().message).toMatch(/year must be 2000 or later/);
  });
});
