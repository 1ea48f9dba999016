import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/database';

type Db = Kysely<DB> | Transaction<DB>;

export interface RouteApprovers {
  approver1: string | null;
  approver2: string | null;
  approver3: string | null;
}

/**
 * The route a new request of the employee takes for a type: their own row (an
 * override) when there is one, else their department's row, else none.
 */
export async function findApprovalRoute(db: Db, empId: string, requestType: string): Promise<RouteApprovers | undefined> {
  const { rows } = await sql<RouteApprovers>`
    select approver1, approver2, approver3 from (
      select 1 as precedence, r.approver1, r.approver2, r.approver3
      from approval_routes r where r.emp_id = ${empId} and r.request_type = ${requestType}
      union all
      select 2, d.approver1, d.approver2, d.approver3
      from department_routes d join employees e on e.department = d.department
      where e.emp_id = ${empId} and d.request_type = ${requestType}
    ) as routes
    order by precedence limit 1
  `.execute(db);
  return rows[0];
}
