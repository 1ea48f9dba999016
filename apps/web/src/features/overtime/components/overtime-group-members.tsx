import type { OvertimeRow } from '@portal/contracts/overtime';
import { RemoveMemberAction } from '../../../components/remove-member-action';
import { RequestTable } from '../../../components/request-table';
import { fullnameColumn, overallStatusColumn, recidColumn } from '../../../components/request-columns';
import { useDeleteOvertimeGroup, useOvertimeGroupDetails } from '../api/overtime-groups';

interface OvertimeGroupMembersProps {
  recid: number;
  asApprover: boolean;
  /** The lead's own group that no level has acted on: members may be taken out. */
  removable?: boolean;
}

/** The members of one group overtime, each with their own status and approved hours. */
export function OvertimeGroupMembers({ recid, asApprover, removable = false }: OvertimeGroupMembersProps) {
  const details = useOvertimeGroupDetails(recid, asApprover);
  const remove = useDeleteOvertimeGroup();
  const members = details.data ?? [];
  return (
    <RequestTable<OvertimeRow>
      label={`Members of group overtime #${recid}`}
      columns={[
        recidColumn<OvertimeRow>(),
        fullnameColumn<OvertimeRow>(),
        overallStatusColumn<OvertimeRow>(),
        { accessorKey: 'noofhours', header: 'Hours' },
        { accessorKey: 'approved_hours', header: 'Approved Hours' },
      ]}
      rows={details.data}
      loading={details.isLoading}
      emptyText="No members."
      exportable={false}
      rowActions={
        removable
          ? (member) => (
              <RemoveMemberAction
                groupLabel={`group overtime #${recid}`}
                fullname={member.fullname}
                last={members.length === 1}
                pending={remove.isPending}
                onRemove={() => remove.mutateAsync({ recid, empid: member.emp_id })}
              />
            )
          : undefined
      }
    />
  );
}
