import { requestTypeLabels } from '@portal/contracts/admin-routes';
import type { RequestTypeName } from '@portal/contracts/approvals';
import { say, type PortalMessage } from '../../lib/messages';

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

/** The request types' names in Filipino, as requestTypeLabels names them in English. */
const requestTypeLabelsFil: Record<RequestTypeName, string> = {
  attendance_adjustment: 'Pag-adjust ng attendance',
  official_business: 'Official business (OB)',
  leave: 'Leave',
  overtime: 'Overtime',
  shift: 'Pagpalit ng shift',
  coe: 'Certificate of Employment (COE)',
};

/** The same, within a sentence ("for overtime routes"). */
const requestTypeWordsFil: Record<RequestTypeName, string> = {
  attendance_adjustment: 'pag-adjust ng attendance',
  official_business: 'official business',
  leave: 'leave',
  overtime: 'overtime',
  shift: 'pagpalit ng shift',
  coe: 'COE',
};

/** Request types listed ("Leave, Overtime") in each language, for a coded message's {types}. */
export function typeListInEach(types: readonly RequestTypeName[]): { en: string; fil: string } {
  return { en: types.map((type) => requestTypeLabels[type]).join(', '), fil: types.map((type) => requestTypeLabelsFil[type]).join(', ') };
}

/**
 * Everything wrong with a route for one request type, as sentences that say what to
 * do: levels filled in order, no one twice, everyone an active employee with the
 * role the type needs (certificates: COE approver; the rest: approver), and never
 * the employee the route is for.
 */
export function routeProblemMessages(levels: RouteLevels, requestType: RequestTypeName, people: ReadonlyMap<string, ApproverFacts>, forEmpId?: string): PortalMessage[] {
  const problems: PortalMessage[] = [];
  if (!levels[0]) problems.push(say('routes.approver1_required'));
  if (levels[2] && !levels[1]) problems.push(say('routes.approver3_needs_approver2'));
  levels.forEach((empId, index) => {
    if (!empId) return;
    const field = levelNames[index]!;
    const earlier = levels.slice(0, index).indexOf(empId);
    if (earlier >= 0) {
      problems.push(say('routes.same_person', { field, earlier: levelNames[earlier]! }));
      return;
    }
    const person = people.get(empId);
    if (!person) {
      problems.push(say('routes.level_not_employee', { field, empId }));
      return;
    }
    if (empId === forEmpId) problems.push(say('routes.level_is_employee', { field }));
    else if (!person.active) problems.push(say('routes.level_inactive', { field, name: person.name, empId }));
    else if (requestType === 'coe' && !person.coeapprover) {
      problems.push(say('routes.level_not_coe_approver', { field, name: person.name, empId }));
    } else if (requestType !== 'coe' && !person.approver) {
      const type = { en: requestTypeLabels[requestType].toLowerCase(), fil: requestTypeWordsFil[requestType] };
      problems.push(say('routes.level_no_role', { field, name: person.name, empId, type }));
    }
  });
  return problems;
}

/** routeProblemMessages as English lines, as the routes import lists them ("Row N: ..."). */
export function routeProblems(levels: RouteLevels, requestType: RequestTypeName, people: ReadonlyMap<string, ApproverFacts>, forEmpId?: string): string[] {
  return routeProblemMessages(levels, requestType, people, forEmpId).map((problem) => problem.text);
}

/** The problems of the same approvers set for several types at once, each said once and naming its type where it differs. */
export function routeProblemsForTypes(
  levels: RouteLevels,
  requestTypes: readonly RequestTypeName[],
  people: ReadonlyMap<string, ApproverFacts>,
  forEmpId?: string,
): PortalMessage[] {
  const byText = new Map<string, PortalMessage>();
  for (const problem of requestTypes.flatMap((type) => routeProblemMessages(levels, type, people, forEmpId))) if (!byText.has(problem.text)) byText.set(problem.text, problem);
  return [...byText.values()];
}

/** The levels as stored: blanks as null. */
export function toLevels(route: { approver1?: string | null | undefined; approver2?: string | null | undefined; approver3?: string | null | undefined }): RouteLevels {
  return [route.approver1 || null, route.approver2 || null, route.approver3 || null];
}

export function sameLevels(a: RouteLevels | undefined, b: RouteLevels | undefined): boolean {
  if (!a || !b) return a === b;
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}
