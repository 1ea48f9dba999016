import { plural, t } from '@lingui/core/macro';
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
import { coeLanguageLabel } from './coe-language-labels';

const LEVELS = ['status', 'status2', 'status3'] as const;

function typeColumn(): RequestColumn<CoeRow> {
  return { accessorKey: 'coe_desc', header: t`Type`, enableSorting: false };
}

/** The language the certificate is written in, as the person reads it; exported the same. */
function languageColumn(): RequestColumn<CoeRow> {
  return {
    accessorKey: 'language',
    header: t`Language`,
    enableSorting: false,
    Cell: ({ row }) => coeLanguageLabel(row.original.language),
    meta: { csv: (value: unknown) => coeLanguageLabel(String(value)) },
  };
}

function certificateColumn(onView: (row: CoeRow) => void): RequestColumn<CoeRow> {
  return {
    id: 'certificate',
    header: t`Certificate`,
    enableSorting: false,
    meta: { exported: false },
    Cell: ({ row }) => {
      const recid = row.original.recid;
      return (
        <Button
          size="small"
          startIcon={<PictureAsPdfOutlined />}
          onClick={() => onView(row.original)}
          aria-label={t`View certificate #${recid}`}
        >
          {row.original.overall_status === 'A' ? t`View` : t`Preview`}
        </Button>
      );
    },
  };
}

function validityColumn(): RequestColumn<CoeRow> {
  return {
    accessorKey: 'valid_until',
    header: t`Valid Until`,
    Cell: ({ row }) => (row.original.valid_until ? formatDate(row.original.valid_until) : ''),
  };
}

/** How the DOLE three-day clock stands for a request still waiting. */
export function issuanceClock(row: Pick<CoeRow, 'days_left' | 'due_date'>): {
  label: string;
  color: 'success' | 'warning' | 'error';
} {
  const daysLeft = row.days_left;
  if (daysLeft < 0) {
    const daysLate = -daysLeft;
    return { label: plural(daysLate, { one: '# day late', other: '# days late' }), color: 'error' };
  }
  if (daysLeft === 0) return { label: t`Due today`, color: 'warning' };
  return {
    label: plural(daysLeft, { one: '# day left', other: '# days left' }),
    color: daysLeft === 1 ? 'warning' : 'success',
  };
}

function dueColumn(): RequestColumn<CoeRow> {
  return {
    accessorKey: 'due_date',
    header: t`Issue By`,
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
          title={t`Labor Advisory 06-2020: issue within three days of the request`}
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
    dateColumn<CoeRow>('datefiled', t`Date Filed`),
    typeColumn(),
    languageColumn(),
    dateColumn<CoeRow>('reqdate', t`Certificate Date`),
    textColumn<CoeRow>('reason', t`Reason`, ellipsis),
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
    dateColumn<CoeRow>('datefiled', t`Date Filed`),
    fullnameColumn<CoeRow>(),
    typeColumn(),
    languageColumn(),
    dateColumn<CoeRow>('reqdate', t`Certificate Date`),
    textColumn<CoeRow>('reason', t`Reason`, ellipsis),
    remarksColumn<CoeRow>(),
    certificateColumn(onView),
    ...levelStatusColumns<CoeRow>(LEVELS),
  ];
}

export function hiddenCoeColumns(features: { showLevel3Status: boolean }): string[] {
  return features.showLevel3Status ? [] : ['status3', 'approver3'];
}
