import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveRoutes } from '@portal/contracts/leave';
import type { BodyOf, QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { announceGroupFiled, useGroupDecision } from '../../../lib/group-decision';
import { leaveKeys } from './leave-reference';
import { refusalsInForm } from '../../../lib/field-errors';

type ListQuery = QueryOf<typeof leaveRoutes.groups>;

export function useMyLeaveGroups(query: ListQuery | null) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'groups', query],
    queryFn: ({ signal }) => callApi(leaveRoutes.groups, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useLeaveGroupsForApproval() {
  return useQuery({
    queryKey: [...leaveKeys.all, 'groups-for-approval'],
    queryFn: ({ signal }) => callApi(leaveRoutes.groupsForMyApproval, { query: {}, signal }),
  });
}

/** A group's members: for its filer, or (asApprover) for someone on its route. */
export function useLeaveGroupDetails(recid: number, asApprover: boolean, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...leaveKeys.all, 'group-details', recid, asApprover],
    queryFn: ({ signal }) =>
      asApprover
        ? callApi(leaveRoutes.groupDetailsForMyApproval, { query: { recid }, signal })
        : callApi(leaveRoutes.groupDetails, { query: { recidhdr: recid }, signal }),
  });
}

/** Files a group leave; who was left out, and why, is said in the snackbar. */
export function useSaveLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: refusalsInForm,
    mutationFn: (body: BodyOf<typeof leaveRoutes.saveGroup>) => callApi(leaveRoutes.saveGroup, { body }),
    onSuccess: (saved) => {
      announceGroupFiled(saved);
      return queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}

/** Withdraws a whole group, or with `empid` takes one member out of it. */
export function useDeleteLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number | { recid: number; empid: string }) =>
      callApi(leaveRoutes.removeGroup, { query: typeof target === 'number' ? { recid: target } : target }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}

export function useDecideLeaveGroups() {
  return useGroupDecision({ approve: leaveRoutes.approveGroup, disapprove: leaveRoutes.disapproveGroup }, leaveKeys.all);
}
