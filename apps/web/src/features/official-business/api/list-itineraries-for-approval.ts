import { useQuery } from '@tanstack/react-query';
import { officialBusinessRoutes } from '@portal/contracts/official-business';
import { callApi } from '../../../lib/api-client';
import { itineraryKeys } from './list-my-itineraries';

/** The itineraries waiting for the caller's decision. */
export function useItinerariesForApproval() {
  return useQuery({
    queryKey: [...itineraryKeys.all, 'for-approval'],
    queryFn: ({ signal }) => callApi(officialBusinessRoutes.listForMyApproval, { query: {}, signal }),
  });
}
