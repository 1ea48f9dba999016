import { sql, type Kysely } from 'kysely';

// Notifications: one row per person and event, written in the transaction of the
// change itself (a transactional outbox), so nothing is told of a change that rolled
// back and nothing is lost of one that committed. The e-mail columns record each
// row's delivery for HR; the queue that sends them is pg-boss's, in its own schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table employees add column email text
      check (email is null or email ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$');

    create table notifications (
      id bigserial primary key,
      recipient text not null references employees (emp_id) on delete cascade,
      category text not null check (category in ('approvals', 'decisions', 'team', 'account')),
      title text not null,
      body text not null default '',
      link text not null,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      -- none: not to be e-mailed (off, no address, or e-mail not set up); queued;
      -- digest (waits for the person's daily summary); sent; failed (the retries ran
      -- out; HR sees these).
      email_state text not null default 'none' check (email_state in ('none', 'queued', 'digest', 'sent', 'failed')),
      email_attempts integer not null default 0,
      email_error text,
      emailed_at timestamptz,
      -- Reminders sent by every node's periodic check carry a key, so each is written once.
      dedupe_key text
    );
    create unique index notifications_dedupe_idx on notifications (dedupe_key) where dedupe_key is not null;
    create index notifications_recipient_idx on notifications (recipient, id desc);
    create index notifications_unread_idx on notifications (recipient) where read_at is null;
    create index notifications_email_problems_idx on notifications (id desc) where email_state = 'failed' or email_error is not null;

    create table notification_preferences (
      emp_id text not null references employees (emp_id) on delete cascade,
      category text not null check (category in ('approvals', 'decisions', 'team', 'account')),
      delivery text not null check (delivery in ('immediately', 'digest', 'off')),
      primary key (emp_id, category)
    );
    create index notifications_digest_idx on notifications (recipient, id) where email_state = 'digest';

    -- One row per company day the daily summaries were handed to the mail queue: the
    -- first node to insert it sends them, every other node finds it there.
    create table notification_digest_runs (
      run_date date primary key,
      started_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table notification_digest_runs;
    drop table notification_preferences;
    drop table notifications;
    alter table employees drop column email;
  `.execute(db);
}
