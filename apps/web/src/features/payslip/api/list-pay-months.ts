import { useQuery } from '@tanstack/react-query';
import { payslipRoutes } from '@portal/contracts/payslip';
import { callApi } from '../../../lib/api-client';
import { payslipKeys } from './list-pay-years';

/** A year's months with payslips, newest first, each with its periods; waits for a year. */
export function usePayMonths(year: number | null) {
  return useQuery({
    queryKey: [...payslipKeys.all, 'months', year],
    queryFn: ({ signal }) => callApi(payslipRoutes.payMonths, { query: { year: year! }, signal }),
    enabled: year !== null,
  });
}
