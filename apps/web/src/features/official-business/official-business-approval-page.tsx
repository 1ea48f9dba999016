import type { OfficialBusinessRow } from '@portal/contracts/official-business';
import { ApprovalScreen } from '../../components/approval-screen';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useItinerariesForApproval } from './api/list-itineraries-for-approval';
import { useDecideItineraries } from './api/decide-itineraries';
import { hiddenItineraryColumns, itineraryApprovalColumns } from './components/itinerary-columns';

export function OfficialBusinessApprovalPage() {
  const { features } = getRuntimeConfig();
  const list = useItinerariesForApproval();
  const decide = useDecideItineraries();
  return (
    <ApprovalScreen<OfficialBusinessRow>
      title="Official Business for Approval"
      noun="official business itineraries"
      nounOne="official business itinerary"
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
