import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminShiftRoutes } from '@portal/contracts/admin-shifts';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { refusalsInForm } from '../../../lib/field-errors';

export const calendarKeys = { all: ['admin', 'calendar'] as const, shifts: ['admin', 'calendar', 'shifts'] as const };

export function useAdminShifts() {
  return useQuery({ queryKey: calendarKeys.shifts, queryFn: ({ signal }) => callApi(adminShiftRoutes.list, { signal }) });
}

/** Adds a shift, or changes the one its code names; schedules and the employees' shift list read it again. */
export function useSaveShift(isNew: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminShiftRoutes.create>) => callApi(isNew ? adminShiftRoutes.create : adminShiftRoutes.update, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useDeleteShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shift: string) => callApi(adminShiftRoutes.remove, { query: { shift } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
