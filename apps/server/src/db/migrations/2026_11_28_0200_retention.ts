import { sql, type Kysely } from 'kysely';

// Retention (Data Privacy Act, RA 10173, sec. 11(e): kept no longer than needed).
// - retention_policies: per kind of personal data, how many years it is kept after
//   the person's separation (the access log: after each entry), as HR set it; the
//   defaults and their reasons are in the README.
// - The retention job alone may delete a separated person's approved requests in a
//   locked payroll, and old access log entries: both refusals step aside when its
//   transaction says so (portal.disposal = on, set locally), and for nothing else.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table retention_policies (
      kind text primary key check (kind in ('attendance', 'supporting_documents', 'certificates', 'payroll', 'government_ids', 'account', 'access_log')),
      years int not null check (years between 1 and 100)
    );
    insert into retention_policies (kind, years) values
      ('attendance', 3), ('supporting_documents', 3), ('certificates', 3), ('payroll', 10), ('government_ids', 10), ('account', 1), ('access_log', 5);

    create or replace function refuse_locked_cutoff() returns trigger language plpgsql as $$
    declare
      first_day date;
      last_day date;
      locked record;
      ranges daterange[];
      span daterange;
    begin
      -- The retention job disposes of a separated person's old requests, locked or not.
      if tg_op = 'DELETE' and current_setting('portal.disposal', true) = 'on' then
        return old;
      end if;
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

    create or replace function refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('portal.disposal', true) = 'on' then
        return old;
      end if;
      raise exception 'the access log is append-only';
    end
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table retention_policies;
    create or replace function refuse_locked_cutoff() returns trigger language plpgsql as $$
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
    create or replace function refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the access log is append-only';
    end
    $$;
  `.execute(db);
}
