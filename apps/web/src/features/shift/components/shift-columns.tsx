import { t } from '@lingui/core/macro';
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
    dateColumn<ShiftChangeRow>('datefiled', t`Date Filed`),
    dateColumn<ShiftChangeRow>('frdate', t`From`),
    dateColumn<ShiftChangeRow>('todate', t`To`),
    { accessorKey: 'schedule', header: t`Shift` },
    textColumn<ShiftChangeRow>('reason', t`Reason`, ellipsis),
    ...levelStatusColumns<ShiftChangeRow>(LEVELS),
    remarksColumn<ShiftChangeRow>(),
  ];
}

/** Spec §3 shift "For approval" columns, with the schedule and the shift's description. */
export function shiftApprovalColumns(ellipsis: boolean): RequestColumn<ShiftChangeRow>[] {
  return [
    recidColumn<ShiftChangeRow>(),
    overallStatusColumn<ShiftChangeRow>(),
    dateColumn<ShiftChangeRow>('datefiled', t`Date Filed`),
    fullnameColumn<ShiftChangeRow>(),
    dateColumn<ShiftChangeRow>('frdate', t`From`),
    dateColumn<ShiftChangeRow>('todate', t`To`),
    remarksColumn<ShiftChangeRow>(),
    { accessorKey: 'schedule', header: t`Schedule` },
    { accessorKey: 'shift', header: t`Shift` },
    { accessorKey: 'shiftdesc', header: t`Description` },
    textColumn<ShiftChangeRow>('reason', t`Reason`, ellipsis),
    ...levelStatusColumns<ShiftChangeRow>(LEVELS),
  ];
}

export function shiftGroupColumns(ellipsis: boolean, withFiler: boolean): RequestColumn<ShiftGroupRow>[] {
  return [
    recidColumn<ShiftGroupRow>(true),
    overallStatusColumn<ShiftGroupRow>(),
    dateColumn<ShiftGroupRow>('datefiled', t`Date Filed`),
    ...(withFiler ? [{ ...fullnameColumn<ShiftGroupRow>(), header: t`Filed by` }] : []),
    dateColumn<ShiftGroupRow>('frdate', t`From`),
    dateColumn<ShiftGroupRow>('todate', t`To`),
    { accessorKey: 'schedule', header: t`Shift` },
    {
      id: 'members',
      header: t`Employees`,
      accessorFn: (row) => `${row.members}: ${row.memberNames.join(', ')}`,
      enableSorting: false,
    },
    textColumn<ShiftGroupRow>('reason', t`Reason`, ellipsis),
    ...levelStatusColumns<ShiftGroupRow>(LEVELS),
    remarksColumn<ShiftGroupRow>(),
  ];
}

/** Spec §9: the reason is hidden while the shift-reason switch is off; level 3 by its switch. */
export function hiddenShiftColumns(features: { showLevel3Status: boolean; shiftRequestReason: boolean }): string[] {
  return [...(features.showLevel3Status ? [] : ['stats3']), ...(features.shiftRequestReason ? [] : ['reason'])];
}
