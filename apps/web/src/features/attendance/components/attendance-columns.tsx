import Chip from '@mui/material/Chip';
import type { MRT_ColumnDef } from 'material-react-table';
import type { AttendanceRow, PunchFlag } from '@portal/contracts/attendance';
import type { TimeFormat } from '@portal/contracts/config';
import { formatDate, formatTime } from '../../../lib/time-format';

type Column = MRT_ColumnDef<AttendanceRow>;

const dayLabels: Record<string, string> = { REG: 'Regular', RD: 'Rest day', LH: 'Regular holiday', SH: 'Special day', LHRD: 'Regular holiday, rest day', SHRD: 'Special day, rest day' };

/** What a day is at a glance: absent, incomplete, on leave, on official business, a holiday or a rest day. */
function DayFlag({ row }: { row: AttendanceRow }) {
  if (row.incomplete) return <Chip size="small" color="warning" label="No time-out" />;
  if (row.absent) return <Chip size="small" color="error" label="Absent" />;
  if (row.officialbusiness) return <Chip size="small" color="info" label="Official business" />;
  if (row.charged_to) return <Chip size="small" color="secondary" label={`Leave ${row.charged_to}`} />;
  if (row.holiday) return <Chip size="small" variant="outlined" label={row.holiday} />;
  return null;
}

/** Each punch mark in words, with what it means on hover: the time records use the same words. */
const punchFlagWords: Record<PunchFlag, { label: string; meaning: string }> = {
  outside: { label: 'Outside office area', meaning: "A punch was outside the office's area." },
  no_location: { label: 'Location unknown', meaning: 'A punch came without a location.' },
  offline: { label: 'Sent later (offline)', meaning: 'A punch was saved on a phone without a connection and sent later, at the time it was made.' },
  clock_drift: { label: 'Phone clock off', meaning: "The phone's clock differed from the server's; the server's time is recorded." },
  terminal: { label: 'Time terminal', meaning: 'A punch came from a time terminal, imported by HR.' },
};

export function punchFlagText(row: AttendanceRow): string {
  return row.punch_flags.map((flag) => punchFlagWords[flag].label).join(', ');
}

function PunchFlags({ row }: { row: AttendanceRow }) {
  return row.punch_flags.map((flag) => (
    <Chip key={flag} size="small" variant="outlined" color={flag === 'terminal' || flag === 'offline' ? 'default' : 'warning'} label={punchFlagWords[flag].label} title={punchFlagWords[flag].meaning} sx={{ mr: 0.5 }} />
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
    ...(withName ? [{ accessorKey: 'fullname', header: 'Employee' } satisfies Column] : []),
    { accessorKey: 'trdate', header: 'Date', Cell: ({ cell }) => formatDate(cell.getValue<string>()) },
    { accessorKey: 'daycd', header: 'Day', Cell: ({ cell }) => <span title={dayLabels[cell.getValue<string>()]}>{cell.getValue<string>()}</span> },
    { id: 'flag', header: 'Status', enableSorting: false, accessorFn: (row) => (row.incomplete ? 'No time-out' : row.absent ? 'Absent' : row.officialbusiness ? 'Official business' : row.charged_to ? `Leave ${row.charged_to}` : (row.holiday ?? '')), Cell: ({ row }) => <DayFlag row={row.original} /> },
    { accessorKey: 'shift', header: 'Shift' },
    { accessorKey: 'shiftdesc', header: 'Shift Description' },
    yesNo('wfh', 'WFH'),
    time('timein1', 'Time In 1'),
    time('timeout1', 'Time Out 1'),
    time('timein2', 'Time In 2'),
    time('timeout2', 'Time Out 2'),
    time('timein3', 'Time In 3'),
    time('timeout3', 'Time Out 3'),
    time('timein4', 'Time In 4'),
    time('timeout4', 'Time Out 4'),
    number('tlhours', 'Total Hrs'),
    number('reghrs', 'Reg Hrs'),
    number('nphrs', 'Night Hrs'),
    number('tardy', 'Tardy (min)'),
    number('undertime', 'Undertime (min)'),
    { accessorKey: 'charged_to', header: 'Charged To' },
    number('hrday1', 'Leave Hrs'),
    number('othrs', 'OT Hrs'),
    number('othrsapv', 'OT Approved'),
    yesNo('nsa', 'NSA'),
    // After the spec's columns: what the day's punches were flagged for.
    { id: 'punch_flags', header: 'Punch Marks', enableSorting: false, accessorFn: punchFlagText, Cell: ({ row }) => <PunchFlags row={row.original} /> },
  ];
}
