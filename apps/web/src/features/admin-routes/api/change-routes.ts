import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutesRoutes, type SetDepartmentRouteBody, type SetEmployeeRouteBody } from '@portal/contracts/admin-routes';
import type { RequestTypeName } from '@portal/contracts/approvals';
import { callApi } from '../../../lib/api-client';
import { routeKeys } from './list-employee-routes';
import { refusalsInForm } from '../../../lib/field-errors';

/** Whose routes a change is about: one employee's overrides, or a department's routes. */
export type RouteOwner = { kind: 'employee'; empId: string; name: string } | { kind: 'department'; department: string };

export type RouteLevelsInput = Omit<SetEmployeeRouteBody, 'emp_id'>;

/**
 * Sets (approvers given) or removes (null) the owner's routes for the chosen types.
 * Both lists are read again: a department's change shows on its employees' rows.
 */
export function useChangeRoutes(owner: RouteOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { set: RouteLevelsInput } | { clear: RequestTypeName[] }): Promise<{ message: string }> => {
      if (owner.kind === 'employee') {
        return 'set' in change
          ? callApi(adminRoutesRoutes.setEmployeeRoute, { body: { ...change.set, emp_id: owner.empId } satisfies SetEmployeeRouteBody })
          : callApi(adminRoutesRoutes.clearEmployeeRoute, { query: { emp_id: owner.empId, requestTypes: change.clear.join(',') } });
      }
      return 'set' in change
        ? callApi(adminRoutesRoutes.setDepartmentRoute, { body: { ...change.set, department: owner.department } satisfies SetDepartmentRouteBody })
        : callApi(adminRoutesRoutes.clearDepartmentRoute, { query: { department: owner.department, requestTypes: change.clear.join(',') } });
    },
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeKeys.all }),
  });
}
