import { z } from 'zod';
import { defineRoute } from './http';

// The payroll hand-off: per cut-off, one row per employee with what payroll needs,
// summed from the daily attendance figures (never a second copy of the rules).

/** The default last day of the first cut-off: 1-15 and 16-end of month. */
export const DEFAULT_PAYROLL_CUTOFF_DAY = 15;
/** The first cut-off ends on a day from 1 to 27, so the second is never empty. */
export const PAYROLL_CUTOFF_DAY_RANGE = { min: 1, max: 27 } as const;

export const PayrollHandoffQuery = z.object({
  year: z.coerce.number({ error: 'year must be a year like 2026' }).int('year must be a year like 2026').min(2000, 'year must be 2000 or later').max(2100, 'year must be 2100 or earlier'),
  month: z.coerce.number({ error: 'month must be 1 to 12' }).int('month must be 1 to 12').min(1, 'month must be 1 to 12').max(12, 'month must be 1 to 12'),
  cutoff: z.enum(['1', '2'], { error: 'cutoff must be 1 (the first half) or 2 (the second)' }),
});

/** Overtime hours (approved) by the day's type: the premium payroll applies differs for each. */
export const overtimeDayTypes = ['ordinary', 'rest_day', 'special_holiday', 'special_holiday_rest_day', 'regular_holiday', 'regular_holiday_rest_day'] as const;
export type OvertimeDayType = (typeof overtimeDayTypes)[number];
/** The day types whose premium changes after the first 8 hours: every one but the ordinary day. */
export const premiumDayTypes = ['rest_day', 'special_holiday', 'special_holiday_rest_day', 'regular_holiday', 'regular_holiday_rest_day'] as const;
export type PremiumDayType = (typeof premiumDayTypes)[number];

/** A rest day's or holiday's approved hours split where the premium changes, with the night hours of each part. */
export const PremiumHours = z.object({ first8: z.number(), beyond8: z.number(), night_first8: z.number(), night_beyond8: z.number() });
export type PremiumHours = z.infer<typeof PremiumHours>;

export const PayrollRow = z.object({
  empid: z.string(),
  /** 'last, first' */
  fullname: z.string(),
  department: z.string(),
  /** Hours worked within the shift on working days (official business counts as worked). */
  regular_hours: z.number(),
  /** Night hours (22:00-06:00 by default) outside the overtime. */
  night_hours: z.number(),
  /** Approved overtime hours by day type. */
  overtime: z.object(Object.fromEntries(overtimeDayTypes.map((type) => [type, z.number()])) as Record<OvertimeDayType, z.ZodNumber>),
  /** Night hours within the approved overtime. */
  overtime_night_hours: z.number(),
  /**
   * By rest-day and holiday type: the approved hours within each day's first 8 and
   * beyond, and the night hours of each part (ph-payroll-rules §1, §4).
   */
  premium_hours: z.object(Object.fromEntries(premiumDayTypes.map((type) => [type, PremiumHours])) as Record<PremiumDayType, typeof PremiumHours>),
  /**
   * Regular holidays on working days with no work, by the entitlement rule: paid when
   * present or on paid leave on the workday before (ph-payroll-rules §3). Dates.
   */
  unworked_regular_holidays: z.object({ entitled: z.array(z.string()), not_entitled: z.array(z.string()) }),
  /** Overtime worked but not approved: shown, not paid. */
  unapproved_overtime_hours: z.number(),
  tardy_minutes: z.number(),
  undertime_minutes: z.number(),
  /** Working days with no punch, leave or official business. */
  absences: z.number(),
  /** Days with a time-in and no time-out: they count no hours until adjusted. */
  incomplete_days: z.number(),
  /** Approved leave hours with pay, by leave type (pay item). */
  leave_hours: z.record(z.string(), z.number()),
  /** Approved leave hours of types without pay. */
  leave_without_pay_hours: z.number(),
});
export type PayrollRow = z.infer<typeof PayrollRow>;

export const PayrollHandoff = z.object({
  from: z.string(),
  to: z.string(),
  /** The leave types with pay, in their order: the columns of leave_hours. */
  leave_types: z.array(z.object({ payitem: z.string(), leave_desc: z.string() })),
  rows: z.array(PayrollRow),
});
export type PayrollHandoff = z.infer<typeof PayrollHandoff>;

export const payrollHandoffRoutes = {
  handoff: defineRoute({
    method: 'GET',
    path: '/v1/payroll/handoff',
    summary: "HR: one cut-off's figures per active employee for payroll (hours, overtime by day type, lateness, absences, leave)",
    querystring: PayrollHandoffQuery,
    response: PayrollHandoff,
    auth: true,
  }),
};
