import { describe, expect, it } from 'vitest';
import type { Profile } from '@portal/contracts/profile';
import type { UserSession } from '@portal/contracts/session';
import { call, DEMO_PASSWORD, logInAs, useTestApp } from '../../../test/test-app';

const ctx = useTestApp();
const sessionOf = async (cookie: string) => (await call(ctx.app, { method: 'GET', url: '/api/v1/session', cookie })).json() as UserSession;
const profileOf = async (cookie: string) => (await call(ctx.app, { method: 'GET', url: '/api/v1/profile', cookie })).json() as Profile;
const choose = (cookie: string | undefined, payload: Record<string, unknown>) => call(ctx.app, { method: 'PUT', url: '/api/v1/profile/language', cookie, payload });

describe('the language each person reads', () => {
  it("is the company's default until the person chooses, then theirs, in the login answer and the session", async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    expect((await sessionOf(cookie)).language).toBe('en');
    expect((await profileOf(cookie)).me).toMatchObject({ language: null, default_language: 'en' });

    const chosen = await choose(cookie, { language: 'fil' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ message: 'Filipino na ang wika ng portal para sa iyo.', message_code: 'profile.language_chosen', params: { language: 'fil' }, language: 'fil' });
    expect((await sessionOf(cookie)).language).toBe('fil');
    const login = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'employee', password: DEMO_PASSWORD } });
    expect(login.json().language).toBe('fil');
    const audit = await ctx.db.selectFrom('audit_log').select(['actor_emp_id', 'after']).where('action', '=', 'profile.language').execute();
    expect(audit).toEqual([{ actor_emp_id: '00000004', after: { language: 'fil' } }]);

    // The company's default reaches everyone who has not chosen, and no one who has.
    const hr = await logInAs(ctx.app, 'hr');
    expect((await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { default_language: 'fil' } })).statusCode).toBe(200);
    expect((await sessionOf(hr)).language).toBe('fil');
    expect((await choose(cookie, { language: 'en' })).json().language).toBe('en');
    expect((await sessionOf(cookie)).language).toBe('en');
    const back = await choose(cookie, { language: null });
    expect(back.json()).toEqual({ message: 'Filipino na ang wika ng portal para sa iyo.', message_code: 'profile.language_chosen', params: { language: 'fil' }, language: 'fil' });
    expect((await profileOf(cookie)).me).toMatchObject({ language: null, default_language: 'fil' });
  });

  it('refuses a language the portal does not have, and a caller with no session', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    for (const payload of [{ language: 'es' }, { language: 3 }, {}, { language: ['fil'] }]) {
      const refused = await choose(cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toMatch(/English or Filipino/);
    }
    expect((await choose(undefined, { language: 'fil' })).statusCode).toBe(401);
    const hr = await logInAs(ctx.app, 'hr');
    const badDefault = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie: hr, payload: { default_language: 'tl' } });
    expect(badDefault.statusCode).toBe(400);
    expect(badDefault.json().message).toMatch(/default_language must be 'en' \(English\) or 'fil' \(Filipino\)/);
  });

  it('is set by the company only by HR', async () => {
    const cookie = await logInAs(ctx.app, 'employee');
    const refused = await call(ctx.app, { method: 'PUT', url: '/api/v1/admin/company', cookie, payload: { default_language: 'fil' } });
    expect(refused.statusCode).toBe(403);
  });
});
