import { useLingui } from '@lingui/react/macro';
import type { ShiftGroupRow } from '@portal/contracts/shift';
import { ApprovalScreen } from '../../components/approval-screen';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useDecideShiftGroups, useShiftGroupsForApproval } from './api/shift-groups';
import { hiddenShiftColumns, shiftGroupColumns } from './components/shift-columns';
import { ShiftGroupMembers } from './components/shift-group-members';

/** Team leads' group shift changes waiting for the caller; each approved as one. */
export function ShiftGroupApprovalPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const list = useShiftGroupsForApproval(undefined);
  const decide = useDecideShiftGroups();
  return (
    <ApprovalScreen<ShiftGroupRow>
      grouped
      title={t`Group Shift Changes for Approval`}
      noun={t`group shift changes`}
      nounOne={t`group shift change`}
      columns={shiftGroupColumns(features.ellipsis, true)}
      hiddenColumns={hiddenShiftColumns(features)}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      decide={{ pending: decide.isPending, run: (decision) => decide.mutateAsync(decision) }}
      renderDetail={(row) => <ShiftGroupMembers recid={row.recid} asApprover />}
    />
  );
}
