import { msg, plural } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOutcome, GroupExclusion } from '@portal/contracts/approvals';
import type { RouteDefinition } from '@portal/contracts/http';
import { ApiFailure, callApi } from './api-client';
import { i18n } from './i18n';
import { announceBulkOutcome, type BulkDecision } from './bulk-decision';
import { notify } from './notify';
import { readServerMessage } from './server-message';

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
      return { message: decisionSummary(decision, done.length, refused.length), done, refused };
    },
    onSuccess: announceBulkOutcome,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), queryClient.invalidateQueries({ queryKey: ['approvals'] })]);
    },
  });
}

/** "2 group requests approved; 1 refused.", in the person's language. */
function decisionSummary(decision: BulkDecision['decision'], count: number, refusedCount: number): string {
  if (decision === 'A') {
    return refusedCount > 0
      ? i18n._(msg`${plural(count, { one: '# group request', other: '# group requests' })} approved; ${refusedCount} refused.`)
      : i18n._(msg`${plural(count, { one: '# group request', other: '# group requests' })} approved.`);
  }
  return refusedCount > 0
    ? i18n._(msg`${plural(count, { one: '# group request', other: '# group requests' })} disapproved; ${refusedCount} refused.`)
    : i18n._(msg`${plural(count, { one: '# group request', other: '# group requests' })} disapproved.`);
}

/** A group filing's answer in the snackbar: green when everyone was included, else red naming who was left out and why. */
export function announceGroupFiled(saved: { message: string; excluded: GroupExclusion[] }): void {
  const lines = saved.excluded.map((person) => `${person.fullname}: ${readServerMessage(person)}`);
  if (lines.length > 0) notify.error([readServerMessage(saved), ...lines].join('\n'));
  else notify.success(readServerMessage(saved));
}
