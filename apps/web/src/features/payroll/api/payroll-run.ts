import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payrollRoutes } from '@portal/contracts/payroll';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { ApiFailure, callApi } from '../../../lib/api-client';

const keyOf = (choice: CutoffChoice) => ['payroll', 'run', choice] as const;
const queryOf = (choice: CutoffChoice) => ({ year: choice.year, month: choice.month, cutoff: Number(choice.cutoff) });

/** The cut-off's run; null when none is computed yet (the server's 404). */
export function usePayrollRun(choice: CutoffChoice) {
  return useQuery({
    queryKey: keyOf(choice),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(payrollRoutes.run, { query: queryOf(choice), signal });
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** Computes (again) the cut-off's draft; the answer replaces the run on screen. */
export function useComputePayrollRun(choice: CutoffChoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(payrollRoutes.compute, { body: queryOf(choice) }),
    meta: { announceSuccess: true },
    onSuccess: (run) => queryClient.setQueryData(keyOf(choice), run),
  });
}

/** One person's lines in the run, with how each was computed. */
export function useRunPayslip(choice: CutoffChoice, empId: string) {
  return useQuery({
    queryKey: [...keyOf(choice), 'payslip', empId],
    queryFn: ({ signal }) => callApi(payrollRoutes.payslip, { query: { ...queryOf(choice), empid: empId }, signal }),
  });
}

/** Moves the cut-off's run (reviewed, back to draft, locked, released on a pay date); the answer replaces the run on screen. */
export function useMovePayrollRun(choice: CutoffChoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, payDate }: { status: 'draft' | 'reviewed' | 'locked' | 'released'; payDate?: string }) =>
      callApi(payrollRoutes.status, { body: { ...queryOf(choice), status, ...(payDate ? { pay_date: payDate } : {}) } }),
    meta: { announceSuccess: true },
    onSuccess: (run) => queryClient.setQueryData(keyOf(choice), run),
  });
}

/** Everyone's 13th-month pay of a year. */
export function useThirteenthMonth(year: number) {
  return useQuery({
    queryKey: ['payroll', 'thirteenth-month', year],
    queryFn: ({ signal }) => callApi(payrollRoutes.thirteenthMonth, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
}
