import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@portal/contracts/http';
import { secondFactorRoutes } from '@portal/contracts/second-factor';
import { signInRoutes } from '@portal/contracts/sign-in';
import { callApi } from '../../../lib/api-client';

const KEY = ['admin', 'sign-in'] as const;

export function useSignInSettings() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => callApi(signInRoutes.read, { signal }) });
}

export function useUpdateSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof signInRoutes.update>) => callApi(signInRoutes.update, { body }),
    meta: { announceSuccess: true, refusalsInForm: true },
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

export function useResetSecondFactor() {
  return useMutation({
    mutationFn: (empId: string) => callApi(secondFactorRoutes.reset, { body: { emp_id: empId } }),
    meta: { announceSuccess: true, refusalsInForm: true },
  });
}
