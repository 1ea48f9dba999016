import { z } from 'zod';
import { defineRoute } from './http';

// The approver's counts, which the bell shows on every signed-in page. Kept apart from
// the approvals contract so the first screen does not load every request type's schemas.

export const forApprovalCountKeys = [
  'attadj_for_approval_count',
  'shiftchg_for_approval_count',
  'obi_for_approval_count',
  'leaves_for_approval_count',
  'ot_for_approval_count',
  'coe_for_approval_count',
] as const;
export type ForApprovalCountKey = (typeof forApprovalCountKeys)[number];

export const ForApprovalCount = z.object({
  attadj_for_approval_count: z.number().int(),
  shiftchg_for_approval_count: z.number().int(),
  obi_for_approval_count: z.number().int(),
  leaves_for_approval_count: z.number().int(),
  ot_for_approval_count: z.number().int(),
  coe_for_approval_count: z.number().int(),
});
export type ForApprovalCount = z.infer<typeof ForApprovalCount>;

/** The notification menu's items, in the spec's order, with their links (spec §2). */
export const forApprovalMenuItems: { key: ForApprovalCountKey; label: string; href: string }[] = [
  { key: 'attadj_for_approval_count', label: 'Attendance Adjustment', href: '#/attendanceadjustments/approval' },
  { key: 'shiftchg_for_approval_count', label: 'Shift Change Request', href: '#/shift/approval' },
  { key: 'obi_for_approval_count', label: 'Official Business', href: '#/officialbusiness/approval' },
  { key: 'leaves_for_approval_count', label: 'Leaves', href: '#/leaves/approval' },
  { key: 'ot_for_approval_count', label: 'Overtime', href: '#/overtimes/approval' },
  { key: 'coe_for_approval_count', label: 'Certificate of Employment', href: '#/coe/formyapproval' },
];

export const approvalsRoutes = {
  forApprovalCount: defineRoute({
    method: 'GET',
    path: '/v1/others/forapprovalcount',
    summary: 'How many requests of each type await your action',
    response: ForApprovalCount,
    auth: true,
  }),
} as const;
