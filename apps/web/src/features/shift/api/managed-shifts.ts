import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shiftRoutes } from '@portal/contracts/shift';
import { ApiFailure, callApi } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { shiftKeys } from './shifts';
import { readServerMessage } from '../../../lib/server-message';

export interface ManagedChange {
  empids: string[];
  fromDate: string;
  toDate: string;
  shift: string;
}

/** Sets the shift of each chosen team member (one call each); says who was changed and who not, and why. */
export function useSetTeamShifts() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: async ({ empids, fromDate, toDate, shift }: ManagedChange) => {
      const done: string[] = [];
      const refused: string[] = [];
      for (const empid of empids) {
        try {
          done.push(
            readServerMessage(await callApi(shiftRoutes.saveManaged, { body: { recid: 0, empid, fromDate, toDate, shift } })),
          );
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          refused.push(`${empid}: ${error.message}`);
        }
      }
      return { done, refused };
    },
    onSuccess: ({ done, refused }) => {
      if (refused.length === 0) notify.success(done.join('\n'));
      else notify.error([...done, ...refused].join('\n'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

export function useWithdrawManagedShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recid: number) => callApi(shiftRoutes.removeManaged, { query: { recid } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
