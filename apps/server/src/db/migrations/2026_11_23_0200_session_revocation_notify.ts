import { sql, type Kysely } from 'kysely';

// API nodes cache live sessions for a minute; this tells every node at once when a
// session is revoked or deleted, so a logout takes effect everywhere immediately.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_session_revoked() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_revoked', old.token_hash);
      return null;
    end $$;

    create trigger sessions_revoked_notify
      after update of revoked_at on sessions
      for each row when (new.revoked_at is not null and old.revoked_at is null)
      execute function notify_session_revoked();

    create trigger sessions_deleted_notify
      after delete on sessions
      for each row execute function notify_session_revoked();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger sessions_deleted_notify on sessions;
    drop trigger sessions_revoked_notify on sessions;
    drop function notify_session_revoked();
  `.execute(db);
}
