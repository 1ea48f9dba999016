import { attendanceAdjustmentRoutes } from '@portal/contracts/attendance-adjustment';
import { useBulkDecision } from '../../../lib/bulk-decision';
import { adjustmentKeys } from './list-my-adjustments';

/** Approve or disapprove adjustments by recids (one or many). */
export function useDecideAdjustments() {
  return useBulkDecision({ approve: attendanceAdjustmentRoutes.approveMany, disapprove: attendanceAdjustmentRoutes.disapproveMany }, adjustmentKeys.all);
}
