import { sql, type Kysely } from 'kysely';

// What several API nodes on one database must share:
// - the login throttle's counters (one row per address and route, counted by every
//   node). Unlogged: no WAL for a counter that lives a minute; a crash empties it,
//   which only forgives the attempts of that minute;
// - a word on the invalidation channel when the company row changes (its time zone
//   and time clock policy are cached per node), once per statement;
// - a word when an employee's name, roles or status, or an account's must-change
//   flag, change by any path: the token hash of each of their live sessions, so
//   every node re-reads them on the next call (the session cache's payload).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table rate_limit_hits (
      key text primary key,
      hits integer not null,
      window_ends_at timestamptz not null
    );
    create index rate_limit_hits_window_ends_at_idx on rate_limit_hits (window_ends_at);

    create function notify_company_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_revoked', 'company');
      return null;
    end $$;

    create trigger company_changed_notify
      after insert or update or delete on company
      for each statement execute function notify_company_changed();

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
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger user_accounts_session_flags_notify on user_accounts;
    drop trigger employees_session_flags_notify on employees;
    drop function notify_sessions_of_employee();
    drop trigger company_changed_notify on company;
    drop function notify_company_changed();
    drop table rate_limit_hits;
  `.execute(db);
}
