import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CoeRow } from '@portal/contracts/coe';
import { MyRequestsScreen } from '../../components/my-requests-screen';
import { filterQuery, useRequestFilter } from '../../lib/request-filter';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useDeleteCoeRequest, useMyCoeRequests } from './api/coe-requests';
import { CertificateViewer } from './components/certificate-viewer';
import { CoeDialog } from './components/coe-dialog';
import { hiddenCoeColumns, myCoeColumns } from './components/coe-columns';

export function CoeRequestsPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const { filter, setFilter, today } = useRequestFilter();
  const list = useMyCoeRequests(filterQuery(filter));
  const remove = useDeleteCoeRequest();
  const [viewing, setViewing] = useState<CoeRow | null>(null);
  return (
    <>
      <MyRequestsScreen<CoeRow>
        title={t`Certificates of Employment`}
        noun={t`certificate request`}
        newLabel={t`Request certificate`}
        emptyText={t`No certificate requests in these dates. Request one for a bank, an embassy or a new landlord; HR issues it within three days.`}
        columns={myCoeColumns(features.ellipsis, setViewing)}
        hiddenColumns={hiddenCoeColumns(features)}
        filter={{ value: filter, onChange: setFilter }}
        list={{
          rows: list.data,
          loading: list.isLoading,
          refreshing: list.isFetching,
          refresh: () => void list.refetch(),
        }}
        remove={{ pending: remove.isPending, run: (recid) => remove.mutateAsync(recid) }}
        renderDialog={(row, close) => <CoeDialog editing={row} today={today} onClose={close} />}
      />
      {viewing && <CertificateViewer request={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
