import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A queued notification with what its e-mail needs, locked for the sender until it is
 * marked sent; undefined once sent, or while another sender holds it (a second job
 * for the same notification then sends nothing).
 */
export async function claimQueuedEmail(trx: Transaction<DB>, notificationId: string) {
  return trx
    .selectFrom('notifications as n')
    .innerJoin('employees as e', 'e.emp_id', 'n.recipient')
    .select(['n.title', 'n.body', 'n.link', 'e.email', sql<string>`e.firstname`.as('firstname')])
    .where(sql<boolean>`n.id = ${notificationId}::bigint`)
    .where('n.email_state', '=', 'queued')
    .forUpdate(['n'])
    .skipLocked()
    .executeTakeFirst();
}

export async function findMailBranding(db: Db) {
  return db.selectFrom('company').select(['name', 'logo', 'logo_content_type']).executeTakeFirst();
}

/** The notifications one message covered (one, or a person's summary), sent. */
export async function markEmailSent(db: Db, ids: readonly string[]): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email_state: 'sent', emailed_at: sql`now()`, email_error: null, email_attempts: sql`email_attempts + 1` })
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .execute();
}

/** A failed attempt, kept for HR; on the last one the e-mail is given up as failed. */
export async function recordEmailFailure(db: Db, ids: readonly string[], error: string, finalAttempt: boolean): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email_error: error.slice(0, 500), email_attempts: sql`email_attempts + 1`, ...(finalAttempt ? { email_state: 'failed' as const } : {}) })
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .where('email_state', 'in', ['queued', 'digest'])
    .execute();
}

/** E-mails that failed for good, or are being retried after an error, newest first, for HR. */
export async function listEmailProblems(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('notifications as n')
    .innerJoin('employees as e', 'e.emp_id', 'n.recipient')
    .select([
      sql<string>`n.id::text`.as('id'),
      'n.recipient',
      sql<string>`e.firstname || ' ' || e.lastname`.as('recipient_name'),
      'e.email',
      'n.title',
      'n.email_state',
      'n.email_attempts',
      'n.email_error',
      sql<string>`to_json(n.created_at) #>> '{}'`.as('created_at'),
    ])
    .where((eb) => eb.or([eb('n.email_state', '=', 'failed'), eb.and([eb('n.email_state', 'in', ['queued', 'digest']), eb('n.email_error', 'is not', null)])]))
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

/** A person's notifications still waiting for their summary among `ids`, locked for the sender; none once sent. */
export async function claimDigest(trx: Transaction<DB>, recipient: string, ids: readonly string[]) {
  const rows = await trx
    .selectFrom('notifications as n')
    .innerJoin('employees as e', 'e.emp_id', 'n.recipient')
    .select([sql<string>`n.id::text`.as('id'), 'n.title', 'n.body', 'n.link', 'e.email', sql<string>`e.firstname`.as('firstname')])
    .where('n.recipient', '=', recipient)
    .where(sql<boolean>`n.id = any(${ids}::bigint[])`)
    .where('n.email_state', '=', 'digest')
    .orderBy('n.id')
    .forUpdate(['n'])
    .skipLocked()
    .execute();
  return rows;
}

