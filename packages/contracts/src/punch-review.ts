import { z } from 'zod';
import { CodedMessage } from './common';
import { defineRoute } from './http';

// Flagged punches (outside the office area or with no location, a phone clock too far
// off, or sent later from offline), reviewed by the person's team lead or by HR.

export const punchReviewStates = ['pending', 'reviewed'] as const;

export const FlaggedPunchesQuery = z.object({
  status: z.enum(punchReviewStates, { error: 'status must be pending or reviewed' }).default('pending'),
});

export const FlaggedPunch = z.object({
  id: z.number(),
  emp_id: z.string(),
  /** 'last, first' */
  fullname: z.string(),
  trdate: z.string(),
  direction: z.enum(['in', 'out']),
  /** HH:mm:ss on the company clock */
  time: z.string(),
  address: z.string().nullable(),
  outside_geofence: z.boolean(),
  /** Why, where the office asks for a reason. */
  outside_reason: z.string().nullable(),
  location_unknown: z.boolean(),
  offline: z.boolean(),
  clock_drift_seconds: z.number().nullable(),
  review_status: z.enum(['accepted', 'rejected']).nullable(),
  /** 'last, first' of whoever decided */
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  review_remarks: z.string().nullable(),
});
export type FlaggedPunch = z.infer<typeof FlaggedPunch>;

/** The most punches one decision takes. */
export const MAX_REVIEWED_PUNCHES = 500;

export const PunchReviewBody = z.strictObject({
  ids: z
    .array(z.number({ error: 'ids must be punch numbers' }).int('ids must be punch numbers').positive('ids must be punch numbers'), {
      error: 'ids must be a list of punch numbers',
    })
    .min(1, 'Choose at least one punch')
    .max(MAX_REVIEWED_PUNCHES, `Review at most ${MAX_REVIEWED_PUNCHES} punches at once`),
  decision: z.enum(['accept', 'reject'], { error: 'decision must be accept or reject' }),
  remarks: z.string({ error: 'remarks must be text' }).trim().max(300, 'remarks must be at most 300 characters').default(''),
});
export type PunchReviewBody = z.infer<typeof PunchReviewBody>;

export const punchReviewRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/punches/flagged',
    summary: "Flagged punches of your team (team leads) or everyone's (HR): waiting for review, or reviewed",
    querystring: FlaggedPunchesQuery,
    response: z.array(FlaggedPunch),
    auth: true,
  }),
  review: defineRoute({
    method: 'POST',
    path: '/v1/punches/review',
    summary: 'Accept or reject flagged punches, with remarks (needed to reject); a rejected punch no longer counts',
    body: PunchReviewBody,
    response: z.object({ ...CodedMessage, reviewed: z.number() }),
    auth: true,
  }),
} as const;
