import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceAdjustmentRoutes } from '@portal/contracts/attendance-adjustment';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { adjustmentKeys } from './list-my-adjustments';

export type AdjustmentInput = BodyOf<typeof attendanceAdjustmentRoutes.save>;

/** Files (recid 0) or edits; the server's message shows in green. */
export function useSaveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentInput) => callApi(attendanceAdjustmentRoutes.save, { body }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }),
  });
}
