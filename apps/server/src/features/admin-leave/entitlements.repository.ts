import { sql, type Kysely, type Transaction } from 'kysely';
import type { EntitlementRow } from '@portal/contracts/admin-leave';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export interface EntitlementKey {
  emp_id: string;
  year: number;
  payitem: string;
}

export interface EntitlementValue extends EntitlementKey {
  hours: number;
}

/**
 * A year's entitlements with used (approved), pending ('' or B) and balance hours,
 * counted as the employee's own balance call counts them: leaves in the year they start.
 */
export async function findEntitlementRows(
  db: Db,
  year: number,
  only?: { empId: string; payitem: string },
): Promise<EntitlementRow[]> {
  const filter = only ? sql`and e.emp_id = ${only.empId} and e.payitem = ${only.payitem}` : sql``;
  const leaveFilter = only ? sql`and l.emp_id = ${only.empId} and l.payitem = ${only.payitem}` : sql``;
  const { rows } = await sql<EntitlementRow>`
    with spent as (
      select l.emp_id, l.payitem,
        coalesce(sum(l.noofhours) filter (where l.overall_status = 'A'), 0) as used,
        coalesce(sum(l.noofhours) filter (where l.overall_status in ('', 'B')), 0) as pending
      from leaves l
      where l.frdate >= make_date(${year}, 1, 1) and l.frdate <= make_date(${year}, 12, 31) ${leaveFilter}
      group by l.emp_id, l.payitem
    )
    select e.emp_id, p.lastname || ', ' || p.firstname as fullname, p.department, e.year, e.payitem, t.leave_desc,
      e.entitled_hours::float8 as entitled,
      coalesce(s.used, 0)::float8 as used,
      coalesce(s.pending, 0)::float8 as pending,
      (e.entitled_hours - coalesce(s.used, 0) - coalesce(s.pending, 0))::float8 as balance
    from leave_entitlements e
      join employees p on p.emp_id = e.emp_id
      join leave_types t on t.payitem = e.payitem
      left join spent s on s.emp_id = e.emp_id and s.payitem = e.payitem
    where e.year = ${year} ${filter}
    order by p.lastname, p.firstname, e.emp_id, t.sort_order, t.payitem
  `.execute(db);
  return rows;
}

/** Locks the employees' rows, as leave filing does, so no filing changes their balances meanwhile. */
export async function lockEmployees(trx: Transaction<DB>, empIds: string[]): Promise<Set<string>> {
  const { rows } = await sql<{ emp_id: string }>`
    select emp_id from employees where emp_id = any(${[...new Set(empIds)]}::text[]) order by emp_id for update
  `.execute(trx);
  return new Set(rows.map((row) => row.emp_id));
}

const keyArrays = (keys: EntitlementKey[]) =>
  [keys.map((k) => k.emp_id), keys.map((k) => k.payitem), keys.map((k) => k.year)] as const;

/** Hours already used or pending per employee, type and year, for the keys given. */
export async function findSpentHours(db: Db, keys: EntitlementKey[]): Promise<(EntitlementKey & { spent: number })[]> {
  const [empIds, payitems, years] = keyArrays(keys);
  const { rows } = await sql<EntitlementKey & { spent: number }>`
    select l.emp_id, l.payitem, extract(year from l.frdate)::int as year, sum(l.noofhours)::float8 as spent
    from leaves l
      join unnest(${empIds}::text[], ${payitems}::text[], ${years}::int[]) as k(emp_id, payitem, year)
        on k.emp_id = l.emp_id and k.payitem = l.payitem
        and l.frdate >= make_date(k.year, 1, 1) and l.frdate <= make_date(k.year, 12, 31)
    where l.overall_status in ('', 'B', 'A')
    group by l.emp_id, l.payitem, extract(year from l.frdate)
  `.execute(db);
  return rows;
}

/** The stored hours of the keys given (those that exist). */
export async function findStoredEntitlements(db: Db, keys: EntitlementKey[]): Promise<EntitlementValue[]> {
  const [empIds, payitems, years] = keyArrays(keys);
  const { rows } = await sql<EntitlementValue>`
    select e.emp_id, e.payitem, e.year, e.entitled_hours::float8 as hours
    from leave_entitlements e
      join unnest(${empIds}::text[], ${payitems}::text[], ${years}::int[]) as k(emp_id, payitem, year)
        on k.emp_id = e.emp_id and k.payitem = e.payitem and k.year = e.year
  `.execute(db);
  return rows;
}

const ROWS_PER_UPSERT = 1000;

/** Inserts or replaces entitlements, a thousand a statement. */
export async function upsertEntitlements(trx: Transaction<DB>, values: EntitlementValue[]): Promise<void> {
  for (let start = 0; start < values.length; start += ROWS_PER_UPSERT) {
    const chunk = values.slice(start, start + ROWS_PER_UPSERT);
    await trx
      .insertInto('leave_entitlements')
      .values(
        chunk.map((value) => ({
          emp_id: value.emp_id,
          payitem: value.payitem,
          year: value.year,
          entitled_hours: value.hours,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['emp_id', 'payitem', 'year'])
          .doUpdateSet((eb) => ({ entitled_hours: eb.ref('excluded.entitled_hours') })),
      )
      .execute();
  }
}

export async function findEmployeeIds(db: Db, empIds: string[]): Promise<Set<string>> {
  const { rows } = await sql<{
    emp_id: string;
  }>`select emp_id from employees where emp_id = any(${[...new Set(empIds)]}::text[])`.execute(db);
  return new Set(rows.map((row) => row.emp_id));
}
