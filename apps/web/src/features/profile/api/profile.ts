import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/language-constants';
import { leaveRoutes } from '@portal/contracts/leave';
import { profileRoutes } from '@portal/contracts/profile';
import { callApi } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { getStoredUser, storeUser } from '../../../lib/stored-user';
import { readServerMessage } from '../../../lib/server-message';

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

/**
 * Chooses the language the portal speaks to me (null: the company's default). The
 * profile is read again to show the choice; then the stored user takes the language
 * the server now speaks, which switches every screen (see main.tsx), the profile
 * already fresh when it renders afresh.
 */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language | null) => callApi(profileRoutes.setLanguage, { body: { language } }),
    onSuccess: async (answer) => {
      notify.success(readServerMessage(answer));
      await queryClient.invalidateQueries({ queryKey: ['profile'], exact: true });
      const user = getStoredUser();
      if (user) storeUser({ ...user, language: answer.language });
    },
  });
}
