import { sql, type Kysely, type RawBuilder } from 'kysely';
import { COE_ISSUANCE_DAYS } from '@portal/contracts/coe';
import type { RequestTypeName } from '@portal/contracts/approvals';
import type { DB } from '../../db/database';
import { daysInRange } from '../../lib/local-time';
import { storedPieceParts, storedPieces, withSumMemory } from '../attendance/stored-days.repository';

// Every figure here is one aggregate statement over the whole company (or one
// department): the people are joined in SQL, never sent as one parameter each.

/** `and e.department = $n` when a department is chosen, else nothing. */
const inDepartment = (department: string | undefined): RawBuilder<unknown> => (department === undefined ? sql`` : sql`and e.department = ${department}`);

/** Active employees per department, by name. */
export async function countHeadcount(db: Kysely<DB>, department: string | undefined) {
  const { rows } = await sql<{ department: string; employees: number }>`
    select e.department, count(*)::int as employees
    from employees e
    where e.active ${inDepartment(department)}
    group by e.department
    order by e.department
  `.execute(db);
  return rows;
}

/**
 * Per leave type, in HR's order: the year's entitlements and the hours of leaves
 * starting in the year, approved and waiting, of the people shown (whoever held them,
 * including people who have left since). Types with none of the three are left out.
 */
export async function sumLeaveUse(db: Kysely<DB>, year: number, department: string | undefined) {
  const { rows } = await sql<{ payitem: string; leave_desc: string; entitled_hours: number; used_hours: number; pending_hours: number }>`
    with entitled as (
      select x.payitem, sum(x.entitled_hours) as hours
      from leave_entitlements x join employees e on e.emp_id = x.emp_id
      where x.year = ${year} ${inDepartment(department)}
      group by x.payitem
    ), taken as (
      select l.payitem,
        sum(l.noofhours) filter (where l.overall_status = 'A') as used,
        sum(l.noofhours) filter (where l.overall_status in ('', 'B')) as pending
      from leaves l join employees e on e.emp_id = l.emp_id
      where l.frdate between make_date(${year}, 1, 1) and make_date(${year}, 12, 31) ${inDepartment(department)}
      group by l.payitem
    )
    select t.payitem, t.leave_desc,
      coalesce(entitled.hours, 0)::float8 as entitled_hours,
      coalesce(taken.used, 0)::float8 as used_hours,
      coalesce(taken.pending, 0)::float8 as pending_hours
    from leave_types t
      left join entitled on entitled.payitem = t.payitem
      left join taken on taken.payitem = t.payitem
    where entitled.hours > 0 or taken.used > 0 or taken.pending > 0
    order by t.sort_order, t.payitem
  `.execute(db);
  return rows;
}

export interface WaitingCount {
  request_type: RequestTypeName;
  waiting: number;
  over_1_day: number;
  over_3_days: number;
  over_7_days: number;
  oldest_filed: Date | null;
}

/**
 * Requests in an approver's queue now, per request type, with how many were filed
 * more than 1, 3 and 7 days ago. A group's details are never in a queue (its header
 * is), so a group request counts once. `tables` pairs each request table with the
 * type it is routed as; they come from the request types' descriptors.
 */
export async function countWaitingRequests(db: Kysely<DB>, tables: readonly { table: string; type: RequestTypeName }[], department: string | undefined): Promise<WaitingCount[]> {
  if (tables.length === 0) return [];
  const queued = sql.join(
    tables.map(
      ({ table, type }) => sql`select ${type}::text as request_type, r.emp_id, r.datefiled from ${sql.table(table)} r where r.current_approver is not null and r.overall_status in ('', 'B')`,
    ),
    sql` union all `,
  );
  const { rows } = await sql<WaitingCount>`
    select q.request_type,
      count(*)::int as waiting,
      count(*) filter (where q.datefiled < now() - interval '1 day')::int as over_1_day,
      count(*) filter (where q.datefiled < now() - interval '3 days')::int as over_3_days,
      count(*) filter (where q.datefiled < now() - interval '7 days')::int as over_7_days,
      min(q.datefiled) as oldest_filed
    from (${queued}) q join employees e on e.emp_id = q.emp_id
    where true ${inDepartment(department)}
    group by q.request_type
  `.execute(db);
  return rows;
}

