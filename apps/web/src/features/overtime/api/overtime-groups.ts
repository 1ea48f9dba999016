import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overtimeRoutes } from '@portal/contracts/overtime';
import type { BodyOf, QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { announceGroupFiled, useGroupDecision } from '../../../lib/group-decision';
import { overtimeKeys } from './overtimes';
import { refusalsInForm } from '../../../lib/field-errors';

type ListQuery = QueryOf<typeof overtimeRoutes.groups>;

export function useMyOvertimeGroups(query: ListQuery | null) {
  return useQuery({
    queryKey: [...overtimeKeys.all, 'groups', query],
    queryFn: ({ signal }) => callApi(overtimeRoutes.groups, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOvertimeGroupsForApproval() {
  return useQuery({
    queryKey: [...overtimeKeys.all, 'groups-for-approval'],
    queryFn: ({ signal }) => callApi(overtimeRoutes.groupsForMyApproval, { query: {}, signal }),
  });
}

export function useOvertimeGroupDetails(recid: number, asApprover: boolean, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...overtimeKeys.all, 'group-details', recid, asApprover],
    queryFn: ({ signal }) =>
      asApprover
        ? callApi(overtimeRoutes.groupDetailsForMyApproval, { query: { recid }, signal })
        : callApi(overtimeRoutes.groupDetails, { query: { recidhdr: recid }, signal }),
  });
}

/** Files group overtime; who was left out, and why, is said in the snackbar. */
export function useSaveOvertimeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: refusalsInForm,
    mutationFn: (body: BodyOf<typeof overtimeRoutes.saveGroup>) => callApi(overtimeRoutes.saveGroup, { body }),
    onSuccess: (saved) => {
      announceGroupFiled(saved);
      return queryClient.invalidateQueries({ queryKey: overtimeKeys.all });
    },
  });
}

/** Withdraws a whole group, or with `empid` takes one member out of it. */
export function useDeleteOvertimeGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number | { recid: number; empid: string }) =>
      callApi(overtimeRoutes.removeGroup, { query: typeof target === 'number' ? { recid: target } : target }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overtimeKeys.all }),
  });
}

export function useDecideOvertimeGroups() {
  return useGroupDecision({ approve: overtimeRoutes.approveGroup, disapprove: overtimeRoutes.disapproveGroup }, overtimeKeys.all);
}
