import { sql, type Kysely } from 'kysely';

// Each person's computed day, kept instead of computed again for every report (see
// features/attendance/stored-days.ts). A day is stored once it is three days past in
// the company's zone; nearer days change through the day and are computed each time.
//
// What makes a stored day stale is marked here, by triggers, in the transaction of
// the change, so no writer can forget it:
// - one person's days: their punches, day marks (approved leave and official
//   business), approved overtime and approved shift changes; the day's row becomes a
//   placeholder (computed is null), made if it was not there yet;
// - a person's whole history: their default shift, rest days or office; their rows
//   become placeholders and their mark in attendance_marks is touched;
// - everyone: the company's settings or time zone and the shift definitions raise the
//   company version in attendance_marks ('*'), and a row of an older version is
//   stale; a holiday makes that date's rows placeholders.
// Every mark carries the transaction that made it (xid8). A reader stores a day it
// computed only where every mark that concerns it was visible in the snapshot taken
// before it read the facts: a change that commits while it computes is never
// overwritten by the older figures.
/**
 * The tables whose rows stale their people's days, and which days a row stales: the
 * stored days it touches (never one too recent to be stored) and only the rows the
 * computation reads (approved overtime and shift changes).
 */
const daySources = [
  { table: 'punches', days: (rows: string) => `select r.emp_id, r.trdate from ${rows} r where r.trdate <= attendance_store_cutoff()` },
  { table: 'day_marks', days: (rows: string) => `select r.emp_id, r.trdate from ${rows} r where r.trdate <= attendance_store_cutoff()` },
  {
    table: 'overtimes',
    days: (rows: string) => `select r.emp_id, r.otdate from ${rows} r where r.overall_status = 'A' and r.otdate <= attendance_store_cutoff()`,
  },
  {
    table: 'shift_changes',
    days: (rows: string) => `select r.emp_id, d::date from ${rows} r, generate_series(r.frdate::timestamp, least(r.todate, attendance_store_cutoff())::timestamp, interval '1 day') d
      where r.overall_status = 'A' and r.frdate <= attendance_store_cutoff()`,
  },
];

/**
 * For each source table, a trigger function and its insert, update and delete
 * triggers: the statement's rows (new_rows, old_rows) stale their days in one
 * set-based statement each. Static SQL, so its plan is kept per session: dynamic SQL
 * cost each time-in 0.3 ms more, this about 0.05 ms.
 */
