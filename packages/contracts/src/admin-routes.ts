import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, employeeNumber } from './common';
import { importRoute } from './admin';
import { requestTypeNames, type RequestTypeName } from './approvals';
import { calendarDate, recordId } from './input';

// HR administration of who approves what: approval routes (per department, with
// per-employee overrides) and approval delegations while an approver is away.

export const requestTypeLabels: Record<RequestTypeName, string> = {
  attendance_adjustment: 'Attendance adjustment',
  official_business: 'Official business',
  leave: 'Leave',
  overtime: 'Overtime',
  shift: 'Shift change',
  coe: 'Certificate of employment',
};

/** The columns of the routes import, in the documented order. */
export const ROUTE_IMPORT_COLUMNS = ['emp_id', 'department', 'request_type', 'approver1', 'approver2', 'approver3'] as const;

const requestTypes = z
  .array(z.enum(requestTypeNames, { error: `each request type must be one of ${requestTypeNames.join(', ')}` }), {
    error: 'requestTypes must be a list of request types',
  })
  .min(1, 'choose at least one request type');

/** Types as a query sends them: "leave,coe"; absent means every type. */
const requestTypesQuery = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').map((type) => type.trim()) : [...requestTypeNames]))
  .pipe(requestTypes);

/** An optional level: a blank field is no approver. */
const optionalApprover = (field: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), employeeNumber(field).optional());

export const RouteApproversBody = z.object({
  approver1: employeeNumber('approver1'),
  approver2: optionalApprover('approver2'),
  approver3: optionalApprover('approver3'),
});

const department = z.string({ error: 'department is required' }).trim().min(1, 'department is required').max(100, 'department must be at most 100 characters');

export const SetEmployeeRouteBody = RouteApproversBody.extend({ emp_id: employeeNumber('emp_id'), requestTypes });
export type SetEmployeeRouteBody = z.input<typeof SetEmployeeRouteBody>;
export const ClearEmployeeRouteQuery = z.object({ emp_id: employeeNumber('emp_id'), requestTypes: requestTypesQuery });

export const SetDepartmentRouteBody = RouteApproversBody.extend({ department, requestTypes });
export type SetDepartmentRouteBody = z.input<typeof SetDepartmentRouteBody>;
export const ClearDepartmentRouteQuery = z.object({ department, requestTypes: requestTypesQuery });

export const RouteApprover = z.object({ emp_id: z.string(), name: z.string() });

/** One type's route: its approvers in level order and where it comes from. */
export const EffectiveRoute = z.object({
  /** `employee`: the employee's own override; `department`: their department's route. */
  source: z.enum(['employee', 'department']),
  approvers: z.array(RouteApprover),
});
export type EffectiveRoute = z.infer<typeof EffectiveRoute>;

/** "Who approves what" for one employee: per request type, the route a new request takes, or null. */
export const EmployeeRouteRow = z.object({
  emp_id: z.string(),
  fullname: z.string(),
  department: z.string(),
  /** May be named on routes other than certificates' (the approver flag). */
  approver: z.boolean(),
  /** May be named on certificate routes. */
  coeapprover: z.boolean(),
  routes: z.record(z.string(), EffectiveRoute.nullable()),
});
export type EmployeeRouteRow = z.infer<typeof EmployeeRouteRow>;

export const DepartmentRouteRow = z.object({
  department: z.string(),
  /** Active employees in the department. */
  employees: z.number(),
  routes: z.record(z.string(), EffectiveRoute.nullable()),
});
export type DepartmentRouteRow = z.infer<typeof DepartmentRouteRow>;

export const DelegationBody = z
  .object({
    approver: employeeNumber('approver'),
    delegate: employeeNumber('delegate'),
    fromDate: calendarDate('fromDate'),
    toDate: calendarDate('toDate'),
    reason: z.string().trim().max(200, 'reason must be at most 200 characters').optional().default(''),
  })
  .refine((body) => body.fromDate <= body.toDate, { message: 'fromDate must not be after toDate', path: ['fromDate'] });
export type DelegationBody = z.input<typeof DelegationBody>;

const delegationId = recordId('id');
export const DelegationIdBody = z.object({ id: delegationId });
export const DelegationIdQuery = z.object({ id: delegationId });

export const delegationStates = ['upcoming', 'active', 'past', 'ended'] as const;

export const DelegationRow = z.object({
  id: z.number(),
  approver: z.string(),
  approver_name: z.string(),
  delegate: z.string(),
  delegate_name: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  reason: z.string(),
  created_by_name: z.string(),
  /** When HR ended it early, as YYYY-MM-DDTHH:mm:ss in the company zone. */
  ended_at: z.string().nullable(),
  /** upcoming, active (today is within it), past, or ended (early, by HR). */
  state: z.enum(delegationStates),
});
export type DelegationRow = z.infer<typeof DelegationRow>;

const message = CodedMessage;

export const adminRoutesRoutes = {
  listEmployeeRoutes: defineRoute({
    method: 'GET',
    path: '/v1/admin/routes',
    summary: 'Who approves what: per active employee and request type, the route a new request takes and where it comes from',
    response: z.array(EmployeeRouteRow),
    auth: true,
  }),
  setEmployeeRoute: defineRoute({
    method: 'POST',
    path: '/v1/admin/routes',
    summary: "Set an employee's own route (an override of their department's) for one or more request types",
    body: SetEmployeeRouteBody,
    response: EmployeeRouteRow.extend(message),
    auth: true,
  }),
  clearEmployeeRoute: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/routes',
    summary: "Remove an employee's overrides (requestTypes: comma-separated; absent: all), so their department's route applies",
    querystring: ClearEmployeeRouteQuery,
    response: EmployeeRouteRow.extend(message),
    auth: true,
  }),
  listDepartmentRoutes: defineRoute({
    method: 'GET',
    path: '/v1/admin/routes/departments',
    summary: "Every department (of employees or of routes) with its route per request type",
    response: z.array(DepartmentRouteRow),
    auth: true,
  }),
  setDepartmentRoute: defineRoute({
    method: 'POST',
    path: '/v1/admin/routes/departments',
    summary: "Set a department's route for one or more request types",
    body: SetDepartmentRouteBody,
    response: DepartmentRouteRow.extend(message),
    auth: true,
  }),
  clearDepartmentRoute: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/routes/departments',
    summary: "Remove a department's route (requestTypes: comma-separated; absent: all)",
    querystring: ClearDepartmentRouteQuery,
    response: DepartmentRouteRow.extend(message),
    auth: true,
  }),
  importRoutes: importRoute('/v1/admin/routes/import', 'Import approval routes from CSV (emp_id or department, request_type, approver1..3); dryRun=true checks only'),
  listDelegations: defineRoute({
    method: 'GET',
    path: '/v1/admin/delegations',
    summary: 'Approval delegations, the latest first',
    response: z.array(DelegationRow),
    auth: true,
  }),
  createDelegation: defineRoute({
    method: 'POST',
    path: '/v1/admin/delegations',
    summary: 'Name a delegate who acts for an approver from fromDate to toDate (company days, both included)',
    body: DelegationBody,
    response: DelegationRow.extend(message),
    auth: true,
  }),
  endDelegation: defineRoute({
    method: 'POST',
    path: '/v1/admin/delegations/end',
    summary: 'End a delegation now (the approver is back early); it stays on record',
    body: DelegationIdBody,
    response: DelegationRow.extend(message),
    auth: true,
  }),
  deleteDelegation: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/delegations',
    summary: 'Delete a delegation that has not begun',
    querystring: DelegationIdQuery,
    response: z.object(message),
    auth: true,
  }),
} as const;
