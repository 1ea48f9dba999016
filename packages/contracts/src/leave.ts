import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse, employeeNumber } from './common';
import {
  ApprovalOutcome,
  BulkApproveBody,
  BulkDisapproveBody,
  BulkOutcome,
  DocumentKeys,
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
import { recordId, safeText } from './input';

/** A working day of leave, in hours; half a day is half of it. */
export const HOURS_PER_LEAVE_DAY = 8;

export const LeaveType = z.object({ payitem: z.string(), leave_desc: z.string() });
export type LeaveType = z.infer<typeof LeaveType>;

/** The team members a group leave would name, comma-separated in the query. */
export const GroupLeaveTypesQuery = z.object({
  empids: z
    .string({ error: 'Choose at least one employee' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(empIdList),
});

/** A leave type for a group: who among the chosen members cannot take it, and who may (all, some or none). */
export const GroupLeaveType = LeaveType.extend({
  /** "women", "married women": whom the type is for, where it is not for everyone. */
  for_whom: z.string().nullable(),
  not_for: z.array(z.object({ empid: z.string(), fullname: z.string() })),
});
export type GroupLeaveType = z.infer<typeof GroupLeaveType>;

export const LeaveBalance = z.object({
  payitem: z.string(),
  leave_desc: z.string(),
  year: z.number(),
  entitled: z.number(),
  used: z.number(),
  pending: z.number(),
  balance: z.number(),
});
export type LeaveBalance = z.infer<typeof LeaveBalance>;

export const LeaveBalanceQuery = z.object({
  emp_id: employeeNumber('emp_id').optional(),
  /** Defaults to the current year in the company time zone. */
  year: z.coerce.number({ error: 'year must be a year' }).int().min(2000, 'year must be a year').max(2100, 'year must be a year').optional(),
});

const noOfHours = z.coerce
  .number({ error: 'noOfHours must be a number of hours' })
  .positive('noOfHours must be more than 0')
  .multipleOf(0.5, 'noOfHours must be in half hours (4 is half a day)')
  .optional()
  .nullable();

const leaveFields = {
  recid: recordId('recid', { allowZero: true }).default(0),
  payItem: safeText('payItem', { max: 10, required: 'payItem is required: choose the type of leave' }),
  fromDate: requiredDate('fromDate'),
  toDate: requiredDate('toDate'),
  reason: safeText('reason', { max: 500 }),
  noOfHours,
};
const datesInOrder = (body: { fromDate: string; toDate: string }) => body.fromDate <= body.toDate;
const datesMessage = { message: 'fromDate must not be after toDate', path: ['fromDate'] };

export const LeaveBody = z.object({ ...leaveFields, supportingDocs: DocumentKeys.optional().default([]) }).refine(datesInOrder, datesMessage);
export type LeaveBody = z.infer<typeof LeaveBody>;

export const GroupLeaveBody = z.object({ ...leaveFields, empids: empIdList }).refine(datesInOrder, datesMessage);
export type GroupLeaveBody = z.infer<typeof GroupLeaveBody>;

const leaveColumns = {
  payitem: z.string(),
  leave_desc: z.string(),
  frdate: z.string(),
  todate: z.string(),
  noofhours: z.number(),
  reason: z.string(),
  status: z.string().nullable(),
  status2: z.string().nullable(),
  status3: z.string().nullable(),
};

export const LeaveRow = z.object({ ...approvalRowFields, ...leaveColumns, noofhoursa: z.number().nullable(), group_recid: z.number().nullable() });
export type LeaveRow = z.infer<typeof LeaveRow>;

export const LeaveGroupRow = z.object({ ...groupRowFields, ...leaveColumns });
export type LeaveGroupRow = z.infer<typeof LeaveGroupRow>;

/** Each included member's charge: the hours of their own working days in the range (or the hours asked, with the leave duration switch on). */
export const GroupLeaveCharge = z.object({ empid: z.string(), noOfHours: z.number() });
export const LeaveGroupSaved = LeaveGroupRow.extend({ ...CodedMessage, included: z.array(z.string()), excluded: z.array(GroupExclusion), charges: z.array(GroupLeaveCharge) });

/** Another member of the requester's team on leave (pending or approved) on some of the same days. */
export const TeamAbsence = z.object({ recid: z.number(), fullname: z.string(), leave_desc: z.string(), frdate: z.string(), todate: z.string(), overall_status: z.string() });
export type TeamAbsence = z.infer<typeof TeamAbsence>;

/** What an approver needs beside the request to decide a leave: the balance it draws on and who else is away. */
export const LeaveApprovalContext = z.object({ recid: z.number(), balance: LeaveBalance.nullable(), away: z.array(TeamAbsence) });
export type LeaveApprovalContext = z.infer<typeof LeaveApprovalContext>;

export const leaveRoutes = {
  approvalContext: defineRoute({
    method: 'GET',
    path: '/v1/leaves/approvalcontext',
    summary: "For an approver the leave is routed to: the requester's balance of that type and who else in the team is away on those days",
    querystring: RecidQuery,
    response: LeaveApprovalContext,
    auth: true,
  }),
  groupTypes: defineRoute({
    method: 'GET',
    path: '/v1/leavetypes/forgroup',
    summary: "Every leave type, with the chosen team members who cannot take it (a team lead's own team)",
    querystring: GroupLeaveTypesQuery,
    response: z.array(GroupLeaveType),
    auth: true,
  }),
  types: defineRoute({ method: 'GET', path: '/v1/leavetypes', summary: 'The leave types you may take (a type for one sex only is left out for the other), in the order HR set', response: z.array(LeaveType), auth: true }),
  balance: defineRoute({
    method: 'GET',
    path: '/v1/leaves/balance',
    summary: "This year's balance per leave type (hours): your own, or a member of your team's",
    querystring: LeaveBalanceQuery,
    response: z.array(LeaveBalance),
    auth: true,
  }),
  list: defineRoute({ method: 'GET', path: '/v1/leaves', summary: 'Your leaves', querystring: RequestListQuery, response: z.array(LeaveRow), auth: true }),
  listForMyApproval: defineRoute({
    method: 'GET',
    path: '/v1/leaves/formyapproval',
    summary: 'Leaves waiting for your action; with a filter, every leave routed to you',
    querystring: RequestListQuery,
    response: z.array(LeaveRow),
    auth: true,
  }),
  save: defineRoute({ method: 'POST', path: '/v3/leave', summary: 'File a leave (recid 0) or edit your own pending one', body: LeaveBody, response: LeaveRow.extend(CodedMessage), auth: true }),
  remove: defineRoute({ method: 'DELETE', path: '/v1/leave', summary: 'Delete your own leave while no level has acted on it', querystring: RecidQuery, response: MessageResponse, auth: true }),
  approve: defineRoute({ method: 'POST', path: '/v1/leave/approve', summary: 'Approve one leave at your level', body: SingleApproveBody, response: ApprovalOutcome, auth: true }),
  disapprove: defineRoute({ method: 'POST', path: '/v1/leave/disapprove', summary: 'Disapprove one leave, with remarks', body: SingleDisapproveBody, response: ApprovalOutcome, auth: true }),
  approveMany: defineRoute({ method: 'POST', path: '/v3/leaves/approve', summary: 'Approve several leaves', body: BulkApproveBody, response: BulkOutcome, auth: true }),
  disapproveMany: defineRoute({ method: 'POST', path: '/v3/leaves/disapprove', summary: 'Disapprove several leaves', body: BulkDisapproveBody, response: BulkOutcome, auth: true }),
  groups: defineRoute({ method: 'GET', path: '/v1/leaves/groupRequest', summary: 'Group leaves you filed as team lead', querystring: RequestListQuery, response: z.array(LeaveGroupRow), auth: true }),
  saveGroup: defineRoute({ method: 'POST', path: '/v1/leaves/groupRequest', summary: 'File (recid 0) or edit a group leave for members of your team', body: GroupLeaveBody, response: LeaveGroupSaved, auth: true }),
  removeGroup: defineRoute({ method: 'DELETE', path: '/v1/leaves/groupRequest', summary: 'Delete a pending group leave, or one member (empid) from it', querystring: GroupDeleteQuery, response: MessageResponse, auth: true }),
  groupDetails: defineRoute({ method: 'GET', path: '/v1/leaves/groupRequestByRecordId', summary: 'The members of a group leave you filed', querystring: GroupRecordQuery, response: z.array(LeaveRow), auth: true }),
  groupsForMyApproval: defineRoute({ method: 'GET', path: '/v1/leaves/groupRequestForMyApproval', summary: 'Group leaves waiting for your action; with a filter, all routed to you', querystring: RequestListQuery, response: z.array(LeaveGroupRow), auth: true }),
  groupDetailsForMyApproval: defineRoute({ method: 'GET', path: '/v1/leaves/groupRequestForMyApprovalByRecordIdDetail', summary: 'The members of a group leave routed to you', querystring: GroupDetailQuery, response: z.array(LeaveRow), auth: true }),
  approveGroup: defineRoute({ method: 'POST', path: '/v1/leaves/groupRequest/approve', summary: 'Approve a group leave at your level', body: GroupApproveBody, response: ApprovalOutcome, auth: true }),
  disapproveGroup: defineRoute({ method: 'POST', path: '/v1/leaves/groupRequest/disapprove', summary: 'Disapprove a group leave, with remarks', body: GroupDisapproveBody, response: ApprovalOutcome, auth: true }),
} as const;
