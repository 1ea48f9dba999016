import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../test/test-app';

const ctx = useTestApp({ loginAttemptsPerMinute: 3 });

describe('login attempts per address', () => {
  it('answers 429 once an address exceeds its attempts per minute, whatever the account', async () => {
    const attempt = (username: string) =>
      call(ctx.app, { method: 'POST', url: '/api/v2/authenticate', payload: { username, password: 'guess-guess' } });
    const statuses = [];
    for (const username of ['pedro', 'liza', 'grace', 'ramon']) statuses.push((await attempt(username)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt('employee');
    expect(limited.json()).toEqual({ message: 'Too many attempts. Wait a minute, then try again.', code: 'TOO_MANY_REQUESTS', message_code: 'session.too_many_requests', params: {} });
  });
});
