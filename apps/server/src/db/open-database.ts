import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { connectDatabase } from './connect';
import type { DB } from './database';
import { EMBEDDED_PASSWORD, ensureDatabase, startEmbeddedPostgres } from './embedded';
import { isAlive } from './leftover-postgres';

/** The database server.ts keeps the portal in, on the embedded server. */
export const DATABASE_NAME = 'portal';

export interface OpenDatabase {
  db: Kysely<DB>;
  /** Where it is, for a command's output. */
  description: string;
  close(): Promise<void>;
}

/**
 * The port of an embedded PostgreSQL already running on this data directory (the
 * portal's own, started by `npm start`), read from its postmaster.pid: a second
 * server cannot start on the same directory, so a command joins the running one.
 */
export function runningEmbeddedPort(postgresDir: string): number | null {
  const pidFile = path.join(postgresDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  return Number.isInteger(pid) && pid > 0 && Number.isInteger(port) && port > 0 && isAlive(pid) ? port : null;
}

/**
 * Opens the portal's database for a command-line tool the way `npm start` finds it:
 * DATABASE_URL when set; else the embedded PostgreSQL in DATA_DIR, joined when the
 * portal is running, or started for the command and stopped after it.
 */
export async function openPortalDatabase(config: AppConfig): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const db = connectDatabase(config.databaseUrl, 2);
    return { db, description: 'the database in DATABASE_URL', close: () => db.destroy() };
  }
  const postgresDir = path.join(config.dataDir, 'postgres');
  const port = runningEmbeddedPort(postgresDir);
  if (port !== null) {
    const db = connectDatabase(`postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`, 2);
    return { db, description: `the running portal's database in ${postgresDir}`, close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres(postgresDir);
  try {
    await ensureDatabase(embedded.connectionString('postgres'), DATABASE_NAME);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  const db = connectDatabase(embedded.connectionString(DATABASE_NAME), 2);
  return {
    db,
    description: `the embedded database in ${postgresDir}`,
    close: async () => {
      await db.destroy();
      await embedded.stop();
    },
  };
}
