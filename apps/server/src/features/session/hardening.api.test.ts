import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, call, logInAs, useTestApp } from '../../../test/test-app';
import { manilaDay } from '../../../test/dates';

// The two small hardening steps of issue 15, and least privilege for certificate approvers.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000, trustProxy: 1 });

describe('GET /api/v1/logout', () => {
  it('is refused without X-Request-Id, so another site cannot log a user out with an image tag', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/v1/logout', headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/X-Request-Id/);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/logout', cookie })).statusCode).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie })).statusCode).toBe(401);
  });
});

describe('the session cookie behind https (TRUST_PROXY)', () => {
  const https = { 'x-forwarded-proto': 'https' };
  it('is Secure with the __Host- prefix, and is the one the server reads', async () => {
    const login = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'employee', password: DEMO_PASSWORD }, headers: https });
    expect(login.statusCode).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-portal_session=/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = `__Host-portal_session=${login.cookies[0]!.value}`;
    expect((await call(ctx.app, { method: 'GET', url: '/api/v2/time', cookie, headers: https })).statusCode).toBe(200);
    const logout = await call(ctx.app, { method: 'GET', url: '/api/v1/logout', cookie, headers: https });
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-portal_session=;/);
  });
  it('over plain http keeps its plain name', async () => {
    const login = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'employee', password: DEMO_PASSWORD } });
    expect(String(login.headers['set-cookie'])).toMatch(/^portal_session=/);
    expect(String(login.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('GET /api/v1/coe/employeeinfo for certificate approvers', () => {
  it("answers only about an employee whose certificate request is routed to the caller", async () => {
    const approver = await logInAs(ctx.app, 'approver');
    const info = (empId: string) => call(ctx.app, { method: 'GET', url: `/api/v1/coe/employeeinfo?emp_id=${empId}`, cookie: approver });
    await ctx.db.deleteFrom('coe_requests').where('emp_id', '=', '00000007').execute();
    const before = await info('00000007');
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toMatch(/routed to you/);
    const ramon = await logInAs(ctx.app, 'ramon');
    expect((await call(ctx.app, { method: 'POST', url: '/api/v2/coe', payload: { reqDate: manilaDay(0), coeType: 8, reason: 'Visa' }, cookie: ramon })).statusCode).toBe(200);
    const after = await info('00000007');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ firstname: 'Ramon' });
    expect((await info('00000002')).statusCode).toBe(200);
  });
});
