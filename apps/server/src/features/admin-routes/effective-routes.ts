import type { EffectiveRoute } from '@portal/contracts/admin-routes';
import { requestTypeNames } from '@portal/contracts/approvals';
import { toLevels } from './route-rules';

interface StoredRoute {
  request_type: string;
  approver1: string | null;
  approver2: string | null;
  approver3: string | null;
}

/** Routes by request type. */
export type RoutesByType = Map<string, StoredRoute>;

export function byType(rows: readonly StoredRoute[]): RoutesByType {
  return new Map(rows.map((row) => [row.request_type, row]));
}

function describeRoute(route: StoredRoute, source: EffectiveRoute['source'], names: ReadonlyMap<string, string>): EffectiveRoute {
  const approvers = toLevels(route)
    .filter((empId): empId is string => empId !== null)
    .map((empId) => ({ emp_id: empId, name: names.get(empId) ?? empId }));
  return { source, approvers };
}

/**
 * Per request type, the route a new request of the employee takes: their own row
 * when there is one, else their department's; the same rule as filing follows.
 */
export function effectiveRoutes(own: RoutesByType | undefined, department: RoutesByType | undefined, names: ReadonlyMap<string, string>): Record<string, EffectiveRoute | null> {
  return Object.fromEntries(
    requestTypeNames.map((type) => {
      const override = own?.get(type);
      if (override) return [type, describeRoute(override, 'employee', names)];
      const shared = department?.get(type);
      return [type, shared ? describeRoute(shared, 'department', names) : null];
    }),
  );
}

/** A department's own routes, by type. */
export function departmentRoutes(routes: RoutesByType | undefined, names: ReadonlyMap<string, string>): Record<string, EffectiveRoute | null> {
  return effectiveRoutes(undefined, routes, names);
}

/** Groups rows by a key, each group's routes by type. */
export function groupRoutes<Row extends StoredRoute>(rows: readonly Row[], key: (row: Row) => string): Map<string, RoutesByType> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return new Map([...groups].map(([name, group]) => [name, byType(group)]));
}

/** Every person the routes name. */
export function namedApprovers(rows: readonly StoredRoute[]): Set<string> {
  return new Set(rows.flatMap((row) => toLevels(row).filter((empId): empId is string => empId !== null)));
}
