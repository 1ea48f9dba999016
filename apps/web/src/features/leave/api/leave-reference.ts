import { useQueries, useQuery } from '@tanstack/react-query';
import { leaveRoutes } from '@portal/contracts/leave';
import { callApi } from '../../../lib/api-client';

export const leaveKeys = { all: ['leave'] as const };

/** Leave types in the order HR set (spec §5: not reordered). */
export function useLeaveTypes() {
  return useQuery({ queryKey: ['leave-types'], queryFn: ({ signal }) => callApi(leaveRoutes.types, { signal }), staleTime: 10 * 60_000 });
}

/** A year's balances; one's own without an employee. */
export function useLeaveBalance(empId?: string, year?: number) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'balance', empId ?? 'me', year ?? 'this year'],
    queryFn: ({ signal }) => callApi(leaveRoutes.balance, { query: { emp_id: empId, year }, signal }),
  });
}

/** Several team members' balances at once, for the group leave picker. */
/** Every leave type with the chosen team members who cannot take it (the group leave form). */
export function useGroupLeaveTypes(empIds: string[]) {
  const sorted = [...empIds].sort();
  return useQuery({
    queryKey: [...leaveKeys.all, 'group-types', sorted.join(',')],
    queryFn: ({ signal }) => callApi(leaveRoutes.groupTypes, { query: { empids: sorted.join(',') }, signal }),
    enabled: sorted.length > 0,
    placeholderData: (previous) => previous,
  });
}

export function useTeamBalances(empIds: string[], year: number | undefined) {
  return useQueries({
    queries: empIds.map((empId) => ({
      queryKey: [...leaveKeys.all, 'balance', empId, year ?? 'this year'],
      queryFn: ({ signal }: { signal: AbortSignal }) => callApi(leaveRoutes.balance, { query: { emp_id: empId, year }, signal }),
    })),
  });
}

/** For the leave's approver: the requester's balance of its type and who else in the team is away then. */
export function useLeaveApprovalContext(recid: number) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'approval-context', recid],
    queryFn: ({ signal }) => callApi(leaveRoutes.approvalContext, { query: { recid }, signal }),
  });
}
