import { useLingui } from '@lingui/react/macro';
import type { OvertimeGroupRow } from '@portal/contracts/overtime';
import { isUntouched, MyRequestsScreen } from '../../components/my-requests-screen';
import { usePreferences } from '../../lib/preferences';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useDeleteOvertimeGroup, useMyOvertimeGroups } from './api/overtime-groups';
import { GroupOvertimeDialog } from './components/group-overtime-dialog';
import { hiddenOvertimeColumns, overtimeGroupColumns } from './components/overtime-columns';
import { OvertimeGroupMembers } from './components/overtime-group-members';

/** A team lead's group overtime: file it for several people, see each member, withdraw it while pending. */
export function OvertimeGroupRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyOvertimeGroups(filterQuery(filter));
  const remove = useDeleteOvertimeGroup();
  return (
    <MyRequestsScreen<OvertimeGroupRow>
      grouped
      title={t`Group Overtime`}
      noun={t`group overtime`}
      newLabel={t`New group overtime`}
      emptyText={t`No group overtime in these dates. Use New group overtime to file the same overtime for several of your team.`}
      columns={overtimeGroupColumns(timeFormat, features.ellipsis, false)}
      hiddenColumns={hiddenOvertimeColumns(features)}
      filter={{ value: filter, onChange: setFilter }}
      list={{ rows: list.data, loading: list.isLoading, refreshing: list.isFetching, refresh: () => void list.refetch() }}
      remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
      renderDetail={(row) => <OvertimeGroupMembers recid={row.recid} asApprover={false} removable={isUntouched(row)} />}
      renderDialog={(row, close) => <GroupOvertimeDialog today={today} editing={row} onClose={close} />}
    />
  );
}
