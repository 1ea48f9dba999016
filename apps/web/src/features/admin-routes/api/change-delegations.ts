import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutesRoutes, type DelegationBody } from '@portal/contracts/admin-routes';
import { callApi } from '../../../lib/api-client';
import { delegationKeys } from './list-delegations';
import { refusalsInForm } from '../../../lib/field-errors';

function useDelegationMutation<Input>(send: (input: Input) => Promise<{ message: string }>, inForm = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { announceSuccess: true, ...(inForm ? refusalsInForm : {}) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delegationKeys.all }),
  });
}

export const useCreateDelegation = () => useDelegationMutation((body: DelegationBody) => callApi(adminRoutesRoutes.createDelegation, { body }), true);

/** Ends an active delegation now; it stays listed as ended. */
export const useEndDelegation = () => useDelegationMutation((id: number) => callApi(adminRoutesRoutes.endDelegation, { body: { id } }));

/** Deletes a delegation that has not begun. */
export const useDeleteDelegation = () => useDelegationMutation((id: number) => callApi(adminRoutesRoutes.deleteDelegation, { query: { id } }));
