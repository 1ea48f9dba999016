import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { ApproverFacts, RouteLevels } from './route-rules';
import { anyOfTexts } from '../../db/any-of';

type Db = Kysely<DB> | Transaction<DB>;

const fullname = sql<string>`firstname || ' ' || lastname`;

/** The people a route may name, with what the rules check of them. */
export async function findApproverFacts(db: Db, empIds: readonly string[]): Promise<Map<string, ApproverFacts>> {
  const unique = [...new Set(empIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['emp_id', fullname.as('name'), 'active', 'approver', 'coeapprover'])
    .where('emp_id', '=', anyOfTexts(unique))
    .execute();
  return new Map(rows.map((row) => [row.emp_id, row]));
}

export function findEmployee(db: Db, empId: string) {
  return db.selectFrom('employees').select(['emp_id', fullname.as('fullname'), 'department', 'active', 'approver', 'coeapprover']).where('emp_id', '=', empId).executeTakeFirst();
}

/** Active employees, as the "who approves what" list shows them. */
export function listActiveEmployees(db: Db) {
  return db
    .selectFrom('employees')
    .select(['emp_id', fullname.as('fullname'), 'department', 'approver', 'coeapprover'])
    .where('active', '=', true)
    .orderBy('lastname')
    .orderBy('firstname')
    .execute();
}

/** The employees' own routes (overrides); all of them, or one person's. */
export function listEmployeeRoutes(db: Db, empId?: string) {
  let query = db.selectFrom('approval_routes').select(['emp_id', 'request_type', 'approver1', 'approver2', 'approver3']);
  if (empId) query = query.where('emp_id', '=', empId);
  return query.execute();
}

/** Department routes; all of them, or one department's. */
export function listDepartmentRoutes(db: Db, department?: string) {
  let query = db.selectFrom('department_routes').select(['department', 'request_type', 'approver1', 'approver2', 'approver3']);
  if (department !== undefined) query = query.where('department', '=', department);
  return query.execute();
}

/** Active head counts per department, including departments that only have routes. */
export async function countDepartmentMembers(db: Db): Promise<Map<string, number>> {
  const { rows } = await sql<{ department: string; employees: string }>`
    select department, count(*) filter (where active) as employees from employees where department <> '' group by department
    union all
    select distinct department, 0::bigint from department_routes d where not exists (select 1 from employees e where e.department = d.department)
  `.execute(db);
  return new Map(rows.map((row) => [row.department, Number(row.employees)]));
}

export async function departmentHasEmployees(db: Db, department: string): Promise<boolean> {
  const row = await db.selectFrom('employees').select('emp_id').where('department', '=', department).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Names of everyone a set of routes names, active or not. */
export async function findNames(db: Db, empIds: Iterable<string | null>): Promise<Map<string, string>> {
  const unique = [...new Set([...empIds].filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('employees').select(['emp_id', fullname.as('name')]).where('emp_id', '=', anyOfTexts(unique)).execute();
  return new Map(rows.map((row) => [row.emp_id, row.name]));
}

export async function upsertEmployeeRoute(trx: Transaction<DB>, empId: string, requestType: string, levels: RouteLevels): Promise<void> {
  const [approver1, approver2, approver3] = levels;
  await trx
    .insertInto('approval_routes')
    .values({ emp_id: empId, request_type: requestType, approver1, approver2, approver3 })
    .onConflict((conflict) => conflict.columns(['emp_id', 'request_type']).doUpdateSet({ approver1, approver2, approver3 }))
    .execute();
}

export async function deleteEmployeeRoute(trx: Transaction<DB>, empId: string, requestType: string): Promise<void> {
  await trx.deleteFrom('approval_routes').where('emp_id', '=', empId).where('request_type', '=', requestType).execute();
}

export async function upsertDepartmentRoute(trx: Transaction<DB>, department: string, requestType: string, levels: RouteLevels): Promise<void> {
  const [approver1, approver2, approver3] = levels;
  if (!approver1) throw new Error('a department route needs approver1');
  await trx
    .insertInto('department_routes')
    .values({ department, request_type: requestType, approver1, approver2, approver3 })
    .onConflict((conflict) => conflict.columns(['department', 'request_type']).doUpdateSet({ approver1, approver2, approver3 }))
    .execute();
}

export async function deleteDepartmentRoute(trx: Transaction<DB>, department: string, requestType: string): Promise<void> {
  await trx.deleteFrom('department_routes').where('department', '=', department).where('request_type', '=', requestType).execute();
}
