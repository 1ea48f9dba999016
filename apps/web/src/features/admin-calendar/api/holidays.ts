import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminHolidayRoutes } from '@portal/contracts/admin-holidays';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { calendarKeys } from './shifts';
import { refusalsInForm } from '../../../lib/field-errors';

const holidaysKey = [...calendarKeys.all, 'holidays'] as const;

export function useAdminHolidays(year: number) {
  return useQuery({
    queryKey: [...holidaysKey, year],
    queryFn: ({ signal }) => callApi(adminHolidayRoutes.list, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Any calendar change shows in attendance at once, so the attendance answers are read again too. */
function useCalendarMutation<T, R>(mutationFn: (input: T) => Promise<R>, announceSuccess = true, inForm = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { announceSuccess, ...(inForm ? refusalsInForm : {}) },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: holidaysKey }), queryClient.invalidateQueries({ queryKey: ['attendance'] })]),
  });
}

export const useSaveHoliday = () => useCalendarMutation((body: BodyOf<typeof adminHolidayRoutes.save>) => callApi(adminHolidayRoutes.save, { body }), true, true);
export const useDeleteHoliday = () => useCalendarMutation((id: number) => callApi(adminHolidayRoutes.remove, { query: { id } }));
/** The copy dialog shows its own outcome (what was copied and what was left alone). */
export const useCopyHolidayYear = () => useCalendarMutation((body: BodyOf<typeof adminHolidayRoutes.copyYear>) => callApi(adminHolidayRoutes.copyYear, { body }), false);
