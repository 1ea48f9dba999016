import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveRoutes } from '@portal/contracts/leave';
import type { BodyOf, QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useBulkDecision } from '../../../lib/bulk-decision';
import { refusalsInForm } from '../../../lib/field-errors';
import { leaveKeys } from './leave-reference';

type ListQuery = QueryOf<typeof leaveRoutes.list>;

export function useMyLeaves(query: ListQuery | null) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'mine', query],
    queryFn: ({ signal }) => callApi(leaveRoutes.list, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Without a query: what waits for the caller. With one: everything routed to them. */
export function useLeavesForApproval(query: ListQuery | undefined | null) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'for-approval', query ?? 'waiting'],
    queryFn: ({ signal }) => callApi(leaveRoutes.listForMyApproval, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof leaveRoutes.save>) => callApi(leaveRoutes.save, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export function useDeleteLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recid: number) => callApi(leaveRoutes.remove, { query: { recid } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export function useDecideLeaves() {
  return useBulkDecision({ approve: leaveRoutes.approveMany, disapprove: leaveRoutes.disapproveMany }, leaveKeys.all);
}
