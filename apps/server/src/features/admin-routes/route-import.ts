import { z } from 'zod';
import { ROUTE_IMPORT_COLUMNS } from '@portal/contracts/admin-routes';
import { requestTypeNames, type RequestTypeName } from '@portal/contracts/approvals';
import type { ImportCounts, ImportDefinition, ParsedRow } from '../../admin/run-import';
import { applyRouteChange, type ChangeContext, type ChangeOutcome, type RouteTarget } from './route-changes';
import { rowProblem, type ProblemLine } from '../../lib/csv-rows';
import { say } from '../../lib/messages';
import { routeProblemsForTypes, type RouteLevels } from './route-rules';
import * as routes from './routes.repository';

export interface RouteImportRow {
  target: RouteTarget;
  requestTypes: RequestTypeName[];
  /** null: every approver blank, which removes the route. */
  levels: RouteLevels | null;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const employeeNumberColumn = (column: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{1,8}$/, `${column} must be an employee number (up to 8 digits)`)
      .transform((value) => value.padStart(8, '0'))
      .optional(),
  );

const rowSchema = z
  .object({
    emp_id: employeeNumberColumn('emp_id'),
    department: z.preprocess(blankToUndefined, z.string().trim().max(100, 'department must be at most 100 characters').optional()),
    request_type: z
      .string({ error: 'request_type is required' })
      .trim()
      .toLowerCase()
      .refine((value) => value === 'all' || (requestTypeNames as readonly string[]).includes(value), {
        message: `request_type must be one of ${requestTypeNames.join(', ')}, or all`,
      }),
    approver1: employeeNumberColumn('approver1'),
    approver2: employeeNumberColumn('approver2'),
    approver3: employeeNumberColumn('approver3'),
  })
  .refine((row) => row.emp_id !== undefined || row.department !== undefined, { message: 'give emp_id (an employee\'s own route) or department (a department\'s route)' })
  .refine((row) => row.emp_id === undefined || row.department === undefined, { message: 'give emp_id or department, not both: a row sets one route' })
  .transform(
    (row): RouteImportRow => ({
      target: row.emp_id !== undefined ? { kind: 'employee', empId: row.emp_id } : { kind: 'department', department: row.department! },
      requestTypes: row.request_type === 'all' ? [...requestTypeNames] : [row.request_type as RequestTypeName],
      levels: row.approver1 || row.approver2 || row.approver3 ? [row.approver1 ?? null, row.approver2 ?? null, row.approver3 ?? null] : null,
    }),
  );

/** Duplicates, unknown employees and departments, and every route rule, as "Row N: ..." lines. */
async function checkRows(trx: Parameters<NonNullable<ImportDefinition<RouteImportRow>['check']>>[0], rows: ParsedRow<RouteImportRow>[]): Promise<ProblemLine[]> {
  const problems: ProblemLine[] = [];
  const seen = new Map<string, number>();
  const named = rows.flatMap(({ value }) => [...(value.levels ?? []), value.target.kind === 'employee' ? value.target.empId : null]);
  const people = await routes.findApproverFacts(trx, named.filter((empId): empId is string => empId !== null));
  const knownDepartments = new Map<string, boolean>();
  for (const { row, value } of rows) {
    const { target } = value;
    for (const type of value.requestTypes) {
      const key = `${target.kind}:${target.kind === 'employee' ? target.empId : target.department}:${type}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) problems.push(rowProblem(row, say('import.route_repeated', { type, targetKind: target.kind, target: target.kind === 'employee' ? target.empId : target.department, first: earlier })));
      else seen.set(key, row);
    }
    if (target.kind === 'employee' && !people.has(target.empId)) {
      problems.push(rowProblem(row, say('import.no_employee_import_first', { empId: target.empId })));
      continue;
    }
    if (target.kind === 'department') {
      if (!knownDepartments.has(target.department)) knownDepartments.set(target.department, await routes.departmentHasEmployees(trx, target.department));
      if (!knownDepartments.get(target.department)) {
        problems.push(rowProblem(row, say('import.department_empty', { department: target.department })));
        continue;
      }
    }
    if (!value.levels) continue;
    const forEmpId = target.kind === 'employee' ? target.empId : undefined;
    for (const problem of routeProblemsForTypes(value.levels, value.requestTypes, people, forEmpId)) problems.push(rowProblem(row, problem));
  }
  return problems;
}

/** One row's outcome from its routes' outcomes: unchanged only when every route is. */
function rowOutcome(outcomes: ChangeOutcome[]): ChangeOutcome {
  const changes = outcomes.filter((outcome) => outcome !== 'unchanged');
  if (changes.length === 0) return 'unchanged';
  return changes.every((outcome) => outcome === 'added') ? 'added' : 'changed';
}

/** The routes import, auditing each changed route as the calling HR administrator. */
export function routeImport(context: ChangeContext): ImportDefinition<RouteImportRow> {
  return {
    entity: 'approval_routes',
    noun: 'route row',
    columns: { all: ROUTE_IMPORT_COLUMNS, required: ['request_type', 'approver1'] },
    rowSchema: rowSchema as unknown as ImportDefinition<RouteImportRow>['rowSchema'],
    check: checkRows,
    async apply(trx, rows) {
      const counts: ImportCounts = { added: 0, changed: 0, unchanged: 0 };
      for (const { value } of rows) {
        const outcomes: ChangeOutcome[] = [];
        for (const requestType of value.requestTypes) outcomes.push(await applyRouteChange(trx, { target: value.target, requestType, levels: value.levels }, context));
        counts[rowOutcome(outcomes)] += 1;
      }
      return counts;
    },
  };
}
