import { sql, type Kysely, type Transaction } from 'kysely';
import type { LeaveTypeBody } from '@portal/contracts/admin-leave';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

const typeColumns = [
  't.payitem',
  't.leave_desc',
  sql<number>`t.annual_hours::float8`.as('annual_hours'),
  sql<number>`t.carry_over_cap_hours::float8`.as('carry_over_cap_hours'),
  't.sort_order',
  't.eligible_gender',
  't.eligible_civil_status',
  't.solo_parent_only',
  't.with_pay',
] as const;

/** Every leave type with how many entitlements and leaves (single and group) name it. */
export function listLeaveTypesWithUse(db: Db, payitem?: string) {
  let query = db
    .selectFrom('leave_types as t')
    .select(typeColumns)
    .select([
      sql<number>`(select count(*) from leave_entitlements e where e.payitem = t.payitem)::int`.as('entitlements'),
      sql<number>`((select count(*) from leaves l where l.payitem = t.payitem) + (select count(*) from leave_groups g where g.payitem = t.payitem))::int`.as(
        'leaves',
      ),
    ]);
  if (payitem) query = query.where('t.payitem', '=', payitem);
  return query.orderBy('t.sort_order').orderBy('t.payitem').execute();
}

/** One type as stored, locked against a concurrent change or a new entitlement naming it. */
export function lockLeaveType(trx: Transaction<DB>, payitem: string) {
  return trx
    .selectFrom('leave_types as t')
    .select(typeColumns)
    .where('t.payitem', '=', payitem)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertLeaveType(trx: Transaction<DB>, type: LeaveTypeBody): Promise<void> {
  await trx.insertInto('leave_types').values(type).execute();
}

export async function updateLeaveType(trx: Transaction<DB>, type: LeaveTypeBody): Promise<void> {
  const { payitem, ...fields } = type;
  await trx.updateTable('leave_types').set(fields).where('payitem', '=', payitem).execute();
}

export async function deleteLeaveType(trx: Transaction<DB>, payitem: string): Promise<void> {
  await trx.deleteFrom('leave_types').where('payitem', '=', payitem).execute();
}

export async function findLeaveTypeCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('leave_types').select('payitem').orderBy('sort_order').orderBy('payitem').execute();
  return rows.map((row) => row.payitem);
}
