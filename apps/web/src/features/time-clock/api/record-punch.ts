import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Geotag } from '@portal/contracts/time-clock';
import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import { callApi } from '../../../lib/api-client';
import { timeRecordsQuery } from './list-time-records';

export type PunchDirection = 'in' | 'out';

export function recordPunch(direction: PunchDirection, geotag: Geotag | null) {
  const route = direction === 'in' ? timeClockRoutes.timeIn : timeClockRoutes.timeOut;
  return callApi(route, { body: geotag ? { geotag } : {} });
}

/** A punch answers the updated records, which replace the list at once. */
export function useRecordPunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ direction, geotag }: { direction: PunchDirection; geotag: Geotag | null }) => recordPunch(direction, geotag),
    onSuccess: (records) => queryClient.setQueryData(timeRecordsQuery.queryKey, records),
  });
}
