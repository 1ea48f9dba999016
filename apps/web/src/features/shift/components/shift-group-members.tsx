import type { ShiftChangeRow } from '@portal/contracts/shift';
import { RequestTable } from '../../../components/request-table';
import { fullnameColumn, overallStatusColumn, recidColumn } from '../../../components/request-columns';
import { useShiftGroupDetails } from '../api/shift-groups';

/** The members of one group shift change, each with their own status. */
export function ShiftGroupMembers({ recid, asApprover }: { recid: number; asApprover: boolean }) {
  const details = useShiftGroupDetails(recid, asApprover);
  return (
    <RequestTable<ShiftChangeRow>
      label={`Members of group shift change #${recid}`}
      columns={[
        recidColumn<ShiftChangeRow>(),
        fullnameColumn<ShiftChangeRow>(),
        overallStatusColumn<ShiftChangeRow>(),
        { accessorKey: 'schedule', header: 'Shift' },
      ]}
      rows={details.data}
      loading={details.isLoading}
      emptyText="No members."
      exportable={false}
    />
  );
}
