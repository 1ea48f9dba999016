import { useQuery } from '@tanstack/react-query';
import { adminEmployeesRoutes } from '@portal/contracts/admin-employees';
import { callApi } from '../../../lib/api-client';

export const employeeKeys = { all: ['admin', 'employees'] as const };

/** Every employee, active or not: one call, searched, sorted and paged in the browser. */
export function useEmployees() {
  return useQuery({
    queryKey: [...employeeKeys.all, 'list'],
    queryFn: ({ signal }) => callApi(adminEmployeesRoutes.list, { signal }),
  });
}

/** The shifts and offices the employee form offers. */
export function useEmployeeChoices() {
  return useQuery({
    queryKey: [...employeeKeys.all, 'choices'],
    queryFn: ({ signal }) => callApi(adminEmployeesRoutes.choices, { signal }),
    staleTime: 5 * 60_000,
  });
}
