import { queryOptions, useQuery } from '@tanstack/react-query';
import { approvalsRoutes, forApprovalCountKeys } from '@portal/contracts/for-approval-count';
import { NOTIFICATION_POLL_MS } from '@portal/contracts/notifications-routes';
import { callApi } from '../../../lib/api-client';

export const forApprovalCountQuery = queryOptions({
  queryKey: ['approvals', 'for-approval-count'],
  queryFn: () => callApi(approvalsRoutes.forApprovalCount),
  // With the bell's notifications, so a new request shows in the menu within about 30 seconds.
  refetchInterval: NOTIFICATION_POLL_MS,
  // Fresh for a few seconds only, so coming back to the tab asks again (refetch on window
  // focus), while the answer the layout asked for with its code is not asked again.
  staleTime: 5_000,
});

/** Spec §6: only approvers (flag 1) fetch the count. */
export function useForApprovalCount(isApprover: boolean) {
  const query = useQuery({ ...forApprovalCountQuery, enabled: isApprover });
  const total = query.data ? forApprovalCountKeys.reduce((sum, key) => sum + (query.data[key] ?? 0), 0) : 0;
  return { counts: query.data, total };
}
