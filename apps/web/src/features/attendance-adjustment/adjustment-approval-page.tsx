import { useLingui } from '@lingui/react/macro';
import type { AdjustmentRow } from '@portal/contracts/attendance-adjustment';
import { ApprovalScreen } from '../../components/approval-screen';
import { usePreferences } from '../../lib/preferences';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useAdjustmentsForApproval } from './api/list-adjustments-for-approval';
import { useDecideAdjustments } from './api/decide-adjustments';
import { adjustmentApprovalColumns, hiddenAdjustmentColumns } from './components/adjustment-columns';
import { AdjustmentApprovalContext } from './components/adjustment-approval-context';

/**
 * "approval" is the queue of what waits for the caller (where the bell links);
 * "formyapproval" is everything routed to them, with date and status filters.
 */
export function AdjustmentApprovalPage({ mode }: { mode: 'queue' | 'history' }) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const { filter, setFilter } = useRequestFilter();
  const list = useAdjustmentsForApproval(mode === 'history' ? filterQuery(filter) : undefined);
  const decide = useDecideAdjustments();
  return (
    <ApprovalScreen<AdjustmentRow>
      renderContext={(recid) => {
        const row = list.data?.find((candidate) => candidate.recid === recid);
        return row ? <AdjustmentApprovalContext row={row} timeFormat={timeFormat} /> : null;
      }}
      title={mode === 'queue' ? t`Attendance Adjustments for Approval` : t`Attendance Adjustments Routed to Me`}
      noun={t`attendance adjustments`}
      nounOne={t`attendance adjustment`}
      columns={adjustmentApprovalColumns(timeFormat, features.ellipsis)}
      hiddenColumns={hiddenAdjustmentColumns(features, false)}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      decide={{ pending: decide.isPending, run: (decision) => decide.mutateAsync(decision) }}
      filter={mode === 'history' ? { value: filter, onChange: setFilter } : undefined}
    />
  );
}
