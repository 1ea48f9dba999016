import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { expectHrAdminOnly, readSample, uploadCsv } from './admin-test-support';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const URL = '/api/v1/admin/accounts/import';
const count = async (table: 'user_accounts' | 'audit_log') =>
  Number((await ctx.db.selectFrom(table).select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/v1/admin/accounts/import', () => {
  it('imports the sample accounts (after the sample employees), which must change their password; twice changes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    expect((await uploadCsv(ctx.app, '/api/v1/admin/employees/import', readSample('employees.csv'), hr)).statusCode).toBe(200);
    const sample = readSample('accounts.csv');
    const before = { accounts: await count('user_accounts'), audit: await count('audit_log') };

    const check = await uploadCsv(ctx.app, `${URL}?dryRun=true`, sample, hr);
    expect(check.json()).toMatchObject({ message: 'The file is ready to import: 2 accounts (2 added, 0 changed, 0 unchanged).', errors: [] });
    expect(await count('user_accounts')).toBe(before.accounts);

    const commit = await uploadCsv(ctx.app, URL, sample, hr);
    expect(commit.json()).toMatchObject({ added: 2, unchanged: 0 });
    const login = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'rosa.lim', password: 'Welcome-Rosa-2026' } });
    expect(login.json()).toMatchObject({ empid: '00000010', mustChangePassword: true });
    const audits = await ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user_account').execute();
    expect(JSON.stringify(audits)).not.toMatch(/Welcome-|argon2/);

    // Rosa changes her password; the same file again must not reset it.
    const cookie = `portal_session=${login.cookies.find((c) => c.name === 'portal_session')!.value}`;
    await call(ctx.app, { method: 'POST', url: '/api/v1/changepass', cookie, payload: { username: 'rosa.lim', oldpassword: 'Welcome-Rosa-2026', newpassword: 'rosa-own-secret' } });
    const auditsBefore = await count('audit_log');
    const again = await uploadCsv(ctx.app, URL, sample, hr);
    expect(again.json()).toMatchObject({ added: 0, changed: 0, unchanged: 2 });
    expect(await count('audit_log')).toBe(auditsBefore + 1);
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'rosa.lim', password: 'rosa-own-secret' } })).statusCode).toBe(200);
  });

  it('lists problems by row in a dry run; a commit with problems writes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const csv = [
      'emp_id,username,temporary_password',
      '4,juan.new,Temporary-123',
      '5,employee,Temporary-123',
      '99,ghost,Temporary-123',
      '1x,bad name,short',
      '8,grace,Temporary-123',
      '8,grace3,Temporary-123',
    ].join('\n');
    const before = { accounts: await count('user_accounts'), audit: await count('audit_log') };
    const shape = await uploadCsv(ctx.app, `${URL}?dryRun=true`, csv, hr);
    // Every problem in one pass: the shape of each cell and what the database says.
    expect(shape.json().errors).toEqual([
      'Row 2: employee 00000004 already has the account employee; the import does not rename accounts',
      'Row 3: username employee belongs to employee 00000004; choose another',
      'Row 4: there is no employee 00000099; import or add the employee first',
      'Row 5: emp_id must be an employee number of up to 8 digits',
      'Row 5: username must be 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit',
      'Row 5: temporary_password needs at least 8 characters',
      'Row 7: emp_id 00000008 is also on row 6; one account per employee',
    ]);
    const rows = csv.split('\n').filter((line) => !line.startsWith('1x')).join('\n');
    const check = await uploadCsv(ctx.app, `${URL}?dryRun=true`, rows, hr);
    expect(check.json().errors).toEqual([
      'Row 2: employee 00000004 already has the account employee; the import does not rename accounts',
      'Row 3: username employee belongs to employee 00000004; choose another',
      'Row 4: there is no employee 00000099; import or add the employee first',
      'Row 6: emp_id 00000008 is also on row 5; one account per employee',
    ]);
    const commit = await uploadCsv(ctx.app, URL, rows, hr);
    expect(commit.statusCode).toBe(400);
    expect(commit.json().message).toMatch(/^Nothing was imported: the file has 4 problems\./);
    expect(await count('user_accounts')).toBe(before.accounts);
    expect(await count('audit_log')).toBe(before.audit);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: URL });
  });
});
