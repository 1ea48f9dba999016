import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { shiftRoutes } from '@portal/contracts/shift';
import type { BodyOf, QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { useBulkDecision } from '../../../lib/bulk-decision';
import { refusalsInForm } from '../../../lib/field-errors';

export const shiftKeys = { all: ['shift'] as const };

type ListQuery = QueryOf<typeof shiftRoutes.list>;

export function useShiftTable() {
  return useQuery({
    queryKey: ['shift-table'],
    queryFn: ({ signal }) => callApi(shiftRoutes.shiftTable, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The effective schedule of a range: one's own, or each of several team members'. */
export function useShiftRecords(fromDate: string, toDate: string) {
  return useQuery({
    queryKey: [...shiftKeys.all, 'records', 'me', fromDate, toDate],
    queryFn: ({ signal }) => callApi(shiftRoutes.records, { query: { fromDate, toDate }, signal }),
  });
}

export function useTeamShiftRecords(empids: string[], fromDate: string, toDate: string) {
  return useQueries({
    queries: empids.map((empid) => ({
      queryKey: [...shiftKeys.all, 'records', empid, fromDate, toDate],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(shiftRoutes.records, { query: { fromDate, toDate, empid }, signal }),
    })),
  });
}

export function useMyShiftChanges(query: ListQuery | null) {
  return useQuery({
    queryKey: [...shiftKeys.all, 'mine', query],
    queryFn: ({ signal }) => callApi(shiftRoutes.list, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useShiftChangesForApproval(query: ListQuery | undefined | null) {
  return useQuery({
    queryKey: [...shiftKeys.all, 'for-approval', query ?? 'waiting'],
    queryFn: ({ signal }) => callApi(shiftRoutes.listForMyApproval, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useManagedShiftChanges() {
  return useQuery({
    queryKey: [...shiftKeys.all, 'managed'],
    queryFn: ({ signal }) => callApi(shiftRoutes.listManaged, { query: {}, signal }),
  });
}

export function useSaveShiftChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof shiftRoutes.save>) => callApi(shiftRoutes.save, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

export function useDeleteShiftChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recid: number) => callApi(shiftRoutes.remove, { query: { recid } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

export function useDecideShiftChanges() {
  return useBulkDecision({ approve: shiftRoutes.approveMany, disapprove: shiftRoutes.disapproveMany }, shiftKeys.all);
}
