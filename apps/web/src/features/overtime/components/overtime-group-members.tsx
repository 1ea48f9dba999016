import type { OvertimeRow } from '@portal/contracts/overtime';
import { RequestTable } from '../../../components/request-table';
import { fullnameColumn, overallStatusColumn, recidColumn } from '../../../components/request-columns';
import { useOvertimeGroupDetails } from '../api/overtime-groups';

/** The members of one group overtime, each with their own status and approved hours. */
export function OvertimeGroupMembers({ recid, asApprover }: { recid: number; asApprover: boolean }) {
  const details = useOvertimeGroupDetails(recid, asApprover);
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
    />
  );
}
