import { useQuery } from '@tanstack/react-query';
import { teamRoutes } from '@portal/contracts/team';
import { callApi } from './api-client';

/** The logged-in team lead's employees, for the group request pickers. */
export function useTeamMembers(enabled = true) {
  return useQuery({
    queryKey: ['team', 'members'],
    queryFn: ({ signal }) => callApi(teamRoutes.employeesByTeamLead, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
