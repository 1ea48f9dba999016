import { useQuery } from '@tanstack/react-query';
import { adminRoutesRoutes } from '@portal/contracts/admin-routes';
import { callApi } from '../../../lib/api-client';

export const routeKeys = { all: ['admin', 'routes'] as const };

/** Who approves what: every active employee with the route each request type takes (also the pickers' people). */
export function useEmployeeRoutes() {
  return useQuery({
    queryKey: [...routeKeys.all, 'employees'],
    queryFn: ({ signal }) => callApi(adminRoutesRoutes.listEmployeeRoutes, { signal }),
    staleTime: 30_000,
  });
}
