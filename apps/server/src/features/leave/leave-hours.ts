import { HOURS_PER_LEAVE_DAY } from '@portal/contracts/leave';

/**
 * How a leave's hours fall on its working days: full days first, the remainder
 * (a half day) on the last. 12 hours over two days is 8 + 4.
 */
export function spreadLeaveHours(workingDates: readonly string[], hours: number): { date: string; hours: number }[] {
  const spread: { date: string; hours: number }[] = [];
  let left = hours;
  for (const date of workingDates) {
    if (left <= 0) break;
    const today = Math.min(HOURS_PER_LEAVE_DAY, left);
    spread.push({ date, hours: today });
    left -= today;
  }
  return spread;
}
