import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payDataRoutes, type PayData } from '@portal/contracts/pay-data';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { refusalsInForm } from '../../../lib/field-errors';

export const payDataKeys = { of: (empId: string) => ['payroll', 'paydata', empId] as const };

/** One person's pay rates and items, with their history. */
export function usePayData(empId: string) {
  return useQuery({ queryKey: payDataKeys.of(empId), queryFn: ({ signal }) => callApi(payDataRoutes.payData, { query: { empid: empId }, signal }) });
}

/** Each change answers the data as it now is; its message shows in green, a refusal in the form. */
function useKeepAnswer(empId: string) {
  const queryClient = useQueryClient();
  return { meta: { announceSuccess: true, ...refusalsInForm }, onSuccess: (data: PayData) => queryClient.setQueryData(payDataKeys.of(empId), data) };
}

export function useSetPayRate(empId: string) {
  const keep = useKeepAnswer(empId);
  return useMutation({ mutationFn: (body: BodyOf<typeof payDataRoutes.setRate>) => callApi(payDataRoutes.setRate, { body }), ...keep });
}

export function useAddPayItem(empId: string) {
  const keep = useKeepAnswer(empId);
  return useMutation({ mutationFn: (body: BodyOf<typeof payDataRoutes.addItem>) => callApi(payDataRoutes.addItem, { body }), ...keep });
}

export function useEndPayItem(empId: string) {
  const keep = useKeepAnswer(empId);
  return useMutation({ mutationFn: (body: BodyOf<typeof payDataRoutes.endItem>) => callApi(payDataRoutes.endItem, { body }), ...keep });
}

export function useSetPayBank(empId: string) {
  const keep = useKeepAnswer(empId);
  return useMutation({ mutationFn: (body: BodyOf<typeof payDataRoutes.setBank>) => callApi(payDataRoutes.setBank, { body }), ...keep });
}
