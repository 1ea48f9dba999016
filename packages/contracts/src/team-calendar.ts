import { z } from 'zod';
import { requiredDate } from './approvals';
import { defineRoute } from './http';

// The team calendar: who is away when. An employee sees their team without leave
// types, a team lead their team with types, HR everyone (by department or office).

/** The longest range one calendar call covers: six weeks of a month view and some. */
export const MAX_CALENDAR_DAYS = 62;

export const calendarEntryKinds = ['leave', 'official_business', 'rest_day', 'holiday', 'shift_change'] as const;
export type CalendarEntryKind = (typeof calendarEntryKinds)[number];

export const TeamCalendarQuery = z
  .object({
    from: requiredDate('from'),
    to: requiredDate('to'),
    department: z.string({ error: 'department must be text' }).trim().max(100, 'department must be at most 100 characters').optional(),
    office_id: z.coerce.number({ error: 'office_id must be an office number' }).int('office_id must be an office number').positive('office_id must be an office number').optional(),
  })
  .refine((query) => query.from <= query.to, { message: 'from must not be after to', path: ['from'] });

export const CalendarEntry = z.object({
  /** Stable across calls: "leave-12", "rest-00000004-2026-11-28". */
  id: z.string(),
  kind: z.enum(calendarEntryKinds),
  /** Approved, or still waiting for approval (leave and official business only). */
  pending: z.boolean(),
  /** Whose entry; null for a holiday. */
  empid: z.string().nullable(),
  /** 'last, first'; null for a holiday. */
  fullname: z.string().nullable(),
  /** First and last day (YYYY-MM-DD, both included). */
  start: z.string(),
  end: z.string(),
  /** What the calendar shows: "Santos, Maria: Vacation Leave", or "On leave" where types are not shown. */
  title: z.string(),
  /** The leave type, where the caller may see it. */
  leave_type: z.string().nullable(),
  /** The request behind the entry, where the caller may open it. */
  request: z
    .object({
      type: z.enum(['leave', 'official_business', 'shift']),
      recid: z.number(),
      /** Overall approval status code (spec §4). */
      status: z.string(),
      datefiled: z.string(),
      /** Leave hours, where a leave. */
      hours: z.number().nullable(),
      reason: z.string().nullable(),
      /** The screen that lists it for this caller: their own requests, or those for their approval. */
      link: z.string().nullable(),
    })
    .nullable(),
});
export type CalendarEntry = z.infer<typeof CalendarEntry>;

export const TeamCalendar = z.object({
  /** Whose entries: the caller's team, or the company (HR). */
  scope: z.enum(['team', 'company']),
  /** Whether leave types are shown. */
  show_leave_types: z.boolean(),
  /** What HR may filter by (empty for others). */
  departments: z.array(z.string()),
  offices: z.array(z.object({ id: z.number(), name: z.string() })),
  entries: z.array(CalendarEntry),
});
export type TeamCalendar = z.infer<typeof TeamCalendar>;

export const teamCalendarRoutes = {
  calendar: defineRoute({
    method: 'GET',
    path: '/v1/calendar',
    summary: `Who is away from one date to another (at most ${MAX_CALENDAR_DAYS} days): leave, official business, rest days, holidays and shift changes of your team, or of everyone for HR`,
    querystring: TeamCalendarQuery,
    response: TeamCalendar,
    auth: true,
  }),
};
