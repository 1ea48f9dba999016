import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, type Transaction, type TransactionBuilder } from 'kysely';
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

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction did nothing, and may run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
/** Attempts in all, the first included: a fifth deadlock in a row is a bug to see, not to hide. */
export const TRANSACTION_ATTEMPTS = 5;

/** Transactions run again, by the SQLSTATE that ended them: a deadlock here is a lock-order bug to find. */
export const transactionRetries: Record<string, number> = {};

function isRetryable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && RETRYABLE_CODES.has((error as { code?: unknown }).code as string);
}

/**
 * Runs a transaction, and again when PostgreSQL ended it as a deadlock victim or a
 * serialization failure, after a short random wait (so two victims do not meet
 * again in step), at most TRANSACTION_ATTEMPTS times. The one place these are
 * retried: a person never sees a 500 for a lock the database resolved. The
 * callback must be safe to run again: it gets a fresh transaction each time, and
 * whatever it collects outside the database it starts anew.
 */
export async function runWithRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || tries >= TRANSACTION_ATTEMPTS) throw error;
      const code = (error as { code: string }).code;
      transactionRetries[code] = (transactionRetries[code] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * tries));
    }
  }
}

/** A transaction builder whose execute runs through runWithRetries, as do the builders it makes. */
function retrying(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute') {
        return <T>(callback: (trx: Transaction<DB>) => Promise<T>) => runWithRetries(() => target.execute(callback));
      }
      if (property === 'setIsolationLevel' || property === 'setAccessMode') {
        return (...args: never[]) => retrying((target[property] as (...rest: never[]) => TransactionBuilder<DB>)(...args));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Every `db.transaction().execute(...)` of the portal retries deadlocks and serialization failures. */
class RetryingKysely extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return retrying(super.transaction());
  }
}

/** A pool of the portal's connections: named statements, the connect timeout, and dead connections tolerated. */
export function createPool(connectionString: string, max: number): pg.Pool {
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
  return pool;
}

export function connectDatabase(connectionString: string, max = 10): Kysely<DB> {
  const pool = createPool(connectionString, max);
  const db = new RetryingKysely({ dialect: new PostgresDialect({ pool }) });
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

/** The pool behind a database made by connectDatabase; null for any other. */
export function poolOf(db: Kysely<DB>): pg.Pool | null {
  return pools.get(db) ?? null;
}

/** How busy the connection pool of a database made by connectDatabase is; null for any other. */
export function poolUsage(db: Kysely<DB>): PoolUsage | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return { total: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 };
}
