import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './database';

// Dates (1082) stay as YYYY-MM-DD text: a JS Date would shift them by the server's
// time zone. bigint (20) and numeric (1700) stay text, so money never loses cents.
pg.types.setTypeParser(1082, (value) => value);

/** PostgreSQL's "terminating connection due to administrator command": expected on shutdown. */
const ADMIN_SHUTDOWN = '57P01';

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
  const pool = new pg.Pool({ connectionString, max, Client: PreparingClient });
  // An idle connection can die under the pool (a database restart or failover, a
  // dropped test database): the pool discards it and the next query opens a fresh
  // one. Without a listener Node treats the event as uncaught and stops the server.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) process.emitWarning(`An idle database connection closed: ${error.message}`);
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
