import { describe, expect, it } from 'vitest';
import {
  SECOND_FACTOR_ENROL_MESSAGE,
  SECOND_FACTOR_PENDING_MESSAGE,
  WRONG_SECOND_FACTOR_CODE,
} from '@portal/contracts/second-factor';
import { call, DEMO_PASSWORD, useTestApp } from '../../../test/test-app';
import { renderMessage } from '../../lib/messages';
import { totpCodeAt } from './totp';

const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });
const STEP_MS = 30_000;

async function signIn(username: string, password = DEMO_PASSWORD) {
  const response = await call(ctx.app, {
    method: 'POST',
    url: '/api/v2/authenticate',
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'portal_session')!;
  return { cookie: `portal_session=${cookie.value}`, owed: response.json().secondFactor as string | null };
}
const post = (url: string, cookie: string | undefined, payload?: object) =>
  call(ctx.app, { method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
const get = (url: string, cookie: string | undefined) => call(ctx.app, { method: 'GET', url, cookie });

/** Sets up an app for someone signed in; answers the secret and the recovery codes. */
async function enrol(cookie: string) {
  const setup = await post('/api/v1/profile/second-factor/setup', cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const {
    secret,
    otpauth_uri: uri,
    qr_code: qr,
  } = setup.json() as { secret: string; otpauth_uri: string; qr_code: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await post('/api/v1/profile/second-factor/confirm', cookie, { code: totpCodeAt(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, codes: confirmed.json().recovery_codes as string[] };
}

describe('a second factor', () => {
  it('is set up with a code from the app, then owed at every sign-in before anything else', async () => {
    const first = await signIn('employee');
    const other = await signIn('employee');
    expect(first.owed).toBeNull();
    expect((await get('/api/v1/profile/second-factor', first.cookie)).json()).toEqual({
      enrolled: false,
      enrolled_at: null,
      recovery_codes_left: 0,
      required: false,
    });

    const setup = (await post('/api/v1/profile/second-factor/setup', first.cookie)).json() as { secret: string };
    const wrong = await post('/api/v1/profile/second-factor/confirm', first.cookie, {
      code: '000000' === totpCodeAt(setup.secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_SECOND_FACTOR_CODE);
    expect(wrong.json()).toMatchObject({ field: 'code', message_code: 'second_factor.wrong_code', params: {} });
    expect(renderMessage('second_factor.wrong_code', {}, 'fil')).toBe('Mali ang code na iyan. Tingnan ang authenticator app mo at subukan ulit.');
    const confirmed = await post('/api/v1/profile/second-factor/confirm', first.cookie, {
      code: totpCodeAt(setup.secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The session that confirmed goes on; the one that never gave the factor has ended.
    expect((await get('/api/v1/profile/second-factor', first.cookie)).json()).toMatchObject({
      enrolled: true,
      recovery_codes_left: 10,
    });
    expect((await get('/api/v1/profile/second-factor', other.cookie)).statusCode).toBe(401);
    // Set up already: a second setup is refused rather than replacing the app silently.
    expect((await post('/api/v1/profile/second-factor/setup', first.cookie)).statusCode).toBe(409);

    const next = await signIn('employee');
    expect(next.owed).toBe('verify');
    const held = await get('/api/v1/attendance?from=2026-11-01&to=2026-11-02', next.cookie);
    expect(held.statusCode).toBe(403);
    expect(held.json().message).toBe(SECOND_FACTOR_PENDING_MESSAGE);
    expect((await get('/api/v1/session', next.cookie)).json()).toMatchObject({
      username: 'employee',
      secondFactor: 'verify',
    });
    // The code that confirmed the app was seen: it cannot sign in again.
    expect(
      (await post('/api/v1/session/second-factor', next.cookie, { code: totpCodeAt(setup.secret) })).statusCode,
    ).toBe(400);
    const given = await post('/api/v1/session/second-factor', next.cookie, {
      code: totpCodeAt(setup.secret, Date.now() + STEP_MS),
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ username: 'employee', secondFactor: null, message: 'Welcome, Juan!' });
    expect((await get('/api/v1/session', next.cookie)).json()).toMatchObject({ secondFactor: null });

    // A recovery code signs in once, typed in any case and without its dash.
    const lost = await signIn('employee');
    const typed = codes[0]!.toUpperCase().replace('-', ' ');
    expect((await post('/api/v1/session/second-factor', lost.cookie, { code: typed })).statusCode).toBe(200);
    const again = await signIn('employee');
    expect((await post('/api/v1/session/second-factor', again.cookie, { code: codes[0]! })).statusCode).toBe(400);
    expect((await post('/api/v1/session/second-factor', again.cookie, { code: codes[1]! })).statusCode).toBe(200);
    expect((await get('/api/v1/profile/second-factor', again.cookie)).json()).toMatchObject({ recovery_codes_left: 8 });

    // Turned off with the password, not without it.
    const last = again;
    expect(
      (await post('/api/v1/profile/second-factor/remove', last.cookie, { password: 'not-my-password' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v1/profile/second-factor/remove', last.cookie, { password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await signIn('employee')).owed).toBeNull();
  });

  it('gives new recovery codes for a code from the app; the old ones stop working', async () => {
    const liza = await signIn('liza');
    const { secret, codes } = await enrol(liza.cookie);
    const noCode = await post('/api/v1/profile/second-factor/recovery-codes', liza.cookie, { code: codes[0]! });
    expect(noCode.statusCode).toBe(400);
    const renewed = await post('/api/v1/profile/second-factor/recovery-codes', liza.cookie, {
      code: totpCodeAt(secret, Date.now() + STEP_MS),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = await signIn('liza');
    expect((await post('/api/v1/session/second-factor', next.cookie, { code: codes[0]! })).statusCode).toBe(400);
    expect(
      (await post('/api/v1/session/second-factor', next.cookie, { code: renewed.json().recovery_codes[0] })).statusCode,
    ).toBe(200);
  });

  it('locks after five wrong codes, whatever code comes next, and counts parallel guesses', async () => {
    const grace = await signIn('grace');
    const { secret } = await enrol(grace.cookie);
    const owing = await signIn('grace');
    const guesses = await Promise.all(
      ['000001', '000002', '000003', '000004', '000005'].map((code) =>
        post('/api/v1/session/second-factor', owing.cookie, { code }),
      ),
    );
    expect(guesses.map((guess) => guess.statusCode).sort()).toEqual([400, 400, 400, 400, 429]);
    const right = await post('/api/v1/session/second-factor', owing.cookie, {
      code: totpCodeAt(secret, Date.now() + STEP_MS),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/try again in 15 minutes/);
  });

  it("lets HR reset a lost phone's factor, ending that person's sessions; refuses everyone else and bad input", async () => {
    const ramon = await signIn('ramon');
    await enrol(ramon.cookie);
    const ramonEmpId = (await get('/api/v1/session', ramon.cookie)).json().empid as string;
    const pedro = await signIn('pedro');
    expect((await post('/api/v1/admin/second-factor/reset', pedro.cookie, { emp_id: ramonEmpId })).statusCode).toBe(
      403,
    );
    expect((await post('/api/v1/admin/second-factor/reset', undefined, { emp_id: ramonEmpId })).statusCode).toBe(401);
    const hr = (await signIn('hr')).cookie;
    expect((await post('/api/v1/admin/second-factor/reset', hr, { emp_id: 'ramon' })).statusCode).toBe(400);
    const reset = await post('/api/v1/admin/second-factor/reset', hr, { emp_id: ramonEmpId });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await get('/api/v1/session', ramon.cookie)).statusCode).toBe(401);
    expect((await signIn('ramon')).owed).toBeNull();
    expect((await post('/api/v1/admin/second-factor/reset', hr, { emp_id: ramonEmpId })).statusCode).toBe(404);
  });

  it('is required of HR and approvers when the company says so: they can only set one up until they do', async () => {
    const hr = await signIn('hr');
    const turnedOn = await call(ctx.app, {
      method: 'PUT',
      url: '/api/v1/admin/sign-in',
      cookie: hr.cookie,
      payload: { require_second_factor: true },
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    // From HR's own next call: HR approves, so HR is held too.
    const held = await get('/api/v1/admin/sign-in', hr.cookie);
    expect(held.statusCode).toBe(403);
    expect(held.json().message).toBe(SECOND_FACTOR_ENROL_MESSAGE);
    const again = await signIn('hr');
    expect(again.owed).toBe('enrol');
    expect((await get('/api/v1/profile/second-factor', again.cookie)).json()).toMatchObject({
      enrolled: false,
      required: true,
    });
    await enrol(again.cookie);
    expect((await get('/api/v1/admin/sign-in', again.cookie)).statusCode).toBe(200);
    // Required of HR: it cannot be turned off.
    const off = await post('/api/v1/profile/second-factor/remove', again.cookie, { password: DEMO_PASSWORD });
    expect(off.statusCode).toBe(409);

    // An employee who neither approves nor pays is not held.
    const pedro = await signIn('pedro');
    expect(pedro.owed).toBeNull();
    expect((await get('/api/v1/profile/second-factor', pedro.cookie)).json()).toMatchObject({ required: false });
  });

  it('refuses a missing or oversized code and a call without a session', async () => {
    const juan = await signIn('employee');
    expect((await post('/api/v1/session/second-factor', juan.cookie, {})).statusCode).toBe(400);
    expect((await post('/api/v1/session/second-factor', juan.cookie, { code: 'x'.repeat(41) })).statusCode).toBe(400);
    // Nothing owed and nothing set up: there is no code to give.
    expect((await post('/api/v1/session/second-factor', juan.cookie, { code: '123456' })).statusCode).toBe(409);
    expect((await post('/api/v1/session/second-factor', undefined, { code: '123456' })).statusCode).toBe(401);
    expect((await get('/api/v1/profile/second-factor', undefined)).statusCode).toBe(401);
  });
});
