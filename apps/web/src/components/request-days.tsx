import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { AttendanceRow } from '@portal/contracts/attendance';
import type { TimeFormat } from '@portal/contracts/config';
import { requestDaysRoutes, type RequestDayType } from '@portal/contracts/request-days';
import { callApi } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { formatDate, formatTime } from '../lib/time-format';

/** The requester's days a request covers, for the approver reading it (GET /v1/approvals/days). */
export function useRequestDays(type: RequestDayType, recid: number) {
  return useQuery({
    queryKey: ['request-days', type, recid],
    queryFn: ({ signal }) => callApi(requestDaysRoutes.days, { query: { type, recid }, signal }),
  });
}

const dayTypes: Record<AttendanceRow['daycd'], MessageDescriptor> = {
  REG: msg`Working day`,
  RD: msg`Rest day`,
  LH: msg`Regular holiday`,
  SH: msg`Special day`,
  LHRD: msg`Regular holiday on a rest day`,
  SHRD: msg`Special day on a rest day`,
};

/** "Working day", "Regular holiday (Rizal Day)": the day type in words, with the holiday's name. */
export function dayTypeOf(day: AttendanceRow): string {
  const dayType = i18n._(dayTypes[day.daycd]);
  return day.holiday ? `${dayType} (${day.holiday})` : dayType;
}

/** The day's punches as pairs: "In 07:58 AM · Out 05:10 PM"; "No punches" when none. */
export function punchesOf(day: AttendanceRow, timeFormat: TimeFormat): string {
  const pairs = [1, 2, 3, 4]
    .map((pair) => [day[`timein${pair}` as 'timein1'], day[`timeout${pair}` as 'timeout1']] as const)
    .filter(([timeIn, timeOut]) => timeIn || timeOut)
    .map(([timeIn, timeOut]) => {
      const inAt = formatTime(timeIn, timeFormat) || '—';
      const outAt = formatTime(timeOut, timeFormat) || '—';
      return i18n._(msg`In ${inAt} · Out ${outAt}`);
    });
  return pairs.length > 0 ? pairs.join('; ') : i18n._(msg`No punches`);
}

const REST_DAYS = new Set(['RD', 'LHRD', 'SHRD']);

/** The day's shift in words: "Day shift", or "no shift" on a rest day or when none is scheduled. */
export function shiftOf(day: AttendanceRow): string {
  return REST_DAYS.has(day.daycd) || !day.shiftdesc ? i18n._(msg`no shift`) : day.shiftdesc;
}

interface RequestDaysFrameProps {
  type: RequestDayType;
  recid: number;
  /** Whose request and what it asks, in one line: "Juan dela Cruz: 2h 15m filed, 5:15 PM to 7:30 PM". */
  heading: ReactNode;
  /** The requester's reason, when they gave one. */
  reason: string | null;
  children: (days: AttendanceRow[]) => ReactNode;
}

/**
 * The frame every approval context shares: what the request says first, then the
 * requester's days as they load (or why they could not be read).
 */
export function RequestDaysFrame({ type, recid, heading, reason, children }: RequestDaysFrameProps) {
  const { t } = useLingui();
  const days = useRequestDays(type, recid);
  return (
    <Box sx={{ mb: 2 }} data-testid="approval-context">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {reason && (
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          <Trans>Reason: {reason}</Trans>
        </Typography>
      )}
      {days.isLoading && <CircularProgress size={20} aria-label={t`Loading the requester's days`} />}
      {days.isError && <Alert severity="warning">
          <Trans>The requester's punches and shift could not be loaded.</Trans>
        </Alert>}
      {days.data && children(days.data.days)}
    </Box>
  );
}

/** One day as the approver reads it: date, day type, shift, punches. */
export function DayLine({ day, timeFormat, extra }: { day: AttendanceRow; timeFormat: TimeFormat; extra?: ReactNode }) {
  return (
    <Typography component="li" variant="body2">
      <strong>{formatDate(day.trdate)}</strong> · {dayTypeOf(day)} · {shiftOf(day)}
      <br />
      {punchesOf(day, timeFormat)}
      {extra}
    </Typography>
  );
}

/** The days of a request, one line each. */
export function DayList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {children}
    </Box>
  );
}
