import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { expectHrAdminOnly, readSample, uploadCsv } from './admin-test-support';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const URL = '/api/v1/admin/employees/import';
const count = async (table: 'employees' | 'audit_log') =>
  Number((await ctx.db.selectFrom(table).select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/v1/admin/employees/import', () => {
  it('takes gender words, weekday names, dates and amounts as a spreadsheet writes them', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const file = [
      'emp_id,firstname,lastname,gender,hire_date,monthly_salary,rest_days',
      '31,Joy,Santos,Female,11/27/2026,"14,000.00","Sat,Sun"',
      '32,Ben,Reyes,male,2026-11-27,₱18500,Saturday and Sunday',
    ].join('\n');
    const commit = await uploadCsv(ctx.app, URL, `${file}\n`, hr);
    expect(commit.statusCode, commit.body).toBe(200);
    const rows = await ctx.db.selectFrom('employees').select(['emp_id', 'gender', 'hire_date', 'monthly_salary', 'rest_days']).where('emp_id', 'in', ['00000031', '00000032']).orderBy('emp_id').execute();
    expect(rows).toEqual([
      { emp_id: '00000031', gender: 'F', hire_date: '2026-11-27', monthly_salary: '14000.00', rest_days: [0, 6] },
      { emp_id: '00000032', gender: 'M', hire_date: '2026-11-27', monthly_salary: '18500.00', rest_days: [0, 6] },
    ]);
  });

  it('takes an Excel workbook as well as CSV: its first sheet, with real dates and numbers', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow(['emp_id', 'firstname', 'lastname', 'gender', 'hire_date', 'monthly_salary', 'rest_days', 'designation']);
    // Her designation left empty: the sheet leaves the row's last cell out.
    sheet.addRow([41, 'Ana', 'Lim', 'Female', new Date(Date.UTC(2026, 10, 27)), 21500.5, 'Sat,Sun']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = multipartBody([{ field: 'file', name: 'employees.xlsx', content: bytes, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
    const commit = await call(ctx.app, { method: 'POST', url: URL, payload: body.payload, headers: body.headers, cookie: hr });
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json()).toMatchObject({ added: 1, errors: [] });
    const ana = await ctx.db.selectFrom('employees').select(['gender', 'hire_date', 'monthly_salary', 'rest_days']).where('emp_id', '=', '00000041').executeTakeFirstOrThrow();
    expect(ana).toEqual({ gender: 'F', hire_date: '2026-11-27', monthly_salary: '21500.50', rest_days: [0, 6] });

    const broken = multipartBody([{ field: 'file', name: 'employees.xlsx', content: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not a workbook')]), type: 'application/octet-stream' }]);
    const refused = await call(ctx.app, { method: 'POST', url: URL, payload: broken.payload, headers: broken.headers, cookie: hr });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not a readable Excel workbook/);
  });

  it('checks the sample file without writing, imports it all, and changes nothing the second time', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const sample = readSample('employees.csv');
    const before = { employees: await count('employees'), audit: await count('audit_log') };

    const check = await uploadCsv(ctx.app, `${URL}?dryRun=true`, sample, hr);
    expect(check.statusCode).toBe(200);
    const noLogin = 'The 4 new employees would have no login yet: add a username column to create accounts in the same import, or create them under User Accounts.';
    expect(check.json()).toEqual({
      message: `The file is ready to import: 4 employees (4 added, 0 changed, 0 unchanged). ${noLogin}`,
      message_code: 'import.ready',
      params: {
        rows: 4,
        nouns: { en: 'employees', fil: 'empleyado' },
        added: 4,
        changed: 0,
        unchanged: 0,
        note: { en: ` ${noLogin}`, fil: ' Wala pang magiging login ang 4 bagong empleyado: magdagdag ng username column para magawa ang mga account sa parehong import, o gawin ang mga ito sa User Accounts.' },
      },
      dryRun: true,
      rows: 4,
      added: 4,
      changed: 0,
      unchanged: 0,
      errors: [],
    });
    expect(await count('employees')).toBe(before.employees);
    expect(await count('audit_log')).toBe(before.audit);

    const commit = await uploadCsv(ctx.app, URL, sample, hr);
    expect(commit.json()).toMatchObject({
      message: '4 employees imported: 4 added, 0 changed, 0 unchanged. The 4 new employees have no login yet: add a username column to create accounts in the same import, or create them under User Accounts.',
      dryRun: false,
      added: 4,
    });
    const miguel = await ctx.db.selectFrom('employees').selectAll().where('emp_id', '=', '00000011').executeTakeFirstOrThrow();
    // Miguel's lead, Rosa, is added by the same file.
    expect(miguel).toMatchObject({ firstname: 'Miguel', team_lead: '00000010', rest_days: [0, 6], monthly_salary: '26000.00', default_shift: 'DAY', approver: false, payslip: true, active: true });
    // Government numbers as the agencies print them, whatever spacing the file used; civil status in any case.
    expect(miguel).toMatchObject({ tin: '234-567-891', sss_no: '34-2345678-9', philhealth_no: '12-345678901-3', pagibig_no: '1211-2345-6789', civil_status: 'Single', solo_parent: false });
    const andres = await ctx.db.selectFrom('employees').selectAll().where('emp_id', '=', '00000013').executeTakeFirstOrThrow();
    expect(andres).toMatchObject({ tin: '345-678-912-000', civil_status: 'Married', philhealth_no: null });
    expect(await count('audit_log')).toBe(before.audit + 5);

    const again = await uploadCsv(ctx.app, URL, sample, hr);
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 4 });
    expect(await count('audit_log')).toBe(before.audit + 6);
  });

  it('changes only the columns a file has, audits the change, and separates by separation_date', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const grace = await logInAs(ctx.app, 'grace');
    const csv = 'emp_id,firstname,lastname,hire_date,designation,separation_date\n5,Pedro,Bautista,2024-01-08,Team Coach,\n8,Grace,Aquino,2024-01-08,Quality Analyst,2026-12-15\n';
    const result = await uploadCsv(ctx.app, URL, csv, hr);
    expect(result.json()).toMatchObject({ changed: 2, errors: [] });
    const pedro = await ctx.db.selectFrom('employees').selectAll().where('emp_id', '=', '00000005').executeTakeFirstOrThrow();
    expect(pedro).toMatchObject({ designation: 'Team Coach', department: 'Operations', default_shift: 'DAY' });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('entity_id', '=', '00000008').where('entity', '=', 'employee').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'deactivate', after: { emp_id: '00000008', active: false, separation_date: '2026-12-15' } });
    // Her session ends through the database's revocation channel.
    let status = 200;
    for (let attempt = 0; attempt < 40 && status === 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await ctx.app.inject({ method: 'GET', url: '/api/v2/time', headers: { cookie: grace } })).statusCode;
    }
    expect(status).toBe(401);
  });

  it('lists every problem by row in a dry run, and a commit with problems writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = [
      'emp_id,firstname,lastname,gender,hire_date,monthly_salary,rest_days,default_shift,team_lead,approver',
      '20,Ana,Reyes,F,2026-01-05,"25,000",0;6,DAY,,1',
      '21,,Cruz,M,05/01/2026,"25,000.50",0;9,DAY,,maybe',
      '22,Ben,Uy,M,2026-01-05,25000,0,SWING,23,0',
      '23,Cy,Go,M,2026-01-05,25000,0,DAY,22,0',
      '20,Ana,Reyes,F,2026-01-05,25000,0,DAY,,0',
    ].join('\n');
    const before = { employees: await count('employees'), audit: await count('audit_log') };
    const check = await uploadCsv(ctx.app, `${URL}?dryRun=true`, csv, hr);
    expect(check.statusCode).toBe(200);
    // Every problem in one pass, in row order: the values, then the rows judged together
    // (a repeated number, an unknown shift, a reporting cycle). Excel's 05/01/2026 and "25,000" are fine.
    expect(check.json().errors).toEqual([
      'Row 3: firstname is required',
      'Row 3: rest_days must be weekdays, each once, like Sat,Sun or 0;6 (0 is Sunday, 6 Saturday) (got "0;9")',
      'Row 3: approver must be 1 or 0 (or true / false), not "maybe"',
      'Row 4: default_shift SWING is not a shift; the shifts are DAY, MID, NIGHT',
      'Row 4: team_lead 00000023 would make a reporting cycle (00000022 → 00000023 → 00000022); choose someone outside this chain',
      'Row 5: team_lead 00000022 would make a reporting cycle (00000023 → 00000022 → 00000023); choose someone outside this chain',
      'Row 6: emp_id 00000020 is also on row 2; give each employee one row',
    ]);
    const commit = await uploadCsv(ctx.app, URL, csv, hr);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().message).toMatch(/^Nothing was imported: the file has 7 problems\.\nRow 3: firstname/);
    const cycle = csv.split('\n').filter((_line, index) => index !== 2 && index !== 5).join('\n');
    expect((await uploadCsv(ctx.app, URL, cycle, hr)).statusCode).toBe(400);
    expect(await count('employees')).toBe(before.employees);
    expect(await count('audit_log')).toBe(before.audit);
  });

  it('reads dates and amounts as Excel writes them', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = 'emp_id,firstname,lastname,gender,hire_date,monthly_salary\n30,Rosa,Lim,F,03/15/2025,"18,000.50"\n31,Noel,Tan,M,15-Mar-2025,PHP 21000\n';
    const imported = await uploadCsv(ctx.app, URL, csv, hr);
    expect(imported.statusCode, imported.body).toBe(200);
    const stored = await ctx.app.db.selectFrom('employees').select(['emp_id', 'hire_date', 'monthly_salary']).where('emp_id', 'in', ['00000030', '00000031']).orderBy('emp_id').execute();
    expect(stored.map((row) => [row.emp_id, String(row.hire_date), Number(row.monthly_salary)])).toEqual([
      ['00000030', '2025-03-15', 18000.5],
      ['00000031', '2025-03-15', 21000],
    ]);
  });

  it('refuses a file without the required columns, naming them', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const response = await uploadCsv(ctx.app, URL, 'emp_id,firstname,salary\n1,Ana,1\n', hr);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/"salary" is not an? employee column/);
    expect(response.json().message).toMatch(/the column lastname is missing/);
  });

  it("records pay data from its pay columns, for HR with the payroll permission: a rate from a date and the bank account, once", async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const file = [
      'emp_id,firstname,lastname,hire_date,pay_basis,pay_rate,pay_rate_from,minimum_wage_earner,bank,account_number',
      '51,Rey,Cruz,2026-11-27,Monthly,"28,500.00",2026-12-01,,BPI,1234-5678-90',
      '52,Lea,Tan,2026-11-27,daily,695,2026-12-01,yes,,',
      '53,Noel,Go,2026-11-27,,,,,,',
    ].join('\n');
    const commit = await uploadCsv(ctx.app, URL, `${file}\n`, hr);
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json()).toMatchObject({ added: 3, errors: [] });
    expect(commit.json().message).toContain('Pay data: 2 rates and 1 bank account recorded.');
    const rates = await ctx.db.selectFrom('pay_rates').select(['emp_id', 'basis', 'rate', 'minimum_wage_earner', 'effective_from']).where('emp_id', 'in', ['00000051', '00000052', '00000053']).orderBy('emp_id').execute();
    expect(rates.map((rate) => ({ ...rate, effective_from: String(rate.effective_from) }))).toEqual([
      { emp_id: '00000051', basis: 'monthly', rate: '28500.00', minimum_wage_earner: false, effective_from: '2026-12-01' },
      { emp_id: '00000052', basis: 'daily', rate: '695.00', minimum_wage_earner: true, effective_from: '2026-12-01' },
    ]);
    const pay = await call(ctx.app, { method: 'GET', url: '/api/v1/payroll/paydata?empid=51', cookie: hr });
    expect(pay.json().bank).toMatchObject({ bank: 'BPI', account_number: '1234-5678-90' });
    // The same file again: nothing changes, nothing more is audited.
    const audits = await count('audit_log');
    const again = await uploadCsv(ctx.app, URL, `${file}\n`, hr);
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 3 });
    expect(again.json().message).not.toContain('Pay data');
    expect(await count('audit_log')).toBe(audits + 1);
  });

  it('says what is wrong with pay columns, and keeps them from HR without the payroll permission', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const bad = [
      'emp_id,firstname,lastname,hire_date,pay_basis,pay_rate,pay_rate_from,bank,account_number',
      '61,Ana,Uy,2026-11-27,weekly,0,2026-12-01,BPI,12-ab',
      '62,Ben,Uy,2026-11-27,monthly,20000,,BDO,',
    ].join('\n');
    const refused = await uploadCsv(ctx.app, `${URL}?dryRun=true`, `${bad}\n`, hr);
    expect(refused.json().errors).toEqual([
      'Row 2: pay_basis must be monthly or daily (got "weekly")',
      'Row 2: pay_rate must be more than 0',
      'Row 2: account_number must be 6 to 30 digits (spaces and dashes between them are kept)',
      'Row 3: pay_basis, pay_rate and pay_rate_from go together: fill in all three, or leave all three blank',
      'Row 3: bank and account_number go together: fill in both, or leave both blank',
    ]);
    await ctx.db.updateTable('employees').set({ payroll: false }).where('emp_id', '=', '00000001').execute();
    try {
      const withoutPermission = await uploadCsv(ctx.app, `${URL}?dryRun=true`, 'emp_id,firstname,lastname,hire_date,pay_basis,pay_rate,pay_rate_from\n63,Cy,Uy,2026-11-27,monthly,20000,2026-12-01\n', hr);
      expect(withoutPermission.json().errors).toEqual([
        'Row 2: the pay columns (pay_basis, pay_rate, pay_rate_from, minimum_wage_earner, bank, account_number) are for HR administrators with the payroll permission; leave them blank or out',
      ]);
      expect(await ctx.db.selectFrom('employees').select('emp_id').where('emp_id', '=', '00000063').executeTakeFirst()).toBeUndefined();
    } finally {
      await ctx.db.updateTable('employees').set({ payroll: true }).where('emp_id', '=', '00000001').execute();
    }
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: `${URL}?dryRun=true` });
  });
});

