import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officialBusinessRoutes } from '@portal/contracts/official-business';
import { callApi } from '../../../lib/api-client';
import { itineraryKeys } from './list-my-itineraries';

export function useDeleteItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recid: number) => callApi(officialBusinessRoutes.remove, { query: { recid } }),
    meta: { announceSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itineraryKeys.all }),
  });
}
