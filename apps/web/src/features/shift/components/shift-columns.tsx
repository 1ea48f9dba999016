import type { ShiftChangeRow, ShiftGroupRow } from '@portal/contracts/shift';
import {
  dateColumn,
  fullnameColumn,
  levelStatusColumns,
  overallStatusColumn,
  recidColumn,
  remarksColumn,
  textColumn,
} from '../../../components/request-columns';
import type { RequestColumn } from '../../../components/request-table';

const LEVELS = ['stats', 'stats2', 'stats3'] as const;

/** Spec §3 "Shift request" columns. */
export function myShiftColumns(ellipsis: boolean): RequestColumn<ShiftChangeRow>[] {
  return [
    recidColumn<ShiftChangeRow>(),
    overallStatusColumn<ShiftChangeRow>(),
    dateColumn<ShiftChangeRow>('datefiled', 'Date Filed'),
    dateColumn<ShiftChangeRow>('frdate', 'From'),
    dateColumn<ShiftChangeRow>('todate', 'To'),
    { accessorKey: 'schedule', header: 'Shift' },
    textColumn<ShiftChangeRow>('reason', 'Reason', ellipsis),
    ...levelStatusColumns<ShiftChangeRow>(LEVELS),
    remarksColumn<ShiftChangeRow>(),
  ];
}

/** Spec §3 shift "For approval" columns, with the schedule and the shift's description. */
export function shiftApprovalColumns(ellipsis: boolean): RequestColumn<ShiftChangeRow>[] {
  return [
    recidColumn<ShiftChangeRow>(),
    overallStatusColumn<ShiftChangeRow>(),
    dateColumn<ShiftChangeRow>('datefiled', 'Date Filed'),
    fullnameColumn<ShiftChangeRow>(),
    dateColumn<ShiftChangeRow>('frdate', 'From'),
    dateColumn<ShiftChangeRow>('todate', 'To'),
    remarksColumn<ShiftChangeRow>(),
    { accessorKey: 'schedule', header: 'Schedule' },
    { accessorKey: 'shift', header: 'Shift' },
    { accessorKey: 'shiftdesc', header: 'Description' },
    textColumn<ShiftChangeRow>('reason', 'Reason', ellipsis),
    ...levelStatusColumns<ShiftChangeRow>(LEVELS),
  ];
}

export function shiftGroupColumns(ellipsis: boolean, withFiler: boolean): RequestColumn<ShiftGroupRow>[] {
  return [
    recidColumn<ShiftGroupRow>(true),
    overallStatusColumn<ShiftGroupRow>(),
    dateColumn<ShiftGroupRow>('datefiled', 'Date Filed'),
    ...(withFiler ? [{ ...fullnameColumn<ShiftGroupRow>(), header: 'Filed by' }] : []),
    dateColumn<ShiftGroupRow>('frdate', 'From'),
    dateColumn<ShiftGroupRow>('todate', 'To'),
    { accessorKey: 'schedule', header: 'Shift' },
    {
      id: 'members',
      header: 'Employees',
      accessorFn: (row) => `${row.members}: ${row.memberNames.join(', ')}`,
      enableSorting: false,
    },
    textColumn<ShiftGroupRow>('reason', 'Reason', ellipsis),
    ...levelStatusColumns<ShiftGroupRow>(LEVELS),
    remarksColumn<ShiftGroupRow>(),
  ];
}

/** Spec §9: the reason is hidden while the shift-reason switch is off; level 3 by its switch. */
export function hiddenShiftColumns(features: { showLevel3Status: boolean; shiftRequestReason: boolean }): string[] {
  return [...(features.showLevel3Status ? [] : ['stats3']), ...(features.shiftRequestReason ? [] : ['reason'])];
}
