import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teamCalendarRoutes } from '@portal/contracts/team-calendar';
import { callApi } from '../../../lib/api-client';

export interface CalendarFilter {
  from: string;
  to: string;
  department: string;
  officeId: string;
}

export function useTeamCalendar(filter: CalendarFilter | null) {
  return useQuery({
    queryKey: ['team-calendar', filter],
    enabled: filter !== null,
    queryFn: ({ signal }) =>
      callApi(teamCalendarRoutes.calendar, {
        query: {
          from: filter!.from,
          to: filter!.to,
          ...(filter!.department ? { department: filter!.department } : {}),
          ...(filter!.officeId ? { office_id: Number(filter!.officeId) } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
