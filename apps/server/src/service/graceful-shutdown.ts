import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { EmbeddedDatabase } from '../db/embedded';

/**
 * The whole HTTP drain is bounded by this: under `docker stop`'s default 10 s
 * grace, with time left to stop PostgreSQL cleanly.
 */
export const DRAIN_MS = 8_000;
/** Connections already queued in the listen backlog are taken in until none came for this long... */
const QUIET_MS = 300;
/** ...but no longer than this, so steady traffic cannot hold the stop open. */
const ACCEPT_WINDOW_MS = 2_000;
/** The pool gets this long to hand back its connections before PostgreSQL is stopped under them. */
const POOL_END_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ShutdownParts {
  app: FastifyInstance;
  db: Kysely<DB>;
  embedded: EmbeddedDatabase | null;
  /** Called first, so a database stopped on purpose is not restarted. */
  beforeDatabaseStop?: () => void;
}

/**
 * Stops the portal as one: stop taking traffic (readiness 503), take in what is
 * already queued, answer every request in flight (up to DRAIN_MS), then close the
 * pool and stop the embedded PostgreSQL, then exit. Closing the listener at once
 * would reset connections still waiting in its backlog, and Node's close() drops
 * accepted connections whose request has not been read yet.
 */
export function createShutdown({ app, db, embedded, beforeDatabaseStop }: ShutdownParts) {
  let begun = false;
  return async function shutdown(reason: string, exitCode: number): Promise<void> {
    if (begun) return;
    begun = true;
    const startedAt = Date.now();
    app.log.info(`${reason}: draining (at most ${DRAIN_MS / 1000} s)`);
    app.serviceState.draining = true;
    while (Date.now() - app.serviceState.lastActivityAt < QUIET_MS && Date.now() - startedAt < ACCEPT_WINDOW_MS) {
      await sleep(50);
    }
    const closed = app.close().then(() => true);
    const drained = await Promise.race([closed, sleep(Math.max(0, DRAIN_MS - (Date.now() - startedAt))).then(() => false)]);
    if (!drained) {
      app.log.warn('drain time is over; closing the connections still open');
      app.server.closeAllConnections();
    }
    app.log.info(`HTTP drained in ${Date.now() - startedAt} ms`);
    beforeDatabaseStop?.();
    await Promise.race([db.destroy().catch(() => {}), sleep(POOL_END_MS)]);
    await embedded?.stop().catch((error: unknown) => app.log.error({ err: error }, 'stopping PostgreSQL failed'));
    app.log.info(`stopped in ${Date.now() - startedAt} ms`);
    process.exit(exitCode);
  };
}
