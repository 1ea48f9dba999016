import { useQuery } from '@tanstack/react-query';
import { attendanceRoutes } from '@portal/contracts/attendance';
import { callApi } from '../../../lib/api-client';

/** One's own punches on one day, so an adjustment starts from what was recorded. */
export function useDayPunches(day: string | null) {
  return useQuery({
    queryKey: ['attendance', 'mine', { from: day, to: day }],
    queryFn: async ({ signal }) => (await callApi(attendanceRoutes.mine, { query: { from: day!, to: day! }, signal }))[0] ?? null,
    enabled: day !== null,
    staleTime: 60_000,
  });
}
