import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { NOTIFICATION_EMAIL_QUEUE } from '../features/notifications/mail-outbox';
import { call, logInAs, useTestApp } from '../../test/test-app';

const ctx = useTestApp({ metrics: true });
const MAKATI = { lat: 14.5547, lng: 121.0244, accuracy: 15 };

/** Other apps on the file's database with other settings: as another node would be configured. */
const apps: Record<'off' | 'subnet', FastifyInstance> = {} as never;
beforeAll(async () => {
  apps.off = await buildApp({ db: ctx.db, config: { ...ctx.config, metrics: false } });
  apps.subnet = await buildApp({ db: ctx.db, config: { ...ctx.config, metricsAllow: ['10.0.0.0/8', 'fd00::/8'] } });
  await Promise.all(Object.values(apps).map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((app) => app?.close()));
});

const scrape = (app: FastifyInstance, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of one series in the exposition text; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/);
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

async function metricsText(): Promise<string> {
  const response = await scrape(ctx.app);
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('GET /metrics', () => {
  it('does not exist unless METRICS=true: the same 404 as any unknown path', async () => {
    const response = await scrape(apps.off);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no GET /metrics.', code: 'NOT_FOUND', message_code: 'validation.no_route', params: { method: 'GET', path: '/metrics' } });
  });

  it('counts logins, failed logins, lock-outs and time-ins, and requests by route pattern and status', async () => {
    const before = await metricsText();
    const cookie = await logInAs(ctx.app, 'employee');
    const wrong = await call(ctx.app, {
      method: 'POST',
      url: '/api/v2/authenticate',
      payload: { username: 'employee', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    // The fifth failure in a row locks the account.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await call(ctx.app, {
        method: 'POST',
        url: '/api/v2/authenticate',
        payload: { username: 'liza', password: 'not-the-password' },
      });
    }
    const timeIn = await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: { geotag: MAKATI }, cookie });
    expect(timeIn.statusCode).toBe(200);
    const again = await call(ctx.app, { method: 'POST', url: '/api/v2/time/in', payload: { geotag: MAKATI }, cookie });
    expect(again.statusCode).toBe(409);
    await call(ctx.app, { method: 'GET', url: '/api/v2/time?fromDate=2026-01-01&toDate=2026-01-31', cookie });
    await call(ctx.app, { method: 'GET', url: '/api/v9/no-such-thing/12345' });
    const after = await metricsText();

    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('portal_logins_total', { outcome: 'success' })).toBe(1);
    expect(delta('portal_logins_total', { outcome: 'failure' })).toBe(6);
    expect(delta('portal_login_lockouts_total')).toBe(1);
    expect(delta('portal_punches_recorded_total', { direction: 'in' })).toBe(1);
    expect(delta('portal_punches_recorded_total', { direction: 'out' })).toBe(0);

    const http = (method: string, route: string, status: string) => ({ method, route, status_code: status });
    expect(delta('portal_http_requests_total', http('POST', '/api/v2/authenticate', '200'))).toBe(1);
    expect(delta('portal_http_requests_total', http('POST', '/api/v2/authenticate', '401'))).toBe(5);
    expect(delta('portal_http_requests_total', http('POST', '/api/v2/authenticate', '429'))).toBe(1);
    expect(delta('portal_http_requests_total', http('POST', '/api/v2/time/in', '200'))).toBe(1);
    expect(delta('portal_http_requests_total', http('POST', '/api/v2/time/in', '409'))).toBe(1);
    expect(delta('portal_http_requests_total', http('GET', '/api/v2/time', '200'))).toBe(1);
    expect(delta('portal_http_requests_total', http('GET', 'unmatched', '404'))).toBe(1);
    expect(delta('portal_http_request_duration_seconds_count', http('POST', '/api/v2/time/in', '200'))).toBe(1);
    expect(
      sample(after, 'portal_http_request_duration_seconds_bucket', {
        ...http('POST', '/api/v2/time/in', '200'),
        le: '+Inf',
      }),
    ).toBe(1);
    // The pattern, never the URL: no query string, no unknown path.
    expect(after).not.toContain('fromDate');
    expect(after).not.toContain('12345');
  });

  it('shows the database pool, the job queue and the Node process', async () => {
    const text = await metricsText();
    expect(sample(text, 'portal_db_pool_max_connections')).toBe(20);
    expect(sample(text, 'portal_db_pool_connections')).toBeGreaterThan(0);
    expect(text).toMatch(/^portal_db_pool_connections_in_use \d+$/m);
    expect(text).toMatch(/^portal_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toContain('# TYPE portal_job_queue_jobs gauge');

    // E-mail never on in this database: no queue table, nothing waiting.
    expect(sample(text, 'portal_job_queue_jobs', { queue: NOTIFICATION_EMAIL_QUEUE, state: 'created' })).toBe(0);
    const boss = new PgBoss({ connectionString: ctx.databaseUrl, max: 2, supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.createQueue(NOTIFICATION_EMAIL_QUEUE);
      await boss.send(NOTIFICATION_EMAIL_QUEUE, { notificationId: '1' });
      await boss.send(NOTIFICATION_EMAIL_QUEUE, { notificationId: '2' });
      const queued = await metricsText();
      expect(sample(queued, 'portal_job_queue_jobs', { queue: NOTIFICATION_EMAIL_QUEUE, state: 'created' })).toBe(2);
      expect(sample(queued, 'portal_job_queue_jobs', { queue: NOTIFICATION_EMAIL_QUEUE, state: 'failed' })).toBe(0);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('answers only the addresses METRICS_ALLOW names (CIDR ranges too); anyone else gets 404', async () => {
    const outside = await scrape(ctx.app, { remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: 'There is no GET /metrics.', code: 'NOT_FOUND', message_code: 'validation.no_route', params: { method: 'GET', path: '/metrics' } });
    expect((await scrape(ctx.app, { remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await scrape(ctx.app, { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    // Relayed by a proxy on this host for someone outside: judged by where it came from.
    expect((await scrape(ctx.app, { headers: { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' } })).statusCode).toBe(404);
    expect((await scrape(ctx.app, { headers: { forwarded: 'for="[2001:db8::1]:4711"' } })).statusCode).toBe(404);
    expect((await scrape(ctx.app, { headers: { 'x-real-ip': '198.51.100.7' } })).statusCode).toBe(404);

    expect((await scrape(apps.subnet, { remoteAddress: '10.20.30.40' })).statusCode).toBe(200);
    expect((await scrape(apps.subnet, { remoteAddress: 'fd12::5' })).statusCode).toBe(200);
    expect((await scrape(apps.subnet, { remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    expect((await scrape(apps.subnet, { remoteAddress: '11.0.0.1' })).statusCode).toBe(404);
  });

  it('needs no session and stays out of the API docs', async () => {
    const response = await scrape(ctx.app);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const docs = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).not.toContain('/metrics');
  });
});
