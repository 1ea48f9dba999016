import { useState } from 'react';
import type { CoeRow } from '@portal/contracts/coe';
import { ApprovalScreen } from '../../components/approval-screen';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useCoeRequestsForApproval, useDecideCoeRequests } from './api/coe-requests';
import { CertificateViewer } from './components/certificate-viewer';
import { coeApprovalColumns, hiddenCoeColumns } from './components/coe-columns';

/** A COE approver's queue: preview each draft, approve or disapprove, singly or several at once. */
export function CoeApprovalPage() {
  const { features } = getRuntimeConfig();
  const list = useCoeRequestsForApproval({});
  const decide = useDecideCoeRequests();
  const [viewing, setViewing] = useState<CoeRow | null>(null);
  return (
    <>
      <ApprovalScreen<CoeRow>
        title="Certificates for Approval"
        noun="certificate requests"
        nounOne="certificate request"
        columns={coeApprovalColumns(features.ellipsis, setViewing)}
        hiddenColumns={hiddenCoeColumns(features)}
        rows={list.data}
        loading={list.isLoading}
        refreshing={list.isFetching}
        onRefresh={() => void list.refetch()}
        decide={{ pending: decide.isPending, run: (decision) => decide.mutateAsync(decision) }}
      />
      {viewing && <CertificateViewer request={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
