import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalsRoutes, forApprovalCountKeys } from '@portal/contracts/approvals';
import { callApi } from '../../../lib/api-client';

export const forApprovalCountQuery = queryOptions({
  queryKey: ['approvals', 'for-approval-count'],
  queryFn: () => callApi(approvalsRoutes.forApprovalCount),
  refetchInterval: 60_000,
  // Always stale, so coming back to the tab asks again (refetch on window focus).
  staleTime: 0,
});

/** Spec §6: only approvers (flag 1) fetch the count. */
export function useForApprovalCount(isApprover: boolean) {
  const query = useQuery({ ...forApprovalCountQuery, enabled: isApprover });
  const total = query.data ? forApprovalCountKeys.reduce((sum, key) => sum + (query.data[key] ?? 0), 0) : 0;
  return { counts: query.data, total };
}
