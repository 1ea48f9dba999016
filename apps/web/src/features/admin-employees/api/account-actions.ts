import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAccountsRoutes } from '@portal/contracts/admin-employees';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './list-accounts';
import { employeeKeys } from './list-employees';

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.all }), queryClient.invalidateQueries({ queryKey: employeeKeys.all })]);
}

/** Creates an account; the answer carries the temporary password, shown once by the page. */
export function useCreateAccount() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: { emp_id: string; username: string }) => callApi(adminAccountsRoutes.create, { body }),
    onSuccess: refresh,
  });
}

export function useResetPassword() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (username: string) => callApi(adminAccountsRoutes.resetPassword, { body: { username } }),
    onSuccess: refresh,
  });
}

export function useUnlockAccount() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (username: string) => callApi(adminAccountsRoutes.unlock, { body: { username } }),
    meta: { announceSuccess: true },
    onSuccess: refresh,
  });
}
