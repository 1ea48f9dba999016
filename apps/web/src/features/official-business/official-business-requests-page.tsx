import { useLingui } from '@lingui/react/macro';
import type { OfficialBusinessRow } from '@portal/contracts/official-business';
import { MyRequestsScreen } from '../../components/my-requests-screen';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useMyItineraries } from './api/list-my-itineraries';
import { useDeleteItinerary } from './api/delete-itinerary';
import { ItineraryDialog } from './components/itinerary-dialog';
import { hiddenItineraryColumns, myItineraryColumns } from './components/itinerary-columns';

export function OfficialBusinessRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyItineraries(filterQuery(filter));
  const remove = useDeleteItinerary();
  return (
    <MyRequestsScreen<OfficialBusinessRow>
      title={t`Official Business`}
      noun={t`official business`}
      newLabel={t`New official business`}
      emptyText={t`No official business in these dates. File one before you go out on company work, so the days count as worked.`}
      columns={myItineraryColumns(features.ellipsis)}
      hiddenColumns={hiddenItineraryColumns(features)}
      filter={{ value: filter, onChange: setFilter }}
      list={{ rows: list.data, loading: list.isLoading, refreshing: list.isFetching, refresh: () => void list.refetch() }}
      remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
      renderDialog={(row, close) => <ItineraryDialog editing={row} today={today} onClose={close} />}
    />
  );
}
