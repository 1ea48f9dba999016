import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { secondFactorRoutes } from '@portal/contracts/second-factor';
import { callApi } from '../../../lib/api-client';

const STATUS_KEY = ['second-factor'] as const;

export function useSecondFactorStatus() {
  return useQuery({ queryKey: STATUS_KEY, queryFn: ({ signal }) => callApi(secondFactorRoutes.status, { signal }) });
}

/** Begins a setup: a new secret and its QR code, until a code from the app confirms it. */
export function useBeginSetup() {
  return useMutation({ mutationFn: () => callApi(secondFactorRoutes.setup, {}), meta: { refusalsInForm: true } });
}

export function useConfirmSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(secondFactorRoutes.confirm, { body: { code } }),
    meta: { refusalsInForm: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(secondFactorRoutes.newRecoveryCodes, { body: { code } }),
    meta: { refusalsInForm: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export function useRemoveSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi(secondFactorRoutes.remove, { body: { password } }),
    meta: { announceSuccess: true, refusalsInForm: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** The code a session owes after the password. */
export function giveSecondFactor(code: string) {
  return callApi(secondFactorRoutes.verify, { body: { code } });
}
