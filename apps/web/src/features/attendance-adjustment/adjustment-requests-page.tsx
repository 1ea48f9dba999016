import type { AdjustmentRow } from '@portal/contracts/attendance-adjustment';
import { MyRequestsScreen } from '../../components/my-requests-screen';
import { usePreferences } from '../../lib/preferences';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useMyAdjustments } from './api/list-my-adjustments';
import { useDeleteAdjustment } from './api/delete-adjustment';
import { AdjustmentDialog } from './components/adjustment-dialog';
import { hiddenAdjustmentColumns, myAdjustmentColumns } from './components/adjustment-columns';

export function AdjustmentRequestsPage() {
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyAdjustments(filterQuery(filter));
  const remove = useDeleteAdjustment();
  return (
    <MyRequestsScreen<AdjustmentRow>
      title="Attendance Adjustments"
      noun="adjustment"
      newLabel="New adjustment"
      emptyText="No attendance adjustments in these dates. Use New adjustment to correct a day's time entries."
      columns={myAdjustmentColumns(timeFormat, features.ellipsis)}
      hiddenColumns={hiddenAdjustmentColumns(features, true)}
      filter={{ value: filter, onChange: setFilter }}
      list={{ rows: list.data, loading: list.isLoading, refreshing: list.isFetching, refresh: () => void list.refetch() }}
      remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
      renderDialog={(row, close) => <AdjustmentDialog editing={row} today={today} onClose={close} />}
    />
  );
}
