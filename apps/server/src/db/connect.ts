import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './database';

// Dates (1082) stay as YYYY-MM-DD text: a JS Date would shift them by the server's
// time zone. bigint (20) and numeric (1700) stay text, so money never loses cents.
pg.types.setTypeParser(1082, (value) => value);

export function connectDatabase(connectionString: string, max = 10): Kysely<DB> {
  const pool = new pg.Pool({ connectionString, max });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}
