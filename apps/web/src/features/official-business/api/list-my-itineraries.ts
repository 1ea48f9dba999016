import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { officialBusinessRoutes } from '@portal/contracts/official-business';
import type { QueryOf } from '@portal/contracts/http';
import { callApi } from '../../../lib/api-client';

export const itineraryKeys = { all: ['official-business'] as const };

type ListQuery = QueryOf<typeof officialBusinessRoutes.list>;

/** The caller's own itineraries; a null query (a reversed range) keeps the last answer. */
export function useMyItineraries(query: ListQuery | null) {
  return useQuery({
    queryKey: [...itineraryKeys.all, 'mine', query],
    queryFn: ({ signal }) => callApi(officialBusinessRoutes.list, { query: query ?? {}, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
