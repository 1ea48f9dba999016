import { useQuery } from '@tanstack/react-query';
import { accessLogRoutes } from '@portal/contracts/access-log';
import { callApi } from '../../../lib/api-client';

/** Who saw my data: each read of it by someone else, newest first. */
export function useMyAccessLog() {
  return useQuery({
    queryKey: ['profile', 'access-log'],
    queryFn: ({ signal }) => callApi(accessLogRoutes.mine, { signal }),
  });
}
