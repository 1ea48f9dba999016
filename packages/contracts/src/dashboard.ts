import { z } from 'zod';
import { defineRoute } from './http';
import { requestTypeNames } from './approvals';

// HR's dashboard: the company at a glance. Every figure comes from the same rules as
// the screen behind it: attendance and overtime are the daily attendance rows summed,
// never a second copy of the rules.

/** Weeks of the attendance trend, Monday to Sunday, ending with the week that holds yesterday. */
export const DASHBOARD_WEEKS = 12;
/** Calendar months of overtime, ending with yesterday's month (counted to yesterday). */
export const DASHBOARD_OVERTIME_MONTHS = 3;
/** Calendar months of certificates issued, ending with this month. */
export const DASHBOARD_CERTIFICATE_MONTHS = 6;
/** Requests waiting are counted past these ages, in days since filing. */
export const WAITING_AGES = [1, 3, 7] as const;

export const DashboardQuery = z.object({
  department: z.string({ error: 'department must be text' }).trim().max(100, 'department must be at most 100 characters').optional(),
});

export const HeadcountRow = z.object({
  department: z.string(),
  /** Active employees now. */
  employees: z.number(),
});

export const LeaveUseRow = z.object({
  payitem: z.string(),
  leave_desc: z.string(),
  /** Hours entitled this year (leave entitlements), summed over the people shown. */
  entitled_hours: z.number(),
  /** Approved hours of leaves starting this year. */
  used_hours: z.number(),
  /** Hours of leaves starting this year still waiting for approval. */
  pending_hours: z.number(),
});

export const WaitingRow = z.object({
  request_type: z.enum(requestTypeNames),
  /** Requests in an approver's queue now (group requests count once). */
  waiting: z.number(),
  /** Of those, filed more than 1, 3 and 7 days ago. */
  over_1_day: z.number(),
  over_3_days: z.number(),
  over_7_days: z.number(),
  /** The oldest one's filing instant (ISO 8601), or null. */
  oldest_filed: z.string().nullable(),
});

export const CertificateMonth = z.object({
  /** YYYY-MM, the month of approval in the company's time zone. */
  month: z.string(),
  issued: z.number(),
  /** Approved within the three-day clock (Labor Advisory 06-2020): by the filing date plus 3 days. */
  on_time: z.number(),
  late: z.number(),
});

export const Dashboard = z.object({
  /** When the figures were read (ISO 8601, the server's clock). */
  as_of: z.string(),
  /** Today in the company's time zone (YYYY-MM-DD); leave figures are for its year. */
  today: z.string(),
  /** Every department with an active employee, for the filter. */
  departments: z.array(z.string()),
  headcount: z.array(HeadcountRow),
  leave: z.array(LeaveUseRow),
  /** One row per request type, in the contracts' order. */
  requests_waiting: z.array(WaitingRow),
  certificates: z.object({
    months: z.array(CertificateMonth),
    /** Certificate requests in a queue now, and those of them already past their due date. */
    waiting: z.number(),
    overdue: z.number(),
  }),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const AttendanceWeek = z.object({
  /** Monday of the week, and its last day counted (Sunday, or yesterday for this week). */
  week_start: z.string(),
  week_end: z.string(),
  /** Working days that are over, of people employed then, not on a whole day of approved leave. */
  working_days: z.number(),
  absences: z.number(),
  /** Percent of working days attended (one decimal); null without working days. */
  attendance_rate: z.number().nullable(),
  tardy_minutes: z.number(),
  /** Working days with any tardiness. */
  late_days: z.number(),
  undertime_minutes: z.number(),
  undertime_days: z.number(),
});
export type AttendanceWeek = z.infer<typeof AttendanceWeek>;

export const OvertimeMonthRow = z.object({
  /** YYYY-MM */
  month: z.string(),
  department: z.string(),
  /** Overtime worked by the attendance rules (whole blocks), and the part of it approved. */
  rendered_hours: z.number(),
  approved_hours: z.number(),
});
export type OvertimeMonthRow = z.infer<typeof OvertimeMonthRow>;

export const DashboardAttendance = z.object({
  as_of: z.string(),
  /** The days computed: from the first week's Monday (or the first overtime month) to yesterday. */
  from: z.string(),
  to: z.string(),
  /** People employed at some time in the range. */
  people: z.number(),
  weeks: z.array(AttendanceWeek),
  /** The months shown, oldest first (YYYY-MM). */
  months: z.array(z.string()),
  /** One row per department and month with any overtime rendered or approved. */
  overtime: z.array(OvertimeMonthRow),
});
export type DashboardAttendance = z.infer<typeof DashboardAttendance>;

export const dashboardRoutes = {
  summary: defineRoute({
    method: 'GET',
    path: '/v1/dashboard',
    summary: 'HR: headcount by department, leave used against entitlement this year, requests waiting by age, certificates issued within three days',
    querystring: DashboardQuery,
    response: Dashboard,
    auth: true,
  }),
  attendance: defineRoute({
    method: 'GET',
    path: '/v1/dashboard/attendance',
    summary: 'HR: attendance rate, tardiness and undertime by week (12 weeks), overtime rendered and approved by department and month (3 months)',
    querystring: DashboardQuery,
    response: DashboardAttendance,
    auth: true,
  }),
};
