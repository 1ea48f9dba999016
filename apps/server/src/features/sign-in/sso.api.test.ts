import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_ERRORS } from '@portal/contracts/sign-in';
import { call, logInAs, useTestApp } from '../../../test/test-app';
import { startTestProvider, TEST_CLIENT, type TestProvider } from '../../../test/oidc-provider';

const PORTAL = 'http://portal.test';
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000, publicUrl: PORTAL });
let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider({
    redirectUris: [`${PORTAL}/api/v1/sso/callback`],
    postLogoutRedirectUris: [`${PORTAL}/`],
    people: {
      juan: { email: 'EMPLOYEE@example.com', email_verified: true, employee_number: '4' },
      stranger: { email: 'stranger@example.com', email_verified: true },
      unverified: { email: 'pedro@example.com', email_verified: false },
    },
  });
});
afterAll(() => provider?.close());

/** A small cookie jar: the provider keeps its interaction in cookies, as with a browser. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: URL | string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

/** Starts at the portal, signs in at the provider as `login`, and answers the callback the provider sends back. */
async function signInAtProvider(login: string): Promise<string> {
  const start = await call(ctx.app, { method: 'GET', url: '/api/v1/sso/start' });
  expect(start.statusCode, start.body).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const go = browser();
  const toInteraction = await go(authorize);
  const interaction = new URL(toInteraction.headers.get('location')!, provider.issuer);
  const form = await go(new URL(`${interaction.pathname}/login`, provider.issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login }),
  });
  const resume = await go(new URL(form.headers.get('location')!, provider.issuer));
  const back = new URL(resume.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/api/v1/sso/callback`);
  return `${back.pathname}${back.search}`;
}

const arrive = (callbackPath: string) => call(ctx.app, { method: 'GET', url: callbackPath });
const sessionOf = (response: Awaited<ReturnType<typeof arrive>>) => {
  const cookie = response.cookies.find((c) => c.name === 'portal_session' && c.value);
  return cookie ? `portal_session=${cookie.value}` : null;
};
/** The login page's reason, from the address the portal sends the browser back to (its fragment). */
const refusedWith = (response: Awaited<ReturnType<typeof arrive>>) =>
  new URLSearchParams(String(response.headers.location).split('?')[1]).get('sso_error');

async function configure(payload: object) {
  const hr = await logInAs(ctx.app, 'hr');
  return call(ctx.app, { method: 'PUT', url: '/api/v1/admin/sign-in', cookie: hr, payload });
}

describe('sign-in with the company identity provider', () => {
  it('is off until HR configures a provider that answers; the settings never show the secret', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/session/sign-in-options' })).json()).toEqual({
      password: true,
      sso: null,
    });
    const start = await call(ctx.app, { method: 'GET', url: '/api/v1/sso/start' });
    expect(start.headers.location).toBe('/#/login?sso_error=disabled');

    const nowhere = await configure({
      sso_enabled: true,
      sso_issuer: 'http://127.0.0.1:9/',
      sso_client_id: 'x',
      sso_client_secret: 'y',
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toMatch(/did not answer as an OpenID Connect provider/);
    const plainHttp = await configure({ sso_issuer: 'http://login.example.com' });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().message).toMatch(/https:\/\//);
    expect((await configure({ sso_enabled: true })).statusCode).toBe(400);
    expect((await configure({ password_sign_in: 'break_glass', break_glass_username: 'hr' })).json().message).toMatch(
      /Turn on sign-in/,
    );
    expect((await configure({ sso_client_secret: 'z', nonsense: 1 })).statusCode).toBe(400);

    const saved = await configure({
      sso_enabled: true,
      sso_label: 'Example Workspace',
      sso_issuer: provider.issuer,
      sso_client_id: TEST_CLIENT.clientId,
      sso_client_secret: TEST_CLIENT.clientSecret,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().sso).toEqual({
      enabled: true,
      label: 'Example Workspace',
      issuer: provider.issuer,
      client_id: TEST_CLIENT.clientId,
      client_secret_set: true,
      match_by: 'email',
      redirect_uri: `${PORTAL}/api/v1/sso/callback`,
    });
    expect(saved.body).not.toContain(TEST_CLIENT.clientSecret);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'sign_in.settings')
      .execute();
    expect(JSON.stringify(audit)).not.toContain(TEST_CLIENT.clientSecret);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/session/sign-in-options' })).json()).toEqual({
      password: true,
      sso: { label: 'Example Workspace' },
    });
  });

  it('signs in the account whose work e-mail the provider vouches for, and ends both sessions at logout', async () => {
    const arrived = await arrive(await signInAtProvider('juan'));
    expect(arrived.statusCode).toBe(302);
    expect(arrived.headers.location).toBe('/#/sso');
    const cookie = sessionOf(arrived)!;
    const me = await call(ctx.app, { method: 'GET', url: '/api/v1/session', cookie });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ username: 'employee', empid: '00000004', secondFactor: null });

    const logout = await call(ctx.app, { method: 'GET', url: '/api/v1/logout', cookie });
    const endSession = new URL(logout.json().end_session_url as string);
    expect(`${endSession.origin}${endSession.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/session', cookie })).statusCode).toBe(401);
    // A password session has no provider session to end.
    const password = await logInAs(ctx.app, 'employee');
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/logout', cookie: password })).json()).toEqual({
      message: 'You have been logged out.',
      message_code: 'session.logged_out',
      params: {},
    });
  });

  it('refuses a replayed callback, an unknown person and an unverified e-mail, creating no account', async () => {
    const callbackPath = await signInAtProvider('juan');
    expect(sessionOf(await arrive(callbackPath))).not.toBeNull();
    const replayed = await arrive(callbackPath);
    expect(refusedWith(replayed)).toBe('refused');
    expect(sessionOf(replayed)).toBeNull();
    expect(refusedWith(await arrive('/api/v1/sso/callback?code=made-up&state=made-up'))).toBe('refused');

    const accounts = await ctx.db
      .selectFrom('user_accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const stranger = await arrive(await signInAtProvider('stranger'));
    expect(refusedWith(stranger)).toBe('unknown_account');
    expect(sessionOf(stranger)).toBeNull();
    expect(SSO_ERRORS.unknown_account).toMatch(/contact HR/);
    expect(refusedWith(await arrive(await signInAtProvider('unverified')))).toBe('unknown_account');
    const after = await ctx.db
      .selectFrom('user_accounts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(accounts.n);
  });

  it('refuses an ID token for another audience, and an expired one', async () => {
    try {
      provider.misbehave = 'wrong-audience';
      const wrongAudience = await arrive(await signInAtProvider('juan'));
      expect(refusedWith(wrongAudience)).toBe('refused');
      expect(sessionOf(wrongAudience)).toBeNull();
      provider.misbehave = 'expired';
      const expired = await arrive(await signInAtProvider('juan'));
      expect(refusedWith(expired)).toBe('refused');
      expect(sessionOf(expired)).toBeNull();
    } finally {
      provider.misbehave = null;
    }
    expect(sessionOf(await arrive(await signInAtProvider('juan')))).not.toBeNull();
  });

  it('matches by employee number when HR chooses, and turns passwords off for all but the break-glass account', async () => {
    expect((await configure({ sso_match_by: 'employee_number' })).statusCode).toBe(200);
    const byNumber = await arrive(await signInAtProvider('juan'));
    const me = await call(ctx.app, { method: 'GET', url: '/api/v1/session', cookie: sessionOf(byNumber)! });
    expect(me.json()).toMatchObject({ empid: '00000004' });

    expect(
      (await configure({ password_sign_in: 'break_glass', break_glass_username: 'employee' })).json().message,
    ).toMatch(/active HR administrator/);
    expect((await configure({ password_sign_in: 'break_glass' })).statusCode).toBe(400);
    const off = await configure({ password_sign_in: 'break_glass', break_glass_username: 'HR' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/session/sign-in-options' })).json()).toEqual({
      password: false,
      sso: { label: 'Example Workspace' },
    });
    const refused = await call(ctx.app, {
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { username: 'employee', password: 'demo1234' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sign in with Example Workspace: the company has turned off passwords.');
    // The same answer for a name that does not exist: it tells a guesser nothing.
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/v2/authenticate',
          payload: { username: 'nobody', password: 'x' },
        })
      ).json().message,
    ).toBe(refused.json().message);
    expect(await logInAs(ctx.app, 'hr')).toMatch(/^portal_session=/);
  });

  it('refuses, never fails, when the provider goes down between sending someone there and their return', async () => {
    const callbackPath = await signInAtProvider('juan');
    await provider.close();
    try {
      const arrived = await arrive(callbackPath);
      expect(arrived.statusCode).toBe(302);
      expect(refusedWith(arrived)).toBe('refused');
      expect(sessionOf(arrived)).toBeNull();
    } finally {
      provider = await startTestProvider({
        port: Number(new URL(provider.issuer).port),
        redirectUris: [`${PORTAL}/api/v1/sso/callback`],
        postLogoutRedirectUris: [`${PORTAL}/`],
        people: { juan: { email: 'EMPLOYEE@example.com', email_verified: true, employee_number: '4' } },
      });
    }
    // Back up (with a new signing key, found again by its key set): sign-ins work again.
    expect(sessionOf(await arrive(await signInAtProvider('juan')))).not.toBeNull();
  });

  it('lets only HR read or change the settings', async () => {
    const juan = sessionOf(await arrive(await signInAtProvider('juan')))!;
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/sign-in', cookie: juan })).statusCode).toBe(403);
    expect(
      (
        await call(ctx.app, {
          method: 'PUT',
          url: '/api/v1/admin/sign-in',
          cookie: juan,
          payload: { sso_enabled: false },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/admin/sign-in' })).statusCode).toBe(401);
  });
});
