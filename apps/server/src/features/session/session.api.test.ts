import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { call, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();

const authenticate = (payload: unknown, headers?: Record<string, string>) =>
  call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: payload as object, ...(headers ? { headers } : {}) });

describe('POST /api/v2/authenticate', () => {
  it('logs in, answers the user with role flags and sets an httpOnly SameSite=Lax cookie', async () => {
    const response = await authenticate({ username: 'Employee', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ username: 'employee', empid: '00000004', firstname: 'Juan', lastname: 'dela Cruz', approver: 0, teamlead: 0 });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_hash|"password"/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/portal_session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const stored = await ctx.db.selectFrom('sessions').select('token_hash').where('emp_id', '=', '00000004').execute();
    const token = response.cookies.find((c) => c.name === 'portal_session')!.value;
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('flags approvers and team leads', async () => {
    const response = await authenticate({ username: 'teamlead', password: 'demo1234' });
    expect(response.json()).toMatchObject({ approver: 1, teamlead: 1, fullname: 'Maria Santos' });
  });

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    const wrong = await authenticate({ username: 'pedro', password: 'nope-nope' });
    const unknown = await authenticate({ username: 'nobody', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Incorrect username or password.', code: 'UNAUTHORIZED', message_code: 'session.wrong_credentials', params: {} });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers bad input with 400 and one line per problem', async () => {
    const response = await authenticate({ username: '', password: 5 });
    expect(response.statusCode).toBe(400);
    const { message, code } = response.json();
    expect(code).toBe('BAD_REQUEST');
    expect(message.split('\n')).toHaveLength(2);
    expect(message).toMatch(/username/i);
    expect(message).toMatch(/password/i);
  });

  it('locks an account after five failed attempts, even for the right password', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await authenticate({ username: 'carlo', password: 'wrong-password' })).statusCode).toBe(401);
    }
    const fifth = await authenticate({ username: 'carlo', password: 'wrong-password' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatch(/locked/);
    const right = await authenticate({ username: 'carlo', password: 'demo1234' });
    expect(right.statusCode).toBe(429);
  });
});

describe('the session', () => {
  it('needs a session for protected calls (401 with message and code)', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/v2/time' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session has expired. Please log in again.', code: 'UNAUTHORIZED', message_code: 'session.expired', params: {} });
  });

  it('GET /api/v1/logout really revokes the session on the server', async () => {
    const cookie = await logInAs(ctx.app, 'grace');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie })).statusCode).toBe(200);
    const logout = await call(ctx.app, { method: 'GET', url: '/api/v1/logout', cookie });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/portal_session=;/);
    // The old cookie, replayed, no longer works.
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie })).statusCode).toBe(401);
  });

  it('expires an idle session and one past its absolute end', async () => {
    const idle = await logInAs(ctx.app, 'liza');
    await sql`update sessions set last_seen_at = now() - interval '1 day' where emp_id = '00000006'`.execute(ctx.db);
    const idleAnswer = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: idle });
    expect(idleAnswer.statusCode).toBe(401);
    // Spec §8 tells a timed-out token apart from a lost session.
    expect(idleAnswer.json()).toEqual({ message: 'Token has expired. Please log in again.', code: 'TOKEN_EXPIRED', message_code: 'session.token_expired', params: {} });
    const old = await logInAs(ctx.app, 'liza');
    await sql`update sessions set expires_at = now() - interval '1 second' where emp_id = '00000006'`.execute(ctx.db);
    const oldAnswer = await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', cookie: old, payload: {} });
    expect(oldAnswer.statusCode).toBe(401);
    expect(oldAnswer.json().code).toBe('TOKEN_EXPIRED');
    // The file-answering routes (a certificate PDF) say the same.
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/coe/1', cookie: old })).json().code).toBe('TOKEN_EXPIRED');
  });

  it('answers a revoked, unknown or absent token with UNAUTHORIZED, not TOKEN_EXPIRED', async () => {
    const cookie = await logInAs(ctx.app, 'liza');
    await call(ctx.app, { method: 'GET', url: '/api/v1/logout', cookie });
    const revoked = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie });
    expect(revoked.json()).toEqual({ message: 'Your session has expired. Please log in again.', code: 'UNAUTHORIZED', message_code: 'session.expired', params: {} });
    // A revoked session that has also timed out is still revoked, not expired.
    await sql`update sessions set last_seen_at = now() - interval '1 day' where emp_id = '00000006'`.execute(ctx.db);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie })).json().code).toBe('UNAUTHORIZED');
    const unknown = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: 'portal_session=not-a-real-token' });
    expect(unknown.json().code).toBe('UNAUTHORIZED');
  });

  it('records when a session was last seen in a batch within a second, not inside the request', async () => {
    const cookie = await logInAs(ctx.app, 'pedro');
    await sql`update sessions set last_seen_at = now() - interval '10 minutes' where emp_id = '00000005'`.execute(ctx.db);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie })).statusCode).toBe(200);
    const seenAgo = async () =>
      (await sql<{ seconds: number }>`select extract(epoch from now() - max(last_seen_at))::float8 as seconds from sessions where emp_id = '00000005'`.execute(ctx.db)).rows[0]!.seconds;
    expect(await seenAgo()).toBeGreaterThan(500);
    await vi.waitFor(async () => expect(await seenAgo()).toBeLessThan(5), { timeout: 3_000, interval: 100 });
  });

  it('refuses a session from the first call after it is deleted server-side', async () => {
    const cookie = await logInAs(ctx.app, 'approver');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie })).statusCode).toBe(200);
    await sql`delete from sessions where emp_id = '00000002'`.execute(ctx.db);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie })).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: 'portal_session=forged' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/changepass', () => {
  const changePassword = (payload: object, cookie?: string) =>
    call(ctx.app, { method: 'POST', url: '/api/v1/changepass', payload, ...(cookie ? { cookie } : {}) });

  it('changes your own password and revokes your other sessions, keeping this one', async () => {
    const phone = await logInAs(ctx.app, 'ramon');
    const laptop = await logInAs(ctx.app, 'ramon');
    const response = await changePassword({ username: 'ramon', oldpassword: 'demo1234', newpassword: 'new-secret-1' }, laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password change successfully.' });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: phone })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie: laptop })).statusCode).toBe(200);
    expect((await authenticate({ username: 'ramon', password: 'demo1234' })).statusCode).toBe(401);
    expect((await authenticate({ username: 'ramon', password: 'new-secret-1' })).statusCode).toBe(200);
  });

  it('works from the login screen without a session, with the old password', async () => {
    const response = await changePassword({ username: 'pedro', oldpassword: 'demo1234', newpassword: 'pedro-pass-2' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong old password (401) and a short new one (400)', async () => {
    const wrong = await changePassword({ username: 'grace', oldpassword: 'not-it-at-all', newpassword: 'whatever-123' });
    expect(wrong.statusCode).toBe(401);
    const short = await changePassword({ username: 'grace', oldpassword: 'demo1234', newpassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8 characters/);
  });

  it("refuses to change someone else's password (403)", async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await changePassword({ username: 'approver', oldpassword: 'demo1234', newpassword: 'taken-over-1' }, cookie);
    expect(response.statusCode).toBe(403);
    expect((await authenticate({ username: 'approver', password: 'demo1234' })).statusCode).toBe(200);
  });
});

describe('request protections', () => {
  it('refuses a state-changing call without X-Request-Id (CSRF)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'employee', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('refuses a cross-site form post', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/time/in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-request-id': 'abcdefgh-1234' },
      payload: 'geotag=1',
    });
    expect(response.statusCode).toBe(403);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/time/in',
      headers: { 'content-type': 'application/json', cookie, 'x-request-id': 'abcdefgh-1234', 'sec-fetch-site': 'cross-site' },
      payload: '{}',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('echoes the request id and sends security headers', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/health', headers: { 'x-request-id': 'my-request-0001' } });
    expect(response.headers['x-request-id']).toBe('my-request-0001');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(String(response.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-server-time']).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await call(ctx.app, { method: 'GET', url: '/api/v9/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no GET /api/v9/nothing.', code: 'NOT_FOUND', message_code: 'validation.no_route', params: { method: 'GET', path: '/api/v9/nothing' } });
  });

  it('answers malformed JSON with a 400 a person can read', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/authenticate',
      headers: { 'content-type': 'application/json', 'x-request-id': 'abcdefgh-1234' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST', message_code: 'validation.invalid_json', params: {} });
  });
});
