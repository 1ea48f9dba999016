import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminScheduleRoutes } from '@portal/contracts/admin-shifts';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './shifts';
import { refusalsInForm } from '../../../lib/field-errors';

const schedulesKey = [...calendarKeys.all, 'schedules'] as const;

export function useAdminSchedules() {
  return useQuery({ queryKey: schedulesKey, queryFn: ({ signal }) => callApi(adminScheduleRoutes.list, { signal }) });
}

/** Sets the shift and/or rest days of the chosen employees; their schedules are read again, with everyone's attendance. */
export function useSetSchedules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminScheduleRoutes.set>) => callApi(adminScheduleRoutes.set, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: calendarKeys.all }), queryClient.invalidateQueries({ queryKey: ['attendance'] })]),
  });
}
