import type { Transaction } from 'kysely';
import type { RequestTypeName } from '@portal/contracts/approvals';
import type { DB } from '../../db/database';
import { writeAudit } from '../../lib/audit';
import { sameLevels, toLevels, type RouteLevels } from './route-rules';
import * as routes from './routes.repository';

/** Whose route: one employee's own (an override) or a department's. */
export type RouteTarget = { kind: 'employee'; empId: string } | { kind: 'department'; department: string };

export interface RouteChange {
  target: RouteTarget;
  requestType: RequestTypeName;
  /** The new approvers, or null to remove the route. */
  levels: RouteLevels | null;
}

export type ChangeOutcome = 'added' | 'changed' | 'unchanged';

export interface ChangeContext {
  actorEmpId: string;
  requestId?: string | undefined;
}

async function readLevels(trx: Transaction<DB>, target: RouteTarget, requestType: string): Promise<RouteLevels | undefined> {
  const rows = target.kind === 'employee' ? await routes.listEmployeeRoutes(trx, target.empId) : await routes.listDepartmentRoutes(trx, target.department);
  const row = rows.find((candidate) => candidate.request_type === requestType);
  return row ? toLevels(row) : undefined;
}

function stored(target: RouteTarget, requestType: string, levels: RouteLevels | undefined) {
  if (!levels) return null;
  const owner = target.kind === 'employee' ? { emp_id: target.empId } : { department: target.department };
  return { ...owner, request_type: requestType, approver1: levels[0], approver2: levels[1], approver3: levels[2] };
}

/**
 * Sets or removes one route, auditing it with the values before and after. A route
 * identical to what is stored is neither written nor audited, so setting it again
 * (or importing the same file twice) changes nothing. Requests already filed keep
 * the approvers copied onto them; only new requests take the new route.
 */
export async function applyRouteChange(trx: Transaction<DB>, change: RouteChange, context: ChangeContext): Promise<ChangeOutcome> {
  const { target, requestType, levels } = change;
  const before = await readLevels(trx, target, requestType);
  const after = levels ?? undefined;
  if (sameLevels(before, after)) return 'unchanged';
  if (target.kind === 'employee') {
    if (after) await routes.upsertEmployeeRoute(trx, target.empId, requestType, after);
    else await routes.deleteEmployeeRoute(trx, target.empId, requestType);
  } else if (after) await routes.upsertDepartmentRoute(trx, target.department, requestType, after);
  else await routes.deleteDepartmentRoute(trx, target.department, requestType);
  await writeAudit(trx, {
    actorEmpId: context.actorEmpId,
    action: after ? 'set-route' : 'remove-route',
    entity: target.kind === 'employee' ? 'approval_route' : 'department_route',
    entityId: `${target.kind === 'employee' ? target.empId : target.department}:${requestType}`.slice(0, 200),
    before: stored(target, requestType, before),
    after: stored(target, requestType, after),
    requestId: context.requestId,
  });
  return before ? 'changed' : 'added';
}
