import { z } from 'zod';
import { defineRoute } from './http';

// Today's board: where each person of a team (team leads) or of the company (HR)
// stands right now, one row each, with the counts a lead reads at 8:30.

/** Where a person stands today, one word each; the board's rows and counts use these. */
export const todayStatuses = ['in', 'out', 'not_in', 'absent', 'expected', 'on_leave', 'official_business', 'rest_day', 'holiday'] as const;
export type TodayStatus = (typeof todayStatuses)[number];

export const todayStatusLabels: Record<TodayStatus, string> = {
  in: 'In',
  out: 'Timed out',
  not_in: 'Not yet in',
  absent: 'Absent',
  expected: 'Shift later today',
  on_leave: 'On leave',
  official_business: 'Official business',
  rest_day: 'Rest day',
  holiday: 'Holiday',
};

export const TodayBoardQuery = z.object({
  department: z.string({ error: 'department must be text' }).trim().max(100, 'department must be at most 100 characters').optional(),
});

export const TodayPerson = z.object({
  empid: z.string(),
  /** 'last, first' */
  fullname: z.string(),
  department: z.string(),
  status: z.enum(todayStatuses),
  /** HH:mm:ss of the open time-in on the company clock, while the person is in. */
  in_since: z.string().nullable(),
  /** HH:mm:ss of today's first time-in. */
  first_in: z.string().nullable(),
  /** HH:mm:ss of today's last time-out, once the person has timed out. */
  last_out: z.string().nullable(),
  /** Minutes late by the attendance rules (grace period and a half-day leave included); 0 when on time. */
  late_minutes: z.number(),
  /** Today's shift as the schedule names it, and its start (HH:mm:ss). */
  shift: z.string().nullable(),
  shift_start: z.string().nullable(),
  /** The leave type charged, on a day of approved leave (whole or part). */
  leave_type: z.string().nullable(),
  /** Yesterday has a time-in that was never closed. */
  missing_timeout_yesterday: z.boolean(),
});
export type TodayPerson = z.infer<typeof TodayPerson>;

export const TodayBoard = z.object({
  /** Today in the company's time zone (YYYY-MM-DD). */
  date: z.string(),
  /** When the board was computed (ISO 8601, the server's clock). */
  as_of: z.string(),
  counts: z.object({
    total: z.number(),
    in: z.number(),
    late: z.number(),
    not_in: z.number(),
    /** No punch, and the shift is over: absent, not late by the whole day. */
    absent: z.number(),
    on_leave: z.number(),
    official_business: z.number(),
    rest_day: z.number(),
    missing_timeout_yesterday: z.number(),
  }),
  /** The departments HR may filter by (every department; a team lead's list is empty). */
  departments: z.array(z.string()),
  people: z.array(TodayPerson),
});
export type TodayBoard = z.infer<typeof TodayBoard>;

export const todayBoardRoutes = {
  board: defineRoute({
    method: 'GET',
    path: '/v1/today',
    summary: "Where each of your team (team leads) or everyone (HR, optionally one department) stands today",
    querystring: TodayBoardQuery,
    response: TodayBoard,
    auth: true,
  }),
};
