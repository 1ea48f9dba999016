import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@portal/contracts/dashboard';
import { callApi } from '../../../lib/api-client';

const queryOf = (department: string) => (department ? { department } : {});

/** Headcount, leave, requests waiting and certificates: read from the records, quick. */
export function useDashboard(department: string) {
  return useQuery({
    queryKey: ['dashboard', department],
    queryFn: ({ signal }) => callApi(dashboardRoutes.summary, { query: queryOf(department), signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Twelve weeks of attendance computed for everyone takes seconds at company size, so
 * it is kept for five minutes (Refresh asks again) and loads beside the rest.
 */
export function useDashboardAttendance(department: string) {
  return useQuery({
    queryKey: ['dashboard-attendance', department],
    queryFn: ({ signal }) => callApi(dashboardRoutes.attendance, { query: queryOf(department), signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
