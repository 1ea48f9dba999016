import { t } from '@lingui/core/macro';
import type { AdjustmentRow } from '@portal/contracts/attendance-adjustment';
import type { TimeFormat } from '@portal/contracts/config';
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
import { formatTime } from '../../../lib/time-format';

const LEVELS = ['stats', 'stats2', 'stats3'] as const;

function timeColumns(timeFormat: TimeFormat): RequestColumn<AdjustmentRow>[] {
  return ([1, 2, 3, 4] as const).flatMap((pair) =>
    (['in', 'out'] as const).map((direction) => ({
      accessorKey: `time${direction}${pair}` as const,
      header: direction === 'in' ? t`Time In ${pair}` : t`Time Out ${pair}`,
      enableSorting: false,
      Cell: ({ cell }) => formatTime(cell.getValue<string | null>(), timeFormat),
    })),
  );
}

/**
 * Filings on someone's behalf, said from the reader's side: the lead reads "For Juan
 * dela Cruz", the employee "By Maria Santos"; one's own filings leave it blank.
 */
export function onBehalfColumn(myEmpId: string): RequestColumn<AdjustmentRow> {
  return {
    id: 'on_behalf',
    header: t`On Behalf`,
    enableSorting: false,
    accessorFn: (row) => {
      const name = row.fullname;
      const filer = row.filed_by_name;
      return row.emp_id !== myEmpId ? t`For ${name}` : filer ? t`By ${filer}` : '';
    },
  };
}

/** Spec §3 "Attendance request" columns; with `myEmpId`, the on-behalf column after the status. */
export function myAdjustmentColumns(timeFormat: TimeFormat, ellipsis: boolean, myEmpId?: string): RequestColumn<AdjustmentRow>[] {
  return [
    recidColumn<AdjustmentRow>(),
    overallStatusColumn<AdjustmentRow>(),
    ...(myEmpId ? [onBehalfColumn(myEmpId)] : []),
    dateColumn<AdjustmentRow>('datefiled', t`Date Filed`),
    fullnameColumn<AdjustmentRow>(),
    dateColumn<AdjustmentRow>('trdate', t`Date`),
    ...timeColumns(timeFormat),
    textColumn<AdjustmentRow>('reason', t`Reason`, ellipsis),
    ...levelStatusColumns<AdjustmentRow>(LEVELS),
    remarksColumn<AdjustmentRow>(),
    ...approverColumns<AdjustmentRow>(),
    documentsColumn<AdjustmentRow>(),
  ];
}

/** Spec §3 "Attendance for approval" columns. */
export function adjustmentApprovalColumns(timeFormat: TimeFormat, ellipsis: boolean): RequestColumn<AdjustmentRow>[] {
  return [
    recidColumn<AdjustmentRow>(),
    overallStatusColumn<AdjustmentRow>(),
    dateColumn<AdjustmentRow>('datefiled', t`Date Filed`),
    fullnameColumn<AdjustmentRow>(),
    dateColumn<AdjustmentRow>('trdate', t`Date`),
    ...timeColumns(timeFormat),
    textColumn<AdjustmentRow>('reason', t`Reason`, ellipsis),
    remarksColumn<AdjustmentRow>(),
    ...levelStatusColumns<AdjustmentRow>(LEVELS),
    documentsColumn<AdjustmentRow>(),
  ];
}

/** Columns the spec's switches hide (§9): pairs 3-4, level 3, and in "mine" the approvers and name. */
export function hiddenAdjustmentColumns(features: { showTimeEntries3And4: boolean; showLevel3Status: boolean }, mine: boolean): string[] {
  const hidden: string[] = [];
  if (!features.showTimeEntries3And4) hidden.push('timein3', 'timeout3', 'timein4', 'timeout4');
  if (!features.showLevel3Status) hidden.push('stats3');
  if (mine) hidden.push('fullname', 'approver1', 'approver2', 'approver3');
  return hidden;
}
