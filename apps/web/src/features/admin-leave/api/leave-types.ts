import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLeaveRoutes } from '@portal/contracts/admin-leave';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { refusalsInForm } from '../../../lib/field-errors';

export const adminLeaveKeys = { all: ['admin', 'leave'] as const };

export function useAdminLeaveTypes() {
  return useQuery({
    queryKey: [...adminLeaveKeys.all, 'types'],
    queryFn: ({ signal }) => callApi(adminLeaveRoutes.types, { signal }),
  });
}

/** Adds a type, or changes the one it names; the employees' type list is read again too. */
export function useSaveLeaveType(isNew: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminLeaveRoutes.createType>) =>
      callApi(isNew ? adminLeaveRoutes.createType : adminLeaveRoutes.updateType, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLeaveKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['leave-types'] }),
      ]),
  });
}

export function useDeleteLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payitem: string) => callApi(adminLeaveRoutes.removeType, { query: { payitem } }),
    meta: { announceSuccess: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminLeaveKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['leave-types'] }),
      ]),
  });
}
