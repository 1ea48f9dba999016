import { queryOptions, useQuery } from '@tanstack/react-query';
import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import { callApi } from '../../../lib/api-client';

export const timeRecordsQuery = queryOptions({
  queryKey: ['time-clock', 'records'],
  queryFn: () => callApi(timeClockRoutes.listTimeRecords),
});

export function useTimeRecords() {
  return useQuery(timeRecordsQuery);
}
