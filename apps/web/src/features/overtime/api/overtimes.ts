import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overtimeRoutes } from '@portal/contracts/overtime';
import type { BodyOf, QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useBulkDecision } from '../../../lib/bulk-decision';
import { refusalsInForm } from '../../../lib/field-errors';

export const overtimeKeys = { all: ['overtime'] as const };

type ListQuery = QueryOf<typeof overtimeRoutes.list>;

export function useOvertimeTypes(enabled: boolean) {
  return useQuery({ queryKey: ['overtime-types'], queryFn: ({ signal }) => callApi(overtimeRoutes.types, { signal }), enabled, staleTime: 10 * 60_000 });
}

export function useMyOvertimes(query: ListQuery | null) {
  return useQuery({
    queryKey: [...overtimeKeys.all, 'mine', query],
    queryFn: ({ signal }) => callApi(overtimeRoutes.list, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Without a query: what waits for the caller. With one: everything routed to them. */
export function useOvertimesForApproval(query: ListQuery | undefined | null) {
  return useQuery({
    queryKey: [...overtimeKeys.all, 'for-approval', query ?? 'waiting'],
    queryFn: ({ signal }) => callApi(overtimeRoutes.listForMyApproval, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSaveOvertime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof overtimeRoutes.save>) => callApi(overtimeRoutes.save, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeKeys.all }),
  });
}

export function useDeleteOvertime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recid: number) => callApi(overtimeRoutes.remove, { query: { recid } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeKeys.all }),
  });
}

export function useDecideOvertimes() {
  return useBulkDecision({ approve: overtimeRoutes.approveMany, disapprove: overtimeRoutes.disapproveMany }, overtimeKeys.all);
}
