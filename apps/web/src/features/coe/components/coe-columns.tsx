import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { CoeRow } from '@portal/contracts/coe';
import {
  approverColumns,
  dateColumn,
  fullnameColumn,
  levelStatusColumns,
  overallStatusColumn,
  recidColumn,
  remarksColumn,
  textColumn,
} from '../../../components/request-columns';
import type { RequestColumn } from '../../../components/request-table';
import { formatDate } from '../../../lib/time-format';

const LEVELS = ['status', 'status2', 'status3'] as const;

const typeColumn: RequestColumn<CoeRow> = { accessorKey: 'coe_desc', header: 'Type', enableSorting: false };

function certificateColumn(onView: (row: CoeRow) => void): RequestColumn<CoeRow> {
  return {
    id: 'certificate',
    header: 'Certificate',
    enableSorting: false,
    meta: { exported: false },
    Cell: ({ row }) => (
      <Button
        size="small"
        startIcon={<PictureAsPdfOutlined />}
        onClick={() => onView(row.original)}
        aria-label={`View certificate #${row.original.recid}`}
      >
        {row.original.overall_status === 'A' ? 'View' : 'Preview'}
      </Button>
    ),
  };
}

function validityColumn(): RequestColumn<CoeRow> {
  return {
    accessorKey: 'valid_until',
    header: 'Valid Until',
    Cell: ({ row }) => (row.original.valid_until ? formatDate(row.original.valid_until) : ''),
  };
}

/** How the DOLE three-day clock stands for a request still waiting. */
export function issuanceClock(row: Pick<CoeRow, 'days_left' | 'due_date'>): {
  label: string;
  color: 'success' | 'warning' | 'error';
} {
  if (row.days_left < 0)
    return { label: `${-row.days_left} day${row.days_left === -1 ? '' : 's'} late`, color: 'error' };
  if (row.days_left === 0) return { label: 'Due today', color: 'warning' };
  return {
    label: `${row.days_left} day${row.days_left === 1 ? '' : 's'} left`,
    color: row.days_left === 1 ? 'warning' : 'success',
  };
}

function dueColumn(): RequestColumn<CoeRow> {
  return {
    accessorKey: 'due_date',
    header: 'Issue By',
    meta: {
      csv: (_value: unknown, row: CoeRow) =>
        row.current_level === null
          ? formatDate(row.due_date)
          : `${formatDate(row.due_date)} · ${issuanceClock(row).label}`,
    },
    Cell: ({ row }) => {
      if (row.original.current_level === null) return formatDate(row.original.due_date);
      const clock = issuanceClock(row.original);
      return (
        <Chip
          size="small"
          variant="outlined"
          color={clock.color}
          label={`${formatDate(row.original.due_date)} · ${clock.label}`}
          title="Labor Advisory 06-2020: issue within three days of the request"
        />
      );
    },
  };
}

/** The requester's certificate requests. */
export function myCoeColumns(ellipsis: boolean, onView: (row: CoeRow) => void): RequestColumn<CoeRow>[] {
  return [
    recidColumn<CoeRow>(),
    overallStatusColumn<CoeRow>(),
    certificateColumn(onView),
    dateColumn<CoeRow>('datefiled', 'Date Filed'),
    typeColumn,
    dateColumn<CoeRow>('reqdate', 'Certificate Date'),
    textColumn<CoeRow>('reason', 'Reason', ellipsis),
    validityColumn(),
    ...levelStatusColumns<CoeRow>(LEVELS),
    remarksColumn<CoeRow>(),
    ...approverColumns<CoeRow>(),
  ];
}

/** A COE approver's queue, with the issuance clock. */
export function coeApprovalColumns(ellipsis: boolean, onView: (row: CoeRow) => void): RequestColumn<CoeRow>[] {
  return [
    recidColumn<CoeRow>(),
    overallStatusColumn<CoeRow>(),
    dueColumn(),
    dateColumn<CoeRow>('datefiled', 'Date Filed'),
    fullnameColumn<CoeRow>(),
    typeColumn,
    dateColumn<CoeRow>('reqdate', 'Certificate Date'),
    textColumn<CoeRow>('reason', 'Reason', ellipsis),
    remarksColumn<CoeRow>(),
    certificateColumn(onView),
    ...levelStatusColumns<CoeRow>(LEVELS),
  ];
}

export function hiddenCoeColumns(features: { showLevel3Status: boolean }): string[] {
  return features.showLevel3Status ? [] : ['status3', 'approver3'];
}
