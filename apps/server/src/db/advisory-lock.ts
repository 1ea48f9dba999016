import { sql, type Kysely } from 'kysely';

/**
 * The advisory locks by which API nodes on one database take turns, one number each
 * (the demo seed uses 20261123 inside its transaction). Advisory locks belong to one
 * database, so other databases on the server are not affected.
 */
export const ADVISORY_LOCKS = {
  /** Held while the schema is brought to the latest (db/migrate.ts). */
  migrations: 2026_11_26_01,
  /** Held by the node writing the due reminders (notifications/reminders.ts). */
  dueReminders: 2026_11_26_02,
  /** Held while a node sets up the e-mail queues: pg-boss's queue creation deadlocks against itself. */
  mailQueues: 2026_11_26_03,
  /** Held by the node refreshing stale stored days (attendance/stored-days-refresh.ts). */
  storedDaysRefresh: 2026_11_27_05,
  /** Held by the node disposing of data past its retention (retention/retention-job.ts). */
  retention: 2026_11_28_02,
} as const;

/**
 * Runs `work` while this node holds a session advisory lock on one connection, handed
 * to `work`; a node that asks meanwhile waits its turn. A connection lost during the
 * work takes the lock with it.
 */
export async function withAdvisoryLock<Database, T>(db: Kysely<Database>, key: number, work: (connection: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(key)})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(key)})`.execute(connection).catch(() => {});
    }
  });
}

/**
 * Runs `work` if no other node holds the lock, else answers null at once: for work
 * that one node at a time is enough to do, at its next turn.
 */
export async function ifAdvisoryLockFree<Database, T>(db: Kysely<Database>, key: number, work: () => Promise<T>): Promise<T | null> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${sql.lit(key)}) as locked`.execute(connection);
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(key)})`.execute(connection).catch(() => {});
    }
  });
}
