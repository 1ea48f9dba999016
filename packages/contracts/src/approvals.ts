import { z } from 'zod';
import { CodedMessage, employeeNumber } from './common';
import { calendarDate, isSafeText, recordId, safeText, unsafeTextMessage } from './input';
import type { RouteDefinition } from './http';

/** Approval status codes (spec §4); '*all' is only a list filter. */
export const approvalStatuses = ['', 'A', 'D', 'B', 'E'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const STATUS_FILTER_ALL = '*all';

export const approvalStatusLabels: Record<ApprovalStatus | typeof STATUS_FILTER_ALL, string> = {
  '': 'For Approval',
  A: 'Approved',
  D: 'Rejected',
  B: 'Partially Approved',
  E: 'Partially Rejected',
  '*all': 'All',
};

/**
 * How a person reads a request's number: a group request as "G-12", any other as
 * "#12", so a group and an individual request of the same number never read alike.
 */
export function requestRef(recid: number, group = false): string {
  return group ? `G-${recid}` : `#${recid}`;
}

/** Null shows blank; unknown codes show as they are (spec §4). */
export function describeStatus(status: string | null | undefined): string {
  if (status === null || status === undefined) return '';
  return status in approvalStatusLabels ? approvalStatusLabels[status as ApprovalStatus] : status;
}

/** The request types approval routes are kept under, one route per employee (or department) and type. */
export const requestTypeNames = [
  'attendance_adjustment',
  'official_business',
  'leave',
  'overtime',
  'shift',
  'coe',
] as const;
export type RequestTypeName = (typeof requestTypeNames)[number];

// ---- What every request type shares on the wire ----

const recid = recordId('recid');

const empIdField = employeeNumber('emp_id');

const remarksField = safeText('remarks', { max: 500, required: 'remarks are required to disapprove' });

/** The most recids one bulk call takes; more is refused with 400, not slowly done. */
export const MAX_BULK_RECIDS = 1000;

/** An approver may say something when approving too; it is kept beside that level's status. */
const optionalRemarksField = z
  .string({ error: 'remarks must be text' })
  .trim()
  .max(500, 'remarks must be at most 500 characters')
  .optional();

const recids = z
  .array(recid, { error: 'recids must be a list of request numbers' })
  .min(1, 'recids must name at least one request')
  .max(MAX_BULK_RECIDS, `recids may name at most ${MAX_BULK_RECIDS} requests at a time`);

export const RecidQuery = z.object({ recid });

export const SingleApproveBody = z.object({ recid, emp_id: empIdField, remarks: optionalRemarksField });
export const SingleDisapproveBody = z.object({ recid, emp_id: empIdField, remarks: remarksField });
export const BulkApproveBody = z.object({ recids, remarks: optionalRemarksField });
export const BulkDisapproveBody = z.object({ recids, remarks: remarksField });

export const ApprovalOutcome = z.object({ ...CodedMessage, recid: z.number(), overall_status: z.string() });
export type ApprovalOutcome = z.infer<typeof ApprovalOutcome>;

/** Bulk answers say, per recid, what was done and what was refused and why. */
export const BulkOutcome = z.object({
  ...CodedMessage,
  done: z.array(z.number()),
  /** Each refused request's reason: its English text, and its code and parameters where it has them. */
  refused: z.array(z.object({ recid: z.number(), ...CodedMessage })),
});
export type BulkOutcome = z.infer<typeof BulkOutcome>;

export const statusFilterValues = ['', 'A', 'D', 'B', 'E', STATUS_FILTER_ALL] as const;
export type StatusFilter = (typeof statusFilterValues)[number];

/** List filters (spec §7): dates as YYYY-MM-DD, status on the overall status; absent means all. */
export const RequestListQuery = z
  .object({
    fromDate: calendarDate('fromDate').optional(),
    toDate: calendarDate('toDate').optional(),
    status: z.enum(statusFilterValues, { error: "status must be one of '', A, D, B, E or *all" }).optional(),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    message: 'fromDate must not be after toDate',
    path: ['fromDate'],
  });
export type RequestListQuery = z.infer<typeof RequestListQuery>;

export const DocumentRef = z.object({
  key: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
});
export type DocumentRef = z.infer<typeof DocumentRef>;

/** Keys of uploaded supporting documents attached to a request. */
export const DocumentKeys = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'a document key cannot be empty')
      .max(100, 'a document key is too long')
      .refine(isSafeText, { error: unsafeTextMessage('a document key') }),
    {
      error: 'supporting documents must be a list of document keys',
    },
  )
  .max(10, 'attach at most 10 supporting documents');

