import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolUsage } from '../db/connect';
import { DIGEST_QUEUE, NOTIFICATION_EMAIL_QUEUE } from '../features/notifications/mail-outbox';
import { collectProcessMetrics, processMetrics } from '../lib/portal-metrics';
import { addressAllowList } from './metrics-access';
import { countQueueJobs, queueTableExists } from './metrics.repository';

export const METRICS_PATH = '/metrics';

const QUEUES = [NOTIFICATION_EMAIL_QUEUE, DIGEST_QUEUE];
const QUEUE_STATES = ['created', 'retry', 'active', 'failed'];
/** A scrape never waits long on a database that does not answer: the queue figures are left out. */
const QUEUE_QUERY_TIMEOUT_MS = 2_000;

/** Every address a forwarding header names: a request relayed by a proxy is judged by its origin too. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const header = (name: string) =>
    [request.headers[name]].flat().filter((value): value is string => typeof value === 'string');
  const addresses = [...header('x-forwarded-for').flatMap((value) => value.split(',')), ...header('x-real-ip')];
  for (const value of header('forwarded')) {
    for (const match of value.matchAll(/for=("?)\[?([^\]";,]*)/gi))
      addresses.push(match[2]!.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'));
  }
  return addresses.map((address) => address.trim());
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prometheus metrics at /metrics, registered only when METRICS=true. Only the
 * addresses in METRICS_ALLOW (loopback by default) may read them: anyone else, or a
 * request a proxy relayed from anyone else, gets the 404 of a path that does not
 * exist. Outside /api, it needs no session and is left out of the API docs.
 */
async function metrics(app: FastifyInstance) {
  const allowed = addressAllowList(app.config.metricsAllow);
  collectProcessMetrics();
  const own = new Registry();

  // Labelled by the route's pattern, never the URL, so ids in paths cannot multiply the series.
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames,
    registers: [own],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [own],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  const pool = (name: string, help: string, read: (usage: NonNullable<ReturnType<typeof poolUsage>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [own],
      collect() {
        const usage = poolUsage(app.db);
        if (usage) this.set(read(usage));
      },
    });
  pool('portal_db_pool_connections', 'Database connections open in the pool, in use or idle.', (usage) => usage.total);
  pool(
    'portal_db_pool_connections_in_use',
    'Database connections checked out by a query or transaction.',
    (usage) => usage.inUse,
  );
  pool('portal_db_pool_waiting', 'Queries waiting for a free database connection.', (usage) => usage.waiting);
  pool('portal_db_pool_max_connections', 'The most connections the pool opens.', (usage) => usage.max);

  let queueTable = false;
  new Gauge({
    name: 'portal_job_queue_jobs',
    help: 'Jobs of the e-mail queue by state: created (waiting), retry (waiting after a failed attempt), active, failed (given up; kept until pg-boss archives them).',
    labelNames: ['queue', 'state'] as const,
    registers: [own],
    async collect() {
      this.reset();
      try {
        const counts = await withTimeout(
          (async () => {
            queueTable ||= await queueTableExists(app.db);
            return queueTable ? countQueueJobs(app.db, QUEUES) : [];
          })(),
          QUEUE_QUERY_TIMEOUT_MS,
        );
        for (const queue of QUEUES) for (const state of QUEUE_STATES) this.set({ queue, state }, 0);
        for (const count of counts) this.set({ queue: count.queue, state: count.state }, count.jobs);
      } catch (error) {
        app.log.debug({ err: error }, 'job queue figures left out of the metrics');
      }
    },
  });

  const registry = Registry.merge([processMetrics, own]);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.socket.remoteAddress) || !forwardedAddresses(request).every(allowed)) {
      reply.callNotFound();
      return reply;
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}

export default fp(metrics, { name: 'metrics' });
