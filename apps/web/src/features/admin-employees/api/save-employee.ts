import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEmployeesRoutes } from '@portal/contracts/admin-employees';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { accountKeys } from './list-accounts';
import { employeeKeys } from './list-employees';
import { refusalsInForm } from '../../../lib/field-errors';

type EmployeeInput = BodyOf<typeof adminEmployeesRoutes.create>;

/** Adds (creating) or changes an employee; the server's message shows in green. */
export function useSaveEmployee(creating: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeInput) => callApi(creating ? adminEmployeesRoutes.create : adminEmployeesRoutes.update, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: employeeKeys.all }), queryClient.invalidateQueries({ queryKey: accountKeys.all })]),
  });
}

/** Separates (with the date) or reactivates an employee. */
export function useSetEmployeeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { emp_id: string; separation_date: string } | { emp_id: string; reactivate: true }) =>
      'reactivate' in change
        ? callApi(adminEmployeesRoutes.reactivate, { body: { emp_id: change.emp_id } })
        : callApi(adminEmployeesRoutes.deactivate, { body: change }),
    meta: { announceSuccess: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: employeeKeys.all }), queryClient.invalidateQueries({ queryKey: accountKeys.all })]),
  });
}
