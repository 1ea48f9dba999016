import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceAdjustmentRoutes } from '@portal/contracts/attendance-adjustment';
import type { QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';

export const adjustmentKeys = { all: ['attendance-adjustment'] as const };

type ListQuery = QueryOf<typeof attendanceAdjustmentRoutes.list>;

export const myAdjustmentsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...adjustmentKeys.all, 'mine', query],
    queryFn: ({ signal }) => callApi(attendanceAdjustmentRoutes.list, { query, signal }),
  });

/** The caller's own adjustments; a null query (a reversed range) keeps the last answer. */
export function useMyAdjustments(query: ListQuery | null) {
  return useQuery({ ...myAdjustmentsQuery(query ?? {}), enabled: query !== null, placeholderData: keepPreviousData });
}
