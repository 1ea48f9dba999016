import { t } from '@lingui/core/macro';
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
// Headers are read when the columns are built (at render), so they follow the language.
const typeColumn = () => ({ accessorKey: 'leave_desc', header: t`Type of Leave` }) as const;
const hoursColumn = () => ({ accessorKey: 'noofhours', header: t`Hours` }) as const;

/** Spec §3 "Leave request" columns. */
export function myLeaveColumns(ellipsis: boolean): RequestColumn<LeaveRow>[] {
  return [
    recidColumn<LeaveRow>(),
    overallStatusColumn<LeaveRow>(),
    dateColumn<LeaveRow>('datefiled', t`Date Filed`),
    typeColumn(),
    dateColumn<LeaveRow>('frdate', t`From`),
    dateColumn<LeaveRow>('todate', t`To`),
    textColumn<LeaveRow>('reason', t`Reason`, ellipsis),
    { ...hoursColumn(), header: t`Hours Applied` },
    { accessorKey: 'noofhoursa', header: t`Hours Approved` },
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
    dateColumn<LeaveRow>('datefiled', t`Date Filed`),
    fullnameColumn<LeaveRow>(),
    typeColumn(),
    dateColumn<LeaveRow>('frdate', t`From`),
    dateColumn<LeaveRow>('todate', t`To`),
    textColumn<LeaveRow>('reason', t`Reason`, ellipsis),
    remarksColumn<LeaveRow>(),
    hoursColumn(),
    ...levelStatusColumns<LeaveRow>(LEVELS),
    documentsColumn<LeaveRow>(),
  ];
}

/** Group leave headers: the members in place of one name. */
export function leaveGroupColumns(ellipsis: boolean, withFiler: boolean): RequestColumn<LeaveGroupRow>[] {
  return [
    recidColumn<LeaveGroupRow>(true),
    overallStatusColumn<LeaveGroupRow>(),
    dateColumn<LeaveGroupRow>('datefiled', t`Date Filed`),
    ...(withFiler ? [{ ...fullnameColumn<LeaveGroupRow>(), header: t`Filed by` }] : []),
    typeColumn(),
    dateColumn<LeaveGroupRow>('frdate', t`From`),
    dateColumn<LeaveGroupRow>('todate', t`To`),
    {
      id: 'members',
      header: t`Employees`,
      accessorFn: (row) => `${row.members}: ${row.memberNames.join(', ')}`,
      enableSorting: false,
    },
    textColumn<LeaveGroupRow>('reason', t`Reason`, ellipsis),
    ...levelStatusColumns<LeaveGroupRow>(LEVELS),
    remarksColumn<LeaveGroupRow>(),
  ];
}

export function hiddenLeaveColumns(features: { showLevel3Status: boolean; leaveSupportingDocs: boolean }): string[] {
  return [...(features.showLevel3Status ? [] : ['status3']), ...(features.leaveSupportingDocs ? [] : ['documents'])];
}
