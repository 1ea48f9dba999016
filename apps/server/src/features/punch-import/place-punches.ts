import { MAX_OPEN_HOURS } from '@portal/contracts/rules';
import { SAME_PUNCH_WITHIN_MS } from '@portal/contracts/punch-import';

/** A punch already stored for the person. */
export interface StoredPunch {
  at: number;
  direction: 'in' | 'out';
  trdate: string;
}

/** A punch of the file, on the company's wall clock and as an instant. */
export interface IncomingPunch {
  row: number;
  empId: string;
  at: number;
  localDate: string;
  localTime: string;
  direction: 'in' | 'out' | null;
  device: string | null;
}

export interface PlacedPunch extends IncomingPunch {
  direction: 'in' | 'out';
  trdate: string;
}

const MAX_OPEN_MS = MAX_OPEN_HOURS * 3_600_000;

/**
 * Places one person's imported punches among their stored ones, in time order:
 * - a punch within a minute of one already there (stored, or earlier in the file) is
 *   the same punch, and is skipped, so importing a file again changes nothing;
 * - a punch without a direction closes an open time-in (one within the open-punch
 *   limit), and otherwise opens a new one: a terminal's punches pair up in time order;
 * - a time-out belongs to the day of the time-in it closes; a time-in to its own day,
 *   or to yesterday when it ends yesterday's night shift (`dayOfTimeIn`), as the time
 *   clock decides.
 * Both lists must be sorted by time.
 */
export function placePunches(
  incoming: readonly IncomingPunch[],
  stored: readonly StoredPunch[],
  dayOfTimeIn: (localDate: string, localTime: string) => string,
): { placed: PlacedPunch[]; skipped: number } {
  const placed: PlacedPunch[] = [];
  let skipped = 0;
  let previous: StoredPunch | null = null;
  let next = 0;
  for (const punch of incoming) {
    while (next < stored.length && stored[next]!.at <= punch.at) {
      const candidate = stored[next]!;
      if (!previous || candidate.at >= previous.at) previous = candidate;
      next += 1;
    }
    const following = stored[next];
    if ((previous && punch.at - previous.at < SAME_PUNCH_WITHIN_MS) || (following && following.at - punch.at < SAME_PUNCH_WITHIN_MS)) {
      skipped += 1;
      continue;
    }
    const open = previous?.direction === 'in' && punch.at - previous.at < MAX_OPEN_MS ? previous : null;
    const direction = punch.direction ?? (open ? 'out' : 'in');
    const trdate = direction === 'out' ? (open?.trdate ?? punch.localDate) : dayOfTimeIn(punch.localDate, punch.localTime);
    const result: PlacedPunch = { ...punch, direction, trdate };
    placed.push(result);
    previous = { at: punch.at, direction, trdate };
  }
  return { placed, skipped };
}
