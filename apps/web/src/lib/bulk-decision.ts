import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOutcome } from '@portal/contracts/approvals';
import type { RouteDefinition } from '@portal/contracts/http';
import { callApi } from './api-client';
import { notify } from './notify';
import { readServerMessage } from './server-message';

export interface BulkDecision {
  decision: 'A' | 'D';
  recids: number[];
  remarks?: string;
}

/** The snackbar says what was done, and for each refused recid, why. */
export function announceBulkOutcome(outcome: BulkOutcome): void {
  if (outcome.refused.length === 0) {
    notify.success(readServerMessage(outcome));
    return;
  }
  notify.error([readServerMessage(outcome), ...outcome.refused.map((item) => `#${item.recid}: ${readServerMessage(item)}`)].join('\n'));
}

/**
 * Approve or disapprove many requests of one type in one call; afterwards the type's
 * lists and the for-approval badge are read again.
 */
export function useBulkDecision(routes: { approve: RouteDefinition; disapprove: RouteDefinition }, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, recids, remarks }: BulkDecision) =>
      decision === 'A'
        ? (callApi(routes.approve, { body: (remarks ? { recids, remarks } : { recids }) as never }) as Promise<BulkOutcome>)
        : (callApi(routes.disapprove, { body: { recids, remarks } as never }) as Promise<BulkOutcome>),
    onSuccess: announceBulkOutcome,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), queryClient.invalidateQueries({ queryKey: ['approvals'] })]);
    },
  });
}
