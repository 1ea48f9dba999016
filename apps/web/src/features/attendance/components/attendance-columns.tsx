import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import Chip from '@mui/material/Chip';
import type { MRT_ColumnDef } from 'material-react-table';
import type { AttendanceRow, PunchFlag } from '@portal/contracts/attendance';
import type { TimeFormat } from '@portal/contracts/config';
import { i18n } from '../../../lib/i18n';
import { formatDate, formatTime } from '../../../lib/time-format';

type Column = MRT_ColumnDef<AttendanceRow>;

/** What each day code (REG, RD, …) means, on hover: the codes themselves stay as they are. */
const dayLabels: Record<string, MessageDescriptor> = {
  REG: msg`Regular`,
  RD: msg`Rest day`,
  LH: msg`Regular holiday`,
  SH: msg`Special day`,
  LHRD: msg`Regular holiday, rest day`,
  SHRD: msg`Special day, rest day`,
};

function DayCode({ code }: { code: string }) {
  const { i18n } = useLingui();
  const meaning = dayLabels[code];
  return <span title={meaning ? i18n._(meaning) : undefined}>{code}</span>;
}

/** The day's status in words, as the chip shows it and the export writes it. */
function dayStatus(row: AttendanceRow): string {
  const code = row.charged_to;
  if (row.incomplete) return t`No time-out`;
  if (row.absent) return t`Absent`;
  if (row.officialbusiness) return t`Official business`;
  if (code) return t`Leave ${code}`;
  return row.holiday ?? '';
}

/** What a day is at a glance: absent, incomplete, on leave, on official business, a holiday or a rest day. */
function DayFlag({ row }: { row: AttendanceRow }) {
  const label = dayStatus(row);
  if (row.incomplete) return <Chip size="small" color="warning" label={label} />;
  if (row.absent) return <Chip size="small" color="error" label={label} />;
  if (row.officialbusiness) return <Chip size="small" color="info" label={label} />;
  if (row.charged_to) return <Chip size="small" color="secondary" label={label} />;
  if (row.holiday) return <Chip size="small" variant="outlined" label={label} />;
  return null;
}

/** Each punch mark in words, with what it means on hover: the time records use the same words. */
const punchFlagWords: Record<PunchFlag, { label: MessageDescriptor; meaning: MessageDescriptor }> = {
  outside: { label: msg`Outside office area`, meaning: msg`A punch was outside the office's area.` },
  no_location: { label: msg`Location unknown`, meaning: msg`A punch came without a location.` },
  offline: { label: msg`Sent later (offline)`, meaning: msg`A punch was saved on a phone without a connection and sent later, at the time it was made.` },
  clock_drift: { label: msg`Phone clock off`, meaning: msg`The phone's clock differed from the server's; the server's time is recorded.` },
  terminal: { label: msg`Time terminal`, meaning: msg`A punch came from a time terminal, imported by HR.` },
};

export function punchFlagText(row: AttendanceRow): string {
  return row.punch_flags.map((flag) => i18n._(punchFlagWords[flag].label)).join(', ');
}

function PunchFlags({ row }: { row: AttendanceRow }) {
  const { i18n } = useLingui();
  return row.punch_flags.map((flag) => (
    <Chip
      key={flag}
      size="small"
      variant="outlined"
      color={flag === 'terminal' || flag === 'offline' ? 'default' : 'warning'}
      label={i18n._(punchFlagWords[flag].label)}
      title={i18n._(punchFlagWords[flag].meaning)}
      sx={{ mr: 0.5 }}
    />
  ));
}

const number = (key: keyof AttendanceRow, header: string): Column => ({
  accessorKey: key,
  header,
  muiTableBodyCellProps: { align: 'right' },
  muiTableHeadCellProps: { align: 'right' },
  Cell: ({ cell }) => {
    const value = cell.getValue<number>();
    return value ? value : '';
  },
});

const yesNo = (key: 'wfh' | 'nsa', header: string): Column => ({ accessorKey: key, header, Cell: ({ cell }) => (cell.getValue<boolean>() ? 'Y' : '') });

/** Spec §3 staff attendance columns, in order; otherentries open under the row. */
export function attendanceColumns(timeFormat: TimeFormat, withName: boolean): Column[] {
  const time = (key: `time${'in' | 'out'}${1 | 2 | 3 | 4}`, header: string): Column => ({
    accessorKey: key,
    header,
    enableSorting: false,
    Cell: ({ cell }) => formatTime(cell.getValue<string | null>(), timeFormat),
  });
  return [
    ...(withName ? [{ accessorKey: 'fullname', header: t`Employee` } satisfies Column] : []),
    { accessorKey: 'trdate', header: t`Date`, Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
    { accessorKey: 'daycd', header: t`Day`, Cell: ({ cell }) => <DayCode code={cell.getValue<string>()} /> },
    { id: 'flag', header: t`Status`, enableSorting: false, accessorFn: dayStatus, Cell: ({ row }) => <DayFlag row={row.original} /> },
    { accessorKey: 'shift', header: t`Shift` },
    { accessorKey: 'shiftdesc', header: t`Shift Description` },
    // WFH and NSA are the codes people know them by, in every language.
    yesNo('wfh', 'WFH'),
    time('timein1', t`Time In 1`),
    time('timeout1', t`Time Out 1`),
    time('timein2', t`Time In 2`),
    time('timeout2', t`Time Out 2`),
    time('timein3', t`Time In 3`),
    time('timeout3', t`Time Out 3`),
    time('timein4', t`Time In 4`),
    time('timeout4', t`Time Out 4`),
    number('tlhours', t`Total Hrs`),
    number('reghrs', t`Reg Hrs`),
    number('nphrs', t`Night Hrs`),
    number('tardy', t`Tardy (min)`),
    number('undertime', t`Undertime (min)`),
    { accessorKey: 'charged_to', header: t`Charged To` },
    number('hrday1', t`Leave Hrs`),
    number('othrs', t`OT Hrs`),
    number('othrsapv', t`OT Approved`),
    yesNo('nsa', 'NSA'),
    // After the spec's columns: what the day's punches were flagged for.
    { id: 'punch_flags', header: t`Punch Marks`, enableSorting: false, accessorFn: punchFlagText, Cell: ({ row }) => <PunchFlags row={row.original} /> },
  ];
}
