import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { renderMessage } from '../../lib/messages';
import { employeeBody, expectHrAdminOnly } from './admin-test-support';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  call(ctx.app, { method, url: `/api/v1/admin/accounts${url}`, cookie, ...(payload ? { payload } : {}) });
const authenticate = (username: string, password: string) => call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username, password } });
const accountAudit = (username: string) =>
  ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user_account').where('entity_id', '=', username).orderBy('id').execute();

async function addEmployee(hr: string, empId: string) {
  const response = await call(ctx.app, { method: 'POST', url: '/api/v1/admin/employees', cookie: hr, payload: employeeBody({ emp_id: empId, firstname: `Test${empId}` }) });
  expect(response.statusCode).toBe(200);
}

describe('GET /api/v1/admin/accounts', () => {
  it('lists accounts with their employee, lock-out state and last login', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const rows = (await send('GET', '', hr)).json();
    expect(rows.find((row: { username: string }) => row.username === 'hr')).toMatchObject({
      emp_id: '00000001',
      fullname: 'Garcia, Ana',
      active: true,
      failed_attempts: 0,
      locked_until: null,
      must_change_password: false,
      last_login: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'GET', url: '/api/v1/admin/accounts' });
  });
});

describe('POST /api/v1/admin/accounts', () => {
  it('creates an account with a temporary password answered once, stored only hashed, never audited', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    await addEmployee(hr, '60');
    const response = await send('POST', '', hr, { emp_id: '60', username: ' Lorna.Dizon ' });
    expect(response.statusCode).toBe(200);
    const { temporaryPassword, ...rest } = response.json();
    expect(rest).toMatchObject({ username: 'lorna.dizon', emp_id: '00000060', message: expect.stringMatching(/must change it when they first log in/) });
    expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    const stored = await ctx.db.selectFrom('user_accounts').selectAll().where('username', '=', 'lorna.dizon').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.must_change_password).toBe(true);
    const audit = await accountAudit('lorna.dizon');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'account.create', after: { username: 'lorna.dizon', emp_id: '00000060', must_change_password: true } });
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|password_hash/);

    const login = await authenticate('lorna.dizon', temporaryPassword);
    expect(login.statusCode).toBe(200);
    expect(login.json().mustChangePassword).toBe(true);
  });

  it('refuses a second account, a taken username, an unknown or inactive employee and a bad username', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const second = await send('POST', '', hr, { emp_id: '4', username: 'juan2' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Juan dela Cruz already has the account "employee"; reset its password instead.');
    // Coded, so the client can say it in Filipino too.
    expect(second.json()).toEqual({
      message: 'Juan dela Cruz already has the account "employee"; reset its password instead.',
      code: 'CONFLICT',
      message_code: 'account.already_has',
      params: { name: 'Juan dela Cruz', username: 'employee' },
    });
    expect(renderMessage('account.already_has', second.json().params, 'fil')).toBe('May account na si Juan dela Cruz, ang "employee"; i-reset na lang ang password nito.');
    await addEmployee(hr, '61');
    const taken = await send('POST', '', hr, { emp_id: '61', username: 'Employee' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('The username "employee" is taken (employee 00000004); choose another.');
    expect((await send('POST', '', hr, { emp_id: '99', username: 'nobody' })).statusCode).toBe(404);
    await call(ctx.app, { method: 'POST', url: '/api/v1/admin/employees/deactivate', cookie: hr, payload: { emp_id: '61', separation_date: '2026-12-31' } });
    expect((await send('POST', '', hr, { emp_id: '61', username: 'test61' })).json().message).toMatch(/is not active; reactivate them/);
    const bad = await send('POST', '', hr, { emp_id: '61', username: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/username must be 3 to 40 letters/);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: '/api/v1/admin/accounts', payload: { emp_id: '62', username: 'test62' } });
  });
});

