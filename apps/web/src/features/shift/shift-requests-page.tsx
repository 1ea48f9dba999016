import { useLingui } from '@lingui/react/macro';
import type { ShiftChangeRow } from '@portal/contracts/shift';
import { MyRequestsScreen } from '../../components/my-requests-screen';
import { usePreferences } from '../../lib/preferences';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { shiftDate } from '../../lib/time-format';
import { useDeleteShiftChange, useMyShiftChanges, useShiftRecords } from './api/shifts';
import { ScheduleStrip } from './components/schedule-strip';
import { ShiftDialog } from './components/shift-dialog';
import { hiddenShiftColumns, myShiftColumns } from './components/shift-columns';

/** How many days of one's schedule the requests page shows ahead. */
const SCHEDULE_DAYS = 14;

export function ShiftRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyShiftChanges(filterQuery(filter));
  const schedule = useShiftRecords(today, shiftDate(today, SCHEDULE_DAYS - 1));
  const remove = useDeleteShiftChange();
  return (
    <MyRequestsScreen<ShiftChangeRow>
      title={t`Shift Change Requests`}
      noun={t`shift change`}
      newLabel={t`New shift change`}
      emptyText={t`No shift change requests in these dates. Use New shift change to ask for another shift on some days.`}
      summary={<ScheduleStrip records={schedule.data} loading={schedule.isLoading} timeFormat={timeFormat} />}
      columns={myShiftColumns(features.ellipsis)}
      hiddenColumns={hiddenShiftColumns(features)}
      filter={{ value: filter, onChange: setFilter }}
      list={{
        rows: list.data,
        loading: list.isLoading,
        refreshing: list.isFetching,
        refresh: () => {
          void list.refetch();
          void schedule.refetch();
        },
      }}
      remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
      renderDialog={(row, close) => <ShiftDialog editing={row} today={today} onClose={close} />}
    />
  );
}
