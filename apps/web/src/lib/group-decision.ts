import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOutcome, GroupExclusion } from '@portal/contracts/approvals';
import type { RouteDefinition } from '@portal/contracts/http';
import { ApiFailure, callApi } from './api-client';
import { announceBulkOutcome, type BulkDecision } from './bulk-decision';
import { notify } from './notify';

/**
 * Group requests are approved one header at a time (spec: groupRequest/approve with
 * a recid); several selected ones are sent in turn and reported together.
 */
export function useGroupDecision(routes: { approve: RouteDefinition; disapprove: RouteDefinition }, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: async ({ decision, recids, remarks }: BulkDecision): Promise<BulkOutcome> => {
      const done: number[] = [];
      const refused: BulkOutcome['refused'] = [];
      for (const recid of recids) {
        try {
          if (decision === 'A') await callApi(routes.approve, { body: (remarks ? { recid, remarks } : { recid }) as never });
          else await callApi(routes.disapprove, { body: { recid, remarks } as never });
          done.push(recid);
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          refused.push({ recid, message: error.message });
        }
      }
      const verb = decision === 'A' ? 'approved' : 'disapproved';
      const message = `${done.length} group request${done.length === 1 ? '' : 's'} ${verb}${refused.length ? `; ${refused.length} refused` : ''}.`;
      return { message, done, refused };
    },
    onSuccess: announceBulkOutcome,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), queryClient.invalidateQueries({ queryKey: ['approvals'] })]);
    },
  });
}

/** A group filing's answer in the snackbar: green when everyone was included, else red naming who was left out and why. */
export function announceGroupFiled(saved: { message: string; excluded: GroupExclusion[] }): void {
  const lines = saved.excluded.map((person) => `${person.fullname}: ${person.message}`);
  if (lines.length > 0) notify.error([saved.message, ...lines].join('\n'));
  else notify.success(saved.message);
}
