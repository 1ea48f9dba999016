import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse, employeeNumber } from './common';
import {
  ApprovalOutcome,
  BulkApproveBody,
  BulkDisapproveBody,
  BulkOutcome,
  DocumentKeys,
  RequestListQuery,
  SingleApproveBody,
  SingleDisapproveBody,
  RecidQuery,
  approvalRowFields,
} from './approvals';
import { parseTimeString } from './rules';
import { timePairFields } from './time-clock';
import { calendarDate, recordId } from './input';

export const TIME_ENTRY_PAIRS = [1, 2, 3, 4] as const;

/** A time entry per spec §5; an empty value means "no entry". */
const timeEntry = (name: string) =>
  z
    .string({ error: `${name} must be a time as HH:mm` })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value.trim() === '') return null;
      const parsed = parseTimeString(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a time as HH:mm (hours 0-24, minutes 00-59)` });
        return z.NEVER;
      }
      return parsed;
    });

const adjustmentFields = {
  recid: recordId('recid', { allowZero: true }).default(0),
  trDate: calendarDate('trDate'),
  timeIn1: timeEntry('timeIn1'),
  timeOut1: timeEntry('timeOut1'),
  timeIn2: timeEntry('timeIn2'),
  timeOut2: timeEntry('timeOut2'),
  timeIn3: timeEntry('timeIn3'),
  timeOut3: timeEntry('timeOut3'),
  timeIn4: timeEntry('timeIn4'),
  timeOut4: timeEntry('timeOut4'),
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, 'reason is required')
    .max(500, 'reason must be at most 500 characters'),
  supportingDocuments: DocumentKeys.optional().default([]),
};

export const AdjustmentBody = z.object(adjustmentFields);
export type AdjustmentBody = z.infer<typeof AdjustmentBody>;

export const OnBehalfAdjustmentBody = z.object({
  ...adjustmentFields,
  empId: employeeNumber('empId'),
});

export const AdjustmentRow = z.object({
  ...approvalRowFields,
  trdate: z.string(),
  ...timePairFields,
  reason: z.string(),
  stats: z.string().nullable(),
  stats2: z.string().nullable(),
  stats3: z.string().nullable(),
});
export type AdjustmentRow = z.infer<typeof AdjustmentRow>;

/** A write answers its message plus the record (DESIGN §3). */
export const AdjustmentSaved = AdjustmentRow.extend(CodedMessage);


export const attendanceAdjustmentRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/attendance/adjustments',
    summary: 'Your attendance adjustments (fromDate, toDate on the day adjusted; status on the overall status)',
    querystring: RequestListQuery,
    response: z.array(AdjustmentRow),
    auth: true,
  }),
  listForMyApproval: defineRoute({
    method: 'GET',
    path: '/v1/attendance/adjustments/formyapproval',
    summary: 'Adjustments waiting for your action; with a status filter, every adjustment routed to you',
    querystring: RequestListQuery,
    response: z.array(AdjustmentRow),
    auth: true,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/v3/attendance/adjustment',
    summary: 'File an adjustment (recid 0) or edit your own pending one',
    body: AdjustmentBody,
    response: AdjustmentSaved,
    auth: true,
  }),
  saveOnBehalf: defineRoute({
    method: 'POST',
    path: '/v3/attendance/adjustment/onbehalf',
    summary: 'A team lead files or edits an adjustment for a member of their team (switch teamLeadFileOnBehalf)',
    body: OnBehalfAdjustmentBody,
    response: AdjustmentSaved,
    auth: true,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/attendance/adjustment',
    summary: 'Delete your own adjustment while no level has acted on it',
    querystring: RecidQuery,
    response: MessageResponse,
    auth: true,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/v1/attendance/adjustment/approve',
    summary: 'Approve one adjustment at your level',
    body: SingleApproveBody,
    response: ApprovalOutcome,
    auth: true,
  }),
  disapprove: defineRoute({
    method: 'POST',
    path: '/v1/attendance/adjustment/disapprove',
    summary: 'Disapprove one adjustment at your level, with remarks',
    body: SingleDisapproveBody,
    response: ApprovalOutcome,
    auth: true,
  }),
  approveMany: defineRoute({
    method: 'POST',
    path: '/v3/attendance/adjustment/approve',
    summary: 'Approve several adjustments; each is done or refused on its own',
    body: BulkApproveBody,
    response: BulkOutcome,
    auth: true,
  }),
  disapproveMany: defineRoute({
    method: 'POST',
    path: '/v3/attendance/adjustment/disapprove',
    summary: 'Disapprove several adjustments with one remark; each is done or refused on its own',
    body: BulkDisapproveBody,
    response: BulkOutcome,
    auth: true,
  }),
} as const;
