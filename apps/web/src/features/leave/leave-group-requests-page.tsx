import { useLingui } from '@lingui/react/macro';
import type { LeaveGroupRow } from '@portal/contracts/leave';
import { isUntouched, MyRequestsScreen } from '../../components/my-requests-screen';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useDeleteLeaveGroup, useMyLeaveGroups } from './api/leave-groups';
import { GroupLeaveDialog } from './components/group-leave-dialog';
import { hiddenLeaveColumns, leaveGroupColumns } from './components/leave-columns';
import { LeaveGroupMembers } from './components/leave-group-members';

/** A team lead's group leaves: file one for several people, see each member; while untouched, edit it, take a member out or withdraw it. */
export function LeaveGroupRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyLeaveGroups(filterQuery(filter));
  const remove = useDeleteLeaveGroup();
  return (
    <MyRequestsScreen<LeaveGroupRow>
      grouped
      title={t`Group Leaves`}
      noun={t({
        message: 'group leave',
        comment: 'One group leave request, put into sentences such as "Delete {noun} G-12?"',
      })}
      newLabel={t`New group leave`}
      emptyText={t`No group leaves in these dates. Use New group leave to file one leave for several of your team.`}
      columns={leaveGroupColumns(features.ellipsis, false)}
      hiddenColumns={hiddenLeaveColumns(features)}
      filter={{ value: filter, onChange: setFilter }}
      list={{
        rows: list.data,
        loading: list.isLoading,
        refreshing: list.isFetching,
        refresh: () => void list.refetch(),
      }}
      remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
      renderDetail={(row) => <LeaveGroupMembers recid={row.recid} asApprover={false} removable={isUntouched(row)} />}
      renderDialog={(row, close) => <GroupLeaveDialog today={today} editing={row} onClose={close} />}
    />
  );
}
