import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attendanceRoutes } from '@portal/contracts/attendance';
import { callApi } from '../../../lib/api-client';

export function useMyAttendance(range: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['attendance', 'mine', range],
    queryFn: ({ signal }) => callApi(attendanceRoutes.mine, { query: range!, signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useStaff() {
  return useQuery({ queryKey: ['attendance', 'staff'], queryFn: ({ signal }) => callApi(attendanceRoutes.staff, { signal }), staleTime: 5 * 60_000 });
}

export function useStaffAttendance(query: { from: string; to: string; empid?: string | undefined } | null) {
  return useQuery({
    queryKey: ['attendance', 'staff-attendance', query],
    queryFn: ({ signal }) => callApi(attendanceRoutes.staffAttendance, { query: query!, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