/** Who filed, who approves and how far it got: the columns every request row carries. */
export const approvalRowFields = {
  recid: z.number(),
  emp_id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  filed_by: z.string(),
  /** Who filed it when not the employee themself (a team lead on their behalf); null otherwise. */
  filed_by_name: z.string().nullable().optional(),
  datefiled: z.string(),
  approver1: z.string().nullable(),
  approver2: z.string().nullable(),
  approver3: z.string().nullable(),
  approver1_empid: z.string().nullable(),
  approver2_empid: z.string().nullable(),
  approver3_empid: z.string().nullable(),
  /** Who acted at the level in its approver's place (a delegate); null when the approver acted themselves. */
  delegate1: z.string().nullable().optional(),
  delegate2: z.string().nullable().optional(),
  delegate3: z.string().nullable().optional(),
  remarks: z.string().nullable(),
  remarks2: z.string().nullable(),
  remarks3: z.string().nullable(),
  overall_status: z.string(),
  /** The level waiting for action, or null once the request is final. */
  current_level: z.number().nullable(),
  /** In an approver's lists: it waits for the caller now (their turn, or as a delegate for an absent approver). */
  awaits_you: z.boolean().optional(),
  documents: z.array(DocumentRef),
};

/** A group request's filing answer: who was included, and who could not be and why. */
export const GroupExclusion = z.object({ empid: z.string(), fullname: z.string(), ...CodedMessage });
export type GroupExclusion = z.infer<typeof GroupExclusion>;

export const empIdList = z
  .array(employeeNumber('empids', 'empids must be employee numbers'), {
    error: 'empids must be a list of employee numbers',
  })
  .min(1, 'empids must name at least one employee')
  .max(200, 'empids may name at most 200 employees');

export const GroupRecordQuery = z.object({
  recidhdr: recordId('recidhdr'),
});
export const GroupDetailQuery = z.object({
  recid,
});
export const GroupDeleteQuery = z.object({
  recid,
  empid: employeeNumber('empid').optional(),
});
export const GroupApproveBody = z.object({ recid, remarks: optionalRemarksField });
export const GroupDisapproveBody = z.object({ recid, remarks: remarksField });

/** What a group header row carries besides its type's own columns. */
export const groupRowFields = { ...approvalRowFields, members: z.number(), memberNames: z.array(z.string()) };

/** "Required" for a missing date, whatever the customer (spec §5). */
export const requiredDate = (name: string) =>
  calendarDate(name, (issue) =>
    issue.input === undefined || issue.input === '' ? 'Required' : `${name} must be a date as YYYY-MM-DD`,
  );

/** The shapes of the approve/disapprove routes every request type has (for the server's one registration). */
export interface DecisionRoutes {
  approve?: RouteDefinition & { body: typeof SingleApproveBody; response: typeof ApprovalOutcome; auth: true };
  disapprove?: RouteDefinition & { body: typeof SingleDisapproveBody; response: typeof ApprovalOutcome; auth: true };
  approveMany: RouteDefinition & { body: typeof BulkApproveBody; response: typeof BulkOutcome; auth: true };
  disapproveMany: RouteDefinition & { body: typeof BulkDisapproveBody; response: typeof BulkOutcome; auth: true };
}

export interface GroupDecisionRoutes {
  approveGroup: RouteDefinition & { body: typeof GroupApproveBody; response: typeof ApprovalOutcome; auth: true };
  disapproveGroup: RouteDefinition & { body: typeof GroupDisapproveBody; response: typeof ApprovalOutcome; auth: true };
}
