import { useLingui } from '@lingui/react/macro';
import type { LeaveGroupRow, LeaveRow } from '@portal/contracts/leave';
import { ApprovalScreen, ApprovalTable } from '../../components/approval-screen';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useDecideLeaves, useLeavesForApproval } from './api/leaves';
import { useDecideLeaveGroups, useLeaveGroupsForApproval } from './api/leave-groups';
import { hiddenLeaveColumns, leaveApprovalColumns, leaveGroupColumns } from './components/leave-columns';
import { LeaveApprovalContext } from './components/leave-approval-context';
import { LeaveGroupMembers } from './components/leave-group-members';

/** "approval": the queue, with team leads' group leaves under it; "formyapproval": all leaves routed to me. */
export function LeaveApprovalPage({ mode }: { mode: 'queue' | 'history' }) {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { filter, setFilter } = useRequestFilter();
  const list = useLeavesForApproval(mode === 'history' ? filterQuery(filter) : undefined);
  const decide = useDecideLeaves();
  const groups = useLeaveGroupsForApproval();
  const decideGroups = useDecideLeaveGroups();
  return (
    <ApprovalScreen<LeaveRow>
      title={mode === 'queue' ? t`Leaves for Approval` : t`Leaves Routed to Me`}
      noun={t({
        message: 'leaves',
        comment: 'Several leave requests, put into sentences such as "No {noun} wait for your approval."',
      })}
      nounOne={t({ message: 'leave', comment: 'One leave request, put into sentences such as "Approve {noun} #12?"' })}
      renderContext={(recid) => {
        const row = list.data?.find((leave) => leave.recid === recid);
        return row ? <LeaveApprovalContext row={row} /> : null;
      }}
      columns={leaveApprovalColumns(features.ellipsis)}
      hiddenColumns={hiddenLeaveColumns(features)}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching || groups.isFetching}
      onRefresh={() => {
        void list.refetch();
        void groups.refetch();
      }}
      decide={{ pending: decide.isPending, run: (decision) => decide.mutateAsync(decision) }}
      filter={mode === 'history' ? { value: filter, onChange: setFilter } : undefined}
    >
      {mode === 'queue' && (
        <ApprovalTable<LeaveGroupRow>
          grouped
          label={t`Group leaves for approval`}
          noun={t({
            message: 'group leaves',
            comment: 'Several group leave requests, put into sentences such as "No {noun} wait for your approval."',
          })}
          nounOne={t({
            message: 'group leave',
            comment: 'One group leave request, put into sentences such as "Approve {noun} G-12?"',
          })}
          columns={leaveGroupColumns(features.ellipsis, true)}
          hiddenColumns={hiddenLeaveColumns(features)}
          rows={groups.data}
          loading={groups.isLoading}
          decide={{ pending: decideGroups.isPending, run: (decision) => decideGroups.mutateAsync(decision) }}
          heading={t`Group leaves`}
          renderDetail={(row) => <LeaveGroupMembers recid={row.recid} asApprover />}
        />
      )}
    </ApprovalScreen>
  );
}
