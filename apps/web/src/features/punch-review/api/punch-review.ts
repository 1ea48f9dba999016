import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PunchReviewBody } from '@portal/contracts/punch-review';
import { punchReviewRoutes } from '@portal/contracts/punch-review';
import { callApi } from '../../../lib/api-client';

const punchReviewKeys = { all: ['punch-review'] as const, list: (status: 'pending' | 'reviewed') => ['punch-review', status] as const };

export function useFlaggedPunches(status: 'pending' | 'reviewed') {
  return useQuery({ queryKey: punchReviewKeys.list(status), queryFn: ({ signal }) => callApi(punchReviewRoutes.list, { query: { status }, signal }) });
}

/** A decision answers its message in green; both lists are read again. */
export function useReviewPunches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PunchReviewBody) => callApi(punchReviewRoutes.review, { body }),
    meta: { announceSuccess: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: punchReviewKeys.all }),
  });
}
