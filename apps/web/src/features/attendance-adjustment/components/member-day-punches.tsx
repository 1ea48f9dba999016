import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { TimeFormat } from '@portal/contracts/config';
import { formatDate, formatTime } from '../../../lib/time-format';
import { useMemberDay } from '../api/get-member-day';

const PAIRS = [1, 2, 3, 4] as const;

/** The recorded pairs of a day as "08:02 AM – 12:01 PM", only those with a time; `noTimeOut` stands for a missing out. */
function recordedPairs(day: AttendanceRow, timeFormat: TimeFormat, noTimeOut: string): string[] {
  return PAIRS.filter((pair) => day[`timein${pair}`] || day[`timeout${pair}`]).map(
    (pair) => `${formatTime(day[`timein${pair}`], timeFormat) || '—'} – ${formatTime(day[`timeout${pair}`], timeFormat) || noTimeOut}`,
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
  const { t } = useLingui();
  const recorded = useMemberDay(empid, day);
  if (!empid || !fullname) {
    return (
      <Alert severity="info">
        <Trans>Choose the team member whose day needs correcting.</Trans>
      </Alert>
    );
  }
  if (recorded.isLoading) return <Skeleton variant="rounded" height={48} aria-label={t`Loading their punches`} />;
  if (recorded.isError) {
    return (
      <Alert severity="warning">
        <Trans>Their punches could not be loaded; you can still file.</Trans>
      </Alert>
    );
  }
  const row = recorded.data ?? null;
  const pairs = row ? recordedPairs(row, timeFormat, t`no time-out`) : [];
  const date = formatDate(day);
  const times = pairs.join(', ');
  return (
    <Alert
      severity={pairs.length === 0 || row?.incomplete ? 'warning' : 'info'}
      data-testid="member-day"
      action={
        row && pairs.length > 0 ? (
          <Button color="inherit" size="small" onClick={() => onUse(row)}>
            <Trans>Use these times</Trans>
          </Button>
        ) : undefined
      }
    >
      {pairs.length === 0
        ? t`${fullname} has no punches on ${date}.`
        : row?.incomplete
          ? t`${fullname} on ${date}: ${times} (no time-out).`
          : t`${fullname} on ${date}: ${times}.`}
    </Alert>
  );
}
