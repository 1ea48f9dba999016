import { sql, type Kysely } from 'kysely';

// A locked (or released) payroll run locks its cut-off: the requests that change
// attendance (adjustments, official business, leave, overtime, shift changes) can no
// longer be filed, edited or approved for its dates, whoever writes them (a service, an
// import, SQL typed by hand). What still may happen changes nothing paid: a request
// not approved may be disapproved, or removed by its requester.
//
// The run's row is share-locked while a request is written, so a run being locked and
// a request being approved wait for each other: whichever commits second sees the
// other (the request is refused, or the run is locked with it approved).
//
// The refusal is SQLSTATE PL423 with the message a person reads; the server answers it
// as 409.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function refuse_locked_cutoff() returns trigger language plpgsql as $$
    declare
      first_day date;
      last_day date;
      locked record;
      ranges daterange[];
      span daterange;
    begin
      if tg_op = 'UPDATE' and new.overall_status in ('D', 'E') and old.overall_status in ('', 'B') then
        return new;
      end if;
      if tg_op = 'DELETE' and old.overall_status <> 'A' then
        return old;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        ranges := array[daterange((to_jsonb(old) ->> tg_argv[0])::date, (to_jsonb(old) ->> tg_argv[1])::date, '[]')];
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        ranges := coalesce(ranges, '{}') || daterange((to_jsonb(new) ->> tg_argv[0])::date, (to_jsonb(new) ->> tg_argv[1])::date, '[]');
      end if;
      foreach span in array ranges loop
        first_day := lower(span);
        last_day := upper(span) - 1;
        for locked in
          select r.status, r.from_date, r.to_date from payroll_runs r
          where r.from_date <= last_day and r.to_date >= first_day
          order by r.id
          for share
        loop
          if locked.status in ('locked', 'released') then
            raise exception using
              errcode = 'PL423',
              message = format(
                'The payroll of %s to %s is %s: requests for those dates can no longer be filed, changed or approved. Ask HR to make the change in the next payroll.',
                trim(to_char(locked.from_date, 'FMMonth FMDD')), trim(to_char(locked.to_date, 'FMMonth FMDD, YYYY')), locked.status);
          end if;
        end loop;
      end loop;
      return coalesce(new, old);
    end
    $$;
    create trigger attendance_adjustments_cutoff_lock before insert or update or delete on attendance_adjustments
      for each row execute function refuse_locked_cutoff('trdate', 'trdate');
    create trigger official_business_cutoff_lock before insert or update or delete on official_business
      for each row execute function refuse_locked_cutoff('frdate', 'todate');
    create trigger leaves_cutoff_lock before insert or update or delete on leaves
      for each row execute function refuse_locked_cutoff('frdate', 'todate');
    create trigger overtimes_cutoff_lock before insert or update or delete on overtimes
      for each row execute function refuse_locked_cutoff('otdate', 'otdate');
    create trigger shift_changes_cutoff_lock before insert or update or delete on shift_changes
      for each row execute function refuse_locked_cutoff('frdate', 'todate');
    create index payroll_runs_dates_idx on payroll_runs (from_date, to_date);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger attendance_adjustments_cutoff_lock on attendance_adjustments;
    drop trigger official_business_cutoff_lock on official_business;
    drop trigger leaves_cutoff_lock on leaves;
    drop trigger overtimes_cutoff_lock on overtimes;
    drop trigger shift_changes_cutoff_lock on shift_changes;
    drop function refuse_locked_cutoff();
    drop index payroll_runs_dates_idx;
  `.execute(db);
}
