import { useQuery } from '@tanstack/react-query';
import { adminAccountsRoutes } from '@portal/contracts/admin-employees';
import { callApi } from '../../../lib/api-client';

export const accountKeys = { all: ['admin', 'accounts'] as const };

export function useAccounts() {
  return useQuery({
    queryKey: [...accountKeys.all, 'list'],
    queryFn: ({ signal }) => callApi(adminAccountsRoutes.list, { signal }),
  });
}
