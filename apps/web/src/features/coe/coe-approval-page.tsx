import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CoeRow } from '@portal/contracts/coe';
import { ApprovalScreen } from '../../components/approval-screen';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { useCoeRequestsForApproval, useDecideCoeRequests } from './api/coe-requests';
import { CertificateViewer } from './components/certificate-viewer';
import { ReplaceCertificateDialog } from './components/replace-certificate-dialog';
import { coeApprovalColumns, hiddenCoeColumns } from './components/coe-columns';
import { CoeApprovalContext } from './components/coe-approval-context';

/** A COE approver's queue: preview each draft, replace it with a PDF of their own, approve or disapprove, singly or several at once. */
export function CoeApprovalPage() {
  const { t } = useLingui();
  const { features } = getRuntimeConfig();
  const list = useCoeRequestsForApproval({});
  const decide = useDecideCoeRequests();
  const [viewing, setViewing] = useState<CoeRow | null>(null);
  const [replacing, setReplacing] = useState<CoeRow | null>(null);
  // A rejected request has no certificate to replace (the server says so too).
  const replaceable = (row: CoeRow) => row.overall_status !== 'D' && row.overall_status !== 'E';
  return (
    <>
      <ApprovalScreen<CoeRow>
      renderContext={(recid) => {
        const row = list.data?.find((candidate) => candidate.recid === recid);
        return row ? <CoeApprovalContext row={row} /> : null;
      }}
        title={t`Certificates for Approval`}
        noun={t`certificate requests`}
        nounOne={t`certificate request`}
        columns={coeApprovalColumns(features.ellipsis, setViewing)}
        hiddenColumns={hiddenCoeColumns(features)}
        rows={list.data}
        loading={list.isLoading}
        refreshing={list.isFetching}
        onRefresh={() => void list.refetch()}
        decide={{ pending: decide.isPending, run: (decision) => decide.mutateAsync(decision) }}
      />
      {viewing && (
        <CertificateViewer
          request={viewing}
          onClose={() => setViewing(null)}
          onReplace={
            replaceable(viewing)
              ? () => {
                  setReplacing(viewing);
                  setViewing(null);
                }
              : undefined
          }
        />
      )}
      {replacing && <ReplaceCertificateDialog request={replacing} onClose={() => setReplacing(null)} />}
    </>
  );
}
