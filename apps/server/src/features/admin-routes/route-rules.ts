import { requestTypeLabels } from '@portal/contracts/admin-routes';
import type { RequestTypeName } from '@portal/contracts/approvals';

/** What the rules need to know of a person named on a route. */
export interface ApproverFacts {
  emp_id: string;
  name: string;
  active: boolean;
  approver: boolean;
  coeapprover: boolean;
}

/** approver1..3 as given; blanks are null. */
export type RouteLevels = readonly [string | null, string | null, string | null];

const levelNames = ['approver1', 'approver2', 'approver3'] as const;

/**
 * Everything wrong with a route for one request type, as sentences that say what to
 * do: levels filled in order, no one twice, everyone an active employee with the
 * role the type needs (certificates: COE approver; the rest: approver), and never
 * the employee the route is for.
 */
export function routeProblems(levels: RouteLevels, requestType: RequestTypeName, people: ReadonlyMap<string, ApproverFacts>, forEmpId?: string): string[] {
  const problems: string[] = [];
  if (!levels[0]) problems.push('approver1 is required: every route starts with a level-1 approver');
  if (levels[2] && !levels[1]) problems.push('approver3 needs an approver2: fill the levels in order');
  levels.forEach((empId, index) => {
    if (!empId) return;
    const field = levelNames[index]!;
    const earlier = levels.slice(0, index).indexOf(empId);
    if (earlier >= 0) {
      problems.push(`${field} is the same person as ${levelNames[earlier]}; each level needs a different approver`);
      return;
    }
    const person = people.get(empId);
    if (!person) {
      problems.push(`${field} ${empId} is not an employee; check the employee number`);
      return;
    }
    if (empId === forEmpId) problems.push(`${field} is the employee themself; no one approves their own requests, so choose someone else`);
    else if (!person.active) problems.push(`${field} ${person.name} (${empId}) is no longer active; choose someone who is`);
    else if (requestType === 'coe' && !person.coeapprover) {
      problems.push(`${field} ${person.name} (${empId}) is not a COE approver; certificate routes need the COE approver role`);
    } else if (requestType !== 'coe' && !person.approver) {
      problems.push(`${field} ${person.name} (${empId}) does not have the approver role needed for ${requestTypeLabels[requestType].toLowerCase()} routes`);
    }
  });
  return problems;
}

/** The problems of the same approvers set for several types at once, each said once and naming its type where it differs. */
export function routeProblemsForTypes(
  levels: RouteLevels,
  requestTypes: readonly RequestTypeName[],
  people: ReadonlyMap<string, ApproverFacts>,
  forEmpId?: string,
): string[] {
  return [...new Set(requestTypes.flatMap((type) => routeProblems(levels, type, people, forEmpId)))];
}

/** The levels as stored: blanks as null. */
export function toLevels(route: { approver1?: string | null | undefined; approver2?: string | null | undefined; approver3?: string | null | undefined }): RouteLevels {
  return [route.approver1 || null, route.approver2 || null, route.approver3 || null];
}

export function sameLevels(a: RouteLevels | undefined, b: RouteLevels | undefined): boolean {
  if (!a || !b) return a === b;
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}
