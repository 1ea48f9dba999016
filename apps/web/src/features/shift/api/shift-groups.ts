import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shiftRoutes } from '@portal/contracts/shift';
import type { BodyOf, QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { announceGroupFiled, useGroupDecision } from '../../../lib/group-decision';
import { shiftKeys } from './shifts';
import { refusalsInForm } from '../../../lib/field-errors';

type ListQuery = QueryOf<typeof shiftRoutes.groups>;

export function useMyShiftGroups(query: ListQuery | null) {
  return useQuery({
    queryKey: [...shiftKeys.all, 'groups', query],
    queryFn: ({ signal }) => callApi(shiftRoutes.groups, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useShiftGroupsForApproval(query: ListQuery | undefined | null) {
  return useQuery({
    queryKey: [...shiftKeys.all, 'groups-for-approval', query ?? 'waiting'],
    queryFn: ({ signal }) => callApi(shiftRoutes.groupsForMyApproval, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useShiftGroupDetails(recidhdr: number, asApprover: boolean, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...shiftKeys.all, 'group-details', recidhdr, asApprover],
    queryFn: ({ signal }) =>
      callApi(asApprover ? shiftRoutes.groupDetailsForMyApproval : shiftRoutes.groupDetails, {
        query: { recidhdr },
        signal,
      }),
  });
}

export function useSaveShiftGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: refusalsInForm,
    mutationFn: (body: BodyOf<typeof shiftRoutes.saveGroup>) => callApi(shiftRoutes.saveGroup, { body }),
    onSuccess: (saved) => {
      announceGroupFiled(saved);
      return queryClient.invalidateQueries({ queryKey: shiftKeys.all });
    },
  });
}

/** Withdraws a whole group, or with `empid` takes one member out of it. */
export function useDeleteShiftGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: number | { recid: number; empid: string }) =>
      callApi(shiftRoutes.removeGroup, { query: typeof target === 'number' ? { recid: target } : target }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

export function useDecideShiftGroups() {
  return useGroupDecision(
    { approve: shiftRoutes.approveGroup, disapprove: shiftRoutes.disapproveGroup },
    shiftKeys.all,
  );
}
