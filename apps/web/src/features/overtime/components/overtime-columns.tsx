import { t } from '@lingui/core/macro';
import type { TimeFormat } from '@portal/contracts/config';
import type { OvertimeGroupRow, OvertimeRow } from '@portal/contracts/overtime';
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
import { formatTime } from '../../../lib/time-format';

type Row = OvertimeRow | OvertimeGroupRow;
const LEVELS = ['stats', 'stats2', 'stats3'] as const;

function windowColumns<R extends Row>(timeFormat: TimeFormat): RequestColumn<R>[] {
  return [
    dateColumn<R>('otdate', t`OT Date`),
    { accessorKey: 'frtime', header: t`From`, enableSorting: false, Cell: ({ cell }) => formatTime(cell.getValue<string>(), timeFormat) },
    { accessorKey: 'totime', header: t`To`, enableSorting: false, Cell: ({ cell }) => formatTime(cell.getValue<string>(), timeFormat) },
    { accessorKey: 'noofhours', header: t`Hours` },
    { accessorKey: 'ottype', header: t`OT Type` },
  ];
}

/** Spec §3 "Overtime request" columns. */
export function myOvertimeColumns(timeFormat: TimeFormat, ellipsis: boolean): RequestColumn<OvertimeRow>[] {
  return [
    recidColumn<OvertimeRow>(),
    overallStatusColumn<OvertimeRow>(),
    dateColumn<OvertimeRow>('datefiled', t`Date Filed`),
    ...windowColumns<OvertimeRow>(timeFormat),
    textColumn<OvertimeRow>('reason', t`Reason`, ellipsis),
    ...levelStatusColumns<OvertimeRow>(LEVELS),
    remarksColumn<OvertimeRow>(),
  ];
}

/** Spec §3 overtime "For approval" columns. */
export function overtimeApprovalColumns(timeFormat: TimeFormat, ellipsis: boolean): RequestColumn<OvertimeRow>[] {
  return [
    recidColumn<OvertimeRow>(),
    overallStatusColumn<OvertimeRow>(),
    dateColumn<OvertimeRow>('datefiled', t`Date Filed`),
    fullnameColumn<OvertimeRow>(),
    ...windowColumns<OvertimeRow>(timeFormat),
    textColumn<OvertimeRow>('reason', t`Reason`, ellipsis),
    remarksColumn<OvertimeRow>(),
    ...levelStatusColumns<OvertimeRow>(LEVELS),
  ];
}

export function overtimeGroupColumns(timeFormat: TimeFormat, ellipsis: boolean, withFiler: boolean): RequestColumn<OvertimeGroupRow>[] {
  return [
    recidColumn<OvertimeGroupRow>(true),
    overallStatusColumn<OvertimeGroupRow>(),
    dateColumn<OvertimeGroupRow>('datefiled', t`Date Filed`),
    ...(withFiler ? [{ ...fullnameColumn<OvertimeGroupRow>(), header: t`Filed by` }] : []),
    ...windowColumns<OvertimeGroupRow>(timeFormat),
    { id: 'members', header: t`Employees`, accessorFn: (row) => `${row.members}: ${row.memberNames.join(', ')}`, enableSorting: false },
    textColumn<OvertimeGroupRow>('reason', t`Reason`, ellipsis),
    ...levelStatusColumns<OvertimeGroupRow>(LEVELS),
    remarksColumn<OvertimeGroupRow>(),
  ];
}

/** The spec's switches: OT type hidden unless used, level 3 hidden. */
export function hiddenOvertimeColumns(features: { showLevel3Status: boolean; otType: boolean; overtimeTypes: boolean }): string[] {
  return [...(features.showLevel3Status ? [] : ['stats3']), ...(features.otType || features.overtimeTypes ? [] : ['ottype'])];
}