/**
 * Certificates approved from `fromMonth` (YYYY-MM-01) on, per month of approval in the
 * company's zone, and how many within the three-day clock: approved by the filing
 * date plus three calendar days, as the approver's queue counts it.
 */
export async function countCertificatesIssued(db: Kysely<DB>, fromMonth: string, timeZone: string, department: string | undefined) {
  const { rows } = await sql<{ month: string; issued: number; on_time: number }>`
    select to_char(c.approved_at at time zone ${timeZone}, 'YYYY-MM') as month,
      count(*)::int as issued,
      count(*) filter (where (c.approved_at at time zone ${timeZone})::date <= (c.datefiled at time zone ${timeZone})::date + ${COE_ISSUANCE_DAYS}::int)::int as on_time
    from coe_requests c join employees e on e.emp_id = c.emp_id
    where c.overall_status = 'A' and c.approved_at >= (${fromMonth}::date)::timestamp at time zone ${timeZone} ${inDepartment(department)}
    group by 1
  `.execute(db);
  return rows;
}

/** Certificate requests in a queue now, and those of them past their due date (filing date plus three days) on `today`. */
export async function countCertificatesWaiting(db: Kysely<DB>, today: string, timeZone: string, department: string | undefined) {
  const { rows } = await sql<{ waiting: number; overdue: number }>`
    select count(*)::int as waiting,
      count(*) filter (where (c.datefiled at time zone ${timeZone})::date + ${COE_ISSUANCE_DAYS}::int < ${today}::date)::int as overdue
    from coe_requests c join employees e on e.emp_id = c.emp_id
    where c.current_approver is not null and c.overall_status in ('', 'B') ${inDepartment(department)}
  `.execute(db);
  return rows[0] ?? { waiting: 0, overdue: 0 };
}

/** Everyone employed at some time in the range (hired by its end, not separated before its start), by number. */
export function listEmployedPeople(db: Kysely<DB>, from: string, to: string, department: string | undefined) {
  let query = db
    .selectFrom('employees')
    .select(['emp_id', 'department', 'hire_date', 'separation_date'])
    .where('hire_date', '<=', to)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', from)]))
    .where((eb) => eb.or([eb('active', '=', true), eb('separation_date', 'is not', null)]))
    .orderBy('emp_id');
  if (department !== undefined) query = query.where('department', '=', department);
  return query.execute();
}

/** One week's stored working days of the complete people, summed. */
export interface StoredWeekSum {
  week_start: string;
  working_days: number;
  absences: number;
  tardy_minutes: number;
  late_days: number;
  undertime_minutes: number;
  undertime_days: number;
}

/** One department's stored overtime of a month, summed. */
export interface StoredOvertimeSum {
  month: string;
  department: string;
  rendered_hours: number;
  approved_hours: number;
}

export interface StoredTrend {
  /** The people whose every day of the range is stored and current: only theirs are summed. */
  complete: string[];
  weeks: StoredWeekSum[];
  overtime: StoredOvertimeSum[];
}

/** A part's sums over all the people given (see sumStoredTrend), and the days it counted. */
interface TrendPart {
  days: number;
  weeks: StoredWeekSum[];
  overtime: StoredOvertimeSum[];
}

/**
 * One part of the range's stored pieces (see storedPieceParts), summed by week and by
 * department and month, over every person given, with the days it counted. A piece
 * lies within one week and one month, so its first day places it in both.
 */
