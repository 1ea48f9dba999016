import type { LeaveRow } from '@portal/contracts/leave';
import { RemoveMemberAction } from '../../../components/remove-member-action';
import { RequestTable } from '../../../components/request-table';
import { dateColumn, fullnameColumn, overallStatusColumn, recidColumn } from '../../../components/request-columns';
import { useDeleteLeaveGroup, useLeaveGroupDetails } from '../api/leave-groups';

interface LeaveGroupMembersProps {
  recid: number;
  asApprover: boolean;
  /** The lead's own group that no level has acted on: members may be taken out. */
  removable?: boolean;
}

/** The members of one group leave, each with their own hours and status. */
export function LeaveGroupMembers({ recid, asApprover, removable = false }: LeaveGroupMembersProps) {
  const details = useLeaveGroupDetails(recid, asApprover);
  const remove = useDeleteLeaveGroup();
  const members = details.data ?? [];
  return (
    <RequestTable<LeaveRow>
      label={`Members of group leave #${recid}`}
      columns={[
        recidColumn<LeaveRow>(),
        fullnameColumn<LeaveRow>(),
        overallStatusColumn<LeaveRow>(),
        dateColumn<LeaveRow>('frdate', 'From'),
        dateColumn<LeaveRow>('todate', 'To'),
        { accessorKey: 'noofhours', header: 'Hours' },
      ]}
      rows={details.data}
      loading={details.isLoading}
      emptyText="No members."
      exportable={false}
      rowActions={
        removable
          ? (member) => (
              <RemoveMemberAction
                groupLabel={`group leave #${recid}`}
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
