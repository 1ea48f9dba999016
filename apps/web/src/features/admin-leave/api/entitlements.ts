import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminLeaveRoutes } from '@portal/contracts/admin-leave';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { adminLeaveKeys } from './leave-types';

/** A year's entitlements of everyone, with their balances. */
export function useEntitlements(year: number) {
  return useQuery({
    queryKey: [...adminLeaveKeys.all, 'entitlements', year],
    queryFn: ({ signal }) => callApi(adminLeaveRoutes.entitlements, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Balances shown anywhere (My Leaves, the group picker) are read again after a change. */
function useRefreshBalances() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminLeaveKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['leave'] }),
    ]);
}

export function useSetEntitlement() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminLeaveRoutes.setEntitlement>) =>
      callApi(adminLeaveRoutes.setEntitlement, { body }),
    meta: { announceSuccess: true },
    onSuccess: refresh,
  });
}

/** The year start: a dry run answers the plan; the real one writes it (and is announced). */
export function useStartYear() {
  const refresh = useRefreshBalances();
  return useMutation({
    mutationFn: (body: { year: number; dryRun: boolean }) => callApi(adminLeaveRoutes.startYear, { body }),
    onSuccess: (result) => (result.dryRun ? undefined : refresh()),
  });
}
