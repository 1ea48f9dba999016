import { useQuery } from '@tanstack/react-query';
import { payslipRoutes } from '@portal/contracts/payslip';
import { callApi } from '../../../lib/api-client';

export const payslipKeys = { all: ['payslip'] as const };

/** The years the caller has payslips in, newest first. */
export function usePayYears() {
  return useQuery({
    queryKey: [...payslipKeys.all, 'years'],
    queryFn: ({ signal }) => callApi(payslipRoutes.payYears, { signal }),
  });
}
