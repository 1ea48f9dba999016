import { useLingui } from '@lingui/react/macro';
import type { ShiftGroupRow } from '@portal/contracts/shift';
import { isUntouched, MyRequestsScreen } from '../../components/my-requests-screen';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useDeleteShiftGroup, useMyShiftGroups } from './api/shift-groups';
import { GroupShiftDialog } from './components/group-shift-dialog';
import { hiddenShiftColumns, shiftGroupColumns } from './components/shift-columns';
import { ShiftGroupMembers } from './components/shift-group-members';

/** A team lead's group shift changes: file one for several people, see each member; while untouched, edit it, take one person out or withdraw it. */
export function ShiftGroupRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyShiftGroups(filterQuery(filter));
  const remove = useDeleteShiftGroup();
  return (
    <MyRequestsScreen<ShiftGroupRow>
      grouped
      title={t`Group Shift Changes`}
      noun={t`group shift change`}
      newLabel={t`New group change`}
      emptyText={t`No group shift changes in these dates. Use New group change to move several of your team to another shift.`}
      columns={shiftGroupColumns(features.ellipsis, false)}
      hiddenColumns={hiddenShiftColumns(features)}
      filter={{ value: filter, onChange: setFilter }}
      list={{
        rows: list.data,
        loading: list.isLoading,
        refreshing: list.isFetching,
        refresh: () => void list.refetch(),
      }}
      remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
      renderDetail={(row) => <ShiftGroupMembers recid={row.recid} asApprover={false} removable={isUntouched(row)} />}
      renderDialog={(row, close) => <GroupShiftDialog today={today} editing={row} onClose={close} />}
    />
  );
}
