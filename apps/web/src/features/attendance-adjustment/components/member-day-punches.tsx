import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { TimeFormat } from '@portal/contracts/config';
import { formatDate, formatTime } from '../../../lib/time-format';
import { useMemberDay } from '../api/get-member-day';

const PAIRS = [1, 2, 3, 4] as const;

/** The recorded pairs of a day as "08:02 AM – 12:01 PM", only those with a time. */
function recordedPairs(day: AttendanceRow, timeFormat: TimeFormat): string[] {
  return PAIRS.filter((pair) => day[`timein${pair}`] || day[`timeout${pair}`]).map(
    (pair) => `${formatTime(day[`timein${pair}`], timeFormat) || '—'} – ${formatTime(day[`timeout${pair}`], timeFormat) || 'no time-out'}`,
  );
}

interface MemberDayPunchesProps {
  empid: string | null;
  fullname: string | null;
  day: string;
  timeFormat: TimeFormat;
  /** Copies the recorded times into the form, to correct from there. */
  onUse: (day: AttendanceRow) => void;
}

/** What the member's day holds now, shown before the lead files a correction for it. */
export function MemberDayPunches({ empid, fullname, day, timeFormat, onUse }: MemberDayPunchesProps) {
  const recorded = useMemberDay(empid, day);
  if (!empid || !fullname) return <Alert severity="info">Choose the team member whose day needs correcting.</Alert>;
  if (recorded.isLoading) return <Skeleton variant="rounded" height={48} aria-label="Loading their punches" />;
  if (recorded.isError) return <Alert severity="warning">Their punches could not be loaded; you can still file.</Alert>;
  const row = recorded.data ?? null;
  const pairs = row ? recordedPairs(row, timeFormat) : [];
  return (
    <Alert
      severity={pairs.length === 0 || row?.incomplete ? 'warning' : 'info'}
      data-testid="member-day"
      action={
        row && pairs.length > 0 ? (
          <Button color="inherit" size="small" onClick={() => onUse(row)}>
            Use these times
          </Button>
        ) : undefined
      }
    >
      {pairs.length === 0
        ? `${fullname} has no punches on ${formatDate(day)}.`
        : `${fullname} on ${formatDate(day)}: ${pairs.join(', ')}${row?.incomplete ? ' (no time-out)' : ''}.`}
    </Alert>
  );
}
