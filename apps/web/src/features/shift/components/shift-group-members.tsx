import { useLingui } from '@lingui/react/macro';
import type { ShiftChangeRow } from '@portal/contracts/shift';
import { GroupMembersTable } from '../../../components/group-members-table';
import { fullnameColumn, overallStatusColumn, recidColumn } from '../../../components/request-columns';
import { useDeleteShiftGroup, useShiftGroupDetails } from '../api/shift-groups';
import { requestRef } from '@portal/contracts/approvals';

interface ShiftGroupMembersProps {
  recid: number;
  asApprover: boolean;
  /** The lead's own group that no level has acted on: members may be taken out. */
  removable?: boolean;
}

/** The members of one group shift change, each with their own status. */
export function ShiftGroupMembers({ recid, asApprover, removable = false }: ShiftGroupMembersProps) {
  const { t } = useLingui();
  const details = useShiftGroupDetails(recid, asApprover);
  const ref = requestRef(recid, true);
  const remove = useDeleteShiftGroup();
  return (
    <GroupMembersTable<ShiftChangeRow>
      groupLabel={t`group shift change ${ref}`}
      columns={[
        recidColumn<ShiftChangeRow>(),
        fullnameColumn<ShiftChangeRow>(),
        overallStatusColumn<ShiftChangeRow>(),
        { accessorKey: 'schedule', header: t`Shift` },
      ]}
      rows={details.data}
      loading={details.isLoading}
      removal={removable ? { pending: remove.isPending, run: (empid) => remove.mutateAsync({ recid, empid }) } : undefined}
    />
  );
}
