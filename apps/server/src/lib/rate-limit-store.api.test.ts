import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, useSecondNode, useTestApp } from '../../test/test-app';
import { postgresRateLimitStore } from './rate-limit-store';

// The login throttle counts in the database, so attempts spread over API nodes count
// together. Two apps on one database stand for two nodes; each address is a test's own.
const ctx = useTestApp({ loginAttemptsPerMinute: 3, trustProxy: 1 });
const second = useSecondNode(ctx);

const attempt = (node: 'first' | 'second', address: string, username: string) =>
  call(node === 'first' ? ctx.app : second.app, {
    method: 'POST',
    url: '/api/v2/authenticate',
    payload: { username, password: 'guess-guess' },
    headers: { 'x-forwarded-for': address },
  });

/** One hit through the library's calling convention. */
const hit = (store: ReturnType<InstanceType<ReturnType<typeof postgresRateLimitStore>>['child']>, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 3));

describe('the login throttle on several nodes', () => {
  it('counts the attempts of an address on every node together', async () => {
    const statuses = [];
    for (const node of ['first', 'second', 'first', 'second'] as const) statuses.push((await attempt(node, '198.51.100.7', 'nobody-here')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt('first', '198.51.100.7', 'nobody-either');
    expect(limited.json()).toEqual({ message: 'Too many attempts. Wait a minute, then try again.', code: 'TOO_MANY_REQUESTS', message_code: 'session.too_many_requests', params: {} });
    // Another address is counted apart.
    expect((await attempt('second', '198.51.100.8', 'nobody-here')).statusCode).toBe(401);
  });
});

describe('postgresRateLimitStore', () => {
  // Built when called: the file's database exists once the tests run.
  const route = (url: string) => {
    const Store = postgresRateLimitStore(ctx.db);
    return new Store({}).child({ routeInfo: { method: 'POST', url } } as never);
  };

  it('starts a new window once the last has ended, and counts each route apart', async () => {
    const login = route('/test/login');
    const first = await hit(login, '203.0.113.1', 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(400);
    expect((await hit(login, '203.0.113.1', 400)).current).toBe(2);
    expect((await hit(route('/test/password'), '203.0.113.1', 400)).current).toBe(1);
    expect((await hit(login, '203.0.113.2', 400)).current).toBe(1);
    await sleep(450);
    expect((await hit(login, '203.0.113.1', 400)).current).toBe(1);
  });

  it('keeps one row per address and route', async () => {
    const { rows } = await sql<{ key: string }>`select key from rate_limit_hits where key like 'POST/test/%' order by key`.execute(ctx.db);
    expect(rows.map((row) => row.key)).toEqual(['POST/test/login-203.0.113.1', 'POST/test/login-203.0.113.2', 'POST/test/password-203.0.113.1']);
  });
});
