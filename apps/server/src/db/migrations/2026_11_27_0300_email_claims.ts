import { sql, type Kysely } from 'kysely';

// An e-mail is claimed for sending by a state change ('sending', with when and from
// which state), committed before the message goes out, and its outcome recorded
// after: no row lock is held across the mail server's answer. A claim older than the
// longest send (its sender died) may be taken again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notifications drop constraint notifications_email_state_check;
    alter table notifications add constraint notifications_email_state_check
      check (email_state in ('none', 'queued', 'digest', 'sending', 'sent', 'failed'));
    alter table notifications
      add column email_claimed_at timestamptz,
      add column email_claimed_from text check (email_claimed_from in ('queued', 'digest'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update notifications set email_state = email_claimed_from where email_state = 'sending';
    alter table notifications drop column email_claimed_at, drop column email_claimed_from;
    alter table notifications drop constraint notifications_email_state_check;
    alter table notifications add constraint notifications_email_state_check
      check (email_state in ('none', 'queued', 'digest', 'sent', 'failed'));
  `.execute(db);
}
