import { useLingui } from '@lingui/react/macro';
import type { OvertimeRow } from '@portal/contracts/overtime';
import { GroupMembersTable } from '../../../components/group-members-table';
import { fullnameColumn, overallStatusColumn, recidColumn } from '../../../components/request-columns';
import { useDeleteOvertimeGroup, useOvertimeGroupDetails } from '../api/overtime-groups';
import { requestRef } from '@portal/contracts/approvals';

interface OvertimeGroupMembersProps {
  recid: number;
  asApprover: boolean;
  /** The lead's own group that no level has acted on: members may be taken out. */
  removable?: boolean;
}

/** The members of one group overtime, each with their own status and approved hours. */
export function OvertimeGroupMembers({ recid, asApprover, removable = false }: OvertimeGroupMembersProps) {
  const { t } = useLingui();
  const details = useOvertimeGroupDetails(recid, asApprover);
  const ref = requestRef(recid, true);
  const remove = useDeleteOvertimeGroup();
  return (
    <GroupMembersTable<OvertimeRow>
      groupLabel={t`group overtime ${ref}`}
      columns={[
        recidColumn<OvertimeRow>(),
        fullnameColumn<OvertimeRow>(),
        overallStatusColumn<OvertimeRow>(),
        { accessorKey: 'noofhours', header: t`Hours` },
        { accessorKey: 'approved_hours', header: t`Approved Hours` },
      ]}
      rows={details.data}
      loading={details.isLoading}
      removal={removable ? { pending: remove.isPending, run: (empid) => remove.mutateAsync({ recid, empid }) } : undefined}
    />
  );
}
