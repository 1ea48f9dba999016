import { z } from 'zod';
import { defineRoute } from './http';
import { requiredDate, requestTypeNames, approvalStatuses } from './approvals';
import { MAX_ATTENDANCE_DAYS } from './attendance';
import { overtimeDayTypes, type OvertimeDayType } from './payroll-handoff';

// Reports for team leads (their team) and HR (everyone): leave balances, overtime,
// lateness, absences and requests. The attendance reports are folds of the daily
// attendance rows, the balances the leave module's own computation.

export const reportKinds = ['leave-balances', 'overtime', 'tardiness', 'absences', 'requests'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportLabels: Record<ReportKind, string> = {
  'leave-balances': 'Leave balances',
  overtime: 'Overtime',
  tardiness: 'Tardiness and undertime',
  absences: 'Absences and incomplete days',
  requests: 'Requests by status and age',
};

/** The longest date range one report covers, as for attendance. */
export const MAX_REPORT_DAYS = MAX_ATTENDANCE_DAYS;

/** A request's days open fall in the first bucket whose `max` holds them; the last has none. */
export const requestAgeBuckets = [
  { label: '0–1 days', max: 1 },
  { label: '2–3 days', max: 3 },
  { label: '4–7 days', max: 7 },
  { label: '8–14 days', max: 14 },
  { label: '15–30 days', max: 30 },
  { label: 'Over 30 days', max: null },
] as const;

const scopeFields = {
  department: z.string({ error: 'department must be text' }).trim().max(100, 'department must be at most 100 characters').optional(),
  /** Part of a name ("dela cruz", "Juan") or of an employee number. */
  search: z.string({ error: 'search must be text' }).trim().max(100, 'search must be at most 100 characters').optional(),
};

const DAY_MS = 86_400_000;

export const RangeReportQuery = z
  .object({ from: requiredDate('from'), to: requiredDate('to'), ...scopeFields })
  .superRefine((query, context) => {
    if (query.from > query.to) context.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    else if ((Date.parse(query.to) - Date.parse(query.from)) / DAY_MS + 1 > MAX_REPORT_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `to must be at most ${MAX_REPORT_DAYS} days from from (ask for a shorter range)` });
    }
  });

export const LeaveBalancesReportQuery = z.object({
  year: z.coerce.number({ error: 'year must be a year like 2026' }).int('year must be a year like 2026').min(2000, 'year must be 2000 or later').max(2100, 'year must be 2100 or earlier'),
  ...scopeFields,
});

const person = { empid: z.string(), /** 'last, first' */ fullname: z.string(), department: z.string() };

/** One employee's balance of one leave type, in hours (the leave module's own computation). */
export const LeaveBalanceReportRow = z.object({ ...person, payitem: z.string(), leave_desc: z.string(), entitled: z.number(), used: z.number(), pending: z.number(), balance: z.number() });
export type LeaveBalanceReportRow = z.infer<typeof LeaveBalanceReportRow>;

const byDayType = z.object(Object.fromEntries(overtimeDayTypes.map((type) => [type, z.number()])) as Record<OvertimeDayType, z.ZodNumber>);

/** Overtime hours worked (rendered) and approved, by the day's type. */
export const OvertimeReportRow = z.object({ ...person, rendered: byDayType, approved: byDayType, rendered_total: z.number(), approved_total: z.number(), unapproved_total: z.number() });
export type OvertimeReportRow = z.infer<typeof OvertimeReportRow>;

export const TardinessReportRow = z.object({ ...person, late_days: z.number(), tardy_minutes: z.number(), undertime_days: z.number(), undertime_minutes: z.number(), total_minutes: z.number() });
export type TardinessReportRow = z.infer<typeof TardinessReportRow>;

export const AbsencesReportRow = z.object({ ...person, absences: z.number(), absent_dates: z.array(z.string()), incomplete_days: z.number(), incomplete_dates: z.array(z.string()) });
export type AbsencesReportRow = z.infer<typeof AbsencesReportRow>;

