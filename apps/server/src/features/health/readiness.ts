import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';
import { AppError } from '../../lib/app-error';

/** How long readiness waits for the database before calling it unavailable. */
const READY_QUERY_MS = 2_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Whether the database answers; the reason when it does not. */
export async function checkDatabase(db: Kysely<DB>): Promise<string | null> {
  try {
    await withinTime(sql`select 1`.execute(db), READY_QUERY_MS);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Throws a 503 saying what keeps the portal from taking traffic: shutting down,
 * the database not answering, or migrations this build needs not yet run.
 */
export async function assertReady(db: Kysely<DB>, draining: boolean): Promise<void> {
  if (draining) throw new AppError('NOT_READY', 'The portal is shutting down.');
  const databaseProblem = await checkDatabase(db);
  if (databaseProblem) throw new AppError('DB_UNAVAILABLE', `The database does not answer: ${databaseProblem}`);
  const pending = await pendingMigrations(db as Kysely<unknown>);
  if (pending.length > 0) {
    throw new AppError('NOT_READY', `The database is missing ${pending.length} migration(s): ${pending.join(', ')}. Run npm run db:migrate, or restart the portal.`);
  }
}