describe('accounts in the employees import (username column)', () => {
  const people = (usernames: [string, string]) =>
    `emp_id,firstname,lastname,hire_date,username\n71,Nora,Diaz,2026-02-02,${usernames[0]}\n72,Paolo,Reyes,2026-02-02,${usernames[1]}\n`;

  it('creates the logins of the people it adds, answers each temporary password once, and never audits one', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const check = await uploadCsv(ctx.app, `${URL}?dryRun=true`, people(['nora.diaz', 'paolo.reyes']), hr);
    expect(check.json()).toMatchObject({ errors: [], added: 2 });
    // A dry run rolls its accounts back: no password is answered for them.
    expect(check.json().accounts).toBeUndefined();
    expect(check.json().message).toMatch(/2 accounts would be created, each with a temporary password shown once after the import\.$/);

    const done = await uploadCsv(ctx.app, URL, people(['nora.diaz', 'Paolo.Reyes']), hr);
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('private, no-store');
    expect(done.json().message).toBe(
      '2 employees imported: 2 added, 0 changed, 0 unchanged. 2 accounts created: give each person their temporary password, shown only now; they must change it when they first log in.',
    );
    const accounts = done.json().accounts as { emp_id: string; username: string; temporaryPassword: string }[];
    expect(accounts.map(({ emp_id, username }) => [emp_id, username])).toEqual([
      ['00000071', 'nora.diaz'],
      ['00000072', 'paolo.reyes'],
    ]);
    // The temporary password logs in, and the person must change it first.
    const nora = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'nora.diaz', password: accounts[0]!.temporaryPassword } });
    expect(nora.statusCode).toBe(200);
    expect(nora.json().mustChangePassword).toBe(true);
    const audited = JSON.stringify(await ctx.db.selectFrom('audit_log').select(['before', 'after']).execute());
    for (const { temporaryPassword } of accounts) expect(audited).not.toContain(temporaryPassword);

    // The same file again: nothing changes, and no password is made or answered.
    const again = await uploadCsv(ctx.app, URL, people(['nora.diaz', 'paolo.reyes']), hr);
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
    expect(again.json().accounts).toBeUndefined();
  });

  it('lists every username it cannot give, by row, and writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const before = await count('employees');
    const csv = 'emp_id,firstname,lastname,hire_date,username\n73,Ana,Cruz,2026-02-02,employee\n74,Ben,Lopez,2026-02-02,ben\n75,Cy,Lopez,2026-02-02,ben\n4,Juan,dela Cruz,2021-03-15,juan.delacruz\n76,Di,Tan,2026-02-02,no spaces\n';
    const refused = await uploadCsv(ctx.app, URL, csv, hr);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message.split('\n')).toEqual([
      'Nothing was imported: the file has 4 problems.',
      'Row 2: username employee belongs to employee 00000004; choose another',
      'Row 4: username ben is also on row 3; give each person their own',
      'Row 5: employee 00000004 already has the account employee; the import does not rename accounts',
      'Row 6: username must be 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit',
    ]);
    expect(await count('employees')).toBe(before);
  });

  it('says when the people it adds have no login yet', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const done = await uploadCsv(ctx.app, URL, 'emp_id,firstname,lastname,hire_date\n77,Eva,Sy,2026-02-02\n', hr);
    expect(done.json().message).toBe(
      '1 employee imported: 1 added, 0 changed, 0 unchanged. The new employee has no login yet: add a username column to create accounts in the same import, or create them under User Accounts.',
    );
  });
});

