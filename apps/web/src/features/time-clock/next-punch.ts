import { MAX_OPEN_HOURS } from '@portal/contracts/rules';
import type { TimeRecord } from '@portal/contracts/time-clock';
import { instantOfWallTime } from '../../lib/time-format';

export { MAX_OPEN_HOURS };

const PAIRS = [4, 3, 2, 1] as const;

/** The newest punch of a day: its direction and wall-clock time. */
function latestPunch(day: TimeRecord): { direction: 'in' | 'out'; time: string | null } | null {
  const other = day.otherentries.at(-1);
  if (other) {
    const [direction, time = null] = other.split(' ');
    return { direction: direction === 'out' ? 'out' : 'in', time };
  }
  for (const pair of PAIRS) {
    const timeOut = day[`timeout${pair}`];
    if (timeOut) return { direction: 'out', time: timeOut };
    const timeIn = day[`timein${pair}`];
    if (timeIn) return { direction: 'in', time: timeIn };
  }
  return null;
}

/**
 * Time Out while the newest day has a time-in waiting for its time-out, and that
 * time-in is recent enough to be closed; otherwise Time In.
 */
export function suggestNextPunch(records: TimeRecord[] | undefined, now: Date, timeZone: string): 'in' | 'out' {
  const newest = records?.[0];
  const punch = newest ? latestPunch(newest) : null;
  if (!newest || !punch || punch.direction === 'out') return 'in';
  const punchedAt = instantOfWallTime(newest.trdate, punch.time, timeZone);
  if (!punchedAt) return 'out';
  const ageHours = (now.getTime() - punchedAt.getTime()) / 3_600_000;
  return ageHours < MAX_OPEN_HOURS ? 'out' : 'in';
}
