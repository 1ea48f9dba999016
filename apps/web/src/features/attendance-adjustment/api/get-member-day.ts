import { useQuery } from '@tanstack/react-query';
import { attendanceRoutes } from '@portal/contracts/attendance';
import { callApi } from '../../../lib/api-client';

/**
 * A team member's recorded day (their punches as staff attendance shows them), so
 * a lead filing on their behalf sees what is there before correcting it.
 */
export function useMemberDay(empid: string | null, day: string) {
  const valid = empid !== null && /^\d{4}-\d{2}-\d{2}$/.test(day);
  return useQuery({
    queryKey: ['attendance-adjustment', 'member-day', empid, day],
    queryFn: async ({ signal }) => {
      const rows = await callApi(attendanceRoutes.staffAttendance, { query: { from: day, to: day, empid: empid ?? '' }, signal });
      return rows[0] ?? null;
    },
    enabled: valid,
  });
}
