import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse, employeeNumber } from './common';
import {
  BulkApproveBody,
  BulkDisapproveBody,
  BulkOutcome,
  ApprovalOutcome,
  GroupApproveBody,
  GroupDeleteQuery,
  GroupDisapproveBody,
  GroupExclusion,
  GroupRecordQuery,
  RecidQuery,
  RequestListQuery,
  approvalRowFields,
  empIdList,
  groupRowFields,
  requiredDate,
} from './approvals';
import { recordId, safeText } from './input';

/** The longest range one shift change may cover, in days. */
export const MAX_SHIFT_CHANGE_DAYS = 93;

export const ShiftTableEntry = z.object({ shift: z.string(), shiftdesc: z.string(), timein: z.string(), timeout: z.string() });
export type ShiftTableEntry = z.infer<typeof ShiftTableEntry>;

/** Spec §3: a shift table entry is shown as 'shift - desc(timein - timeout)'. */
export function describeShift(entry: { shift: string; shiftdesc: string; timein: string; timeout: string }): string {
  return `${entry.shift} - ${entry.shiftdesc}(${entry.timein.slice(0, 5)} - ${entry.timeout.slice(0, 5)})`;
}

export const ShiftRecord = z.object({
  trdate: z.string(),
  shift: z.string().nullable(),
  shiftdesc: z.string().nullable(),
  timein: z.string().nullable(),
  timeout: z.string().nullable(),
  restday: z.boolean(),
});
export type ShiftRecord = z.infer<typeof ShiftRecord>;

export const ShiftRecordsQuery = z
  .object({
    fromDate: requiredDate('fromDate'),
    toDate: requiredDate('toDate'),
    /** A team lead may read a member of their team's schedule (for /shift/manage). */
    empid: employeeNumber('empid').optional(),
  })
  .refine((q) => q.fromDate <= q.toDate, { message: 'fromDate must not be after toDate', path: ['fromDate'] });

const empIdField = employeeNumber('empid');

const changeFields = {
  recid: recordId('recid', { allowZero: true }).default(0),
  fromDate: requiredDate('fromDate'),
  toDate: requiredDate('toDate'),
  shift: safeText('shift', { max: 10 }),
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional().nullable(),
};
const inOrder = (body: { fromDate: string; toDate: string }) => body.fromDate <= body.toDate;
const inOrderMessage = { message: 'fromDate must not be after toDate', path: ['fromDate'] };

export const ShiftChangeBody = z.object({ ...changeFields, empid: empIdField }).refine(inOrder, inOrderMessage);
export type ShiftChangeBody = z.infer<typeof ShiftChangeBody>;

export const GroupShiftChangeBody = z.object({ ...changeFields, empids: empIdList }).refine(inOrder, inOrderMessage);
export type GroupShiftChangeBody = z.infer<typeof GroupShiftChangeBody>;

const shiftColumns = {
  frdate: z.string(),
  todate: z.string(),
  shift: z.string(),
  shiftdesc: z.string(),
  /** 'shift - desc(timein - timeout)' of the requested shift. */
  schedule: z.string(),
  reason: z.string().nullable(),
  stats: z.string().nullable(),
  stats2: z.string().nullable(),
  stats3: z.string().nullable(),
};

export const ShiftChangeRow = z.object({ ...approvalRowFields, ...shiftColumns, managed: z.boolean(), group_recid: z.number().nullable() });
export type ShiftChangeRow = z.infer<typeof ShiftChangeRow>;

export const ShiftGroupRow = z.object({ ...groupRowFields, ...shiftColumns });
export type ShiftGroupRow = z.infer<typeof ShiftGroupRow>;

export const ShiftGroupSaved = ShiftGroupRow.extend({ ...CodedMessage, included: z.array(z.string()), excluded: z.array(GroupExclusion) });

const list = (path: string, summary: string) =>
  defineRoute({ method: 'GET', path, summary, querystring: RequestListQuery, response: z.array(ShiftChangeRow), auth: true });

