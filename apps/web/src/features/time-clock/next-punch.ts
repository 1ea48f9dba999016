import type { TimeRecord } from '@portal/contracts/time-clock';

const PAIRS = [4, 3, 2, 1] as const;

/** Time Out when the newest day still has a time-in waiting for its time-out. */
export function suggestNextPunch(records: TimeRecord[] | undefined): 'in' | 'out' {
  const latest = records?.[0];
  if (!latest) return 'in';
  if (latest.otherentries.length > 0) return latest.otherentries.at(-1)?.startsWith('in ') ? 'out' : 'in';
  for (const pair of PAIRS) {
    const timeIn = latest[`timein${pair}`];
    const timeOut = latest[`timeout${pair}`];
    if (timeIn || timeOut) return timeIn && !timeOut ? 'out' : 'in';
  }
  return 'in';
}
