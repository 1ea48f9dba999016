import { sql, type Kysely } from 'kysely';

// API nodes cache each employee's time records; this tells every node when an
// employee's punches change, by whatever path (time clock, approved adjustment,
// import, a statement typed by hand). Identical notifications in one transaction are
// sent once, so a bulk change costs one message per employee.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_punches_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform pg_notify('session_revoked', 'punches:' || old.emp_id);
      else
        perform pg_notify('session_revoked', 'punches:' || new.emp_id);
        if tg_op = 'UPDATE' and old.emp_id <> new.emp_id then
          perform pg_notify('session_revoked', 'punches:' || old.emp_id);
        end if;
      end if;
      return null;
    end $$;

    create trigger punches_changed_notify
      after insert or update or delete on punches
      for each row execute function notify_punches_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger punches_changed_notify on punches;
    drop function notify_punches_changed();
  `.execute(db);
}
