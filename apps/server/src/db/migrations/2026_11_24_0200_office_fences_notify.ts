import { sql, type Kysely } from 'kysely';

// API nodes cache each employee's office fence for the time clock; this tells every
// node when offices change, or when an employee joins, leaves or moves office, by
// whatever path. One message per statement: the caches empty whole, so the count
// of rows does not matter, and a bulk import sends one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_office_fences_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_revoked', 'office-fences');
      return null;
    end $$;

    create trigger offices_fences_notify
      after insert or update or delete on offices
      for each statement execute function notify_office_fences_changed();

    create trigger employees_fences_notify
      after insert or delete or update of office_id, emp_id on employees
      for each statement execute function notify_office_fences_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger employees_fences_notify on employees;
    drop trigger offices_fences_notify on offices;
    drop function notify_office_fences_changed();
  `.execute(db);
}
