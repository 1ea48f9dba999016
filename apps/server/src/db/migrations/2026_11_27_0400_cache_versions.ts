import { sql, type Kysely } from 'kysely';

// Versions of what API nodes cache, bumped in the transaction that changes it, and
// read by the statement every call runs to look up its session (see
// features/session/session-lookups.ts). A node whose copy is older than the version
// its caller saw reads fresh: what any node acknowledged, the next call sees on every
// node. The notifications stay, to drop memory early; they no longer decide freshness.
// - 'settings' in cache_versions: the company row, offices, employee sites, and who
//   belongs to which office (the time zone, time clock policy, session timeouts and
//   office fences nodes keep), once per statement;
// - employee_versions.records: an employee's punches (a punch, a review, an approved
//   adjustment, an import), once per statement and employee.
// A version is at least the clock in microseconds, so it moves past every version
// seen before even after a restore from a backup has put an older one back.
// The session notifications (revocations, changed roles) had only the per-node
// session cache to tell; sessions are read fresh on every call now, so they go.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function next_cache_version(current_version bigint) returns bigint language sql volatile as $$
      select greatest(coalesce(current_version, 0) + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)
    $$;

    create table cache_versions (
      scope text primary key,
      version bigint not null
    );
    insert into cache_versions (scope, version) values ('settings', next_cache_version(0));

    create table employee_versions (
      emp_id text primary key,
      records bigint not null
    );

    create function settings_changed() returns trigger language plpgsql as $$
    begin
      update cache_versions set version = next_cache_version(version) where scope = 'settings';
      if tg_nargs > 0 then
        perform pg_notify('session_revoked', tg_argv[0]);
      end if;
      return null;
    end $$;

    drop trigger company_changed_notify on company;
    drop function notify_company_changed();
    create trigger company_settings_changed
      after insert or update or delete on company
      for each statement execute function settings_changed();

    drop trigger offices_fences_notify on offices;
    drop trigger employees_fences_notify on employees;
    drop trigger employee_sites_fences_notify on employee_sites;
    drop function notify_office_fences_changed();
    create trigger offices_settings_changed
      after insert or update or delete on offices
      for each statement execute function settings_changed('office-fences');
    create trigger employees_settings_changed
      after insert or delete or update of office_id, emp_id, field_staff on employees
      for each statement execute function settings_changed('office-fences');
    create trigger employee_sites_settings_changed
      after insert or update or delete on employee_sites
      for each statement execute function settings_changed('office-fences');

    drop trigger punches_changed_notify on punches;
    drop function notify_punches_changed();
    create function bump_records_versions(emp_ids text[]) returns void language plpgsql as $$
    begin
      insert into employee_versions as v (emp_id, records)
        select id, next_cache_version(0) from unnest(emp_ids) as id
        on conflict (emp_id) do update set records = next_cache_version(v.records);
      perform pg_notify('session_revoked', 'punches:' || id) from unnest(emp_ids) as id;
    end $$;
    create function punches_inserted() returns trigger language plpgsql as $$
    begin
      perform bump_records_versions(array(select distinct emp_id from new_rows order by 1));
      return null;
    end $$;
    create function punches_updated() returns trigger language plpgsql as $$
    begin
      perform bump_records_versions(array(select emp_id from new_rows union select emp_id from old_rows order by 1));
      return null;
    end $$;
    create function punches_deleted() returns trigger language plpgsql as $$
    begin
      perform bump_records_versions(array(select distinct emp_id from old_rows order by 1));
      return null;
    end $$;
    create trigger punches_inserted_version after insert on punches
      referencing new table as new_rows for each statement execute function punches_inserted();
    create trigger punches_updated_version after update on punches
      referencing old table as old_rows new table as new_rows for each statement execute function punches_updated();
    create trigger punches_deleted_version after delete on punches
      referencing old table as old_rows for each statement execute function punches_deleted();

    drop trigger employees_session_flags_notify on employees;
    drop trigger user_accounts_session_flags_notify on user_accounts;
    drop function notify_sessions_of_employee();
    drop trigger sessions_revoked_notify on sessions;
    drop trigger sessions_deleted_notify on sessions;
    drop function notify_session_revoked();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
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

    create function notify_sessions_of_employee() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_revoked', s.token_hash)
        from sessions s where s.emp_id = new.emp_id and s.revoked_at is null;
      return null;
    end $$;
    create trigger employees_session_flags_notify
      after update of firstname, lastname, approver, coeapprover, payslip, teamlead, hradmin, active on employees
      for each row when (
        (old.firstname, old.lastname, old.approver, old.coeapprover, old.payslip, old.teamlead, old.hradmin, old.active)
        is distinct from (new.firstname, new.lastname, new.approver, new.coeapprover, new.payslip, new.teamlead, new.hradmin, new.active))
      execute function notify_sessions_of_employee();
    create trigger user_accounts_session_flags_notify
      after update of must_change_password on user_accounts
      for each row when (old.must_change_password is distinct from new.must_change_password)
      execute function notify_sessions_of_employee();

    drop trigger punches_inserted_version on punches;
    drop trigger punches_updated_version on punches;
    drop trigger punches_deleted_version on punches;
    drop function punches_inserted();
    drop function punches_updated();
    drop function punches_deleted();
    drop function bump_records_versions(text[]);
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

    drop trigger offices_settings_changed on offices;
    drop trigger employees_settings_changed on employees;
    drop trigger employee_sites_settings_changed on employee_sites;
    drop trigger company_settings_changed on company;
    drop function settings_changed();
    create function notify_office_fences_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_revoked', 'office-fences');
      return null;
    end $$;
    create trigger offices_fences_notify
      after insert or update or delete on offices
      for each statement execute function notify_office_fences_changed();
    create trigger employees_fences_notify
      after insert or delete or update of office_id, emp_id, field_staff on employees
      for each statement execute function notify_office_fences_changed();
    create trigger employee_sites_fences_notify
      after insert or update or delete on employee_sites
      for each statement execute function notify_office_fences_changed();
    create function notify_company_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_revoked', 'company');
      return null;
    end $$;
    create trigger company_changed_notify
      after insert or update or delete on company
      for each statement execute function notify_company_changed();

    drop table employee_versions;
    drop table cache_versions;
    drop function next_cache_version(bigint);
  `.execute(db);
}
