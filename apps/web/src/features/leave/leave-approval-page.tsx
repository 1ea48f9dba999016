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
  const { features } = getRuntimeConfig();
  const { filter, setFilter } = useRequestFilter();
  const list = useLeavesForApproval(mode === 'history' ? filterQuery(filter) : undefined);
  const decide = useDecideLeaves();
  const groups = useLeaveGroupsForApproval();
  const decideGroups = useDecideLeaveGroups();
  return (
    <ApprovalScreen<LeaveRow>
      title={mode === 'queue' ? 'Leaves for Approval' : 'Leaves Routed to Me'}
      noun="leaves"
      nounOne="leave"
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
          label="Group leaves for approval"
          noun="group leaves"
          nounOne="group leave"
          columns={leaveGroupColumns(features.ellipsis, true)}
          hiddenColumns={hiddenLeaveColumns(features)}
          rows={groups.data}
          loading={groups.isLoading}
          decide={{ pending: decideGroups.isPending, run: (decision) => decideGroups.mutateAsync(decision) }}
          heading="Group leaves"
          renderDetail={(row) => <LeaveGroupMembers recid={row.recid} asApprover />}
        />
      )}
    </ApprovalScreen>
  );
}
