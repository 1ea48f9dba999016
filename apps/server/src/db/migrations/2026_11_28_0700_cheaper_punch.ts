import { sql, type Kysely } from 'kysely';

// A new punch's bookkeeping in one trigger instead of two, and without a notification:
// - the employee's records version (what the time records cache is checked against,
//   see 2026_11_27_0400_cache_versions) and the stored days it stales (see
//   2026_11_27_0500_daily_attendance) are written by one statement trigger, one
//   PL/pgSQL call with two statements, where two triggers made three calls;
// - no punch notifies the nodes any more. The notification only dropped a cached
//   answer early to free memory: whether an answer may be served is decided by the
//   version every call's session statement reads, and the cache is bounded. Every node
//   heard every punch of the company and woke for it.
// Updates and deletes of punches (reviews, adjustments, retention) keep their own
// triggers; they are rare.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function bump_records_versions(emp_ids text[]) returns void language plpgsql as $$
    begin
      insert into employee_versions as v (emp_id, records)
        select id, next_cache_version(0) from unnest(emp_ids) as id
        on conflict (emp_id) do update set records = next_cache_version(v.records);
    end $$;

    create function punches_inserted_changes() returns trigger language plpgsql as $$
    begin
      insert into employee_versions as v (emp_id, records)
        select changed.emp_id, next_cache_version(0) from (select distinct emp_id from new_rows order by 1) as changed
        on conflict (emp_id) do update set records = next_cache_version(v.records);
      insert into daily_attendance as a (emp_id, trdate, changed_xid)
        select distinct r.emp_id, r.trdate, pg_current_xact_id() from new_rows r where r.trdate <= attendance_store_cutoff()
        on conflict (emp_id, trdate) do update set computed = null, changed_xid = excluded.changed_xid;
      return null;
    end $$;
    drop trigger punches_inserted_version on punches;
    drop trigger punches_inserted_days on punches;
    drop function punches_inserted();
    create trigger punches_inserted_changes after insert on punches referencing new table as new_rows
      for each statement execute function punches_inserted_changes();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger punches_inserted_changes on punches;
    drop function punches_inserted_changes();
    create function punches_inserted() returns trigger language plpgsql as $$
    begin
      perform bump_records_versions(array(select distinct emp_id from new_rows order by 1));
      return null;
    end $$;
    create trigger punches_inserted_version after insert on punches
      referencing new table as new_rows for each statement execute function punches_inserted();
    create trigger punches_inserted_days after insert on punches referencing new table as new_rows
      for each statement execute function attendance_punches_days_changed();
    create or replace function bump_records_versions(emp_ids text[]) returns void language plpgsql as $$
    begin
      insert into employee_versions as v (emp_id, records)
        select id, next_cache_version(0) from unnest(emp_ids) as id
        on conflict (emp_id) do update set records = next_cache_version(v.records);
      perform pg_notify('session_revoked', 'punches:' || id) from unnest(emp_ids) as id;
    end $$;
  `.execute(db);
}
