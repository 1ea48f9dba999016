import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { NotificationDelivery, NotificationItem } from '@portal/contracts/notifications';
import { NOTIFICATION_LIST_LIMIT } from '@portal/contracts/notifications';
import type { DB } from '../../db/database';
import type { Notice, WrittenNotice } from './notification';

type Db = Kysely<DB> | Transaction<DB>;

const INSERT_SQL = `insert into notifications (recipient, category, title, body, link, dedupe_key, email_state)
  select n.recipient, n.category, n.title, n.body, n.link, nullif(n.dedupe_key, ''),
    case when not $6 or e.email is null then 'none'
      else case coalesce(p.delivery, c.settings #>> array['notificationDefaults', n.category], $7::jsonb ->> n.category)
        when 'immediately' then 'queued' when 'digest' then 'digest' else 'none' end
      end
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $8::text[]) as n (recipient, category, title, body, link, dedupe_key)
  join employees e on e.emp_id = n.recipient
  cross join company c
  left join notification_preferences p on p.emp_id = n.recipient and p.category = n.category
  on conflict (dedupe_key) where dedupe_key is not null do nothing
  returning id::text, email_state`;

/**
 * Writes the notices (already in their readers' languages) in the caller's transaction, in one statement (a reminder whose
 * key is already written is skipped), deciding for each
 * whether it is to be e-mailed: e-mail on, an address, and the person's choice for its
 * category (else the company's default, else the product's). Answers the ids to e-mail.
 */
export async function insertNotices(
  trx: Transaction<DB>,
  notices: readonly WrittenNotice[],
  options: { emailOn: boolean; productDefaults: Record<string, NotificationDelivery> },
): Promise<string[]> {
  if (notices.length === 0) return [];
  const column = <K extends keyof WrittenNotice>(key: K) => notices.map((notice) => notice[key]);
  const { rows } = await trx.executeQuery<{ id: string; email_state: string }>(
    CompiledQuery.raw(INSERT_SQL, [
      column('recipient'),
      column('category'),
      column('title'),
      column('body'),
      column('link'),
      options.emailOn,
      JSON.stringify(options.productDefaults),
      notices.map((notice) => notice.dedupeKey ?? ''),
    ]),
  );
  return rows.filter((row) => row.email_state === 'queued').map((row) => row.id);
}

export async function listNotifications(db: Db, recipient: string): Promise<NotificationItem[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['category', 'title', 'body', 'link'])
    .select(sql<string>`id::text`.as('id'))
    .select(sql<string>`to_json(created_at) #>> '{}'`.as('created_at'))
    .select(sql<boolean>`read_at is not null`.as('read'))
    .where('recipient', '=', recipient)
    // The table's number, not the text `id` answered (as text, "9" would sort after "11").
    .orderBy('notifications.id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return rows;
}

export async function countUnread(db: Db, recipient: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('recipient', '=', recipient)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Marks the recipient's own notifications among `ids` read; anyone else's are left alone. */
export async function markRead(db: Db, recipient: string, ids: readonly string[] | 'all'): Promise<void> {
  let query = db.updateTable('notifications').set({ read_at: sql`now()` }).where('recipient', '=', recipient).where('read_at', 'is', null);
  if (ids !== 'all') query = query.where(sql<boolean>`id = any(${ids}::bigint[])`);
  await query.execute();
}

export async function findPreferences(db: Db, empId: string) {
  return db.selectFrom('notification_preferences').select(['category', 'delivery']).where('emp_id', '=', empId).execute();
}

/** The company's settings JSON (see company-notification-settings for the notification keys). */
export async function findCompanySettings(db: Db): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('company').select('settings').executeTakeFirst();
  return row?.settings ?? {};
}

export async function savePreferences(trx: Transaction<DB>, empId: string, choices: readonly { category: Notice['category']; delivery: NotificationDelivery }[]): Promise<void> {
  await trx.deleteFrom('notification_preferences').where('emp_id', '=', empId).execute();
  await trx.insertInto('notification_preferences').values(choices.map((choice) => ({ emp_id: empId, ...choice }))).execute();
}

/** The names of the given people, "First Last", for the words of a notice. */
export async function findNames(db: Db, empIds: readonly string[]): Promise<Map<string, string>> {
  if (empIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['emp_id', sql<string>`firstname || ' ' || lastname`.as('name')])
    .where(sql<boolean>`emp_id = any(${[...new Set(empIds)]}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.emp_id, row.name]));
}
