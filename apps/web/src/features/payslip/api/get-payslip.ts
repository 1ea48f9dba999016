import { useQuery } from '@tanstack/react-query';
import { payslipRoutes } from '@portal/contracts/payslip';
import { callApi } from '../../../lib/api-client';
import { payslipKeys } from './list-pay-years';

export interface PayslipChoice {
  year: number;
  month: number;
  period: number;
}

/**
 * One payslip of the caller's own. A read, though the spec makes it a POST. With
 * amounts hidden it asks with dwp 0, so the figures are not even in memory; they
 * are dropped from the cache once off screen.
 */
export function usePayslip(choice: PayslipChoice | null, showAmounts = true) {
  return useQuery({
    queryKey: [...payslipKeys.all, 'payslip', choice, showAmounts],
    queryFn: ({ signal }) => callApi(payslipRoutes.payslip, { body: { ...choice!, dwp: showAmounts ? 1 : 0 }, signal }),
    enabled: choice !== null,
    gcTime: 0,
  });
}
