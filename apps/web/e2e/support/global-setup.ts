import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from '../../../server/src/db/embedded';
import { E2E_PORT } from '../../playwright.config';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

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
  // The server's own embedded start, so this process keeps its exit code and
  // stops the database itself (see db/embedded.ts).
  const database = await startEmbeddedPostgres(path.join(dataDir, 'postgres'));
  await ensureDatabase(database.connectionString('postgres'), 'portal');
  const databaseUrl = database.connectionString('portal');

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
