import path from 'node:path';
import type { Kysely } from 'kysely';
import { APP_VERSION } from '@portal/contracts/config';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import type { DB } from './db/database';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { superviseEmbeddedDatabase } from './db/embedded-supervisor';
import { DataDirectoryUnusable } from './db/leftover-postgres';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo-seed';
import { ensureCompany } from './company/ensure-company';
import { isDatabaseUnavailable } from './plugins/database-unavailable';
import { createShutdown } from './service/graceful-shutdown';
import { watchParent } from './service/parent-watch';

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

  const app = await buildApp({ db, config, databaseUrl, logger: { level: config.logLevel }, warmUp: true, backgroundJobs: true });
  const supervisor = embedded
    ? superviseEmbeddedDatabase(embedded, {
        info: (message) => app.log.info(message),
        error: (message) => app.log.error(message),
        giveUp: (reason) => {
          app.log.fatal(reason);
          void shutdown('the embedded database cannot be restarted', 1);
        },
      })
    : null;
  const shutdown = createShutdown({ app, db, embedded, beforeDatabaseStop: () => supervisor?.stop() });

  // A terminal's Ctrl-C, `kill`, systemd and container runtimes; scripts/start.mjs
  // relays what reaches it. The embedded database is in a group of its own and
  // hears none of these: shutdown stops it after the drain.
  process.on('SIGINT', () => void shutdown('SIGINT received', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM received', 0));
  process.on('SIGHUP', () => void shutdown('SIGHUP received (the terminal closed)', 0));
  watchParent(() => void shutdown('the process that started the portal is gone', 0));

  // No database error may end the process: one that escapes a request (an event
  // nobody awaited) is logged. Anything else is a bug; stop cleanly and say so.
  const lastResort = (error: unknown) => {
    if (isDatabaseUnavailable(error)) return app.log.warn({ err: error }, 'database unavailable outside a request');
    app.log.fatal({ err: error }, 'unexpected error outside a request');
    void shutdown('unexpected error', 1);
  };
  process.on('uncaughtException', lastResort);
  process.on('unhandledRejection', lastResort);

  try {
    await app.listen({ port: config.port, host: config.host });
    // The operator's one place to see what runs: the portal's and Node's versions.
    app.log.info({ portalVersion: APP_VERSION, node: process.version }, `HR portal ${APP_VERSION} started on Node.js ${process.version}`);
  } catch (error) {
    app.log.error(error);
    await db.destroy();
    await embedded?.stop();
    process.exit(1);
  }
}

/** One line a person can act on: never `undefined`, never a bare stack for a known cause. */
function describeStartFailure(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return `an unexpected ${typeof error} was thrown: ${String(error)}`;
}

main().catch(async (error: unknown) => {
  console.error(`The portal could not start: ${describeStartFailure(error)}`);
  // A cause the message already names needs no stack; anything else is a bug to trace.
  const explained = error instanceof DataDirectoryUnusable || (error instanceof Error && error.message.startsWith('PostgreSQL '));
  if (!explained && error instanceof Error && error.stack) console.error(error.stack);
  // Never leave an orphaned embedded PostgreSQL behind a failed start.
  await embedded?.stop().catch(() => {});
  process.exit(1);
});
