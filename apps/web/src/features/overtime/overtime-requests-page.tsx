import { useLingui } from '@lingui/react/macro';
import type { OvertimeRow } from '@portal/contracts/overtime';
import { MyRequestsScreen } from '../../components/my-requests-screen';
import { usePreferences } from '../../lib/preferences';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useDeleteOvertime, useMyOvertimes } from './api/overtimes';
import { OvertimeDialog } from './components/overtime-dialog';
import { hiddenOvertimeColumns, myOvertimeColumns } from './components/overtime-columns';

export function OvertimeRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyOvertimes(filterQuery(filter));
  const remove = useDeleteOvertime();
  return (
    <MyRequestsScreen<OvertimeRow>
      title={t`Overtime`}
      noun={t`overtime`}
      newLabel={t`New overtime`}
      emptyText={t`No overtime in these dates. File overtime before or after you work it, so it can be approved.`}
      columns={myOvertimeColumns(timeFormat, features.ellipsis)}
      hiddenColumns={hiddenOvertimeColumns(features)}
      filter={{ value: filter, onChange: setFilter }}
      list={{ rows: list.data, loading: list.isLoading, refreshing: list.isFetching, refresh: () => void list.refetch() }}
      remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
      renderDialog={(row, close) => <OvertimeDialog editing={row} today={today} onClose={close} />}
    />
  );
}
