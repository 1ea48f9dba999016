import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attendanceAdjustmentRoutes } from '@portal/contracts/attendance-adjustment';
import type { QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { adjustmentKeys } from './list-my-adjustments';

type ListQuery = QueryOf<typeof attendanceAdjustmentRoutes.listForMyApproval>;

/** Without a query: what waits for the caller. With one: everything routed to them. */
export function useAdjustmentsForApproval(query: ListQuery | undefined | null) {
  return useQuery({
    queryKey: [...adjustmentKeys.all, 'for-approval', query ?? 'waiting'],
    queryFn: ({ signal }) => callApi(attendanceAdjustmentRoutes.listForMyApproval, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
