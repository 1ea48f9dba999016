import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payrollHandoffRoutes } from '@portal/contracts/payroll-handoff';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { callApi } from '../../../lib/api-client';

export function usePayrollHandoff(choice: CutoffChoice) {
  return useQuery({
    queryKey: ['payroll-handoff', choice],
    queryFn: ({ signal }) => callApi(payrollHandoffRoutes.handoff, { query: choice, signal }),
    placeholderData: keepPreviousData,
  });
}