async function sumTrendPart(
  db: Kysely<DB>,
  part: RawBuilder<unknown>,
  people: readonly { emp_id: string; department: string }[],
  range: { firstMonday: string; months: readonly string[] },
): Promise<TrendPart> {
  const { rows } = await withSumMemory(db, (trx) => sql<{ part: TrendPart }>`
    with pieces as materialized (
      select p.*, case when day >= ${range.firstMonday}::date then (day - ${range.firstMonday}::date) / 7 end as week,
        date_trunc('month', day) as month_start
      from (${part}) p
    ), by_week as (
      select week, sum(days)::int as days, sum(working_days)::int as working_days, sum(absences)::int as absences,
        coalesce(sum(working_tardy), 0)::float8 as tardy_minutes, sum(working_late_days)::int as late_days,
        coalesce(sum(working_undertime), 0)::float8 as undertime_minutes, sum(working_undertime_days)::int as undertime_days
      from pieces group by week
    )
    select json_build_object(
      'days', (select coalesce(sum(days), 0) from by_week),
      'weeks', (
        select coalesce(json_agg(json_build_object(
          'week_start', to_char(${range.firstMonday}::date + 7 * week, 'YYYY-MM-DD'), 'working_days', working_days, 'absences', absences,
          'tardy_minutes', tardy_minutes, 'late_days', late_days, 'undertime_minutes', undertime_minutes, 'undertime_days', undertime_days)), '[]')
        from by_week where week is not null
      ),
      'overtime', (
        select coalesce(json_agg(o), '[]') from (
          select to_char(month_start, 'YYYY-MM') as month, department, sum(othrs)::float8 as rendered_hours, sum(othrsapv)::float8 as approved_hours
          from pieces
            join unnest(${people.map((person) => person.emp_id)}::text[], ${people.map((person) => person.department)}::text[]) as person (emp_id, department) using (emp_id)
          where othrs > 0 or othrsapv > 0
          group by month_start, department
          having to_char(month_start, 'YYYY-MM') = any(${[...range.months]}::text[])
        ) o
      )
    ) as part
  `.execute(trx));
  return rows[0]!.part;
}

/** The people given whose pieces of the range count every one of its days. */
async function listCompletePeople(db: Kysely<DB>, empIds: readonly string[], range: { from: string; to: string; version: string }): Promise<Set<string>> {
  const { rows } = await withSumMemory(db, (trx) => sql<{ emp_id: string }>`
    select emp_id from (${storedPieces(sql`emp_id, days`, { empIds, ...range, total: true })}) pieces
    group by emp_id having sum(days) = ${range.to}::date - ${range.from}::date + 1
  `.execute(trx));
  return new Set(rows.map((row) => row.emp_id));
}

/** Rounds of summing before the people still incomplete are left to be computed (each round follows a change that staled someone's day). */
const TREND_ROUNDS = 3;

/**
 * The dashboard's weeks and overtime months summed from stored days, for the people
 * whose every day from `from` to `to` is stored under the company's current version.
 * The people given are employed through the whole range (the caller computes anyone
 * hired or separated within it), so every day counts. Each person's whole spans are
 * read as their totals (attendance_spans) and the days at the range's ends that cut a
 * span day by day, each part summed on a connection of its own, at once, over every
 * person given. A person has at most one piece a day, so when the parts count every
 * day of every person, everyone is complete; that is the usual answer, without
 * grouping 200,000 pieces by person. Otherwise the complete people are found and
 * summed again, alone. The weeks are Monday to Sunday from `firstMonday`; the sums are
 * float8, exact once rounded to the hundredth the days carry (see sumStoredDays).
 */
export async function sumStoredTrend(
  db: Kysely<DB>,
  people: readonly { emp_id: string; department: string }[],
  range: { from: string; to: string; firstMonday: string; months: readonly string[]; version: string },
): Promise<StoredTrend> {
  const wanted = daysInRange(range.from, range.to);
  let counted = people;
  for (let round = 0; round < TREND_ROUNDS && counted.length > 0; round++) {
    const parts = storedPieceParts(sql`emp_id, days, working_days, absences, working_tardy, working_late_days, working_undertime, working_undertime_days, othrs, othrsapv`, {
      empIds: counted.map((person) => person.emp_id),
      from: range.from,
      to: range.to,
      version: range.version,
      total: true,
      // Its spans are most of the work, and each part answers a few rows.
      spanParts: 2,
    });
    const sums = await Promise.all(parts.map((part) => sumTrendPart(db, part, counted, range)));
    if (sums.reduce((days, part) => days + part.days, 0) === counted.length * wanted) {
      return { complete: counted.map((person) => person.emp_id), weeks: sums.flatMap((part) => part.weeks), overtime: sums.flatMap((part) => part.overtime) };
    }
    const complete = await listCompletePeople(db, counted.map((person) => person.emp_id), range);
    counted = counted.filter((person) => complete.has(person.emp_id));
  }
  return { complete: [], weeks: [], overtime: [] };
}
