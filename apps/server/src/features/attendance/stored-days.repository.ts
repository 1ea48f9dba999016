import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/database';

/**
 * What a read of stored days starts from, in one statement: the snapshot every fact
 * read after it sees at least, the company version stored days must carry, and the
 * company's time zone (what "today" is).
 */
export interface StoredDaysMoment {
  snapshot: string;
  version: string;
  timeZone: string;
}

export async function readStoredDaysMoment(db: Kysely<DB>): Promise<StoredDaysMoment> {
  const { rows } = await sql<StoredDaysMoment>`
    select pg_current_snapshot()::text as snapshot, m.version::text as version, coalesce(c.time_zone, 'Asia/Manila') as "timeZone"
    from attendance_marks m left join company c on true
    where m.scope = '*'
  `.execute(db);
  return rows[0]!;
}

/** The current stored days of the range (computed, of the moment's company version), as objects: for checking them. */
export async function listStoredDays(db: Kysely<DB>, empIds: readonly string[], from: string, to: string, version: string) {
  const { rows } = await sql<{ emp_id: string; trdate: string; computed: Record<string, unknown> }>`
    select emp_id, to_char(trdate, 'YYYY-MM-DD') as trdate, computed
    from daily_attendance
    where emp_id = any(${[...empIds]}::text[]) and trdate between ${from}::date and ${to}::date
      and computed is not null and company_version = ${version}::bigint
    order by emp_id, trdate
  `.execute(db);
  return rows;
}

/** One person's stored days of one day type and leave charged, summed: what the reports and the payroll hand-off add up. */
export interface StoredDaySum {
  emp_id: string;
  daycd: string;
  charged_to: string | null;
  days: number;
  late_days: number;
  tardy: number;
  undertime_days: number;
  undertime: number;
  othrs: number;
  othrsapv: number;
  reghrs: number;
  nphrs: number;
  otnphrs: number;
  /** The night hours within the approved overtime: each day's least of the two. */
  overtime_night: number;
  /** The leave hours of the days charged to a leave type. */
  leave_hours: number;
  /**
   * Rest days and holidays (0 on ordinary days): of each day's approved hours, those
   * within its first 8 and beyond, and the night hours of each part. Approved hours
   * count from the start of the work; night hours count as approved first, as in
   * overtime_night.
   */
  premium_first8: number;
  premium_beyond8: number;
  premium_night_first8: number;
  premium_night_beyond8: number;
  absent_dates: string[];
  incomplete_dates: string[];
}

/**
 * The people's current stored days of the range, summed by person and day type in the
 * database (numeric sums: exact to the hundredth the days carry). A person whose sums
 * do not cover every day of the range has stale or missing days. The figures come
 * from the covering index (daily_attendance_sums_idx), in person order; the dates
 * are listed unsorted (the caller sorts them), so no day is sorted twice.
 */
export async function sumStoredDays(db: Kysely<DB>, empIds: readonly string[], from: string, to: string, version: string): Promise<StoredDaySum[]> {
  const { rows } = await sql<StoredDaySum>`
    select emp_id, daycd, charged_to, count(*)::int as days,
      count(*) filter (where tardy > 0)::int as late_days,
      coalesce(sum(tardy), 0)::float8 as tardy,
      count(*) filter (where undertime > 0)::int as undertime_days,
      coalesce(sum(undertime), 0)::float8 as undertime,
      coalesce(sum(othrs), 0)::float8 as othrs,
      coalesce(sum(othrsapv), 0)::float8 as othrsapv,
      coalesce(sum(reghrs), 0)::float8 as reghrs,
      coalesce(sum(nphrs), 0)::float8 as nphrs,
      coalesce(sum(otnphrs), 0)::float8 as otnphrs,
      coalesce(sum(least(otnphrs, othrsapv)), 0)::float8 as overtime_night,
      coalesce(sum(hrday1) filter (where charged_to is not null and hrday1 > 0), 0)::float8 as leave_hours,
      coalesce(sum(least(othrsapv, 8)) filter (where daycd <> 'REG'), 0)::float8 as premium_first8,
      coalesce(sum(othrsapv - least(othrsapv, 8)) filter (where daycd <> 'REG'), 0)::float8 as premium_beyond8,
      coalesce(sum(least(nphrs_first8, othrsapv, 8)) filter (where daycd <> 'REG'), 0)::float8 as premium_night_first8,
      coalesce(sum(least(greatest(otnphrs - nphrs_first8, 0), othrsapv - least(othrsapv, 8))) filter (where daycd <> 'REG'), 0)::float8
        as premium_night_beyond8,
      coalesce(array_agg(to_char(trdate, 'YYYY-MM-DD')) filter (where absent), '{}') as absent_dates,
      coalesce(array_agg(to_char(trdate, 'YYYY-MM-DD')) filter (where incomplete), '{}') as incomplete_dates
    from daily_attendance
    where emp_id = any(${[...empIds]}::text[]) and trdate between ${from}::date and ${to}::date
      and computed is not null and company_version = ${version}::bigint
    group by emp_id, daycd, charged_to
  `.execute(db);
  return rows;
}

