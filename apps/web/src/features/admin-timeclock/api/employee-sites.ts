import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOfficeRoutes } from '@portal/contracts/admin-offices';
import { adminTimeClockRoutes, type EmployeeSitesBody } from '@portal/contracts/admin-timeclock';
import { callApi } from '../../../lib/api-client';
import { refusalsInForm } from '../../../lib/field-errors';

const sitesKey = ['admin-timeclock', 'sites'] as const;

export function useEmployeeSites() {
  return useQuery({ queryKey: sitesKey, queryFn: ({ signal }) => callApi(adminTimeClockRoutes.sites, { signal }) });
}

/** The offices to choose sites from. */
export function useOfficeChoices() {
  return useQuery({ queryKey: ['admin-timeclock', 'offices'], queryFn: ({ signal }) => callApi(adminOfficeRoutes.list, { signal }) });
}

export function useSaveEmployeeSites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeSitesBody) => callApi(adminTimeClockRoutes.saveSites, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesKey }),
  });
}
