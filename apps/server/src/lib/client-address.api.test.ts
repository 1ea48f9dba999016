import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app';

// Behind one trusted proxy (TRUST_PROXY=true), the client's address is the one the
// proxy appended: whatever the client itself wrote into X-Forwarded-For before it
// neither moves the login throttle nor reaches the stored session.
const ctx = useTestApp({ loginAttemptsPerMinute: 3, trustProxy: 1 });

const logIn = (forwardedFor: string, password = 'guess-guess', username = 'nobody-here') =>
  call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username, password }, headers: { 'x-forwarded-for': forwardedFor } });

describe('the client address behind a trusted proxy', () => {
  it('throttles by the address the proxy saw, however the client forges the header', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await logIn(`198.51.100.${index}, <script>${index}</script>, 203.0.113.50`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('stores only an address with a session: the proxy\'s entry, or the connection\'s when the header holds none', async () => {
    const forged = await logIn('<script>alert(1)</script>, 203.0.113.77', 'demo1234', 'grace');
    expect(forged.statusCode).toBe(200);
    const noAddress = await logIn('<script>alert(1)</script>', 'demo1234', 'carlo');
    expect(noAddress.statusCode).toBe(200);
    const rows = await ctx.db.selectFrom('sessions').select(['username']).select((eb) => eb.fn<string>('host', ['ip']).as('ip')).where('username', 'in', ['grace', 'carlo']).execute();
    expect(Object.fromEntries(rows.map((row) => [row.username, row.ip]))).toEqual({ grace: '203.0.113.77', carlo: '127.0.0.1' });
  });
});
