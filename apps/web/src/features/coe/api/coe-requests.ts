import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coeRoutes } from '@portal/contracts/coe';
import type { BodyOf, QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useBulkDecision } from '../../../lib/bulk-decision';
import { refusalsInForm } from '../../../lib/field-errors';

export const coeKeys = { all: ['coe'] as const };

/** The eight certificate types; they never change while the app runs. */
export function useCoeTypes() {
  return useQuery({
    queryKey: [...coeKeys.all, 'types'],
    queryFn: ({ signal }) => callApi(coeRoutes.types, { signal }),
    staleTime: Infinity,
  });
}

/** The caller's own certificate requests; a null query (a reversed range) keeps the last answer. */
export function useMyCoeRequests(query: QueryOf<typeof coeRoutes.list> | null) {
  return useQuery({
    queryKey: [...coeKeys.all, 'mine', query],
    queryFn: ({ signal }) => callApi(coeRoutes.list, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Waiting for the caller (no filter), or everything routed to them (with one). */
export function useCoeRequestsForApproval(query: QueryOf<typeof coeRoutes.listForMyApproval> | null) {
  return useQuery({
    queryKey: [...coeKeys.all, 'for-approval', query],
    queryFn: ({ signal }) => callApi(coeRoutes.listForMyApproval, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveCoeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof coeRoutes.save>) => callApi(coeRoutes.save, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coeKeys.all }),
  });
}

export function useDeleteCoeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recid: number) => callApi(coeRoutes.remove, { query: { recid } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coeKeys.all }),
  });
}

/** Approve or disapprove certificate requests by recids (one or many). */
export function useDecideCoeRequests() {
  return useBulkDecision({ approve: coeRoutes.approveMany, disapprove: coeRoutes.disapproveMany }, coeKeys.all);
}
