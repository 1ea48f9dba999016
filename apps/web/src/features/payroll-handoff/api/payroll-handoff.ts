import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payrollHandoffRoutes } from '@portal/contracts/payroll-handoff';
import { callApi } from '../../../lib/api-client';

export interface CutoffChoice {
  year: number;
  month: number;
  cutoff: '1' | '2';
}

export function usePayrollHandoff(choice: CutoffChoice) {
  return useQuery({
    queryKey: ['payroll-handoff', choice],
    queryFn: ({ signal }) => callApi(payrollHandoffRoutes.handoff, { query: choice, signal }),
    placeholderData: keepPreviousData,
  });
}
