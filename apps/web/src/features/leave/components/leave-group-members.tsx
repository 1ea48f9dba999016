import type { LeaveRow } from '@portal/contracts/leave';
import { RequestTable } from '../../../components/request-table';
import { dateColumn, fullnameColumn, overallStatusColumn, recidColumn } from '../../../components/request-columns';
import { useLeaveGroupDetails } from '../api/leave-groups';

/** The members of one group leave, each with their own hours and status. */
export function LeaveGroupMembers({ recid, asApprover }: { recid: number; asApprover: boolean }) {
  const details = useLeaveGroupDetails(recid, asApprover);
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
    />
  );
}
