import { useQuery } from '@tanstack/react-query';
import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import { callApi } from '../../../lib/api-client';

/** The office or place nearest the phone; positions are rounded so a few metres' jitter reuses the answer. */
export function useClosestAddress(position: { lat: number; lng: number } | null) {
  const lat = position ? Math.round(position.lat * 10_000) / 10_000 : null;
  const lng = position ? Math.round(position.lng * 10_000) / 10_000 : null;
  return useQuery({
    queryKey: ['time-clock', 'closest-address', lat, lng],
    queryFn: () => callApi(timeClockRoutes.closestAddress, { query: { lat: lat!, long: lng! } }),
    enabled: lat !== null && lng !== null,
    staleTime: 5 * 60_000,
  });
}
