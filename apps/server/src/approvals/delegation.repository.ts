import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/database';

type Db = Kysely<DB> | Transaction<DB>;

/** Today in the company's time zone, in SQL, so every node agrees on the day whatever its own zone. */
export const companyToday = sql<string>`(now() at time zone (select time_zone from company where id = 1))::date`;

/**
 * The approvers the given person stands in for today: delegations not ended early
 * whose days include today. A subquery, so lists and counts stay one statement.
 */
export function approversDelegatedTo(delegateEmpId: string): RawBuilder<unknown> {
  return sql`
    select d.approver from approval_delegations d
    where d.delegate = ${delegateEmpId} and d.ended_at is null
      and d.from_date <= ${companyToday} and d.to_date >= ${companyToday}
  `;
}

/** The delegation that lets `delegateEmpId` act for `approverEmpId` today, with the approver's name for messages. */
export async function findActiveDelegation(db: Db, approverEmpId: string, delegateEmpId: string) {
  const { rows } = await sql<{ id: number; approver: string; approver_name: string }>`
    select d.id, d.approver, e.firstname || ' ' || e.lastname as approver_name
    from approval_delegations d join employees e on e.emp_id = d.approver
    where d.approver = ${approverEmpId} and d.delegate = ${delegateEmpId} and d.ended_at is null
      and d.from_date <= ${companyToday} and d.to_date >= ${companyToday}
    order by d.id limit 1
  `.execute(db);
  return rows[0];
}

/** Whether the person stands in for any approver today (their menu then shows the approval screens). */
export async function isDelegateToday(db: Db, empId: string): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (${approversDelegatedTo(empId)}) as found`.execute(db);
  return rows[0]?.found ?? false;
}

/** Who stands in for the approver today, with the approver's name for their notices. */
export async function findStandIns(db: Db, approverEmpId: string): Promise<{ empId: string; forName: string }[]> {
  const { rows } = await sql<{ delegate: string; approver_name: string }>`
    select distinct d.delegate, e.firstname || ' ' || e.lastname as approver_name
    from approval_delegations d join employees e on e.emp_id = d.approver
    where d.approver = ${approverEmpId} and d.ended_at is null
      and d.from_date <= ${companyToday} and d.to_date >= ${companyToday}
  `.execute(db);
  return rows.map((row) => ({ empId: row.delegate, forName: row.approver_name }));
}