export const shiftRoutes = {
  shiftTable: defineRoute({ method: 'GET', path: '/v1/shiftable', summary: 'The shifts of the company', response: z.array(ShiftTableEntry), auth: true }),
  records: defineRoute({
    method: 'GET',
    path: '/v1/shiftrecords',
    summary: 'The effective schedule per day: default shift and rest days, overridden by approved changes',
    querystring: ShiftRecordsQuery,
    response: z.array(ShiftRecord),
    auth: true,
  }),
  list: list('/v1/shifts', 'Your shift change requests'),
  listForMyApproval: list('/v1/shifts/formyapproval', 'Shift changes waiting for your action; with a filter, all routed to you'),
  save: defineRoute({ method: 'POST', path: '/v1/shift', summary: 'Request a change of your own shift (recid 0) or edit your pending one', body: ShiftChangeBody, response: ShiftChangeRow.extend(CodedMessage), auth: true }),
  remove: defineRoute({ method: 'DELETE', path: '/v1/shift', summary: 'Delete your own shift change request while no level has acted', querystring: RecidQuery, response: MessageResponse, auth: true }),
  saveManaged: defineRoute({ method: 'POST', path: '/v1/shift/managed', summary: "A team lead sets a team member's shift for a range (takes effect at once)", body: ShiftChangeBody, response: ShiftChangeRow.extend(CodedMessage), auth: true }),
  removeManaged: defineRoute({ method: 'DELETE', path: '/v1/shift/managed', summary: 'A team lead withdraws a shift change they set', querystring: RecidQuery, response: MessageResponse, auth: true }),
  listManaged: defineRoute({ method: 'GET', path: '/v1/shift/managed', summary: 'Shift changes you set for your team', querystring: RequestListQuery, response: z.array(ShiftChangeRow), auth: true }),
  approveMany: defineRoute({ method: 'POST', path: '/v3/shift/approve', summary: 'Approve shift change requests', body: BulkApproveBody, response: BulkOutcome, auth: true }),
  disapproveMany: defineRoute({ method: 'POST', path: '/v3/shift/disapprove', summary: 'Disapprove shift change requests', body: BulkDisapproveBody, response: BulkOutcome, auth: true }),
  groups: defineRoute({ method: 'GET', path: '/v1/shift/groupRequest', summary: 'Group shift changes you filed as team lead', querystring: RequestListQuery, response: z.array(ShiftGroupRow), auth: true }),
  saveGroup: defineRoute({ method: 'POST', path: '/v1/shift/groupRequest', summary: 'File (recid 0) or refile a group shift change for your team', body: GroupShiftChangeBody, response: ShiftGroupSaved, auth: true }),
  removeGroup: defineRoute({ method: 'DELETE', path: '/v1/shift/groupRequest', summary: 'Delete a pending group change, or one member (empid) from it', querystring: GroupDeleteQuery, response: MessageResponse, auth: true }),
  groupDetails: defineRoute({ method: 'GET', path: '/v1/shift/groupRequestByRecordId', summary: 'The members of a group change you filed', querystring: GroupRecordQuery, response: z.array(ShiftChangeRow), auth: true }),
  groupsForMyApproval: defineRoute({ method: 'GET', path: '/v1/shift/groupRequestForMyApproval', summary: 'Group changes waiting for your action; with a filter, all routed to you', querystring: RequestListQuery, response: z.array(ShiftGroupRow), auth: true }),
  groupDetailsForMyApproval: defineRoute({ method: 'GET', path: '/v1/shift/groupRequestForMyApprovalByRecordIdDetail', summary: 'The members of a group change routed to you', querystring: GroupRecordQuery, response: z.array(ShiftChangeRow), auth: true }),
  approveGroup: defineRoute({ method: 'POST', path: '/v1/shift/bulkChangeRequest/approve', summary: 'Approve a group shift change', body: GroupApproveBody, response: ApprovalOutcome, auth: true }),
  disapproveGroup: defineRoute({ method: 'POST', path: '/v1/shift/bulkChangeRequest/disapprove', summary: 'Disapprove a group shift change, with remarks', body: GroupDisapproveBody, response: ApprovalOutcome, auth: true }),
} as const;