describe('POST /api/v1/admin/accounts/resetpassword', () => {
  it('gives a new temporary password, ends every session, clears a lock-out and never audits the password', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const session = await logInAs(ctx.app, 'liza');
    await ctx.db.updateTable('user_accounts').set({ failed_attempts: 3 }).where('username', '=', 'liza').execute();
    const response = await send('POST', '/resetpassword', hr, { username: 'LIZA' });
    expect(response.statusCode).toBe(200);
    const { temporaryPassword } = response.json();
    expect(temporaryPassword).toHaveLength(12);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: session })).statusCode).toBe(401);
    expect((await authenticate('liza', 'demo1234')).statusCode).toBe(401);
    const login = await authenticate('liza', temporaryPassword);
    expect(login.json().mustChangePassword).toBe(true);
    const [audit] = await accountAudit('liza');
    expect(audit).toMatchObject({
      action: 'account.reset_password',
      before: { failed_attempts: 3, must_change_password: false },
      after: { failed_attempts: 0, must_change_password: true, sessions_ended: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
    expect((await send('POST', '/resetpassword', hr, { username: 'nobody' })).statusCode).toBe(404);
    expect((await send('POST', '/resetpassword', hr, {})).statusCode).toBe(400);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: '/api/v1/admin/accounts/resetpassword', payload: { username: 'pedro' } });
  });
});

describe('POST /api/v1/admin/accounts/unlock', () => {
  it('lets a locked-out person log in again at once', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    for (let attempt = 0; attempt < 5; attempt += 1) await authenticate('ramon', 'wrong-password');
    expect((await authenticate('ramon', 'demo1234')).statusCode).toBe(429);
    const locked = (await send('GET', '', hr)).json().find((row: { username: string }) => row.username === 'ramon');
    expect(locked.locked_until).toMatch(/^\d{4}-\d\d-\d\dT/);
    const response = await send('POST', '/unlock', hr, { username: 'ramon' });
    expect(response.json()).toEqual({ message: '"ramon" is unlocked; Ramon can log in again.', message_code: 'account.unlocked', params: { username: 'ramon', firstname: 'Ramon' } });
    expect((await authenticate('ramon', 'demo1234')).statusCode).toBe(200);
    const [audit] = await accountAudit('ramon');
    expect(audit).toMatchObject({ action: 'account.unlock', before: { locked_until: expect.any(String) }, after: { failed_attempts: 0, locked_until: null } });
    expect((await send('POST', '/unlock', hr, { username: 'ramon' })).json().message).toBe('"ramon" is not locked; nothing to do.');
    expect((await send('POST', '/unlock', hr, { username: 'nobody' })).statusCode).toBe(404);
    expect((await send('POST', '/unlock', hr, { username: '' })).statusCode).toBe(400);
  });

  it('is for HR administrators only', async () => {
    await expectHrAdminOnly(ctx.app, { method: 'POST', url: '/api/v1/admin/accounts/unlock', payload: { username: 'pedro' } });
  });
});

describe('a temporary password', () => {
  it('holds every call but the password change and logout until it is changed; the same session then goes on', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const { temporaryPassword } = (await send('POST', '/resetpassword', hr, { username: 'pedro' })).json();
    const cookie = await logInAs(ctx.app, 'pedro', temporaryPassword);
    const time = () => call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie });
    const held = await time();
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({ message: 'Change your temporary password before you go on.', code: 'FORBIDDEN', message_code: 'session.change_temporary_password', params: {} });
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', cookie, payload: {} })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/config.json', cookie })).statusCode).toBe(200);

    const change = await call(ctx.app, { method: 'POST', url: '/api/v1/changepass', cookie, payload: { username: 'pedro', oldpassword: temporaryPassword, newpassword: 'pedro-chose-this' } });
    expect(change.statusCode).toBe(200);
    expect((await time()).statusCode).toBe(200);
    expect((await authenticate('pedro', 'pedro-chose-this')).json().mustChangePassword).toBe(false);
  });

  it('lets the person log out while held', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const { temporaryPassword } = (await send('POST', '/resetpassword', hr, { username: 'grace' })).json();
    const cookie = await logInAs(ctx.app, 'grace', temporaryPassword);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/logout', cookie })).statusCode).toBe(200);
  });
});
