import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOfficeRoutes } from '@portal/contracts/admin-offices';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './shifts';
import { refusalsInForm } from '../../../lib/field-errors';

const officesKey = [...calendarKeys.all, 'offices'] as const;

export function useAdminOffices() {
  return useQuery({ queryKey: officesKey, queryFn: ({ signal }) => callApi(adminOfficeRoutes.list, { signal }) });
}

export function useSaveOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminOfficeRoutes.save>) => callApi(adminOfficeRoutes.save, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useDeleteOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(adminOfficeRoutes.remove, { query: { id } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