export interface DayToStore {
  emp_id: string;
  trdate: string;
  computed: unknown;
  inputs: unknown;
}

/**
 * Stores days computed from facts read after the moment's snapshot. A day is written
 * only where every mark that concerns it was visible in that snapshot: the company's
 * (and its version unchanged), the person's, and the day's own row. A change that
 * committed, or is still committing, while the days were computed leaves them
 * unwritten (a mark's row lock makes a committing writer finish first); they are
 * computed again at the next read.
 */
export async function storeDays(db: Kysely<DB>, moment: StoredDaysMoment, days: readonly DayToStore[]): Promise<number> {
  if (days.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const people = [...new Set(days.map((day) => day.emp_id))];
    const { rows: marks } = await sql<{ scope: string; seen: boolean; version: string }>`
      select scope, pg_visible_in_snapshot(changed_xid, ${moment.snapshot}::pg_snapshot) as seen, version::text as version
      from attendance_marks where scope = any(${['*', ...people]}::text[])
      order by scope
      for share
    `.execute(trx);
    const company = marks.find((mark) => mark.scope === '*');
    if (!company?.seen || company.version !== moment.version) return 0;
    const changed = new Set(marks.filter((mark) => !mark.seen).map((mark) => mark.scope));
    const kept = changed.size === 0 ? days : days.filter((day) => !changed.has(day.emp_id));
    if (kept.length === 0) return 0;
    const result = await sql`
      insert into daily_attendance as a (emp_id, trdate, computed, inputs, company_version, computed_at, changed_xid)
      select day.emp_id, day.trdate, day.computed, day.inputs, ${moment.version}::bigint, now(), pg_current_xact_id()
      from unnest(${kept.map((day) => day.emp_id)}::text[], ${kept.map((day) => day.trdate)}::date[],
        ${kept.map((day) => JSON.stringify(day.computed))}::jsonb[], ${kept.map((day) => JSON.stringify(day.inputs))}::jsonb[])
        as day (emp_id, trdate, computed, inputs)
      on conflict (emp_id, trdate) do update set
        computed = excluded.computed, inputs = excluded.inputs, company_version = excluded.company_version,
        computed_at = excluded.computed_at, changed_xid = excluded.changed_xid
      where pg_visible_in_snapshot(a.changed_xid, ${moment.snapshot}::pg_snapshot)
        and (a.computed is null or a.company_version is distinct from excluded.company_version)
    `.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

/**
 * Active people missing a current stored day in the range (never stored, staled by a
 * change, or of an older company version): the background refresh's work.
 */
export async function listPeopleMissingDays(db: Kysely<DB>, from: string, to: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ emp_id: string }>`
    select e.emp_id
    from employees e, attendance_marks m
    where m.scope = '*' and e.active
      and (select count(*) from daily_attendance a
           where a.emp_id = e.emp_id and a.trdate between ${from}::date and ${to}::date
             and a.computed is not null and a.company_version = m.version) < ${to}::date - ${from}::date + 1
    order by e.emp_id
    limit ${limit}
  `.execute(db);
  return rows.map((row) => row.emp_id);
}
