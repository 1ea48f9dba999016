import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceAdjustmentRoutes } from '@portal/contracts/attendance-adjustment';
import { callApi } from '../../../lib/api-client';
import { adjustmentKeys } from './list-my-adjustments';

export function useDeleteAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recid: number) => callApi(attendanceAdjustmentRoutes.remove, { query: { recid } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }),
  });
}
