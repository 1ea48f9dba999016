import { useLingui } from '@lingui/react/macro';
import type { OvertimeGroupRow, OvertimeRow } from '@portal/contracts/overtime';
import { ApprovalScreen, ApprovalTable } from '../../components/approval-screen';
import { usePreferences } from '../../lib/preferences';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useDecideOvertimes, useOvertimesForApproval } from './api/overtimes';
import { useDecideOvertimeGroups, useOvertimeGroupsForApproval } from './api/overtime-groups';
import { hiddenOvertimeColumns, overtimeApprovalColumns, overtimeGroupColumns } from './components/overtime-columns';
import { OvertimeGroupMembers } from './components/overtime-group-members';
import { OvertimeApprovalContext } from './components/overtime-approval-context';

/** "approval": the queue, with team leads' group overtime under it; "formyapproval": all overtime routed to me. */
export function OvertimeApprovalPage({ mode }: { mode: 'queue' | 'history' }) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const { filter, setFilter } = useRequestFilter();
  const list = useOvertimesForApproval(mode === 'history' ? filterQuery(filter) : undefined);
  const decide = useDecideOvertimes();
  const groups = useOvertimeGroupsForApproval();
  const decideGroups = useDecideOvertimeGroups();
  return (
    <ApprovalScreen<OvertimeRow>
      title={mode === 'queue' ? t`Overtime for Approval` : t`Overtime Routed to Me`}
      noun={t`overtime requests`}
      nounOne={t`overtime request`}
      columns={overtimeApprovalColumns(timeFormat, features.ellipsis)}
      hiddenColumns={hiddenOvertimeColumns(features)}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching || groups.isFetching}
      onRefresh={() => {
        void list.refetch();
        void groups.refetch();
      }}
      decide={{ pending: decide.isPending, run: (decision) => decide.mutateAsync(decision) }}
      filter={mode === 'history' ? { value: filter, onChange: setFilter } : undefined}
      renderContext={(recid) => {
        const row = list.data?.find((candidate) => candidate.recid === recid);
        return row ? <OvertimeApprovalContext row={row} timeFormat={timeFormat} /> : null;
      }}
    >
      {mode === 'queue' && (
        <ApprovalTable<OvertimeGroupRow>
          grouped
          label={t`Group overtime for approval`}
          noun={t`group overtime requests`}
          nounOne={t`group overtime request`}
          columns={overtimeGroupColumns(timeFormat, features.ellipsis, true)}
          hiddenColumns={hiddenOvertimeColumns(features)}
          rows={groups.data}
          loading={groups.isLoading}
          decide={{ pending: decideGroups.isPending, run: (decision) => decideGroups.mutateAsync(decision) }}
          heading={t`Group overtime`}
          renderDetail={(row) => <OvertimeGroupMembers recid={row.recid} asApprover />}
        />
      )}
    </ApprovalScreen>
  );
}
