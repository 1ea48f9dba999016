import { CompiledQuery, type Transaction } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../../db/database';

/** The job queue, in pg-boss's schema of the portal's own database, that e-mails notifications. */
export const NOTIFICATION_EMAIL_QUEUE = 'notification-email';

/** One notification e-mailed at once, or one person's daily summary of several. */
export type NotificationEmailJob = { notificationId: string } | { digestFor: string; notificationIds: string[] };

/** The job that hands out the daily summaries, run every few minutes by pg-boss's scheduler. */
export const DIGEST_QUEUE = 'notification-digest';

/**
 * Puts e-mail jobs in the queue inside the caller's transaction, through pg-boss's own
 * insert run on that transaction: the jobs exist exactly when the change and its
 * notifications committed.
 */
export class MailOutbox {
  constructor(private readonly boss: PgBoss) {}

  async enqueue(trx: Transaction<DB>, notificationIds: readonly string[]): Promise<void> {
    await this.insertJobs(trx, notificationIds.map((notificationId) => ({ notificationId })));
  }

  async enqueueDigests(trx: Transaction<DB>, digests: readonly { digestFor: string; notificationIds: string[] }[]): Promise<void> {
    await this.insertJobs(trx, digests);
  }

  private async insertJobs(trx: Transaction<DB>, jobs: readonly NotificationEmailJob[]): Promise<void> {
    if (jobs.length === 0) return;
    const db: PgBoss.Db = {
      executeSql: async (text, values) => ({ rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values))).rows] }),
    };
    await this.boss.insert(jobs.map((data) => ({ name: NOTIFICATION_EMAIL_QUEUE, data })), { db });
  }
}

/** The outbox of this process while e-mail is on (SMTP_URL set); null: notifications stay in the portal. */
let currentOutbox: MailOutbox | null = null;

/** Set by the node's mail delivery as it starts; cleared as it stops (only if still its own). */
export function useMailOutbox(outbox: MailOutbox): () => void {
  currentOutbox = outbox;
  return () => {
    if (currentOutbox === outbox) currentOutbox = null;
  };
}

export function mailOutbox(): MailOutbox | null {
  return currentOutbox;
}
