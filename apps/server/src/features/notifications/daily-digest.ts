import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { toLocalDateTime } from '../../lib/local-time';
import { readDigestTime } from './company-notification-settings';
import type { MailOutbox } from './mail-outbox';

/**
 * Hands out the day's summaries once the company's digest time has passed: one mail
 * job per person with notifications waiting for their summary. The day is claimed
 * with its row in `notification_digest_runs` in the same transaction as the jobs, so
 * whichever node runs first sends, exactly once a day. Answers how many were handed out.
 */
export async function handOutDailyDigests(db: Kysely<DB>, outbox: MailOutbox, now = new Date()): Promise<number | 'not yet' | 'done today'> {
  const company = await db.selectFrom('company').select(['time_zone', 'settings']).executeTakeFirst();
  if (!company) return 'not yet';
  const local = toLocalDateTime(now, company.time_zone);
  if (local.time.slice(0, 5) < readDigestTime(company.settings ?? {})) return 'not yet';
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.insertInto('notification_digest_runs').values({ run_date: local.date }).onConflict((oc) => oc.doNothing()).returning('run_date').executeTakeFirst();
    if (!claimed) return 'done today';
    const waiting = await trx
      .selectFrom('notifications')
      .select(['recipient', sql<string[]>`array_agg(id::text order by id)`.as('ids')])
      .where('email_state', '=', 'digest')
      .groupBy('recipient')
      .execute();
    await outbox.enqueueDigests(trx, waiting.map((row) => ({ digestFor: row.recipient, notificationIds: row.ids })));
    return waiting.length;
  });
}
