import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/database';

export interface QueueStateCount {
  queue: string;
  state: string;
  jobs: number;
}

/** pg-boss's job table exists once e-mail has been on; until then there is nothing to count. */
export async function queueTableExists(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ present: boolean }>`select to_regclass('pgboss.job') is not null as present`.execute(db);
  return rows[0]?.present === true;
}

/**
 * The mail queue's jobs by state, from pg-boss's job table in the portal's database
 * (see features/notifications/mail-delivery), in one query. Jobs done are left out:
 * they stay in the table until pg-boss archives them, and only these states matter.
 */
export async function countQueueJobs(db: Kysely<DB>, queues: readonly string[]): Promise<QueueStateCount[]> {
  const counted = await sql<QueueStateCount>`
    select name as queue, state::text as state, count(*)::int as jobs
    from pgboss.job
    where name = any(${queues}::text[]) and state in ('created', 'retry', 'active', 'failed')
    group by name, state`.execute(db);
  return counted.rows;
}
