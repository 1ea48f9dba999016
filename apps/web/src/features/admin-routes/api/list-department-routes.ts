import { useQuery } from '@tanstack/react-query';
import { adminRoutesRoutes } from '@portal/contracts/admin-routes';
import { callApi } from '../../../lib/api-client';
import { routeKeys } from './list-employee-routes';

/** Every department with its route per request type. */
export function useDepartmentRoutes() {
  return useQuery({
    queryKey: [...routeKeys.all, 'departments'],
    queryFn: ({ signal }) => callApi(adminRoutesRoutes.listDepartmentRoutes, { signal }),
  });
}