function dayTriggers(): string {
  const stale = (days: string) => `
        insert into daily_attendance as a (emp_id, trdate, changed_xid)
          select distinct changed.emp_id, changed.trdate, pg_current_xact_id() from (${days}) as changed (emp_id, trdate)
          on conflict (emp_id, trdate) do update set computed = null, changed_xid = excluded.changed_xid;`;
  return daySources
    .map(({ table, days }) => `
    create function attendance_${table}_days_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then${stale(days('new_rows'))}
      end if;
      if tg_op in ('UPDATE', 'DELETE') then${stale(days('old_rows'))}
      end if;
      return null;
    end $$;
    create trigger ${table}_inserted_days after insert on ${table} referencing new table as new_rows
      for each statement execute function attendance_${table}_days_changed();
    create trigger ${table}_updated_days after update on ${table} referencing old table as old_rows new table as new_rows
      for each statement execute function attendance_${table}_days_changed();
    create trigger ${table}_deleted_days after delete on ${table} referencing old table as old_rows
      for each statement execute function attendance_${table}_days_changed();`)
    .join('\n');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table daily_attendance (
      emp_id text not null references employees (emp_id) on delete cascade,
      trdate date not null,
      -- The day as computed (the attendance row without the person's number and name);
      -- null: stale, computed again when next read or by the background refresh.
      computed jsonb,
      -- What it was computed from: the shift, rest day, holiday, punches, leave,
      -- official business, approved overtime and the company version.
      inputs jsonb,
      company_version bigint,
      computed_at timestamptz,
      -- The last transaction that computed or staled the row.
      changed_xid xid8 not null,
      -- The figures the reports and the payroll hand-off add up, as columns: summing
      -- them is many times faster than reading them out of the JSON each time.
      daycd text generated always as (computed ->> 'daycd') stored,
      charged_to text generated always as (computed ->> 'charged_to') stored,
      tardy numeric generated always as ((computed ->> 'tardy')::numeric) stored,
      undertime numeric generated always as ((computed ->> 'undertime')::numeric) stored,
      othrs numeric generated always as ((computed ->> 'othrs')::numeric) stored,
      othrsapv numeric generated always as ((computed ->> 'othrsapv')::numeric) stored,
      reghrs numeric generated always as ((computed ->> 'reghrs')::numeric) stored,
      nphrs numeric generated always as ((computed ->> 'nphrs')::numeric) stored,
      otnphrs numeric generated always as ((computed ->> 'otnphrs')::numeric) stored,
      hrday1 numeric generated always as ((computed ->> 'hrday1')::numeric) stored,
      absent boolean generated always as ((computed ->> 'absent')::boolean) stored,
      incomplete boolean generated always as ((computed ->> 'incomplete')::boolean) stored,
      primary key (emp_id, trdate)
    );
    create index daily_attendance_day_idx on daily_attendance (trdate);

    create table attendance_marks (
      -- '*' for the whole company, else an employee's number.
      scope text primary key,
      version bigint not null,
      changed_xid xid8 not null
    );
    insert into attendance_marks (scope, version, changed_xid) values ('*', next_cache_version(0), pg_current_xact_id());

    -- The last day a reader may store: three days before today in any zone is at most
    -- two days before today in UTC, so these triggers mark every day that can be stored.
    create function attendance_store_cutoff() returns date language sql stable as $$
      select (now() at time zone 'UTC')::date - 2
    $$;

    ${sql.raw(dayTriggers())}

    -- A person's schedule or office: all their days.
    create function attendance_person_changed() returns trigger language plpgsql as $$
    begin
      insert into attendance_marks as m (scope, version, changed_xid) values (new.emp_id, 0, pg_current_xact_id())
        on conflict (scope) do update set changed_xid = excluded.changed_xid;
      update daily_attendance set computed = null, changed_xid = pg_current_xact_id() where emp_id = new.emp_id and computed is not null;
      return null;
    end $$;
    create trigger employees_attendance_changed after update of default_shift, rest_days, office_id on employees
      for each row when (old.default_shift is distinct from new.default_shift or old.rest_days is distinct from new.rest_days or old.office_id is distinct from new.office_id)
      execute function attendance_person_changed();

    -- The company's rules: every stored day is of an older version from now on.
    create function attendance_company_changed() returns trigger language plpgsql as $$
    begin
      update attendance_marks set version = next_cache_version(version), changed_xid = pg_current_xact_id() where scope = '*';
      return null;
    end $$;
    create trigger company_attendance_changed after update of settings, time_zone on company
      for each row when (old.settings -> 'attendance' is distinct from new.settings -> 'attendance' or old.time_zone is distinct from new.time_zone)
      execute function attendance_company_changed();
    create trigger shifts_attendance_changed after insert or update or delete on shifts
      for each statement execute function attendance_company_changed();

    -- A holiday: that date's rows, everyone's; the company mark is touched so that a
    -- reader computing that date without it does not store it.
    create function attendance_holidays_changed() returns trigger language plpgsql as $$
    begin
      update attendance_marks set changed_xid = pg_current_xact_id() where scope = '*';
      update daily_attendance set computed = null, changed_xid = pg_current_xact_id()
        where computed is not null and trdate in (select holiday_date from changed_rows);
      return null;
    end $$;
    create trigger holidays_inserted_days after insert on holidays referencing new table as changed_rows
      for each statement execute function attendance_holidays_changed();
    create trigger holidays_updated_old_days after update on holidays referencing old table as changed_rows
      for each statement execute function attendance_holidays_changed();
    create trigger holidays_updated_new_days after update on holidays referencing new table as changed_rows
      for each statement execute function attendance_holidays_changed();
    create trigger holidays_deleted_days after delete on holidays referencing old table as changed_rows
      for each statement execute function attendance_holidays_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger holidays_inserted_days on holidays;
    drop trigger holidays_updated_old_days on holidays;
    drop trigger holidays_updated_new_days on holidays;
    drop trigger holidays_deleted_days on holidays;
    drop function attendance_holidays_changed();
    drop trigger company_attendance_changed on company;
    drop trigger shifts_attendance_changed on shifts;
    drop function attendance_company_changed();
    drop trigger employees_attendance_changed on employees;
    drop function attendance_person_changed();
    ${sql.raw(daySources.map(({ table }) => `drop function attendance_${table}_days_changed() cascade;`).join('\n'))}
    drop function attendance_store_cutoff();
    drop table attendance_marks, daily_attendance;
  `.execute(db);
}
