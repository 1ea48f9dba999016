import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse } from './common';
import {
  BulkApproveBody,
  BulkDisapproveBody,
  BulkOutcome,
  DocumentKeys,
  RecidQuery,
  RequestListQuery,
  approvalRowFields,
} from './approvals';
import { calendarDate, recordId } from './input';

/** The longest itinerary one request may cover, in calendar days. */
export const MAX_OFFICIAL_BUSINESS_DAYS = 93;

export const OfficialBusinessBody = z
  .object({
    recid: recordId('recid', { allowZero: true }).default(0),
    fromDate: calendarDate('fromDate'),
    toDate: calendarDate('toDate'),
    reason: z
      .string({ error: 'reason is required' })
      .trim()
      .min(1, 'reason is required')
      .max(500, 'reason must be at most 500 characters'),
    supportingDocs: DocumentKeys.optional().default([]),
  })
  .refine((body) => body.fromDate <= body.toDate, { message: 'fromDate must not be after toDate', path: ['fromDate'] });
export type OfficialBusinessBody = z.infer<typeof OfficialBusinessBody>;

export const OfficialBusinessRow = z.object({
  ...approvalRowFields,
  frdate: z.string(),
  todate: z.string(),
  noofdays: z.number(),
  reason: z.string(),
  status: z.string().nullable(),
  status2: z.string().nullable(),
  status3: z.string().nullable(),
});
export type OfficialBusinessRow = z.infer<typeof OfficialBusinessRow>;

export const OfficialBusinessSaved = OfficialBusinessRow.extend(CodedMessage);

export const officialBusinessRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/officialbusiness',
    summary: 'Your official business itineraries (dates overlapping fromDate..toDate; status on the overall status)',
    querystring: RequestListQuery,
    response: z.array(OfficialBusinessRow),
    auth: true,
  }),
  listForMyApproval: defineRoute({
    method: 'GET',
    path: '/v1/officialbusiness/formyapproval',
    summary: 'Itineraries waiting for your action; with a status filter, every itinerary routed to you',
    querystring: RequestListQuery,
    response: z.array(OfficialBusinessRow),
    auth: true,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/v1/officialbusiness',
    summary: 'File an itinerary (recid 0) or edit your own pending one',
    body: OfficialBusinessBody,
    response: OfficialBusinessSaved,
    auth: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/officialbusiness',
    summary: 'Delete your own itinerary while no level has acted on it',
    querystring: RecidQuery,
    response: MessageResponse,
    auth: true,
  }),
  approveMany: defineRoute({
    method: 'POST',
    path: '/v3/officialbusiness/approve',
    summary: 'Approve one or more itineraries; each is done or refused on its own',
    body: BulkApproveBody,
    response: BulkOutcome,
    auth: true,
  }),
  disapproveMany: defineRoute({
    method: 'POST',
    path: '/v3/officialbusiness/disapprove',
    summary: 'Disapprove one or more itineraries with remarks; each is done or refused on its own',
    body: BulkDisapproveBody,
    response: BulkOutcome,
    auth: true,
  }),
} as const;
