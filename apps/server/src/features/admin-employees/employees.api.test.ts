import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { renderMessage } from '../../lib/messages';
import { employeeBody, expectHrAdminOnly } from './admin-test-support';

// Many logins from one address: the per-address login limit is not what these tests are about.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  call(ctx.app, { method, url: `/api/v1/admin/employees${url}`, cookie, ...(payload ? { payload } : {}) });
const auditOf = (empId: string) => ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'employee').where('entity_id', '=', empId).orderBy('id').execute();

describe('GET /api/v1/admin/employees', () => {
  it('lists every employee with the names behind team lead, office and shift, flags and account', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const response = await send('GET', '', hr);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.length).toBeGreaterThanOrEqual(9);
    expect(rows.find((row: { emp_id: string }) => row.emp_id === '00000004')).toMatchObject({
      firstname: 'Juan',
      lastname: 'dela Cruz',
      team_lead: '00000003',
      team_lead_name: 'Santos, Maria',
      default_shift: 'DAY',
      shiftdesc: 'Day shift',
      rest_days: [0, 6],
      office_name: expect.any(String),
      monthly_salary: 28000,
      approver: false,
      active: true,
      username: 'employee',
    });
    const choices = (await send('GET', '/choices', hr)).json();
    expect(choices.shifts.map((shift: { shift: string }) => shift.shift)).toEqual(['DAY', 'MID', 'NIGHT']);
    expect(choices.offices[0]).toMatchObject({ id: 1, name: expect.any(String) });
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'GET', url: '/api/v1/admin/employees' });
    await expectHrAdminOnly(ctx.app, { method: 'GET', url: '/api/v1/admin/employees/choices' });
  });
});

