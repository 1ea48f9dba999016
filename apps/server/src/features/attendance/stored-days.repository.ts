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

export interface StoredDay<Figures> {
  emp_id: string;
  trdate: string;
  computed: Figures;
}

/**
 * The stored days of the range that are current: computed, and of the company version
 * of the moment; their figures as objects, or as JSON text to be sent as it is.
 */
export async function listStoredDays<Figures>(db: Kysely<DB>, empIds: readonly string[], from: string, to: string, version: string, asText: boolean): Promise<StoredDay<Figures>[]> {
  const { rows } = await sql<StoredDay<Figures>>`
    select emp_id, to_char(trdate, 'YYYY-MM-DD') as trdate, ${asText ? sql`computed::text` : sql`computed`} as computed
    from daily_attendance
    where emp_id = any(${[...empIds]}::text[]) and trdate between ${from}::date and ${to}::date
      and computed is not null and company_version = ${version}::bigint
    order by emp_id, trdate
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

/** People with stale stored days in the range, the oldest staled first: the background refresh's work. */
export async function listPeopleWithStaleDays(db: Kysely<DB>, from: string, to: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ emp_id: string }>`
    select distinct a.emp_id
    from daily_attendance a, attendance_marks m
    where m.scope = '*' and a.trdate between ${from}::date and ${to}::date
      and (a.computed is null or a.company_version is distinct from m.version)
    limit ${limit}
  `.execute(db);
  return rows.map((row) => row.emp_id);
}

/** Active people whose given day is not stored yet: a day just become storable, filled ahead of the first read. */
export async function listPeopleWithoutDay(db: Kysely<DB>, day: string, limit: number): Promise<string[]> {
  const { rows } = await sql<{ emp_id: string }>`
    select e.emp_id from employees e
    where e.active and not exists (select 1 from daily_attendance a where a.emp_id = e.emp_id and a.trdate = ${day}::date)
    order by e.emp_id
    limit ${limit}
  `.execute(db);
  return rows.map((row) => row.emp_id);
}
