import { useLingui } from '@lingui/react/macro';
import type { OfficialBusinessRow } from '@portal/contracts/official-business';
import { ApprovalScreen } from '../../components/approval-screen';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { usePreferences } from '../../lib/preferences';
import { useItinerariesForApproval } from './api/list-itineraries-for-approval';
import { useDecideItineraries } from './api/decide-itineraries';
import { hiddenItineraryColumns, itineraryApprovalColumns } from './components/itinerary-columns';
import { ItineraryApprovalContext } from './components/itinerary-approval-context';

export function OfficialBusinessApprovalPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { timeFormat } = usePreferences();
  const list = useItinerariesForApproval();
  const decide = useDecideItineraries();
  return (
    <ApprovalScreen<OfficialBusinessRow>
      renderContext={(recid) => {
        const row = list.data?.find((candidate) => candidate.recid === recid);
        return row ? <ItineraryApprovalContext row={row} timeFormat={timeFormat} /> : null;
      }}
      title={t`Official Business for Approval`}
      noun={t`official business itineraries`}
      nounOne={t`official business itinerary`}
      columns={itineraryApprovalColumns(features.ellipsis)}
      hiddenColumns={hiddenItineraryColumns(features)}
      rows={list.data}
      loading={list.isLoading}
      refreshing={list.isFetching}
      onRefresh={() => void list.refetch()}
      decide={{ pending: decide.isPending, run: (decision) => decide.mutateAsync(decision) }}
    />
  );
}
