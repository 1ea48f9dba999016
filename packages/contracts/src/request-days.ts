import { z } from 'zod';
import { AttendanceRow } from './attendance';
import { defineRoute } from './http';
import { recordId } from './input';

/** The request types whose approval shows the requester's days (punches, shift, day type). */
export const requestDayTypes = ['overtime', 'attendance_adjustment', 'official_business', 'shift'] as const;
export type RequestDayType = (typeof requestDayTypes)[number];

export const RequestDaysQuery = z.object({
  type: z.enum(requestDayTypes, { error: `Request type must be one of ${requestDayTypes.join(', ')}` }),
  recid: recordId('recid', { noun: 'a request number' }),
});

/** The requester's days the request covers, as their attendance computes them (at most 31). */
export const RequestDays = z.object({ recid: z.number(), days: z.array(AttendanceRow) });
export type RequestDays = z.infer<typeof RequestDays>;

export const requestDaysRoutes = {
  days: defineRoute({
    method: 'GET',
    path: '/v1/approvals/days',
    summary: "For an approver the request is routed to: the requester's days it covers, with their shift, day type and punches",
    querystring: RequestDaysQuery,
    response: RequestDays,
    auth: true,
  }),
} as const;
