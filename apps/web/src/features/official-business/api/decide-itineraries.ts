import { officialBusinessRoutes } from '@portal/contracts/official-business';
import { useBulkDecision } from '../../../lib/bulk-decision';
import { itineraryKeys } from './list-my-itineraries';

/** Approve or disapprove itineraries by recids (one or many). */
export function useDecideItineraries() {
  return useBulkDecision({ approve: officialBusinessRoutes.approveMany, disapprove: officialBusinessRoutes.disapproveMany }, itineraryKeys.all);
}
