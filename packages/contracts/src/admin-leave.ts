import { z } from 'zod';
import { CIVIL_STATUSES } from './government-ids';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse, employeeNumber } from './common';
import { importRoute } from './admin';

// HR administration of leave: the types, each person's yearly entitlements, and
// the year-start reset that carries unused hours over.

/** A year of 8-hour days: no entitlement or cap is larger. */
export const MAX_LEAVE_HOURS = 2920;
export const ENTITLEMENT_IMPORT_COLUMNS = ['emp_id', 'year', 'payitem', 'hours'] as const;

/** Hours as HR types them: a number of half hours from 0 up to a year of days. */
export function leaveHours(field: string) {
  return z.coerce
    .number({ error: `${field} must be a number of hours` })
    .min(0, `${field} cannot be negative`)
    .max(MAX_LEAVE_HOURS, `${field} may be at most ${MAX_LEAVE_HOURS} hours (a year of 8-hour days)`)
    .multipleOf(0.5, `${field} must be in half hours, e.g. 120 or 4.5`);
}

export function leaveYear(field: string) {
  return z.coerce
    .number({ error: `${field} must be a year like 2027` })
    .int(`${field} must be a year like 2027`)
    .min(2000, `${field} must be a year from 2000 to 2100`)
    .max(2100, `${field} must be a year from 2000 to 2100`);
}