describe('a file larger than any whole-file import may be', () => {
  // 8,000 people with long addresses and benefits: about 11 MB, past the 10 MB every
  // whole-file import is held to, and staged, checked and written over several batches.
  const people = 8_000;
  const wide = (what: string, length: number) => `${what} `.repeat(Math.ceil(length / (what.length + 1))).slice(0, length).trim();
  const address = (index: number) => wide(`Blk ${index} Lot 7, Brgy. San Isidro, Calamba, Laguna`, 480);
  const employeesFile = (lastRow?: string) => {
    const lines = ['emp_id,firstname,lastname,hire_date,designation,department,home_address,benefits_coverage,team_lead'];
    for (let index = 0; index < people; index += 1) {
      // The first person's lead is the last: someone the same file adds, batches later.
      const lead = index === 0 ? String(80_000_000 + people - 1) : '';
      lines.push(
        `${80_000_000 + index},Worker${index},Santos,2026-01-05,${wide('Production Associate', 190)},${wide('Assembly Line', 190)},"${address(index)}","${wide('HMO, rice, uniform', 480)}",${lead}`,
      );
    }
    if (lastRow) lines.push(lastRow);
    return `${lines.join('\n')}\n`;
  };
  const imported = () => ctx.db.selectFrom('employees').select(({ fn }) => fn.countAll<string>().as('n')).where('emp_id', '>=', '80000000').executeTakeFirstOrThrow();

  it('writes nothing when a row near the end has a problem, then imports every row of the good file', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const bad = employeesFile(`${80_000_000 + people},Late,Row,2026-01-05,,,,,99999999`);
    expect(Buffer.byteLength(bad)).toBeGreaterThan(10 * 1024 * 1024);
    const audits = await count('audit_log');
    const refused = await uploadCsv(ctx.app, URL, bad, hr);
    expect(refused.statusCode, refused.body.slice(0, 300)).toBe(400);
    expect(refused.json().message).toBe(`Nothing was imported: the file has 1 problem.\nRow ${people + 2}: team_lead 99999999 is not an employee`);
    expect(Number((await imported()).n)).toBe(0);
    expect(await count('audit_log')).toBe(audits);

    const good = await uploadCsv(ctx.app, URL, employeesFile(), hr);
    expect(good.statusCode, good.body.slice(0, 300)).toBe(200);
    expect(good.json()).toMatchObject({ dryRun: false, rows: people, added: people, changed: 0, unchanged: 0, errors: [] });
    expect(Number((await imported()).n)).toBe(people);
    const first = await ctx.db.selectFrom('employees').select(['team_lead', 'home_address']).where('emp_id', '=', '80000000').executeTakeFirstOrThrow();
    expect(first.team_lead).toBe(String(80_000_000 + people - 1));
    expect(first.home_address).toBe(address(0));
    // One audit row for each person added, and one for the import.
    expect(await count('audit_log')).toBe(audits + people + 1);
  }, 60_000);
});