describe('POST /api/v1/admin/employees', () => {
  it('adds an employee, padded and sorted as stored, and audits it', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const response = await send('POST', '', hr, employeeBody({ emp_id: '50' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Lorna Dizon (00000050) added.',
      emp_id: '00000050',
      monthly_allowances: 1500.5,
      rest_days: [0, 6],
      team_lead_name: 'Garcia, Ana',
      payslip: true,
      active: true,
      username: null,
    });
    const [audit] = await auditOf('00000050');
    expect(audit).toMatchObject({ action: 'create', actor_emp_id: '00000001', before: null });
    expect(audit!.after).toMatchObject({ emp_id: '00000050', firstname: 'Lorna', monthly_salary: 30000 });
  });

  it('refuses bad fields, one line each, naming the field', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const response = await send('POST', '', hr, employeeBody({ emp_id: 'abc', firstname: ' ', gender: 'X', hire_date: '2026-02-30', monthly_salary: -5, rest_days: [7] }));
    expect(response.statusCode).toBe(400);
    const lines = response.json().message.split('\n');
    expect(lines).toHaveLength(6);
    expect(response.json().message).toMatch(/emp_id must be an employee number/);
    expect(response.json().message).toMatch(/firstname is required/);
    expect(response.json().message).toMatch(/Choose the gender \(M or F\)/);
    expect(response.json().message).toMatch(/hire_date must be a date as YYYY-MM-DD/);
    expect(response.json().message).toMatch(/monthly_salary must be an amount like 25000.00, not negative/);
    expect(response.json().message).toMatch(/rest_days go from 0 \(Sunday\) to 6 \(Saturday\)/);
  });

  it('keeps the e-mail notifications go to, and refuses one that is not an address', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const bad = await send('POST', '', hr, employeeBody({ emp_id: '61', email: 'lorna at company' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('email must be an e-mail address, like juan.delacruz@company.ph');
    expect((await send('POST', '', hr, employeeBody({ emp_id: '61', email: 'lorna.dizon@company.ph' }))).statusCode).toBe(200);
    const rows = (await send('GET', '', hr)).json() as { emp_id: string; email: string | null }[];
    expect(rows.find((row) => row.emp_id === '00000061')?.email).toBe('lorna.dizon@company.ph');
    expect((await send('PUT', '', hr, employeeBody({ emp_id: '61', email: '' }))).statusCode).toBe(200);
    const cleared = (await send('GET', '', hr)).json() as { emp_id: string; email: string | null }[];
    expect(cleared.find((row) => row.emp_id === '00000061')?.email).toBeNull();
  });

  it('refuses unknown shift, office and team lead, a lead who is oneself, and a number taken', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const unknown = await send('POST', '', hr, employeeBody({ emp_id: '51', default_shift: 'GRAVEYARD', office_id: 99, team_lead: '00000099' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message.split('\n')).toEqual([
      'default_shift GRAVEYARD is not a shift; the shifts are DAY, MID, NIGHT.',
      expect.stringMatching(/^office_id 99 is not an office; the offices are 1/),
      'team_lead 00000099 is not an employee.',
    ]);
    // One coded refusal whose lines are written in each language.
    expect(unknown.json()).toMatchObject({ code: 'BAD_REQUEST', message_code: 'employee.problems' });
    expect(unknown.json().params.problems.en).toBe(unknown.json().message);
    expect(renderMessage('employee.problems', unknown.json().params, 'fil').split('\n')).toEqual([
      'Hindi shift ang default_shift GRAVEYARD; ang mga shift ay DAY, MID, NIGHT.',
      expect.stringMatching(/^Hindi opisina ang office_id 99; ang mga opisina ay 1/),
      'Hindi empleyado ang team_lead 00000099.',
    ]);
    const self = await send('POST', '', hr, employeeBody({ emp_id: '51', team_lead: '51' }));
    expect(self.json().message).toMatch(/team_lead cannot be the employee themself/);
    const taken = await send('POST', '', hr, employeeBody({ emp_id: '4' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/Employee 00000004 already exists \(Juan dela Cruz/);
    expect(await auditOf('00000051')).toEqual([]);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: '/api/v1/admin/employees', payload: employeeBody({ emp_id: '52' }) });
  });
});

describe('PUT /api/v1/admin/employees', () => {
  it('changes an employee and audits only the fields that changed; the same again changes nothing', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const current = (await send('GET', '', hr)).json().find((row: { emp_id: string }) => row.emp_id === '00000005');
    const body = { ...current, designation: 'Senior Customer Support Associate', monthly_salary: 29500 };
    const response = await send('PUT', '', hr, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Pedro Bautista (00000005) saved.', designation: 'Senior Customer Support Associate', monthly_salary: 29500 });
    const audits = await auditOf('00000005');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'update',
      before: { emp_id: '00000005', designation: 'Customer Support Associate', monthly_salary: 27000 },
      after: { emp_id: '00000005', designation: 'Senior Customer Support Associate', monthly_salary: 29500 },
    });
    const again = await send('PUT', '', hr, body);
    expect(again.json().message).toBe('Nothing changed for Pedro Bautista (00000005).');
    expect(await auditOf('00000005')).toHaveLength(1);
  });

  it('refuses a reporting cycle, an unknown employee and removing one\'s own HR role', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const rows = (await send('GET', '', hr)).json();
    const approver = rows.find((row: { emp_id: string }) => row.emp_id === '00000002');
    // Juan reports to Maria, who reports to Jose: Jose cannot report to Juan.
    const cycle = await send('PUT', '', hr, { ...approver, team_lead: '00000004' });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe('team_lead 00000004 would make a reporting cycle (00000002 → 00000004 → 00000003 → 00000002); choose someone outside this chain.');
    const missing = await send('PUT', '', hr, employeeBody({ emp_id: '00000077' }));
    expect(missing.statusCode).toBe(404);
    const me = rows.find((row: { emp_id: string }) => row.emp_id === '00000001');
    const own = await send('PUT', '', hr, { ...me, hradmin: false });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toMatch(/You cannot separate yourself or remove your own HR administrator role/);
  });

  it('makes changed roles count on the very next call, without logging in again', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const rows = (await send('GET', '', hr)).json();
    const approverCookie = await logInAs(ctx.app, 'approver');
    const queue = () => call(ctx.app, { method: 'GET', url: '/api/v1/coes/formyapproval', cookie: approverCookie });
    expect((await queue()).statusCode).toBe(200);
    const approver = rows.find((row: { emp_id: string }) => row.emp_id === '00000002');
    expect((await send('PUT', '', hr, { ...approver, coeapprover: false })).statusCode).toBe(200);
    expect((await queue()).statusCode).toBe(403);

    const grace = await logInAs(ctx.app, 'grace');
    expect((await send('GET', '', grace)).statusCode).toBe(403);
    const graceRow = rows.find((row: { emp_id: string }) => row.emp_id === '00000008');
    expect((await send('PUT', '', hr, { ...graceRow, hradmin: true })).statusCode).toBe(200);
    expect((await send('GET', '', grace)).statusCode).toBe(200);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'PUT', url: '/api/v1/admin/employees', payload: employeeBody({ emp_id: '4' }) });
  });
});

