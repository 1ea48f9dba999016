import { sql, type Kysely } from 'kysely';

// Stored days summed ahead of time, by span: the days of one person within one week
// (Monday to Sunday) and one half of a month (the 1st to the 15th, the 16th to its
// end). A month is six or seven spans, a quarter about twenty, so the reports, the
// payroll hand-off and the dashboard add up a few rows per person instead of a row a
// day; they read the days themselves only at the ends of a range that cuts a span.
// Weeks serve the dashboard's weeks, halves the default payroll cut-offs, and both the
// months.
//
// A span is written only when every one of its days is stored and current under one
// company version, with one row per day type and leave charged (the reports' and the
// hand-off's grouping) and one total row (the dashboard's). It is kept true by the
// same rules as the days it sums:
// - a day made stale (a placeholder) or removed deletes its span, by a trigger on
//   daily_attendance, in the transaction of the change, so no writer can forget it;
// - a store of days rebuilds the spans of the days it wrote
//   (rebuild_attendance_spans): it share-locks every day of those spans first, so a
//   change to one of them either committed before (and is seen: no span) or waits for
//   the store and then deletes what the store wrote;
// - a change of company version leaves the spans of the older version unread until
//   their days are stored again.
//
// What one day adds to a sum is written once (attendance_day_figures), read by the span
// builder and by the readers for the days at a range's ends. The figures are added as
// float8: a sum of numerics keeps a large state per group (130 MB for a month of 10,000
// people's sums by day type, spilled to disk), a float8 one a number. The days carry
// hundredths, every answer rounds its sums to the hundredth, and a float8 sum of them
// is within far less than half a hundredth of the exact one, so the answers are exact.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function attendance_span_start(d date) returns date language sql immutable parallel safe as $$
      select greatest(date_trunc('week', d::timestamp)::date,
        date_trunc('month', d::timestamp)::date + case when extract(day from d) >= 16 then 15 else 0 end)
    $$;
    create function attendance_span_end(d date) returns date language sql immutable parallel safe as $$
      select least(date_trunc('week', d::timestamp)::date + 6,
        case when extract(day from d) >= 16 then (date_trunc('month', d::timestamp) + interval '1 month')::date - 1
          else date_trunc('month', d::timestamp)::date + 14 end)
    $$;

    -- Arrays of dates appended across the pieces of a sum (a span's, a day's).
    create aggregate attendance_dates_agg(text[]) (sfunc = array_cat, stype = text[], initcond = '{}');

    create view attendance_day_figures as
      select emp_id, trdate, company_version, daycd, charged_to,
        1 as days,
        (tardy > 0)::int as late_days,
        tardy::float8 as tardy,
        (undertime > 0)::int as undertime_days,
        undertime::float8 as undertime, othrs::float8 as othrs, othrsapv::float8 as othrsapv, reghrs::float8 as reghrs,
        nphrs::float8 as nphrs, otnphrs::float8 as otnphrs,
        least(otnphrs, othrsapv)::float8 as overtime_night,
        case when charged_to is not null and hrday1 > 0 then hrday1 else 0 end::float8 as leave_hours,
        -- Rest days and holidays: approved hours within the first 8 and beyond, and the night hours of each.
        case when daycd <> 'REG' then least(othrsapv, 8) else 0 end::float8 as premium_first8,
        case when daycd <> 'REG' then othrsapv - least(othrsapv, 8) else 0 end::float8 as premium_beyond8,
        case when daycd <> 'REG' then least(nphrs_first8, othrsapv, 8) else 0 end::float8 as premium_night_first8,
        case when daycd <> 'REG' then least(greatest(otnphrs - nphrs_first8, 0), othrsapv - least(othrsapv, 8)) else 0 end::float8 as premium_night_beyond8,
        case when absent then array[to_char(trdate, 'YYYY-MM-DD')] else '{}'::text[] end as absent_dates,
        case when incomplete then array[to_char(trdate, 'YYYY-MM-DD')] else '{}'::text[] end as incomplete_dates,
        -- The dashboard's weeks count working days only (see the dashboard_working_day migration).
        coalesce(working_day, false)::int as working_days,
        (coalesce(working_day, false) and absent)::int as absences,
        case when working_day then tardy else 0 end::float8 as working_tardy,
        (coalesce(working_day, false) and tardy > 0)::int as working_late_days,
        case when working_day then undertime else 0 end::float8 as working_undertime,
        (coalesce(working_day, false) and undertime > 0)::int as working_undertime_days
      from daily_attendance
      where computed is not null;

    create table attendance_spans (
      emp_id text not null references employees (emp_id) on delete cascade,
      span_start date not null,
      -- The span's total (the dashboard's), or one day type and leave charged (the reports').
      total boolean not null,
      daycd text,
      charged_to text,
      company_version bigint not null,
      days int not null,
      late_days int not null,
      tardy float8 not null,
      undertime_days int not null,
      undertime float8 not null,
      othrs float8 not null,
      othrsapv float8 not null,
      reghrs float8 not null,
      nphrs float8 not null,
      otnphrs float8 not null,
      overtime_night float8 not null,
      leave_hours float8 not null,
      premium_first8 float8 not null,
      premium_beyond8 float8 not null,
      premium_night_first8 float8 not null,
      premium_night_beyond8 float8 not null,
      absent_dates text[] not null,
      incomplete_dates text[] not null,
      working_days int not null,
      absences int not null,
      working_tardy float8 not null,
      working_late_days int not null,
      working_undertime float8 not null,
      working_undertime_days int not null
    );
    create unique index attendance_spans_key on attendance_spans (emp_id, span_start, total, coalesce(daycd, ''), coalesce(charged_to, ''));
    -- The sums read each person's spans from this index alone (an index-only scan).
    create index attendance_spans_sums_idx on attendance_spans (emp_id, total, span_start)
      include (company_version, daycd, charged_to, days, late_days, tardy, undertime_days, undertime, othrs, othrsapv, reghrs, nphrs,
        otnphrs, overtime_night, leave_hours, premium_first8, premium_beyond8, premium_night_first8, premium_night_beyond8,
        absent_dates, incomplete_dates, working_days, absences, working_tardy, working_late_days, working_undertime, working_undertime_days);

    create function rebuild_attendance_spans(p_emp_ids text[], p_starts date[]) returns void language plpgsql as $$
    begin
      -- Every day of the spans share-locked first: a change to one either committed before
      -- (the sums below see it) or waits for this transaction and then deletes what it writes.
      -- Each statement reads the days span by span (LATERAL, by the primary key), and is
      -- planned for its own keys (EXECUTE): a plan made while the tables' statistics
      -- said they were nearly empty scanned all of a batch's days for every span, and
      -- a plan kept from the first calls read the tables whole once they had grown.
      execute $q$
      select 1 from (select distinct * from unnest($1, $2)) as k (emp_id, span_start)
        cross join lateral (
          select 1 from daily_attendance a
          where a.emp_id = k.emp_id and a.trdate between k.span_start and attendance_span_end(k.span_start)
          order by a.trdate
          for share
        ) locked
      $q$ using p_emp_ids, p_starts;
      execute $q$
      delete from attendance_spans s using (select distinct * from unnest($1, $2)) as k (emp_id, span_start)
        where s.emp_id = k.emp_id and s.span_start = k.span_start
      $q$ using p_emp_ids, p_starts;
      execute $q$
      insert into attendance_spans
        select emp_id, span_start, total, daycd, charged_to, version, days, late_days, tardy, undertime_days, undertime, othrs,
          othrsapv, reghrs, nphrs, otnphrs, overtime_night, leave_hours, premium_first8, premium_beyond8, premium_night_first8,
          premium_night_beyond8, absent_dates, incomplete_dates, working_days, absences, working_tardy, working_late_days,
          working_undertime, working_undertime_days
        from (
          select k.emp_id, k.span_start, grouping(f.daycd, f.charged_to) = 3 as total, f.daycd, f.charged_to,
            min(f.company_version) as version,
            -- A span is written only when every one of its days is stored, under one company version.
            bool_or(grouping(f.daycd, f.charged_to) = 3 and count(*) = attendance_span_end(k.span_start) - k.span_start + 1
              and count(distinct f.company_version) = 1) over (partition by k.emp_id, k.span_start) as complete,
            sum(f.days)::int as days, sum(f.late_days)::int as late_days, sum(f.tardy) as tardy,
            sum(f.undertime_days)::int as undertime_days, sum(f.undertime) as undertime, sum(f.othrs) as othrs,
            sum(f.othrsapv) as othrsapv, sum(f.reghrs) as reghrs, sum(f.nphrs) as nphrs, sum(f.otnphrs) as otnphrs,
            sum(f.overtime_night) as overtime_night, sum(f.leave_hours) as leave_hours, sum(f.premium_first8) as premium_first8,
            sum(f.premium_beyond8) as premium_beyond8, sum(f.premium_night_first8) as premium_night_first8,
            sum(f.premium_night_beyond8) as premium_night_beyond8,
            attendance_dates_agg(f.absent_dates) as absent_dates, attendance_dates_agg(f.incomplete_dates) as incomplete_dates,
            sum(f.working_days)::int as working_days, sum(f.absences)::int as absences, sum(f.working_tardy) as working_tardy,
            sum(f.working_late_days)::int as working_late_days, sum(f.working_undertime) as working_undertime,
            sum(f.working_undertime_days)::int as working_undertime_days
          from (select distinct * from unnest($1, $2)) as k (emp_id, span_start)
            cross join lateral (
              select * from attendance_day_figures f
              where f.emp_id = k.emp_id and f.trdate between k.span_start and attendance_span_end(k.span_start)
            ) f
          group by k.emp_id, k.span_start, grouping sets ((f.daycd, f.charged_to), ())
        ) sums
        where complete
      $q$ using p_emp_ids, p_starts;
    end $$;

    create function attendance_spans_stale() returns trigger language plpgsql as $$
    begin
      -- A store rewrites days without staling any (and sums their spans itself).
      if tg_op = 'UPDATE' and not exists (select 1 from changed_rows where computed is null) then
        return null;
      end if;
      -- Span by span through the index, whatever the statistics say (see rebuild_attendance_spans).
      delete from attendance_spans s where s.ctid = any(array(
        select held.ctid
        from (select distinct r.emp_id, attendance_span_start(r.trdate) from changed_rows r where tg_op = 'DELETE' or r.computed is null)
          as k (emp_id, span_start)
          cross join lateral (select sp.ctid from attendance_spans sp where sp.emp_id = k.emp_id and sp.span_start = k.span_start) held
      ));
      return null;
    end $$;
    create trigger daily_attendance_updated_spans after update on daily_attendance referencing new table as changed_rows
      for each statement execute function attendance_spans_stale();
    create trigger daily_attendance_deleted_spans after delete on daily_attendance referencing old table as changed_rows
      for each statement execute function attendance_spans_stale();

    -- The days already stored, summed.
    select rebuild_attendance_spans(array_agg(emp_id), array_agg(span_start))
    from (select distinct emp_id, attendance_span_start(trdate) as span_start from daily_attendance where computed is not null) spans;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger daily_attendance_updated_spans on daily_attendance;
    drop trigger daily_attendance_deleted_spans on daily_attendance;
    drop function attendance_spans_stale();
    drop function rebuild_attendance_spans(text[], date[]);
    drop table attendance_spans;
    drop view attendance_day_figures;
    drop aggregate attendance_dates_agg(text[]);
    drop function attendance_span_end(date);
    drop function attendance_span_start(date);
  `.execute(db);
}
