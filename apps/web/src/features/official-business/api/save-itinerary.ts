import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officialBusinessRoutes } from '@portal/contracts/official-business';
import type { BodyOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';
import { itineraryKeys } from './list-my-itineraries';
import { refusalsInForm } from '../../../lib/field-errors';

/** Files (recid 0) or edits; the server's message shows in green. */
export function useSaveItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof officialBusinessRoutes.save>) => callApi(officialBusinessRoutes.save, { body }),
    meta: { announceSuccess: true, ...refusalsInForm },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itineraryKeys.all }),
  });
}
