import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { multipartBody } from '../../../test/multipart';

const ctx = useTestApp();

const header = 'emp_id,year,month,period,pay_date,basic,overtime,allowances,sss,philhealth,pagibig,withholding_tax,gross,net_pay,ytd_gross,ytd_contributions,ytd_withholding_tax,ytd_net_pay';
const juanFirst = '4,2002,3,1,2002-03-15,14000.00,0,1000.00,700.00,350.00,100.00,365.55,15000.00,13484.45,90000.00,7200.00,2193.30,80906.70';
const juanSecond = '4,2002,3,2,2002-03-29,14000.00,402.30,1000.00,700.00,350.00,100.00,425.90,15402.30,13826.40,105402.30,8400.00,2619.20,94733.10';

async function importFile(name: string, content: string, username = 'hr') {
  const cookie = await logInAs(ctx.app, username);
  const upload = multipartBody([{ field: 'file', name, content: Buffer.from(content), type: 'text/csv' }]);
  return call(ctx.app, { method: 'POST', url: '/api/v1/payslip/import', cookie, payload: upload.payload, headers: upload.headers });
}

const storedFor2002 = () => ctx.db.selectFrom('payslips').selectAll().where('year', '=', 2002).orderBy('period').execute();

describe('POST /api/v1/payslip/import', () => {
  it('imports a CSV, and the same file again changes nothing', async () => {
    const csv = `${header}\n${juanFirst}\n${juanSecond}\n`;
    const first = await importFile('march.csv', csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: '2 payslips imported: 2 added, 0 replaced, 0 unchanged.',
      message_code: 'payslip.import_done',
      params: { rows: 2, added: 2, replaced: 0, unchanged: 0 },
      dryRun: false,
      rows: 2,
      added: 2,
      replaced: 0,
      unchanged: 0,
      periods: [
        { year: 2002, month: 3, period: 1, rows: 1, added: 1, replaced: 0, unchanged: 0 },
        { year: 2002, month: 3, period: 2, rows: 1, added: 1, replaced: 0, unchanged: 0 },
      ],
      errors: [],
    });
    const again = await importFile('march.csv', csv);
    expect(again.json()).toMatchObject({ rows: 2, added: 0, replaced: 0, unchanged: 2 });
    const stored = await storedFor2002();
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({ emp_id: '00000004', pay_date: '2002-03-29', overtime: '402.30', total_deductions: '1575.90', net_pay: '13826.40', imported_by: '00000001' });
    const audit = await ctx.db.selectFrom('audit_log').select(['actor_emp_id', 'after']).where('entity', '=', 'payslips').where('entity_id', 'like', 'march.csv%').execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor_emp_id: '00000001', after: { via: 'http', rows: 2, added: 2, periods: ['2002-03/1', '2002-03/2'] } });
  });

  it('replaces a payslip payroll corrected, from JSON', async () => {
    const corrected = { emp_id: '00000004', year: 2002, month: 3, period: 2, pay_date: '2002-03-29', basic: 14000, overtime: 502.3, allowances: 1000, sss: 700, philhealth: 350, pagibig: 100, withholding_tax: '445.90', ytd_gross: '105502.30', ytd_contributions: '8400.00', ytd_withholding_tax: '2639.20', ytd_net_pay: '94813.10' };
    const response = await importFile('fix.json', JSON.stringify({ payslips: [corrected] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 1, added: 0, replaced: 1, unchanged: 0 });
    const stored = await storedFor2002();
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({ overtime: '502.30', gross: '15502.30', net_pay: '13906.40' });
  });

  it("imports a December payslip's 13th month pay as its own line, in its gross", async () => {
    const december = { emp_id: '4', year: 2002, month: 12, period: 2, pay_date: '2002-12-20', basic: 14000, thirteenth_month: 28000, sss: 700, philhealth: 350, pagibig: 100, withholding_tax: 0, ytd_gross: '380000.00', ytd_contributions: '28800.00', ytd_withholding_tax: '9000.00', ytd_net_pay: '342200.00' };
    const response = await importFile('december.json', JSON.stringify({ payslips: [december] }));
    expect(response.statusCode, response.body).toBe(200);
    const stored = await ctx.db.selectFrom('payslips').selectAll().where('year', '=', 2002).where('month', '=', 12).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ thirteenth_month: '28000.00', gross: '42000.00', net_pay: '40850.00' });
  });

  it('refuses a file with bad rows as a whole, naming each row, and writes nothing', async () => {
    const before = await ctx.db.selectFrom('payslips').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const auditBefore = await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('count')).where('entity', '=', 'payslips').executeTakeFirstOrThrow();
    const good = juanFirst.replace('2002,3,1,2002-03-15', '2003,3,1,2003-03-14');
    const badSss = good.replace(',700.00,', ',1,250.00,').replace('4,2003,3,1', '5,2003,3,1');
    const lines = [header, good, good.replace('4,2003', '99,2003'), badSss, good.replace('2003,3,1,2003-03-14', '2003,3,2,2003-03-31').replace('15000.00', '15500.00')];
    const response = await importFile('bad.csv', `${lines.join('\n')}\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(response.json().message.split('\n')).toEqual([
      'Nothing was imported: the file has 3 problems.',
      'Row 3: there is no employee 00000099',
      'Row 4: has 19 values but the header has 18 columns (line 4)',
      'Row 5: gross 15500.00 is not the sum of the earnings, 15000.00',
    ]);
    const after = await ctx.db.selectFrom('payslips').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
    const auditAfter = await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('count')).where('entity', '=', 'payslips').executeTakeFirstOrThrow();
    expect(auditAfter.count).toBe(auditBefore.count);
  });

  it('lists at most 50 problems and says how many more there are', async () => {
    const rows = Array.from({ length: 60 }, () => '4,2004,1,1,2004-01-15,abc,0,0,0,0,0,0,,,1,1,1,1');
    const response = await importFile('many.csv', `${header}\n${rows.join('\n')}\n`);
    const message = response.json().message.split('\n');
    expect(message[0]).toBe('Nothing was imported: the file has 60 problems.');
    expect(message[1]).toBe('Row 2: basic must be an amount like 14,000.00 (got "abc")');
    expect(message).toHaveLength(52);
    expect(message.at(-1)).toBe('...and 10 more.');
  });

  it('refuses files that are not payslip files', async () => {
    expect((await importFile('x.csv', 'name,salary\nJuan,1\n')).json().message).toMatch(/^Nothing was imported: the file has 11 problems\.\nRow 1: "name", "salary" are not payslip columns/);
    expect((await importFile('x.json', '{"oops": ')).json().message).toMatch(/The file is not valid JSON/);
    expect((await importFile('x.csv', '')).statusCode).toBe(400);
  });

  it('imports a large file in one go, and refuses one over 10 MB (413)', async () => {
    // Nine people, ninety years, 24 cut-offs each: 19,440 rows, over 1 MB, written in chunks.
    const rows: string[] = [];
    for (let emp = 1; emp <= 9; emp++) {
      for (let year = 2010; year < 2100; year++) {
        for (let month = 1; month <= 12; month++) {
          for (const period of [1, 2]) rows.push(`${emp},${year},${month},${period},${year}-${String(month).padStart(2, '0')}-15,20000,0,0,0,0,0,0,,,20000,0,0,20000`);
        }
      }
    }
    const csv = `${header}\n${rows.join('\n')}\n`;
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    // The demo payslips of these years differ from the file's, so they are replaced.
    const stored = await ctx.db.selectFrom('payslips').select((eb) => eb.fn.countAll<string>().as('count')).where('year', '>=', 2010).executeTakeFirstOrThrow();
    const large = await importFile('history.csv', csv);
    expect(large.statusCode).toBe(200);
    expect(large.json()).toMatchObject({ rows: 19_440, added: 19_440 - Number(stored.count), replaced: Number(stored.count), unchanged: 0 });
    const tooLarge = await importFile('huge.csv', `${header}\n${'x'.repeat(10 * 1024 * 1024)}\n`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The file is larger than 10 MB; split it into smaller files.', code: 'PAYLOAD_TOO_LARGE', message_code: 'import.file_too_large', params: { megabytes: 10 } });
  });

  it('needs the file in the field "file", as multipart', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const wrongField = multipartBody([{ field: 'upload', name: 'x.csv', content: Buffer.from(`${header}\n${juanFirst}\n`) }]);
    const refused = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/import', cookie: hr, payload: wrongField.payload, headers: wrongField.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Send the file in the multipart field "file".');
    const json = await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/import', cookie: hr, payload: { payslips: [] } });
    expect(json.statusCode).toBe(415);
  });

  it('is for HR administrators only (403), and needs a session (401)', async () => {
    const refused = await importFile('march.csv', `${header}\n${juanFirst}\n`, 'employee');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only HR administrators can import payslips.', code: 'FORBIDDEN', message_code: 'payslip.import_hr_only', params: {} });
    expect((await importFile('march.csv', `${header}\n${juanFirst}\n`, 'approver')).statusCode).toBe(403);
    const upload = multipartBody([{ field: 'file', name: 'x.csv', content: Buffer.from('x') }]);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v1/payslip/import', payload: upload.payload, headers: upload.headers })).statusCode).toBe(401);
  });
});

describe('a file read as a stream, staged and written over several batches', () => {
  // 200 people, ten years of both cut-offs: 48,000 payslips, near the most one file may hold.
  const people = 200;
  const years = 10;
  const payrollFile = (lastRow?: string) => {
    const rows: string[] = [header];
    for (let emp = 0; emp < people; emp++) {
      for (let year = 2000; year < 2000 + years; year++) {
        for (let month = 1; month <= 12; month++) {
          const mm = String(month).padStart(2, '0');
          rows.push(`${71_000_000 + emp},${year},${month},1,${year}-${mm}-15,20000.00,1250.50,1500.00,900.00,500.00,200.00,1234.56,,,900000.00,90000.00,90000.00,800000.00`);
          rows.push(`${71_000_000 + emp},${year},${month},2,${year}-${mm}-28,20000.00,0.00,1500.00,900.00,500.00,200.00,1100.00,,,900000.00,90000.00,90000.00,800000.00`);
        }
      }
    }
    if (lastRow) rows.push(lastRow);
    return `${rows.join('\n')}\n`;
  };
  const stored = async () =>
    Number((await ctx.db.selectFrom('payslips').select((eb) => eb.fn.countAll<string>().as('count')).where('emp_id', '>=', '71000000').executeTakeFirstOrThrow()).count);
  const audits = () => ctx.db.selectFrom('audit_log').select('after').where('entity', '=', 'payslips').orderBy('id').execute();

  it('writes nothing when the last row repeats the first, then imports every row of the good file', async () => {
    await sql`insert into employees (emp_id, firstname, lastname, hire_date, monthly_salary, monthly_allowances)
      select (71000000 + i)::text, 'Payroll' || i, 'Tester', '1999-01-04', 20000, 1500 from generate_series(0, ${people - 1}) i`.execute(ctx.db);
    const rows = people * years * 24;
    const auditsBefore = (await audits()).length;
    const bad = await importFile('decade.csv', payrollFile(`71000000,2000,1,1,2000-01-15,20000.00,0,0,0,0,0,0,,,900000.00,90000.00,90000.00,800000.00`));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(`Nothing was imported: the file has 1 problem.\nRow ${rows + 2}: the payslip of employee 71000000 2000-01 period 1 is also on row 2`);
    expect(await stored()).toBe(0);
    expect(await audits()).toHaveLength(auditsBefore);

    const good = await importFile('decade.csv', payrollFile());
    expect(good.statusCode, good.body.slice(0, 300)).toBe(200);
    expect(good.json()).toMatchObject({ rows, added: rows, replaced: 0, unchanged: 0, errors: [] });
    expect(good.json().periods).toHaveLength(years * 24);
    expect(good.json().periods[0]).toEqual({ year: 2000, month: 1, period: 1, rows: people, added: people, replaced: 0, unchanged: 0 });
    expect(await stored()).toBe(rows);
    expect((await audits()).at(-1)?.after).toMatchObject({ via: 'http', rows, added: rows, employees: people });
    const last = await ctx.db.selectFrom('payslips').selectAll().where('emp_id', '=', String(71_000_000 + people - 1)).where('year', '=', 2009).where('month', '=', 12).where('period', '=', 2).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ pay_date: '2009-12-28', gross: '21500.00', total_deductions: '2700.00', net_pay: '18800.00' });
  }, 60_000);
});