export const payItemCode = z
  .string({ error: 'payitem is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{1,10}$/, 'payitem must be a short code of up to 10 letters or digits, e.g. VL');

export const eligibleGenders = ['F', 'M'] as const;

/** Who a leave type is for, as stored with it. */
export interface LeaveEligibility {
  eligible_gender: 'F' | 'M' | null;
  eligible_civil_status: readonly string[] | null;
  solo_parent_only: boolean;
}

/** Who may take the type, in words: "married men", "solo parents", "everyone". */
export function describeEligibility(rule: LeaveEligibility): string {
  if (!rule.eligible_gender && !rule.eligible_civil_status && !rule.solo_parent_only) return 'everyone';
  const statuses = rule.eligible_civil_status?.map((status) => status.toLowerCase()).join(' or ');
  const people = rule.solo_parent_only ? 'solo parents' : rule.eligible_gender === 'F' ? 'women' : rule.eligible_gender === 'M' ? 'men' : 'employees';
  const who = statuses ? `${statuses} ${people}` : people;
  return rule.solo_parent_only && rule.eligible_gender ? `${who} (${rule.eligible_gender === 'F' ? 'women' : 'men'})` : who;
}

export const LeaveTypeBody = z.object({
  payitem: payItemCode,
  leave_desc: z
    .string({ error: 'leave_desc is required' })
    .trim()
    .min(1, 'leave_desc is required: the name people see, e.g. Vacation Leave')
    .max(80, 'leave_desc must be at most 80 characters'),
  annual_hours: leaveHours('annual_hours'),
  carry_over_cap_hours: leaveHours('carry_over_cap_hours').default(0),
  sort_order: z.coerce
    .number({ error: 'sort_order must be a whole number' })
    .int('sort_order must be a whole number')
    .min(0, 'sort_order cannot be negative')
    .max(999, 'sort_order may be at most 999')
    .default(0),
  /** Who the type is for; null: everyone. */
  eligible_gender: z
    .enum(eligibleGenders, { error: 'eligible_gender must be F, M or empty for everyone' })
    .nullable()
    .default(null),
  /** The civil statuses the type is for; null or empty: any. */
  eligible_civil_status: z
    .array(z.enum(CIVIL_STATUSES, { error: `eligible_civil_status takes ${CIVIL_STATUSES.join(', ')}` }))
    .max(CIVIL_STATUSES.length)
    .nullable()
    .default(null)
    .transform((statuses) => (statuses && statuses.length > 0 ? [...new Set(statuses)] : null)),
  /** Only for employees with a solo-parent ID (RA 11861). */
  solo_parent_only: z.boolean({ error: 'solo_parent_only must be true or false' }).default(false),
  /** Paid leave (the default); an unpaid type's hours reach payroll as leave without pay. */
  with_pay: z.boolean({ error: 'with_pay must be true or false' }).default(true),
});
export type LeaveTypeBody = z.infer<typeof LeaveTypeBody>;

export const AdminLeaveType = z.object({
  payitem: z.string(),
  leave_desc: z.string(),
  annual_hours: z.number(),
  carry_over_cap_hours: z.number(),
  sort_order: z.number(),
  eligible_gender: z.enum(eligibleGenders).nullable(),
  eligible_civil_status: z.array(z.enum(CIVIL_STATUSES)).nullable(),
  solo_parent_only: z.boolean(),
  with_pay: z.boolean(),
  /** Entitlement rows and leaves that name the type; while any, it cannot be deleted. */
  entitlements: z.number(),
  leaves: z.number(),
});
export type AdminLeaveType = z.infer<typeof AdminLeaveType>;

export const PayItemQuery = z.object({ payitem: payItemCode });

export const EntitlementQuery = z.object({ year: leaveYear('year') });

/** One person's entitlement to one type in one year, with the balance as the employee sees it. */
export const EntitlementRow = z.object({
  emp_id: z.string(),
  fullname: z.string(),
  department: z.string(),
  year: z.number(),
  payitem: z.string(),
  leave_desc: z.string(),
  entitled: z.number(),
  used: z.number(),
  pending: z.number(),
  balance: z.number(),
});
export type EntitlementRow = z.infer<typeof EntitlementRow>;

export const EntitlementBody = z.object({
  emp_id: employeeNumber('emp_id'),
  year: leaveYear('year'),
  payitem: payItemCode,
  hours: leaveHours('hours'),
});
export type EntitlementBody = z.infer<typeof EntitlementBody>;

export const YearStartBody = z.object({
  year: leaveYear('year'),
  /** True: answer what would happen, write nothing. */
  dryRun: z.boolean({ error: 'dryRun must be true or false' }).default(true),
});

export const YearStartTypeSummary = z.object({
  payitem: z.string(),
  leave_desc: z.string(),
  /** Entitlements the reset creates (or would). */
  created: z.number(),
  /** Entitlements already there for the year, left as they are. */
  kept: z.number(),
  /** Unused hours of the year before moved over, in total. */
  carried_hours: z.number(),
});

export const YearStartResult = z.object({
  ...CodedMessage,
  dryRun: z.boolean(),
  year: z.number(),
  created: z.number(),
  kept: z.number(),
  byType: z.array(YearStartTypeSummary),
  /** The entitlements left alone, as stored (the first 200). */
  keptRows: z.array(z.object({ emp_id: z.string(), fullname: z.string(), payitem: z.string(), hours: z.number() })),
});
export type YearStartResult = z.infer<typeof YearStartResult>;

export const adminLeaveRoutes = {
  types: defineRoute({
    method: 'GET',
    path: '/v1/admin/leave/types',
    summary: 'Leave types with their yearly hours, carry-over cap and use (HR administrators)',
    response: z.array(AdminLeaveType),
    auth: true,
  }),
  createType: defineRoute({
    method: 'POST',
    path: '/v1/admin/leave/types',
    summary: 'Add a leave type',
    body: LeaveTypeBody,
    response: AdminLeaveType.extend(CodedMessage),
    auth: true,
  }),
  updateType: defineRoute({
    method: 'PUT',
    path: '/v1/admin/leave/types',
    summary: 'Change a leave type (named by payitem)',
    body: LeaveTypeBody,
    response: AdminLeaveType.extend(CodedMessage),
    auth: true,
  }),
  removeType: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/leave/types',
    summary: 'Delete a leave type no entitlement or leave uses',
    querystring: PayItemQuery,
    response: MessageResponse,
    auth: true,
  }),
  entitlements: defineRoute({
    method: 'GET',
    path: '/v1/admin/leave/entitlements',
    summary: "A year's entitlements of everyone, with used, pending and balance hours",
    querystring: EntitlementQuery,
    response: z.array(EntitlementRow),
    auth: true,
  }),
  setEntitlement: defineRoute({
    method: 'PUT',
    path: '/v1/admin/leave/entitlements',
    summary: "Set one person's entitlement to one type in one year",
    body: EntitlementBody,
    response: EntitlementRow.extend(CodedMessage),
    auth: true,
  }),
  importEntitlements: importRoute(
    '/v1/admin/leave/entitlements/import',
    'Import entitlements from CSV (emp_id, year, payitem, hours); ?dryRun=true checks only',
  ),
  startYear: defineRoute({
    method: 'POST',
    path: '/v1/admin/leave/yearstart',
    summary:
      "Create a year's entitlements for every active employee: the type's hours plus last year's unused hours up to the cap",
    body: YearStartBody,
    response: YearStartResult,
    auth: true,
  }),
} as const;