describe('deactivate and reactivate', () => {
  it('ends every session of a separated employee at once, refuses their login, and lets them back when reactivated', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const phone = await logInAs(ctx.app, 'carlo');
    const laptop = await logInAs(ctx.app, 'carlo');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: phone })).statusCode).toBe(200);

    const response = await send('POST', '/deactivate', hr, { emp_id: '9', separation_date: '2026-11-30' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ active: false, separation_date: '2026-11-30', message: 'Carlo Ramos (00000009) is inactive from 2026-11-30; their sessions have ended.' });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: phone })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: laptop })).statusCode).toBe(401);
    const login = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'carlo', password: 'demo1234' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account is no longer active. Please contact HR.');
    const [audit] = await auditOf('00000009');
    expect(audit).toMatchObject({ action: 'deactivate', before: { active: true, separation_date: null }, after: { active: false, separation_date: '2026-11-30' } });

    expect((await send('POST', '/deactivate', hr, { emp_id: '9', separation_date: '2026-11-30' })).statusCode).toBe(409);
    const back = await send('POST', '/reactivate', hr, { emp_id: '9' });
    expect(back.json()).toMatchObject({ active: true, separation_date: null, message: 'Carlo Ramos (00000009) is active again.' });
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'carlo', password: 'demo1234' } })).statusCode).toBe(200);
    expect((await send('POST', '/reactivate', hr, { emp_id: '9' })).statusCode).toBe(409);
  });

  it('refuses a separation before the hire, a lead with active people, oneself, bad input and an unknown employee', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const early = await send('POST', '/deactivate', hr, { emp_id: '5', separation_date: '2000-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^separation_date 2000-01-01 is before hire_date \d{4}-\d\d-\d\d\.$/);
    const lead = await send('POST', '/deactivate', hr, { emp_id: '3', separation_date: '2026-12-31' });
    expect(lead.statusCode).toBe(400);
    expect(lead.json().message).toMatch(/^00000003 still leads \d+ active employees \(00000004, .* more\); give them another team lead first\.$/);
    expect((await send('POST', '/deactivate', hr, { emp_id: '1', separation_date: '2026-12-31' })).json().message).toMatch(/You cannot separate yourself/);
    const bad = await send('POST', '/deactivate', hr, { emp_id: '5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/separation_date must be a date as YYYY-MM-DD/);
    expect((await send('POST', '/deactivate', hr, { emp_id: '99', separation_date: '2026-12-31' })).statusCode).toBe(404);
    expect((await send('POST', '/reactivate', hr, { emp_id: '99' })).statusCode).toBe(404);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: '/api/v1/admin/employees/deactivate', payload: { emp_id: '5', separation_date: '2026-12-31' } });
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: '/api/v1/admin/employees/reactivate', payload: { emp_id: '5' } });
  });
});

describe('a login made with a new employee', () => {
  it('creates the employee and their account together, the temporary password answered once', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const created = await send('POST', '', hr, employeeBody({ emp_id: '00000071', username: 'rina.cruz' }));
    expect(created.statusCode, created.body).toBe(200);
    const { account, message } = created.json() as { account: { username: string; temporaryPassword: string }; message: string };
    expect(account.username).toBe('rina.cruz');
    expect(account.temporaryPassword).toMatch(/^\S{12}$/);
    expect(message).toMatch(/Their login "rina.cruz" has a temporary password, shown only now/);
    const stored = await ctx.db.selectFrom('user_accounts').select(['emp_id', 'must_change_password']).where('username', '=', 'rina.cruz').executeTakeFirstOrThrow();
    expect(stored).toEqual({ emp_id: '00000071', must_change_password: true });
    // The password works once, to change it.
    const login = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'rina.cruz', password: account.temporaryPassword } });
    expect(login.statusCode).toBe(200);
  });

  it('writes neither when the username is taken, and refuses a login on an edit', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const taken = await send('POST', '', hr, employeeBody({ emp_id: '00000072', username: 'pedro' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'The username "pedro" is taken (employee 00000005); choose another.', field: 'username' });
    expect(await ctx.db.selectFrom('employees').select('emp_id').where('emp_id', '=', '00000072').executeTakeFirst()).toBeUndefined();
    const edit = await send('PUT', '', hr, employeeBody({ emp_id: '00000071', username: 'rina2' }));
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('An employee already added gets a login under User Accounts, Create account.');
    const bad = await send('POST', '', hr, employeeBody({ emp_id: '00000073', username: 'x' }));
    expect(bad.statusCode).toBe(400);
  });
});