export const RequestReportRow = z.object({
  ...person,
  request_type: z.enum(requestTypeNames),
  recid: z.number(),
  /** The day it was filed (YYYY-MM-DD, company time zone). */
  datefiled: z.string(),
  /** The days the request is about. */
  from_date: z.string(),
  to_date: z.string(),
  overall_status: z.enum(approvalStatuses),
  /** Days from filing to its final decision, or to today while it waits. */
  days_open: z.number(),
  /** Whose turn it is ('last, first'), while it waits. */
  waiting_for: z.string().nullable(),
});
export type RequestReportRow = z.infer<typeof RequestReportRow>;

export const RequestSummaryRow = z.object({
  request_type: z.enum(requestTypeNames),
  overall_status: z.enum(approvalStatuses),
  count: z.number(),
  /** Counts per age bucket, in the order of `requestAgeBuckets`. */
  ages: z.array(z.number()),
});
export type RequestSummaryRow = z.infer<typeof RequestSummaryRow>;

const scope = {
  /** The departments HR may filter by; a team lead's list is empty. */
  departments: z.array(z.string()),
};
const range = { from: z.string(), to: z.string(), ...scope };
/** How many people the report covered: its rows list only those with something to show. */
const covered = { people: z.number() };

export const LeaveBalancesReport = z.object({ year: z.number(), ...scope, rows: z.array(LeaveBalanceReportRow) });
export const OvertimeReport = z.object({ ...range, ...covered, rows: z.array(OvertimeReportRow) });
export const TardinessReport = z.object({ ...range, ...covered, rows: z.array(TardinessReportRow) });
export const AbsencesReport = z.object({ ...range, ...covered, rows: z.array(AbsencesReportRow) });
export const RequestsReport = z.object({ ...range, summary: z.array(RequestSummaryRow), rows: z.array(RequestReportRow) });
export type LeaveBalancesReport = z.infer<typeof LeaveBalancesReport>;
export type OvertimeReport = z.infer<typeof OvertimeReport>;
export type TardinessReport = z.infer<typeof TardinessReport>;
export type AbsencesReport = z.infer<typeof AbsencesReport>;
export type RequestsReport = z.infer<typeof RequestsReport>;

const forWhom = 'your team (team leads) or everyone (HR, optionally one department)';

export const reportsRoutes = {
  'leave-balances': defineRoute({
    method: 'GET',
    path: '/v1/reports/leave-balances',
    summary: `A year's leave balances per employee and leave type, of ${forWhom}`,
    querystring: LeaveBalancesReportQuery,
    response: LeaveBalancesReport,
    auth: true,
  }),
  overtime: defineRoute({
    method: 'GET',
    path: '/v1/reports/overtime',
    summary: `Overtime rendered and approved by day type, per employee of ${forWhom}; at most 93 days`,
    querystring: RangeReportQuery,
    response: OvertimeReport,
    auth: true,
  }),
  tardiness: defineRoute({
    method: 'GET',
    path: '/v1/reports/tardiness',
    summary: `Minutes late and undertime per employee of ${forWhom}; at most 93 days`,
    querystring: RangeReportQuery,
    response: TardinessReport,
    auth: true,
  }),
  absences: defineRoute({
    method: 'GET',
    path: '/v1/reports/absences',
    summary: `Absences and days without a time-out per employee of ${forWhom}; at most 93 days`,
    querystring: RangeReportQuery,
    response: AbsencesReport,
    auth: true,
  }),
  requests: defineRoute({
    method: 'GET',
    path: '/v1/reports/requests',
    summary: `Requests of every type filed in the range by ${forWhom}: counts by type and status with their ages, and the list; at most 93 days`,
    querystring: RangeReportQuery,
    response: RequestsReport,
    auth: true,
  }),
} as const;
