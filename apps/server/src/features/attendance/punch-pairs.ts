/** A punch of a day, at minutes from that day's midnight (past 1440 for the next calendar day). */
export interface DayPunch {
  direction: 'in' | 'out';
  at: number;
}

export interface WorkedPair {
  in: number;
  out: number | null;
}

const byTime = (a: DayPunch, b: DayPunch) => a.at - b.at || (a.direction === 'in' ? -1 : 1);

function isOrdered(punches: readonly DayPunch[]): boolean {
  for (let index = 1; index < punches.length; index++) if (byTime(punches[index - 1]!, punches[index]!) > 0) return false;
  return true;
}

/**
 * Pairs a day's punches in time order. A time-in while one is open is a double tap
 * and is ignored (the first stands); a time-out with none open extends the last
 * pair (the latest out stands); a time-out before any time-in is dropped. A pair
 * still open at the end has no out: the day is incomplete.
 */
export function pairPunches(punches: readonly DayPunch[]): WorkedPair[] {
  const ordered = isOrdered(punches) ? punches : [...punches].sort(byTime);
  const pairs: WorkedPair[] = [];
  for (const punch of ordered) {
    const last = pairs[pairs.length - 1];
    if (punch.direction === 'in') {
      if (!last || last.out !== null) pairs.push({ in: punch.at, out: null });
    } else if (last) {
      last.out = punch.at;
    }
  }
  return pairs;
}

/** Minutes two ranges share. */
export function overlapMinutes(aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  return Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));
}
