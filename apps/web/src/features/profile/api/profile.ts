import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { leaveRoutes } from '@portal/contracts/leave';
import { profileRoutes } from '@portal/contracts/profile';
import { callApi } from '../../../lib/api-client';

export function useProfile() {
  return useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => callApi(profileRoutes.profile, { signal }) });
}

export function useMyLeaveBalances() {
  return useQuery({
    queryKey: ['profile', 'leave-balances'],
    queryFn: ({ signal }) => callApi(leaveRoutes.balance, { query: {}, signal }),
  });
}

/** Ends the other sessions; the profile is read again to show what is left. */
export function useLogOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(profileRoutes.logOutOthers, {}),
    meta: { announceSuccess: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
