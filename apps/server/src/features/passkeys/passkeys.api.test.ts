import { describe, expect, it } from 'vitest';
import { PASSKEY_REFUSED } from '@portal/contracts/passkeys';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';

const PORTAL = 'http://portal.test';
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000, publicUrl: PORTAL });

const post = (url: string, cookie: string | undefined, payload?: object) =>
  call(ctx.app, { method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
const get = (url: string, cookie: string | undefined) => call(ctx.app, { method: 'GET', url, cookie });
const cookieOf = (response: Awaited<ReturnType<typeof post>>) => {
  const cookie = response.cookies.find((c) => c.name === 'portal_session' && c.value);
  return cookie ? `portal_session=${cookie.value}` : undefined;
};

async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator, name = 'My phone') {
  const options = await post('/api/v1/profile/passkeys/options', cookie);
  expect(options.statusCode, options.body).toBe(200);
  expect(options.json()).toMatchObject({
    rp: { id: 'portal.test' },
    authenticatorSelection: { userVerification: 'required' },
  });
  return post('/api/v1/profile/passkeys', cookie, { name, response: authenticator.create(options.json()) });
}

async function signInWithPasskey(authenticator: SoftwareAuthenticator, tamper = false) {
  const options = (await post('/api/v1/session/passkey/options', undefined)).json();
  return post('/api/v1/session/passkey', undefined, { response: authenticator.get(options, { tamper }) });
}

describe('passkeys', () => {
  it('are added in My Profile, then sign in without a password, each answer once', async () => {
    const phone = new SoftwareAuthenticator(PORTAL);
    const juan = await logInAs(ctx.app, 'employee');
    const other = await logInAs(ctx.app, 'employee');
    const added = await addPasskey(juan, phone);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().passkeys).toEqual([expect.objectContaining({ name: 'My phone', last_used_at: null })]);
    // The session that added it goes on; the other one never gave a second factor and ends.
    expect((await get('/api/v1/profile/passkeys', juan)).statusCode).toBe(200);
    expect((await get('/api/v1/profile/passkeys', other)).statusCode).toBe(401);

    const signedIn = await signInWithPasskey(phone);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: 'employee', secondFactor: null, message: 'Welcome, Juan!' });
    const session = cookieOf(signedIn)!;
    expect((await get('/api/v1/session', session)).json()).toMatchObject({ empid: '00000004', secondFactor: null });

    // The same answer again: its challenge was taken.
    const options = (await post('/api/v1/session/passkey/options', undefined)).json();
    const answer = phone.get(options);
    expect((await post('/api/v1/session/passkey', undefined, { response: answer })).statusCode).toBe(200);
    const replayed = await post('/api/v1/session/passkey', undefined, { response: answer });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: PASSKEY_REFUSED, code: 'BAD_REQUEST', field: 'response', message_code: 'passkey.refused', params: {} });
    expect(cookieOf(replayed)).toBeUndefined();
  });

  it('are a second factor after the password, and only the account’s own', async () => {
    const phone = new SoftwareAuthenticator(PORTAL);
    const grace = await logInAs(ctx.app, 'grace');
    expect((await addPasskey(grace, phone)).statusCode).toBe(200);
    const owing = await post('/api/v2/authenticate', undefined, { username: 'grace', password: 'demo1234' });
    expect(owing.json().secondFactor).toBe('verify');
    const cookie = cookieOf(owing)!;
    expect((await get('/api/v1/profile/passkeys', cookie)).statusCode).toBe(403);

    // Juan's passkey (another person's) does not give Grace's factor.
    const juansPhone = new SoftwareAuthenticator(PORTAL);
    expect((await addPasskey(await logInAs(ctx.app, 'pedro'), juansPhone)).statusCode).toBe(200);
    const options = (await post('/api/v1/session/second-factor/passkey/options', cookie)).json();
    expect(options.allowCredentials).toHaveLength(1);
    const foreign = juansPhone.get({ ...options, allowCredentials: [] });
    expect((await post('/api/v1/session/second-factor/passkey', cookie, { response: foreign })).statusCode).toBe(400);

    const given = await post('/api/v1/session/second-factor/passkey', cookie, {
      response: phone.get((await post('/api/v1/session/second-factor/passkey/options', cookie)).json()),
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ username: 'grace', secondFactor: null });
    expect((await get('/api/v1/profile/passkeys', cookie)).json().passkeys[0].last_used_at).not.toBeNull();
  });

  it('refuse a forged signature and an answer made for another site', async () => {
    const phone = new SoftwareAuthenticator(PORTAL);
    expect((await addPasskey(await logInAs(ctx.app, 'liza'), phone)).statusCode).toBe(200);
    const forged = await signInWithPasskey(phone, true);
    expect(forged.statusCode).toBe(401);
    expect(cookieOf(forged)).toBeUndefined();
    // A look-alike page relays the portal's challenge: the browser names the page it was on.
    const phishing = new SoftwareAuthenticator('https://portal-login.example');
    (phishing as unknown as { credentials: unknown[] }).credentials.push(
      ...(phone as unknown as { credentials: unknown[] }).credentials,
    );
    expect((await signInWithPasskey(phishing)).statusCode).toBe(401);
  });

  it('are removed by their owner, but not the last factor the company requires', async () => {
    const hr = await logInAs(ctx.app, 'hr');
    const phone = new SoftwareAuthenticator(PORTAL);
    const added = await addPasskey(hr, phone, 'HR laptop');
    const id = added.json().passkeys[0].id as string;
    expect(
      (
        await call(ctx.app, {
          method: 'PUT',
          url: '/api/v1/admin/sign-in',
          cookie: hr,
          payload: { require_second_factor: true },
        })
      ).statusCode,
    ).toBe(200);
    const last = await post('/api/v1/profile/passkeys/remove', hr, { id });
    expect(last.statusCode).toBe(409);
    expect((await post('/api/v1/profile/passkeys/remove', hr, { id: 'not-mine' })).statusCode).toBe(400);
    expect(
      (
        await call(ctx.app, {
          method: 'PUT',
          url: '/api/v1/admin/sign-in',
          cookie: hr,
          payload: { require_second_factor: false },
        })
      ).statusCode,
    ).toBe(200);
    const removed = await post('/api/v1/profile/passkeys/remove', hr, { id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().passkeys).toEqual([]);
    expect((await signInWithPasskey(phone)).statusCode).toBe(401);
  });

  it('refuse bad input and calls without a session', async () => {
    const juan = await logInAs(ctx.app, 'ramon');
    expect((await post('/api/v1/profile/passkeys', juan, { name: '', response: {} })).statusCode).toBe(400);
    expect((await post('/api/v1/profile/passkeys', juan, { name: 'x', response: 'nope' })).statusCode).toBe(400);
    expect(
      (
        await post('/api/v1/profile/passkeys', juan, {
          name: 'x',
          response: { response: { clientDataJSON: 'garbage' } },
        })
      ).statusCode,
    ).toBe(400);
    expect((await post('/api/v1/session/passkey', undefined, { response: { id: 'x' } })).statusCode).toBe(400);
    expect((await get('/api/v1/profile/passkeys', undefined)).statusCode).toBe(401);
    expect((await post('/api/v1/profile/passkeys/options', undefined)).statusCode).toBe(401);
  });
});
