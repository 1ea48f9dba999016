import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';

export interface YearStartLine {
  emp_id: string;
  fullname: string;
  payitem: string;
  leave_desc: string;
  annual_hours: number;
  /** Last year's unused hours moved over, at most the type's cap. */
  carried: number;
  /** The entitlement already stored for the year, or null. */
  existing: number | null;
}

/**
 * For every active employee and every type they are eligible for: the type's
 * yearly hours, what last year left unused (entitled less used and pending, never
 * below 0) capped by the type's carry-over cap, and what the year already holds.
 */
export async function planYearStart(db: Kysely<DB> | Transaction<DB>, year: number): Promise<YearStartLine[]> {
  const previous = year - 1;
  const { rows } = await sql<YearStartLine>`
    with spent as (
      select l.emp_id, l.payitem, sum(l.noofhours) as hours
      from leaves l
      where l.overall_status in ('', 'B', 'A') and l.frdate >= make_date(${previous}, 1, 1) and l.frdate <= make_date(${previous}, 12, 31)
      group by l.emp_id, l.payitem
    )
    select p.emp_id, p.lastname || ', ' || p.firstname as fullname, t.payitem, t.leave_desc,
      t.annual_hours::float8 as annual_hours,
      least(t.carry_over_cap_hours, greatest(coalesce(prev.entitled_hours - coalesce(s.hours, 0), 0), 0))::float8 as carried,
      cur.entitled_hours::float8 as existing
    from employees p
      cross join leave_types t
      left join leave_entitlements prev on prev.emp_id = p.emp_id and prev.payitem = t.payitem and prev.year = ${previous}
      left join spent s on s.emp_id = p.emp_id and s.payitem = t.payitem
      left join leave_entitlements cur on cur.emp_id = p.emp_id and cur.payitem = t.payitem and cur.year = ${year}
    where p.active and leave_type_eligible(t, p)
    order by t.sort_order, t.payitem, p.lastname, p.firstname, p.emp_id
  `.execute(db);
  return rows;
}

/**
 * Keeps entitlement writes (another year start, an import, a single set) out until
 * this transaction ends; leave filings only read entitlements and go on.
 */
export async function lockEntitlementWrites(trx: Transaction<DB>): Promise<void> {
  await sql`lock table leave_entitlements in share row exclusive mode`.execute(trx);
}
