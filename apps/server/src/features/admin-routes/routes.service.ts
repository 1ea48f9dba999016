import type { Kysely } from 'kysely';
import type { DepartmentRouteRow, EmployeeRouteRow } from '@portal/contracts/admin-routes';
import type { RequestTypeName } from '@portal/contracts/approvals';
import type { ServerMessageCode } from '@portal/contracts/server-messages';
import type { DB } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { applyRouteChange, type ChangeContext, type ChangeOutcome, type RouteTarget } from './route-changes';
import { routeProblemsForTypes, toLevels, typeListInEach, type RouteLevels } from './route-rules';
import { oneRefusal } from './problem-lines';
import { codedFields, say, type PortalMessage } from '../../lib/messages';
import { departmentRoutes, effectiveRoutes, groupRoutes, namedApprovers } from './effective-routes';
import * as routes from './routes.repository';

/** "Who approves what": one row per active employee with, per type, the route a new request takes. */
export async function listEmployeeRoutes(db: Kysely<DB>): Promise<EmployeeRouteRow[]> {
  const [employees, own, shared] = await Promise.all([routes.listActiveEmployees(db), routes.listEmployeeRoutes(db), routes.listDepartmentRoutes(db)]);
  const names = await routes.findNames(db, [...namedApprovers(own), ...namedApprovers(shared)]);
  const ownByEmployee = groupRoutes(own, (row) => row.emp_id);
  const byDepartment = groupRoutes(shared, (row) => row.department);
  return employees.map((employee) => ({
    ...employee,
    routes: effectiveRoutes(ownByEmployee.get(employee.emp_id), byDepartment.get(employee.department), names),
  }));
}

async function employeeRouteRow(db: Kysely<DB>, empId: string): Promise<EmployeeRouteRow> {
  const employee = await routes.findEmployee(db, empId);
  if (!employee) throw notFound(say('routes.no_employee', { empId }));
  const [own, shared] = await Promise.all([routes.listEmployeeRoutes(db, empId), routes.listDepartmentRoutes(db, employee.department)]);
  const names = await routes.findNames(db, [...namedApprovers(own), ...namedApprovers(shared)]);
  const { active: _active, ...person } = employee;
  return { ...person, routes: effectiveRoutes(groupRoutes(own, () => empId).get(empId), groupRoutes(shared, () => 'd').get('d'), names) };
}

export async function listDepartmentRoutes(db: Kysely<DB>): Promise<DepartmentRouteRow[]> {
  const [members, shared] = await Promise.all([routes.countDepartmentMembers(db), routes.listDepartmentRoutes(db)]);
  const names = await routes.findNames(db, namedApprovers(shared));
  const byDepartment = groupRoutes(shared, (row) => row.department);
  return [...members]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([department, employees]) => ({ department, employees, routes: departmentRoutes(byDepartment.get(department), names) }));
}

async function departmentRouteRow(db: Kysely<DB>, department: string): Promise<DepartmentRouteRow> {
  const row = (await listDepartmentRoutes(db)).find((candidate) => candidate.department === department);
  return row ?? { department, employees: 0, routes: departmentRoutes(undefined, new Map()) };
}

/** Checks the approvers for every chosen type; one 400 lists every problem. */
async function assertValidRoute(db: Kysely<DB>, levels: RouteLevels, requestTypes: readonly RequestTypeName[], forEmpId?: string): Promise<void> {
  const people = await routes.findApproverFacts(db, levels.filter((empId): empId is string => empId !== null));
  const problems = routeProblemsForTypes(levels, requestTypes, people, forEmpId);
  if (problems.length > 0) throw badRequest(oneRefusal(problems));
}

/** Applies one change per type in one transaction; the types it changed. */
async function changeRoutes(db: Kysely<DB>, target: RouteTarget, requestTypes: readonly RequestTypeName[], levels: RouteLevels | null, context: ChangeContext) {
  const outcomes = await db.transaction().execute(async (trx) => {
    const done: ChangeOutcome[] = [];
    for (const requestType of requestTypes) done.push(await applyRouteChange(trx, { target, requestType, levels }, context));
    return done;
  });
  return requestTypes.filter((_type, index) => outcomes[index] !== 'unchanged');
}

/** What a change did, named by its types: "Maria Santos's own route set: Overtime. ...". */
function describeChange(code: ServerMessageCode, target: Record<string, string>, changed: readonly RequestTypeName[]): PortalMessage {
  return say(code, { ...target, count: changed.length, types: typeListInEach(changed) });
}

type RouteBody = { approver1: string; approver2?: string | undefined; approver3?: string | undefined; requestTypes: RequestTypeName[] };

export async function setEmployeeRoute(db: Kysely<DB>, body: RouteBody & { emp_id: string }, context: ChangeContext) {
  const employee = await routes.findEmployee(db, body.emp_id);
  if (!employee) throw notFound(say('routes.no_employee', { empId: body.emp_id }));
  const levels = toLevels(body);
  await assertValidRoute(db, levels, body.requestTypes, body.emp_id);
  const changed = await changeRoutes(db, { kind: 'employee', empId: body.emp_id }, body.requestTypes, levels, context);
  const message = changed.length === 0 ? say('routes.employee_unchanged', { name: employee.fullname }) : describeChange('routes.employee_set', { name: employee.fullname }, changed);
  return { ...(await employeeRouteRow(db, body.emp_id)), ...codedFields(message) };
}

export async function clearEmployeeRoute(db: Kysely<DB>, query: { emp_id: string; requestTypes: RequestTypeName[] }, context: ChangeContext) {
  const employee = await routes.findEmployee(db, query.emp_id);
  if (!employee) throw notFound(say('routes.no_employee', { empId: query.emp_id }));
  const changed = await changeRoutes(db, { kind: 'employee', empId: query.emp_id }, query.requestTypes, null, context);
  const message = changed.length === 0 ? say('routes.employee_nothing_to_clear', { name: employee.fullname }) : describeChange('routes.employee_cleared', { name: employee.fullname }, changed);
  return { ...(await employeeRouteRow(db, query.emp_id)), ...codedFields(message) };
}

async function assertKnownDepartment(db: Kysely<DB>, department: string): Promise<void> {
  if (!(await routes.departmentHasEmployees(db, department))) {
    throw badRequest(say('routes.no_department', { department }));
  }
}

export async function setDepartmentRoute(db: Kysely<DB>, body: RouteBody & { department: string }, context: ChangeContext) {
  await assertKnownDepartment(db, body.department);
  const levels = toLevels(body);
  await assertValidRoute(db, levels, body.requestTypes);
  const changed = await changeRoutes(db, { kind: 'department', department: body.department }, body.requestTypes, levels, context);
  const message = changed.length === 0 ? say('routes.department_unchanged', { department: body.department }) : describeChange('routes.department_set', { department: body.department }, changed);
  return { ...(await departmentRouteRow(db, body.department)), ...codedFields(message) };
}

export async function clearDepartmentRoute(db: Kysely<DB>, query: { department: string; requestTypes: RequestTypeName[] }, context: ChangeContext) {
  const changed = await changeRoutes(db, { kind: 'department', department: query.department }, query.requestTypes, null, context);
  const message = changed.length === 0 ? say('routes.department_nothing_to_clear', { department: query.department }) : describeChange('routes.department_cleared', { department: query.department }, changed);
  return { ...(await departmentRouteRow(db, query.department)), ...codedFields(message) };
}
