import { MAX_OPEN_HOURS } from '@portal/contracts/time-clock';
import type { Shift } from '../../db/database';
import { addDays, secondsOfDay, type LocalDateTime } from '../../lib/local-time';
import { crossesMidnight } from '../../schedule/effective-schedule';

export { MAX_OPEN_HOURS };

export interface OpenTimeIn {
  trdate: string;
  punchedAt: Date;
}

/**
 * The day a time-in belongs to. A night shift's day is the day it started, so a
 * time-in after midnight but before the end of yesterday's overnight shift (say,
 * back from the 02:00 break of a 22:00-06:00 shift) belongs to yesterday.
 */
export function dayOfTimeIn(local: LocalDateTime, yesterdaysShift: Pick<Shift, 'timein' | 'timeout'> | null): string {
  if (yesterdaysShift && crossesMidnight(yesterdaysShift) && secondsOfDay(local.time) < secondsOfDay(yesterdaysShift.timeout)) {
    return addDays(local.date, -1);
  }
  return local.date;
}

/** The still-open time-in, if the latest punch is a recent enough time-in. */
export function openTimeIn(
  latest: { direction: 'in' | 'out'; trdate: string; punched_at: Date } | undefined,
  now: Date,
): OpenTimeIn | null {
  if (!latest || latest.direction !== 'in') return null;
  const ageHours = (now.getTime() - latest.punched_at.getTime()) / 3_600_000;
  return ageHours < MAX_OPEN_HOURS ? { trdate: latest.trdate, punchedAt: latest.punched_at } : null;
}
