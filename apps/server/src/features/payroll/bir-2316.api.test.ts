import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { pdfInfo, pdfText } from '../../../test/pdf-tools';
import { pesoWords } from './rules/exact';
import { withholdingTax } from './rules/withholding-tax';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const form = (cookie: string | undefined, query: string) => call(ctx.app, { method: 'GET', url: `/api/v1/payroll/2316?${query}`, cookie });

async function payslipYearOf(cookie: string): Promise<number> {
  return ((await call(ctx.app, { method: 'GET', url: '/api/v1/payslip/payyear', cookie })).json() as { year: number }[])[0]!.year;
}

/** The year's totals straight from the stored payslips, in centavos. */
async function yearTotals(empId: string, year: number) {
  const { rows } = await sql<{ compensation: string; contributions: string; withheld: string }>`
    select (sum(gross - tardiness_undertime) * 100)::bigint::text as compensation, (sum(sss + philhealth + pagibig) * 100)::bigint::text as contributions,
      (sum(withholding_tax) * 100)::bigint::text as withheld
    from payslips where emp_id = ${empId} and year = ${year}`.execute(ctx.db);
  return { compensation: Number(rows[0]!.compensation), contributions: Number(rows[0]!.contributions), withheld: Number(rows[0]!.withheld) };
}

describe('GET /api/v1/payroll/2316', () => {
  it("answers one's own BIR Form 2316 of a year, from the year's payslips, with both parties' TINs", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const year = await payslipYearOf(employee);
    const response = await form(employee, `year=${year}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bir-2316-${year}-00000004.pdf"`);
    expect(pdfInfo(response.rawPayload)).toMatchObject({ pages: 1, pageSize: expect.stringMatching(/\(A4\)$/) });
    const text = pdfText(response.rawPayload);
    const juan = await sql<{ tin: string }>`select tin from employees where emp_id = '00000004'`.execute(ctx.db);
    const totals = await yearTotals('00000004', year);
    // Imported payslips: taxable is pay less contributions, so the non-taxable part is the contributions.
    const taxable = totals.compensation - totals.contributions;
    for (const expected of [
      'BIR Form No. 2316',
      `For the year ${year}`,
      `3 Taxpayer identification number (TIN) ${juan.rows[0]!.tin}`,
      "4 Employee's name (last, first, middle) dela Cruz, Juan",
      '12 Taxpayer identification number (TIN) 008-123-456-000',
      "13 Employer's name Demo Company Inc.",
      `19 Gross compensation income from present employer (items 38 and 52) ${pesoWords(totals.compensation)}`,
      `20 Less: total non-taxable/exempt compensation income from present employer (item 38) ${pesoWords(totals.contributions)}`,
      `21 Taxable compensation income from present employer (item 52) ${pesoWords(taxable)}`,
      `24 Tax due ${pesoWords(withholdingTax(taxable, 'annual').tax)}`,
      `25A Amount of taxes withheld: present employer ${pesoWords(totals.withheld)}`,
      `36 SSS, PhilHealth and Pag-IBIG contributions (employee share) ${pesoWords(totals.contributions)}`,
      `52 Total taxable compensation income ${pesoWords(taxable)}`,
    ]) {
      expect(text).toContain(expected);
    }
    // Reading one's own is not an access to record.
    const logged = await sql<{ count: number }>`select count(*)::int as count from access_log where what = 'tax certificate'`.execute(ctx.db);
    expect(logged.rows[0]!.count).toBe(0);
  });

  it("gives HR with the payroll permission anyone's, recording the read; nobody else another's", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const year = await payslipYearOf(employee);
    const refused = await form(employee, `year=${year}&empid=5`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only download your own BIR Form 2316.');
    const teamlead = await logInAs(ctx.app, 'teamlead');
    expect((await form(teamlead, `year=${year}&empid=4`)).statusCode).toBe(403);

    const hr = await logInAs(ctx.app, 'hr');
    const juans = await form(hr, `year=${year}&empid=4`);
    expect(juans.statusCode, juans.body).toBe(200);
    expect(pdfText(juans.rawPayload)).toContain('dela Cruz, Juan');
    const logged = await sql<{ actor_emp_id: string; subject_emp_id: string; detail: string }>`
      select actor_emp_id, subject_emp_id, detail from access_log where what = 'tax certificate'`.execute(ctx.db);
    expect(logged.rows).toEqual([{ actor_emp_id: '00000001', subject_emp_id: '00000004', detail: `BIR Form 2316 of ${year} of Juan dela Cruz` }]);
  });

  it('refuses bad input (400), a year without payslips (404) and a caller without a session (401)', async () => {
    const employee = await logInAs(ctx.app, 'employee');
    expect((await form(employee, 'year=twenty')).statusCode).toBe(400);
    expect((await form(employee, 'year=2026&empid=x1')).statusCode).toBe(400);
    const none = await form(employee, 'year=2001');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("You have no payslips in 2001: BIR Form 2316 shows what a year's payslips paid.");
    const hr = await logInAs(ctx.app, 'hr');
    expect((await form(hr, 'year=2026&empid=99999')).statusCode).toBe(404);
    expect((await form(undefined, 'year=2026')).statusCode).toBe(401);
  });
});
