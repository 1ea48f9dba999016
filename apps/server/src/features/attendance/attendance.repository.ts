import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { anyOfTexts } from '../../db/any-of';

type Db = Kysely<DB> | Transaction<DB>;

export interface PunchRow {
  emp_id: string;
  trdate: string;
  direction: 'in' | 'out';
  /** Minutes from the trdate's midnight in the company zone (past 1440 on the next day). */
  at: number;
  address_source: string | null;
  /** Flag letters: o outside the fence, u no location, f offline, d clock drift, t terminal. */
  flags: string;
}

/**
 * Live punches of the employees in the range, in time order. One row per employee
 * with the punches packed in one text ("date dir minutes source|..."): a month of a
 * thousand people's punches is a thousand short strings to split rather than forty
 * thousand rows or arrays to parse.
 */
export async function listPunches(db: Db, empIds: readonly string[], from: string, to: string, timeZone: string): Promise<PunchRow[]> {
  const { rows } = await sql<{ emp_id: string; entries: string }>`
    select emp_id,
      string_agg(trdate::text || ' ' || direction || ' ' ||
        (extract(epoch from ((punched_at at time zone ${timeZone}) - trdate::timestamp)) / 60)::text || ' ' ||
        coalesce(address_source, '-') || ' ' ||
        coalesce(nullif(
          case when outside_geofence and lat is not null then 'o' else '' end ||
          case when outside_geofence and lat is null then 'u' else '' end ||
          case when source = 'offline' then 'f' else '' end ||
          case when clock_drift_seconds is not null then 'd' else '' end ||
          case when source = 'import' then 't' else '' end, ''), '-'), '|' order by trdate, punched_at) as entries
    from punches
    where emp_id = any(${[...empIds]}::text[]) and trdate between ${from}::date and ${to}::date and superseded_at is null
    group by emp_id
  `.execute(db);
  const punches: PunchRow[] = [];
  for (const row of rows) {
    for (const entry of row.entries.split('|')) {
      const [trdate = '', direction = 'in', at = '0', source = '-', flags = '-'] = entry.split(' ');
      punches.push({ emp_id: row.emp_id, trdate, direction: direction as 'in' | 'out', at: Number(at), address_source: source === '-' ? null : source, flags: flags === '-' ? '' : flags });
    }
  }
  return punches;
}

/** The calendar entries in the range, company-wide or for an office (special working days too: an office's own one overrides a national holiday). */
export function listHolidays(db: Db, from: string, to: string) {
  return db
    .selectFrom('holidays')
    .select(['holiday_date', 'name', 'type', 'office_id'])
    .where('holiday_date', '>=', from)
    .where('holiday_date', '<=', to)
    .execute();
}

/** What approved requests say about the days: leave hours and type, official business. */
export function listDayMarks(db: Db, empIds: readonly string[], from: string, to: string) {
  return db
    .selectFrom('day_marks')
    .select(['emp_id', 'trdate', 'kind', 'charged_to', sql<number>`hours::float8`.as('hours')])
    .where('emp_id', '=', anyOfTexts(empIds))
    .where('trdate', '>=', from)
    .where('trdate', '<=', to)
    .execute();
}

/** Approved overtime hours per employee and date. */
export function listApprovedOvertime(db: Db, empIds: readonly string[], from: string, to: string) {
  return db
    .selectFrom('overtimes')
    .select(['emp_id', 'otdate', sql<number>`sum(approved_hours)::float8`.as('hours')])
    .where('emp_id', '=', anyOfTexts(empIds))
    .where('otdate', '>=', from)
    .where('otdate', '<=', to)
    .where('overall_status', '=', 'A')
    .groupBy(['emp_id', 'otdate'])
    .execute();
}

/** Names and offices of the employees, 'last, first', ordered by name. */
export function listPeople(db: Db, empIds: readonly string[]) {
  return db
    .selectFrom('employees')
    .select(['emp_id', 'office_id', sql<string>`lastname || ', ' || firstname`.as('fullname')])
    .where('emp_id', '=', anyOfTexts(empIds))
    .orderBy(sql`lower(lastname)`)
    .orderBy(sql`lower(firstname)`)
    .execute();
}

/** Whom a caller may see: a team lead their team, HR everyone. */
export function listStaff(db: Db, teamLeadEmpId: string | null) {
  let query = db
    .selectFrom('employees')
    .select(['emp_id as empid', 'firstname', 'lastname', sql<string>`lastname || ', ' || firstname`.as('fullname')])
    .where('active', '=', true)
    .orderBy(sql`lower(lastname)`)
    .orderBy(sql`lower(firstname)`);
  if (teamLeadEmpId) query = query.where('team_lead', '=', teamLeadEmpId);
  return query.execute();
}
