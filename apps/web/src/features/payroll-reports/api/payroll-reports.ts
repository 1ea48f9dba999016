import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payrollReportRoutes } from '@portal/contracts/payroll-reports';
import type { CutoffChoice } from '../../../components/cutoff-picker';
import { callApi } from '../../../lib/api-client';

const monthOf = (choice: CutoffChoice) => ({ year: choice.year, month: choice.month });

export function usePayrollRegister(choice: CutoffChoice, enabled: boolean) {
  return useQuery({
    queryKey: ['payroll', 'reports', 'register', choice],
    queryFn: ({ signal }) => callApi(payrollReportRoutes.register, { query: { ...monthOf(choice), cutoff: Number(choice.cutoff) }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMonthContributions(choice: CutoffChoice, enabled: boolean) {
  return useQuery({
    queryKey: ['payroll', 'reports', 'contributions', monthOf(choice)],
    queryFn: ({ signal }) => callApi(payrollReportRoutes.contributions, { query: monthOf(choice), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBir1601c(choice: CutoffChoice, enabled: boolean) {
  return useQuery({
    queryKey: ['payroll', 'reports', '1601c', monthOf(choice)],
    queryFn: ({ signal }) => callApi(payrollReportRoutes.bir1601c, { query: monthOf(choice), signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBankCreditFile(choice: CutoffChoice, enabled: boolean) {
  return useQuery({
    queryKey: ['payroll', 'reports', 'bank', choice],
    queryFn: ({ signal }) => callApi(payrollReportRoutes.bank, { query: { ...monthOf(choice), cutoff: Number(choice.cutoff) }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
