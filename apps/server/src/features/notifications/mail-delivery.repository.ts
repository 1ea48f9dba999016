import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The state a claim moves rows out of, and back into when the send fails. A claim
 * older than `staleAfterSeconds` (its sender died mid-send) may be taken again.
 */
function claimable(from: 'queued' | 'digest', staleAfterSeconds: number) {
  return sql<boolean>`(n.email_state = ${from} or (n.email_state = 'sending' and n.email_claimed_from = ${from}
    and n.email_claimed_at < clock_timestamp() - make_interval(secs => ${staleAfterSeconds})))`;
}

interface ClaimedRow {
  id: string;
  title: string;
  body: string;
  link: string;
  email: string | null;
  firstname: string;
  /** The language the person reads, as languageOf answers it: the e-mail's fixed words are in it. */
  language: string;
}

/** The recipient's language, as languageOf reads it: their own choice, else the company's default. */
const readerLanguage = sql`coalesce(e.language, (select default_language from company limit 1), 'en') as language`;

/**
 * Claims a queued notification's e-mail for one sender: a state change, committed
 * at once, so no lock is held while the message goes out. An UPDATE waits for a
 * reader's or a "mark read"'s short lock and then re-checks, so a claim is never
 * skipped for a lock (that once lost e-mails). Undefined once sent or claimed by
 * another sender.
 */
export async function claimQueuedEmail(db: Db, notificationId: string, staleAfterSeconds: number): Promise<ClaimedRow | undefined> {
  const { rows } = await sql<ClaimedRow>`
    update notifications n set email_state = 'sending', email_claimed_at = clock_timestamp(), email_claimed_from = 'queued'
    from employees e
    where e.emp_id = n.recipient and n.id = ${notificationId}::bigint and ${claimable('queued', staleAfterSeconds)}
    returning n.id::text as id, n.title, n.body, n.link, e.email, e.firstname, ${readerLanguage}
  `.execute(db);
  return rows[0];
}

export async function findMailBranding(db: Db) {
  return db.selectFrom('company').select(['name', 'logo', 'logo_content_type']).executeTakeFirst();
}

/** The notifications one message covered (one, or a person's summary), sent. */
export async function markEmailSent(db: Db, ids: readonly string[]): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email_state: 'sent', emailed_at: sql`now()`, email_error: null, email_attempts: sql`email_attempts + 1`, email_claimed_at: null, email_claimed_from: null })
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .where('email_state', '=', 'sending')
    .execute();
}

/** A failed attempt, kept for HR, and the claim given back; on the last attempt the e-mail is given up as failed. */
export async function recordEmailFailure(db: Db, ids: readonly string[], error: string, finalAttempt: boolean): Promise<void> {
  await db
    .updateTable('notifications')
    .set({
      email_error: error.slice(0, 500),
      email_attempts: sql`email_attempts + 1`,
      email_state: finalAttempt ? sql`'failed'` : sql`email_claimed_from`,
      email_claimed_at: null,
      email_claimed_from: null,
    })
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .where('email_state', '=', 'sending')
    .execute();
}

/** Claimed, but nothing to send (no address): back to where it was, as before the claim. */
export async function releaseEmailClaim(db: Db, ids: readonly string[]): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email_state: sql`email_claimed_from`, email_claimed_at: null, email_claimed_from: null })
    .where(sql<boolean>`id = any(${ids}::bigint[])`)
    .where('email_state', '=', 'sending')
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
    .where((eb) => eb.or([eb('n.email_state', '=', 'failed'), eb.and([eb('n.email_state', 'in', ['queued', 'digest', 'sending']), eb('n.email_error', 'is not', null)])]))
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

/** A person's notifications still waiting for their summary among `ids`, claimed for one sender as claimQueuedEmail does; none once sent. */
export async function claimDigest(db: Db, recipient: string, ids: readonly string[], staleAfterSeconds: number): Promise<ClaimedRow[]> {
  const { rows } = await sql<ClaimedRow>`
    update notifications n set email_state = 'sending', email_claimed_at = clock_timestamp(), email_claimed_from = 'digest'
    from employees e
    where e.emp_id = n.recipient and n.recipient = ${recipient} and n.id = any(${ids}::bigint[]) and ${claimable('digest', staleAfterSeconds)}
    returning n.id::text as id, n.title, n.body, n.link, e.email, e.firstname, ${readerLanguage}
  `.execute(db);
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

