import { describe, expect, it } from 'vitest';
import { call, logInAs, useTestApp } from '../../test/test-app';
import { renderMessage } from '../lib/messages';

// A 400 keeps its English `message` word for word, and carries the same lines in
// Filipino (message_code validation.issues) for the client to show a person who reads
// Filipino; the request-level refusals are coded messages of their own.
const ctx = useTestApp({ loginAttemptsPerMinute: 10_000 });

describe('a refused request in Filipino', () => {
  it("lists the schema's problems in both languages, the English as before", async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: '', password: '' } });
    expect(response.statusCode).toBe(400);
    const en = 'username: Enter your username\npassword: Enter your password';
    const fil = 'username: Pakilagay ang username mo\npassword: Pakilagay ang password mo';
    expect(response.json()).toEqual({ message: en, code: 'BAD_REQUEST', field: 'username', message_code: 'validation.issues', params: { lines: { en, fil } } });
    expect(renderMessage('validation.issues', response.json().params, 'fil')).toBe(fil);
    expect(renderMessage('validation.issues', response.json().params, 'en')).toBe(en);
  });

  it("names each field by its Filipino label, and says zod's own words in Filipino too", async () => {
    const employee = await logInAs(ctx.app, 'employee');
    const dates = await call(ctx.app, { method: 'GET', url: '/api/v1/leaves?fromDate=2026-02-30', cookie: employee });
    expect(dates.json()).toMatchObject({
      message: 'fromDate must be a date as YYYY-MM-DD',
      message_code: 'validation.issues',
      params: { lines: { en: 'fromDate must be a date as YYYY-MM-DD', fil: 'Dapat petsa ang Mula, sa anyong YYYY-MM-DD' } },
    });
    const typed = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 5, password: 'x' } });
    expect(typed.json().params.lines).toEqual({
      en: 'username: Invalid input: expected string, received number',
      fil: 'username: Mali ang uri: text ang inaasahan, numero ang natanggap',
    });
  });

  it('refuses text PostgreSQL cannot store in both languages, naming where it is', async () => {
    const response = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username: 'a\u0000b', password: 'x' } });
    expect(response.json()).toEqual({
      message: 'username must not contain a NUL character (\\u0000)',
      code: 'BAD_REQUEST',
      message_code: 'validation.issues',
      params: { lines: { en: 'username must not contain a NUL character (\\u0000)', fil: 'Hindi puwedeng may NUL character (U+0000) ang username' } },
    });
  });

  it('codes the refusals made before any route: the CSRF headers and a body nested too deep', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v2/authenticate', payload: { username: 'x', password: 'y' } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({
      message: 'This request is missing its X-Request-Id header, so it was refused. Use the portal itself.',
      code: 'FORBIDDEN',
      message_code: 'validation.missing_request_id',
      params: {},
    });
    expect(renderMessage('validation.missing_request_id', {}, 'fil')).toBe('Walang X-Request-Id header ang request na ito kaya tinanggihan ito. Gamitin ang mismong portal.');

    const deep = await call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: `${'['.repeat(40)}${']'.repeat(40)}`, headers: { 'content-type': 'application/json' } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ message_code: 'validation.json_too_deep', params: { levels: 32 } });
    expect(deep.json().message).toBe(
      "The request nests arrays and objects more than 32 levels deep, which no request of the portal does. Send it as the portal's own screens do.",
    );
    expect(renderMessage('validation.json_too_deep', deep.json().params, 'fil')).toMatch(/^Lampas sa 32 antas/);
  });
});
