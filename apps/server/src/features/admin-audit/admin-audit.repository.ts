import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuditQuery, AuditRow } from '@portal/contracts/admin';
import type { DB } from '../../db/database';

/** What the audit of pay records: its values are pay, for HR with the payroll permission alone. */
export const PAY_AUDIT_ENTITIES = ['pay_rate', 'pay_item', 'pay_bank', 'payroll_run'] as const;

/**
 * Audit rows newest first, by the person who acted or whom the record is about, by type
 * and by day; pay's own entries only for those who may read pay.
 */
export async function findAuditRows(db: Kysely<DB>, filter: z.output<typeof AuditQuery>, timeZone: string, readsPay: boolean): Promise<AuditRow[]> {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('employees as e', 'e.emp_id', 'a.actor_emp_id')
    .select(['a.id', 'a.actor_emp_id', 'a.action', 'a.entity', 'a.entity_id', 'a.before', 'a.after', 'a.request_id'])
    .select(sql<string>`to_char(a.at at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI:SS')`.as('at'))
    .select(sql<string | null>`e.firstname || ' ' || e.lastname`.as('actor_name'));
  if (filter.empId) {
    const empId = filter.empId;
    query = query.where((eb) =>
      eb.or([
        eb('a.actor_emp_id', '=', empId),
        eb('a.entity_id', '=', empId),
        eb(sql`a.before ->> 'emp_id'`, '=', empId),
        eb(sql`a.after ->> 'emp_id'`, '=', empId),
      ]),
    );
  }
  if (filter.entity) query = query.where('a.entity', '=', filter.entity);
  if (!readsPay) query = query.where('a.entity', 'not in', [...PAY_AUDIT_ENTITIES]);
  if (filter.fromDate) query = query.where(sql`(a.at at time zone ${timeZone})::date`, '>=', filter.fromDate);
  if (filter.toDate) query = query.where(sql`(a.at at time zone ${timeZone})::date`, '<=', filter.toDate);
  return query.orderBy('a.id', 'desc').limit(filter.limit).execute();
}

export async function findAuditEntities(db: Kysely<DB>, readsPay: boolean): Promise<string[]> {
  const rows = await db.selectFrom('audit_log').select('entity').distinct().orderBy('entity').execute();
  return rows.map((row) => row.entity).filter((entity) => readsPay || !(PAY_AUDIT_ENTITIES as readonly string[]).includes(entity));
}
