import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/database';
import { spannedRange, splitDates } from './day-spans';

/**
 * What a read of stored days starts from, in one statement: the snapshot every fact
 * read after it sees at least, the company version stored days must carry, the
 * company's time zone (what "today" is), and the last day that may be stored.
 */
export interface StoredDaysMoment {
  snapshot: string;
  version: string;
  timeZone: string;
  lastStored: string;
}

/**
 * How long before now the last storable day is reckoned: a writer's trigger marks the
 * days that may be stored as of its own statement (attendance_store_cutoff), so a
 * change written just before midnight and committed after it has still marked its
 * day, unless its transaction stays open longer than this.
 */
const STORE_CUTOFF_MARGIN = '2 hours';

export async function readStoredDaysMoment(db: Kysely<DB>): Promise<StoredDaysMoment> {
  const { rows } = await sql<StoredDaysMoment>`
    select pg_current_snapshot()::text as snapshot, m.version::text as version, coalesce(c.time_zone, 'Asia/Manila') as "timeZone",
      to_char(attendance_store_cutoff(statement_timestamp() - ${STORE_CUTOFF_MARGIN}::interval), 'YYYY-MM-DD') as "lastStored"
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

/** The people's spans of the company version, as totals: for checking them. */
export async function listSpanTotals(db: Kysely<DB>, empIds: readonly string[], version: string) {
  const { rows } = await sql<{ emp_id: string; span_start: string; days: number; tardy: number; othrsapv: number; absent_dates: string[] }>`
    select emp_id, to_char(span_start, 'YYYY-MM-DD') as span_start, days, round(tardy::numeric, 2)::float8 as tardy,
      round(othrsapv::numeric, 2)::float8 as othrsapv, absent_dates
    from attendance_spans
    where emp_id = any(${[...empIds]}::text[]) and total and company_version = ${version}::bigint
    order by emp_id, span_start
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
 * database. The sums are float8 (a numeric sum's state spilled to disk at 10,000 people):
 * the days carry hundredths and every answer rounds to the hundredth, so it is exact.
 * The whole spans within the range are read as their sums (attendance_spans), the days
 * at its ends that cut a span day by day (attendance_day_figures), so a month is a few
 * rows a person. Each of those parts is summed on a connection of its own, at once: a
 * part is a third of the work, and a machine has more than one core. So a person's day
 * type may have a row from each part, to add up (the caller does). A person whose sums
 * do not cover every day of the range has stale or missing days (or a span not summed
 * yet). The dates are listed unsorted (the caller sorts them). Only the figures asked
 * for are read and summed (the view computes no other): a month of 10,000 people's
 * tardiness figures (four) took 320 ms where all seventeen took 440-500. A row holds
 * only those (nor are the others sent, to be parsed).
 */
export async function sumStoredDays(
  db: Kysely<DB>,
  range: { empIds: readonly string[]; from: string; to: string; version: string },
  figures: readonly SummedFigure[],
): Promise<StoredSumRow[]> {
  const parts = storedPieceParts(sql.join([sql`emp_id, daycd, charged_to, days`, ...figures.map((figure) => sql.ref(figure))]), { ...range, total: false });
  const sums = figures.map((figure) => sql`${sumOf(figure)} as ${sql.ref(figure)}`);
  const answers = await Promise.all(
    parts.map((part) =>
      withSumMemory(db, (trx) => sql<StoredSumRow>`
        with pieces as (${part})
        select emp_id, daycd, charged_to, sum(days)::int as days, ${sql.join(sums)}
        from pieces
        group by emp_id, daycd, charged_to
      `.execute(trx)),
    ),
  );
  return answers.flatMap((answer) => answer.rows);
}

/** A row of sumStoredDays: the person's day type and count, and the figures asked for. */
export type StoredSumRow = Pick<StoredDaySum, 'emp_id' | 'daycd' | 'charged_to' | 'days'> & Partial<StoredDaySum>;

/**
 * The figures a stored day's sum holds besides its day type and count, and how each is
 * added up: a count of days, an amount (hours or minutes), or a list of dates.
 */
const SUMMED_FIGURES = {
  late_days: 'count',
  tardy: 'amount',
  undertime_days: 'count',
  undertime: 'amount',
  othrs: 'amount',
  othrsapv: 'amount',
  reghrs: 'amount',
  nphrs: 'amount',
  otnphrs: 'amount',
  overtime_night: 'amount',
  leave_hours: 'amount',
  premium_first8: 'amount',
  premium_beyond8: 'amount',
  premium_night_first8: 'amount',
  premium_night_beyond8: 'amount',
  absent_dates: 'dates',
  incomplete_dates: 'dates',
} as const satisfies Record<Exclude<keyof StoredDaySum, 'emp_id' | 'daycd' | 'charged_to' | 'days'>, 'count' | 'amount' | 'dates'>;

/** A figure that may be summed; a sum asks for those its reader folds (see daySumsOf). */
export type SummedFigure = keyof typeof SUMMED_FIGURES;
export const ALL_SUMMED_FIGURES = Object.keys(SUMMED_FIGURES) as SummedFigure[];

function sumOf(figure: SummedFigure): RawBuilder<unknown> {
  const column = sql.ref(figure);
  switch (SUMMED_FIGURES[figure]) {
    case 'count':
      return sql`sum(${column})::int`;
    case 'amount':
      return sql`sum(${column})`;
    case 'dates':
      return sql`coalesce(attendance_dates_agg(${column}) filter (where ${column} <> '{}'), '{}')`;
  }
}

/**
 * Runs a company-wide sum with the memory its grouping needs (a month of 10,000 people
 * is some 150,000 pieces in 30,000 groups): with PostgreSQL's default 4 MB it sorted
 * and kept its steps on disk, a third of its time. Set for this transaction only.
 */
export async function withSumMemory<T>(db: Kysely<DB>, sum: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local work_mem = '64MB'`.execute(trx);
    return sum(trx);
  });
}

/**
 * The people's current stored figures of a range as pieces to sum, in parts: the whole
 * spans within it (their totals, or their rows by day type) and the days at each end
 * that cut a span (attendance_day_figures), each end a query of its own so the index
 * reads only those dates. `columns` are the ones both have; a span's first day is its
 * `day`. The people are joined, not filtered by a list (emp_id = any(...)), which
 * compared every row read with the list and took twice as long. The planner knows the
 * list's length, so it looks a team's few people up one by one (indexes by person) and
 * reads a company's range in a row (indexes by date), joining the list by hash.
 * `spanParts` splits the whole spans by date into that many parts: worth it to a
 * caller whose parts answer a few rows each (the dashboard's weeks: 330-360 to
 * 230-260 ms in two), not to one whose parts answer a row a person (the reports'
 * sums: 320 to 410-490 ms, with more rows to add up).
 */
export function storedPieceParts(
  columns: RawBuilder<unknown>,
  range: { empIds: readonly string[]; from: string; to: string; version: string; total: boolean; spanParts?: number },
): RawBuilder<unknown>[] {
  const { spans, head, tail } = spannedRange(range.from, range.to);
  const people = [...range.empIds];
  const days = (from: string, to: string) => sql`
    select trdate as day, ${columns} from attendance_day_figures join unnest(${people}::text[]) as person (emp_id) using (emp_id)
    where trdate between ${from}::date and ${to}::date and company_version = ${range.version}::bigint`;
  const parts: RawBuilder<unknown>[] = [];
  if (spans !== null) {
    for (const { first, last } of splitDates(spans.first, spans.last, range.spanParts ?? 1)) {
      parts.push(sql`
        select span_start as day, ${columns} from attendance_spans join unnest(${people}::text[]) as person (emp_id) using (emp_id)
        where total = ${range.total} and span_start between ${first}::date and ${last}::date
          and company_version = ${range.version}::bigint`);
    }
  }
  if (head.from <= head.to) parts.push(days(head.from, head.to));
  if (tail.from <= tail.to) parts.push(days(tail.from, tail.to));
  return parts;
}

/** The parts of storedPieceParts as one set of pieces. */
export function storedPieces(columns: RawBuilder<unknown>, range: Parameters<typeof storedPieceParts>[1]): RawBuilder<unknown> {
  return sql.join(storedPieceParts(columns, range), sql` union all `);
}

/**
 * Sums again the spans of the days just written (rebuild_attendance_spans): those whose
 * every day is now stored under one company version get their rows, the rest none.
 */
async function rebuildSpans(trx: Kysely<DB>, written: readonly { emp_id: string; span_start: string }[]): Promise<void> {
  const keys = [...new Map(written.map((day) => [`${day.emp_id}|${day.span_start}`, day])).values()];
  if (keys.length === 0) return;
  await sql`select rebuild_attendance_spans(${keys.map((key) => key.emp_id)}::text[], ${keys.map((key) => key.span_start)}::date[])`.execute(trx);
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
    const { rows: written } = await sql<{ emp_id: string; span_start: string }>`
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
      returning a.emp_id, to_char(attendance_span_start(a.trdate), 'YYYY-MM-DD') as span_start
    `.execute(trx);
    await rebuildSpans(trx, written);
    return written.length;
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
