import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeyRoutes } from '@portal/contracts/passkeys';
import { callApi } from '../../../lib/api-client';
import { createPasskey, signWithPasskey } from '../../../lib/passkey-prompt';

const KEY = ['passkeys'] as const;

export function usePasskeys() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => callApi(passkeyRoutes.list, { signal }) });
}

/** Creates a passkey on this device and adds it to the account. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const response = await createPasskey(await callApi(passkeyRoutes.registrationOptions, {}));
      return callApi(passkeyRoutes.register, { body: { name, response } });
    },
    meta: { announceSuccess: true, refusalsInForm: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, { passkeys: saved.passkeys });
      void queryClient.invalidateQueries({ queryKey: ['second-factor'] });
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(passkeyRoutes.remove, { body: { id } }),
    meta: { announceSuccess: true, refusalsInForm: true },
    onSuccess: (saved) => queryClient.setQueryData(KEY, { passkeys: saved.passkeys }),
  });
}

/** Gives the session's second factor with one of my passkeys. */
export async function giveSecondFactorWithPasskey() {
  const response = await signWithPasskey(await callApi(passkeyRoutes.secondFactorOptions, {}));
  return callApi(passkeyRoutes.secondFactor, { body: { response } });
}
