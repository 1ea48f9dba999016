import { useQuery } from '@tanstack/react-query';
import { adminRoutesRoutes } from '@portal/contracts/admin-routes';
import { callApi } from '../../../lib/api-client';

export const delegationKeys = { all: ['admin', 'delegations'] as const };

/** Approval delegations, the latest first. */
export function useDelegations() {
  return useQuery({
    queryKey: delegationKeys.all,
    queryFn: ({ signal }) => callApi(adminRoutesRoutes.listDelegations, { signal }),
  });
}
