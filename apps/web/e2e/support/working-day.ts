import { runSql } from './global-setup';

/**
 * The first Monday-to-Friday day at least `daysAhead` from today (Manila) that is
 * not a holiday in the portal's calendar, so a journey's leave or overtime always
 * falls on a working day of a day-shift employee.
 */
export async function nextWorkingDay(daysAhead: number): Promise<string> {
  const { rows } = await runSql(
    `select d::date::text as day from generate_series((now() at time zone 'Asia/Manila')::date + $1::int, (now() at time zone 'Asia/Manila')::date + $1::int + 30, interval '1 day') d
     where extract(isodow from d) < 6 and not exists (select 1 from holidays h where h.holiday_date = d::date and h.type in ('LH', 'SH'))
     order by d limit 1`,
    [daysAhead],
  );
  return (rows[0] as { day: string }).day;
}

/**
 * The day a span of `count` working days starting on `from` ends (weekends and
 * holidays skipped), so a leave of that many days is that long at any time of year:
 * a fixed number of calendar days holds fewer working days around Christmas.
 */
export async function workingDaysFrom(from: string, count: number): Promise<string> {
  const { rows } = await runSql(
    `select d::date::text as day from generate_series($1::date, $1::date + 60, interval '1 day') d
     where extract(isodow from d) < 6 and not exists (select 1 from holidays h where h.holiday_date = d::date and h.type in ('LH', 'SH'))
     order by d offset $2::int - 1 limit 1`,
    [from, count],
  );
  return (rows[0] as { day: string }).day;
}
