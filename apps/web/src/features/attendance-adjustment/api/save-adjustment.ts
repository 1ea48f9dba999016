import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceAdjustmentRoutes } from '@portal/contracts/attendance-adjustment';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { refusalsInForm } from '../../../lib/field-errors';
import { adjustmentKeys } from './list-my-adjustments';

export type AdjustmentInput = BodyOf<typeof attendanceAdjustmentRoutes.save>;

/** Files (recid 0) or edits; with `empId`, a team lead's filing for that member. The server's message shows in green. */
export function useSaveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ empId, ...body }: AdjustmentInput & { empId?: string | undefined }) =>
      empId
        ? callApi(attendanceAdjustmentRoutes.saveOnBehalf, { body: { ...body, empId } })
        : callApi(attendanceAdjustmentRoutes.save, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adjustmentKeys.all }),
  });
}
