import type { LeaveGroupRow, LeaveRow } from '@portal/contracts/leave';
import {
  approverColumns,
  dateColumn,
  documentsColumn,
  fullnameColumn,
  levelStatusColumns,
  overallStatusColumn,
  recidColumn,
  remarksColumn,
  textColumn,
} from '../../../components/request-columns';
import type { RequestColumn } from '../../../components/request-table';

const LEVELS = ['status', 'status2', 'status3'] as const;
const typeColumn = { accessorKey: 'leave_desc', header: 'Type of Leave' } as const;
const hoursColumn = { accessorKey: 'noofhours', header: 'Hours' } as const;

/** Spec §3 "Leave request" columns. */
export function myLeaveColumns(ellipsis: boolean): RequestColumn<LeaveRow>[] {
  return [
    recidColumn<LeaveRow>(),
    overallStatusColumn<LeaveRow>(),
    dateColumn<LeaveRow>('datefiled', 'Date Filed'),
    typeColumn,
    dateColumn<LeaveRow>('frdate', 'From'),
    dateColumn<LeaveRow>('todate', 'To'),
    textColumn<LeaveRow>('reason', 'Reason', ellipsis),
    { ...hoursColumn, header: 'Hours Applied' },
    { accessorKey: 'noofhoursa', header: 'Hours Approved' },
    ...levelStatusColumns<LeaveRow>(LEVELS),
    remarksColumn<LeaveRow>(),
    ...approverColumns<LeaveRow>(),
    documentsColumn<LeaveRow>(),
  ];
}

/** Spec §3 leave "For approval" columns. */
export function leaveApprovalColumns(ellipsis: boolean): RequestColumn<LeaveRow>[] {
  return [
    recidColumn<LeaveRow>(),
    overallStatusColumn<LeaveRow>(),
    dateColumn<LeaveRow>('datefiled', 'Date Filed'),
    fullnameColumn<LeaveRow>(),
    typeColumn,
    dateColumn<LeaveRow>('frdate', 'From'),
    dateColumn<LeaveRow>('todate', 'To'),
    textColumn<LeaveRow>('reason', 'Reason', ellipsis),
    remarksColumn<LeaveRow>(),
    hoursColumn,
    ...levelStatusColumns<LeaveRow>(LEVELS),
    documentsColumn<LeaveRow>(),
  ];
}

/** Group leave headers: the members in place of one name. */
export function leaveGroupColumns(ellipsis: boolean, withFiler: boolean): RequestColumn<LeaveGroupRow>[] {
  return [
    recidColumn<LeaveGroupRow>(true),
    overallStatusColumn<LeaveGroupRow>(),
    dateColumn<LeaveGroupRow>('datefiled', 'Date Filed'),
    ...(withFiler ? [{ ...fullnameColumn<LeaveGroupRow>(), header: 'Filed by' }] : []),
    typeColumn,
    dateColumn<LeaveGroupRow>('frdate', 'From'),
    dateColumn<LeaveGroupRow>('todate', 'To'),
    { id: 'members', header: 'Employees', accessorFn: (row) => `${row.members}: ${row.memberNames.join(', ')}`, enableSorting: false },
    textColumn<LeaveGroupRow>('reason', 'Reason', ellipsis),
    ...levelStatusColumns<LeaveGroupRow>(LEVELS),
    remarksColumn<LeaveGroupRow>(),
  ];
}

export function hiddenLeaveColumns(features: { showLevel3Status: boolean; leaveSupportingDocs: boolean }): string[] {
  return [...(features.showLevel3Status ? [] : ['status3']), ...(features.leaveSupportingDocs ? [] : ['documents'])];
}
