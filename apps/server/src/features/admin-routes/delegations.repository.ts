import { sql, type Kysely, type Transaction } from 'kysely';
import type { DelegationRow } from '@portal/contracts/admin-routes';
import type { DB } from '../../db/database';
import { companyToday } from '../../approvals/delegation.repository';

type Db = Kysely<DB> | Transaction<DB>;

/** Today in the company's time zone, as the engine judges "active" by it. */
export async function findCompanyToday(db: Db): Promise<string> {
  const { rows } = await sql<{ today: string }>`select to_char(${companyToday}, 'YYYY-MM-DD') as today`.execute(db);
  return rows[0]!.today;
}

/** Delegations as HR lists them, with names and where each stands today; all, or one. */
export async function listDelegations(db: Db, id?: number): Promise<DelegationRow[]> {
  const { rows } = await sql<DelegationRow>`
    select d.id, d.approver, a.firstname || ' ' || a.lastname as approver_name,
      d.delegate, g.firstname || ' ' || g.lastname as delegate_name,
      to_char(d.from_date, 'YYYY-MM-DD') as from_date, to_char(d.to_date, 'YYYY-MM-DD') as to_date, d.reason,
      c.firstname || ' ' || c.lastname as created_by_name,
      to_char(d.ended_at at time zone (select time_zone from company where id = 1), 'YYYY-MM-DD"T"HH24:MI:SS') as ended_at,
      case when d.ended_at is not null then 'ended'
        when d.from_date > ${companyToday} then 'upcoming'
        when d.to_date < ${companyToday} then 'past'
        else 'active' end as state
    from approval_delegations d
      join employees a on a.emp_id = d.approver
      join employees g on g.emp_id = d.delegate
      join employees c on c.emp_id = d.created_by
    where ${id === undefined ? sql`true` : sql`d.id = ${id}`}
    order by d.from_date desc, d.id desc
  `.execute(db);
  return rows;
}

/** Serialises delegation changes of one approver, so two overlapping ones cannot both pass the check. */
export async function lockApprover(trx: Transaction<DB>, approverEmpId: string): Promise<void> {
  await trx.selectFrom('employees').select('emp_id').where('emp_id', '=', approverEmpId).forNoKeyUpdate().execute();
}

/** A delegation of the same approver, not ended early, that shares a day with the range. */
export function findOverlapping(db: Db, approverEmpId: string, fromDate: string, toDate: string) {
  return db
    .selectFrom('approval_delegations as d')
    .innerJoin('employees as g', 'g.emp_id', 'd.delegate')
    .select(['d.id', sql<string>`to_char(d.from_date, 'YYYY-MM-DD')`.as('from_date'), sql<string>`to_char(d.to_date, 'YYYY-MM-DD')`.as('to_date')])
    .select(sql<string>`g.firstname || ' ' || g.lastname`.as('delegate_name'))
    .where('d.approver', '=', approverEmpId)
    .where('d.ended_at', 'is', null)
    .where('d.from_date', '<=', toDate)
    .where('d.to_date', '>=', fromDate)
    .executeTakeFirst();
}

export async function insertDelegation(
  trx: Transaction<DB>,
  values: { approver: string; delegate: string; from_date: string; to_date: string; reason: string; created_by: string },
): Promise<number> {
  const row = await trx.insertInto('approval_delegations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function endDelegation(trx: Transaction<DB>, id: number, endedBy: string): Promise<void> {
  await trx.updateTable('approval_delegations').set({ ended_at: sql`now()`, ended_by: endedBy }).where('id', '=', id).execute();
}

export async function deleteDelegation(trx: Transaction<DB>, id: number): Promise<void> {
  await trx.deleteFrom('approval_delegations').where('id', '=', id).execute();
}

/** Locks one delegation row for a change. */
export function lockDelegation(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('approval_delegations').select(['id', 'approver']).where('id', '=', id).forUpdate().executeTakeFirst();
}
