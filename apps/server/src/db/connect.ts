import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './database';

// Dates (1082) stay as YYYY-MM-DD text: a JS Date would shift them by the server's
// time zone. bigint (20) and numeric (1700) stay text, so money never loses cents.
pg.types.setTypeParser(1082, (value) => value);

/** PostgreSQL's "terminating connection due to administrator command": expected on shutdown. */
const ADMIN_SHUTDOWN = '57P01';

/** A request waits at most this long for a connection while the database is down, then answers 503. */
const CONNECT_TIMEOUT_MS = 10_000;

const statementNames = new Map<string, string>();

/** A stable name per SQL text, so each connection prepares a query once. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses and
 * plans each time. Naming the parameterised ones lets each connection keep the
 * prepared statement: the hot paths (who is calling, the day's punches) skip the
 * parse and plan. Queries without parameters (migrations, several statements at
 * once) go as they are.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && args.length === 2) {
      return super.query({ name: statementName(text), text, values } as never) as never;
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}

export function connectDatabase(connectionString: string, max = 10): Kysely<DB> {
  const pool = new pg.Pool({ connectionString, max, Client: PreparingClient, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection can die under the pool (a database restart or failover, a
  // dropped test database): the pool discards it and the next query opens a fresh
  // one. Without a listener Node treats the event as uncaught and stops the server.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) process.emitWarning(`An idle database connection closed: ${error.message}`);
  });
  // The pool listens on idle connections only. One that dies while checked out (a
  // query or transaction in flight when PostgreSQL is restarted or the backend is
  // terminated) emits 'error' too: the query in flight already fails with it and
  // the request answers 503, the pool drops the broken client when it comes back,
  // and this listener keeps the event from ending the process.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** The pool behind each database made here: Kysely does not expose it. */
const pools = new WeakMap<Kysely<DB>, pg.Pool>();

export interface PoolUsage {
  /** Connections open, idle or in use. */
  total: number;
  inUse: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

/** How busy the connection pool of a database made by connectDatabase is; null for any other. */
export function poolUsage(db: Kysely<DB>): PoolUsage | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { total: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}
