import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse } from './common';
import {
  ApprovalOutcome,
  BulkApproveBody,
  BulkDisapproveBody,
  BulkOutcome,
  GroupApproveBody,
  GroupDeleteQuery,
  GroupDetailQuery,
  GroupDisapproveBody,
  GroupExclusion,
  GroupRecordQuery,
  RecidQuery,
  RequestListQuery,
  SingleApproveBody,
  SingleDisapproveBody,
  approvalRowFields,
  empIdList,
  groupRowFields,
  requiredDate,
} from './approvals';
import { parseTimeString } from './rules';
import { recordId, safeText } from './input';

export const MAX_OVERTIME_HOURS = 16;

export const OvertimeType = z.object({ ottype: z.string(), description: z.string() });
export type OvertimeType = z.infer<typeof OvertimeType>;

const requiredTime = (name: string) =>
  z
    .string({ error: 'Required' })
    .transform((value, ctx) => {
      const parsed = parseTimeString(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: value.trim() === '' ? 'Required' : `${name} must be a time as HH:mm (hours 0-24, minutes 00-59)` });
        return z.NEVER;
      }
      return parsed;
    });

const overtimeFields = {
  recid: recordId('recid', { allowZero: true }).default(0),
  otDate: requiredDate('otDate'),
  fromTime: requiredTime('fromTime'),
  toTime: requiredTime('toTime'),
  reason: safeText('reason', { max: 500 }),
  noOfHours: z.coerce
    .number({ error: 'Hours must be a number of hours, like 2.25 for 2 h 15 min' })
    .positive('Hours must be more than 0')
    .max(MAX_OVERTIME_HOURS, `Hours may be at most ${MAX_OVERTIME_HOURS}`)
    .multipleOf(0.25, 'Hours go in quarter hours (0.25 is 15 minutes), like 2.25 for 2 h 15 min'),
  ottype: z.string().trim().max(20).optional().nullable(),
};

export const OvertimeBody = z.object(overtimeFields);
export type OvertimeBody = z.infer<typeof OvertimeBody>;

export const GroupOvertimeBody = z.object({ ...overtimeFields, empids: empIdList });
export type GroupOvertimeBody = z.infer<typeof GroupOvertimeBody>;

const overtimeColumns = {
  otdate: z.string(),
  frtime: z.string(),
  totime: z.string(),
  noofhours: z.number(),
  ottype: z.string().nullable(),
  reason: z.string(),
  stats: z.string().nullable(),
  stats2: z.string().nullable(),
  stats3: z.string().nullable(),
};

export const OvertimeRow = z.object({ ...approvalRowFields, ...overtimeColumns, approved_hours: z.number().nullable(), group_recid: z.number().nullable() });
export type OvertimeRow = z.infer<typeof OvertimeRow>;

export const OvertimeGroupRow = z.object({ ...groupRowFields, ...overtimeColumns });
export type OvertimeGroupRow = z.infer<typeof OvertimeGroupRow>;

export const OvertimeGroupSaved = OvertimeGroupRow.extend({ ...CodedMessage, included: z.array(z.string()), excluded: z.array(GroupExclusion) });

export const overtimeRoutes = {
  types: defineRoute({ method: 'GET', path: '/v1/overtimetypes', summary: 'Overtime types (when the company uses them)', response: z.array(OvertimeType), auth: true }),
  list: defineRoute({ method: 'GET', path: '/v2/overtimes', summary: 'Your overtime requests', querystring: RequestListQuery, response: z.array(OvertimeRow), auth: true }),
  listForMyApproval: defineRoute({
    method: 'GET',
    path: '/v2/overtimes/formyapproval',
    summary: 'Overtime waiting for your action; with a filter, all routed to you',
    querystring: RequestListQuery,
    response: z.array(OvertimeRow),
    auth: true,
  }),
  save: defineRoute({ method: 'POST', path: '/v2/overtime', summary: 'File overtime (recid 0) or edit your own pending request', body: OvertimeBody, response: OvertimeRow.extend(CodedMessage), auth: true }),
  remove: defineRoute({ method: 'DELETE', path: '/v1/overtime', summary: 'Delete your own overtime request while no level has acted on it', querystring: RecidQuery, response: MessageResponse, auth: true }),
  approve: defineRoute({ method: 'POST', path: '/v1/overtime/approve', summary: 'Approve one overtime request at your level', body: SingleApproveBody, response: ApprovalOutcome, auth: true }),
  disapprove: defineRoute({ method: 'POST', path: '/v1/overtime/disapprove', summary: 'Disapprove one overtime request, with remarks', body: SingleDisapproveBody, response: ApprovalOutcome, auth: true }),
  approveMany: defineRoute({ method: 'POST', path: '/v3/overtime/approve', summary: 'Approve several overtime requests', body: BulkApproveBody, response: BulkOutcome, auth: true }),
  disapproveMany: defineRoute({ method: 'POST', path: '/v3/overtime/disapprove', summary: 'Disapprove several overtime requests', body: BulkDisapproveBody, response: BulkOutcome, auth: true }),
  groups: defineRoute({ method: 'GET', path: '/v1/overtime/groupRequest', summary: 'Group overtime you filed as team lead', querystring: RequestListQuery, response: z.array(OvertimeGroupRow), auth: true }),
  saveGroup: defineRoute({ method: 'POST', path: '/v1/overtime/groupRequest', summary: 'File (recid 0) or edit group overtime for members of your team', body: GroupOvertimeBody, response: OvertimeGroupSaved, auth: true }),
  removeGroup: defineRoute({ method: 'DELETE', path: '/v1/overtime/groupRequest', summary: 'Delete pending group overtime, or one member (empid) from it', querystring: GroupDeleteQuery, response: MessageResponse, auth: true }),
  groupDetails: defineRoute({ method: 'GET', path: '/v1/overtime/groupRequestByRecordId', summary: 'The members of group overtime you filed', querystring: GroupRecordQuery, response: z.array(OvertimeRow), auth: true }),
  groupsForMyApproval: defineRoute({ method: 'GET', path: '/v1/overtime/groupRequestForMyApproval', summary: 'Group overtime waiting for your action; with a filter, all routed to you', querystring: RequestListQuery, response: z.array(OvertimeGroupRow), auth: true }),
  groupDetailsForMyApproval: defineRoute({ method: 'GET', path: '/v1/overtime/groupRequestForMyApprovalByRecordIdDetail', summary: 'The members of group overtime routed to you', querystring: GroupDetailQuery, response: z.array(OvertimeRow), auth: true }),
  approveGroup: defineRoute({ method: 'POST', path: '/v1/overtime/groupRequest/approve', summary: 'Approve group overtime at your level', body: GroupApproveBody, response: ApprovalOutcome, auth: true }),
  disapproveGroup: defineRoute({ method: 'POST', path: '/v1/overtime/groupRequest/disapprove', summary: 'Disapprove group overtime, with remarks', body: GroupDisapproveBody, response: ApprovalOutcome, auth: true }),
} as const;
