import { sql, type Kysely, type Transaction } from 'kysely';
import type { LeaveBalance } from '@portal/contracts/leave';
import type { LeaveEligibility } from '@portal/contracts/admin-leave';
import { anyOfTexts } from '../../db/any-of';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export interface LeaveFields {
  payitem: string;
  frdate: string;
  todate: string;
  noofhours: number;
  reason: string;
}

/**
 * The leave types the employee may take, in HR's order: a type for one sex, some
 * civil statuses or solo parents only is not offered to anyone else.
 */
export async function listLeaveTypes(db: Db, empId: string): Promise<{ payitem: string; leave_desc: string }[]> {
  const { rows } = await sql<{ payitem: string; leave_desc: string }>`
    select t.payitem, t.leave_desc
    from leave_types t, employees p
    where p.emp_id = ${empId} and leave_type_eligible(t, p)
    order by t.sort_order, t.payitem
  `.execute(db);
  return rows;
}

/** Whether the employee may take the type, with the type's rule to say why not. */
export async function findLeaveEligibility(db: Db, empId: string, payitem: string) {
  const { rows } = await sql<LeaveEligibility & { eligible: boolean }>`
    select leave_type_eligible(t, p) as eligible, t.eligible_gender, t.eligible_civil_status, t.solo_parent_only
    from leave_types t, employees p
    where t.payitem = ${payitem} and p.emp_id = ${empId}
  `.execute(db);
  return rows[0];
}

export function findLeaveType(db: Db, payitem: string) {
  return db.selectFrom('leave_types').select(['payitem', 'leave_desc']).where('payitem', '=', payitem).executeTakeFirst();
}

/**
 * A year's balance per leave type the employee is entitled to: used is approved
 * hours, pending is hours still in flight ('' or B). Leaves are counted in the year
 * they start (a leave may not cross a year).
 */
export async function readBalances(db: Db, empId: string, year: number): Promise<LeaveBalance[]> {
  const rows = await readBalancesOf(db, [empId], year);
  return rows.map(({ emp_id: _empId, ...balance }) => balance);
}

/** The same balances of several employees in one statement (the employees as one array), by employee, then type. */
export async function readBalancesOf(db: Db, empIds: readonly string[], year: number): Promise<(LeaveBalance & { emp_id: string })[]> {
  if (empIds.length === 0) return [];
  const { rows } = await sql<LeaveBalance & { emp_id: string }>`
    select e.emp_id, t.payitem, t.leave_desc, e.year,
      e.entitled_hours::float8 as entitled,
      coalesce(sum(l.noofhours) filter (where l.overall_status = 'A'), 0)::float8 as used,
      coalesce(sum(l.noofhours) filter (where l.overall_status in ('', 'B')), 0)::float8 as pending,
      (e.entitled_hours - coalesce(sum(l.noofhours) filter (where l.overall_status in ('', 'B', 'A')), 0))::float8 as balance
    from leave_entitlements e
      join leave_types t on t.payitem = e.payitem
      left join leaves l on l.emp_id = e.emp_id and l.payitem = e.payitem
        and l.frdate >= make_date(${year}, 1, 1) and l.frdate <= make_date(${year}, 12, 31)
    where e.emp_id = ${anyOfTexts(empIds)} and e.year = ${year}
    group by e.emp_id, t.payitem, t.leave_desc, t.sort_order, e.year, e.entitled_hours
    order by e.emp_id, t.sort_order, t.payitem
  `.execute(db);
  return rows;
}

/** A pending or approved leave of the same person sharing a day with the range. */
export function findOverlappingLeave(db: Db, empId: string, frdate: string, todate: string, exceptRecid: number) {
  return db
    .selectFrom('leaves')
    .select(['recid', 'frdate', 'todate'])
    .where('emp_id', '=', empId)
    .where('overall_status', 'in', ['', 'B', 'A'])
    .where('frdate', '<=', todate)
    .where('todate', '>=', frdate)
    .where('recid', '!=', exceptRecid)
    .executeTakeFirst();
}

export async function insertLeave(
  trx: Transaction<DB>,
  empId: string,
  filedBy: string,
  fields: LeaveFields,
  approvals: Record<string, unknown>,
  groupRecid: number | null = null,
): Promise<number> {
  const row = await trx
    .insertInto('leaves')
    .values({ emp_id: empId, filed_by: filedBy, ...fields, group_recid: groupRecid, ...approvals } as never)
    .returning('recid')
    .executeTakeFirstOrThrow();
  return row.recid;
}

export async function updateLeave(trx: Transaction<DB>, recid: number, fields: LeaveFields): Promise<void> {
  await trx.updateTable('leaves').set(fields).where('recid', '=', recid).execute();
}

export function findLeave(db: Db, recid: number) {
  return db.selectFrom('leaves').selectAll().where('recid', '=', recid).executeTakeFirst();
}

export async function markLeaveApproved(trx: Transaction<DB>, recid: number, days: { date: string; hours: number }[], leave: { emp_id: string; payitem: string }) {
  await trx.updateTable('leaves').set({ noofhoursa: sql`noofhours` }).where('recid', '=', recid).execute();
  if (days.length === 0) return;
  await trx
    .insertInto('day_marks')
    .values(days.map((day) => ({ emp_id: leave.emp_id, trdate: day.date, kind: 'leave' as const, request_type: 'leave', recid, charged_to: leave.payitem, hours: day.hours })))
    .execute();
}

