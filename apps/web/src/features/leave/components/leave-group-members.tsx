import { useLingui } from '@lingui/react/macro';
import type { LeaveRow } from '@portal/contracts/leave';
import { GroupMembersTable } from '../../../components/group-members-table';
import { dateColumn, fullnameColumn, overallStatusColumn, recidColumn } from '../../../components/request-columns';
import { useDeleteLeaveGroup, useLeaveGroupDetails } from '../api/leave-groups';
import { requestRef } from '@portal/contracts/approvals';

interface LeaveGroupMembersProps {
  recid: number;
  asApprover: boolean;
  /** The lead's own group that no level has acted on: members may be taken out. */
  removable?: boolean;
}

/** The members of one group leave, each with their own hours and status. */
export function LeaveGroupMembers({ recid, asApprover, removable = false }: LeaveGroupMembersProps) {
  const { t } = useLingui();
  const details = useLeaveGroupDetails(recid, asApprover);
  const ref = requestRef(recid, true);
  const remove = useDeleteLeaveGroup();
  return (
    <GroupMembersTable<LeaveRow>
      groupLabel={t`group leave ${ref}`}
      columns={[
        recidColumn<LeaveRow>(),
        fullnameColumn<LeaveRow>(),
        overallStatusColumn<LeaveRow>(),
        dateColumn<LeaveRow>('frdate', t`From`),
        dateColumn<LeaveRow>('todate', t`To`),
        { accessorKey: 'noofhours', header: t`Hours` },
      ]}
      rows={details.data}
      loading={details.isLoading}
      removal={
        removable ? { pending: remove.isPending, run: (empid) => remove.mutateAsync({ recid, empid }) } : undefined
      }
    />
  );
}
