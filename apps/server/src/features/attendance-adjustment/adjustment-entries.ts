import { badRequest } from '../../lib/app-error';
import { say } from '../../lib/messages';

export interface AdjustmentTimes {
  timeIn1: string | null;
  timeOut1: string | null;
  timeIn2: string | null;
  timeOut2: string | null;
  timeIn3: string | null;
  timeOut3: string | null;
  timeIn4: string | null;
  timeOut4: string | null;
}

export interface AdjustmentEntry {
  direction: 'in' | 'out';
  /** HH:mm[:ss], as entered */
  time: string;
  /** 1 when the entry falls after midnight, on the day after the adjusted day */
  dayOffset: 0 | 1;
}

const PAIRS = [1, 2, 3, 4] as const;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 60 + minutes + seconds / 60;
}

/**
 * Checks an adjustment's time entries and lays them out in time order: each pair
 * complete, pairs filled from the first, every entry after the one before it. On a
 * shift that crosses midnight the entries may pass midnight once; the ones after it
 * belong to the next calendar day, while the day stays the one the shift started.
 */
export function orderAdjustmentEntries(times: AdjustmentTimes, mayCrossMidnight: boolean): AdjustmentEntry[] {
  const entries: { name: string; direction: 'in' | 'out'; time: string }[] = [];
  let emptyPair: number | null = null;
  for (const pair of PAIRS) {
    const timeIn = times[`timeIn${pair}`];
    const timeOut = times[`timeOut${pair}`];
    if (!timeIn && !timeOut) {
      emptyPair ??= pair;
      continue;
    }
    if (emptyPair !== null) throw badRequest(say('adjustment.pairs_in_order', { empty: emptyPair, pair }));
    if (!timeIn) throw badRequest(say('adjustment.time_in_needed', { pair }), `timeIn${pair}`);
    if (!timeOut) throw badRequest(say('adjustment.time_out_needed', { pair }), `timeOut${pair}`);
    entries.push({ name: `timeIn${pair}`, direction: 'in', time: timeIn }, { name: `timeOut${pair}`, direction: 'out', time: timeOut });
  }
  if (entries.length === 0) throw badRequest(say('adjustment.no_entries'));

  const laidOut: AdjustmentEntry[] = [];
  let dayOffset: 0 | 1 = 0;
  let previous: { name: string; time: string; at: number } | null = null;
  for (const entry of entries) {
    let at = minutesOf(entry.time) + dayOffset * 24 * 60;
    if (previous && at <= previous.at) {
      if (mayCrossMidnight && dayOffset === 0) {
        dayOffset = 1;
        at += 24 * 60;
      }
      if (at <= previous.at) {
        const order = { entry: entry.name, time: entry.time, previous: previous.name, previousTime: previous.time };
        throw badRequest(say(mayCrossMidnight ? 'adjustment.out_of_order_midnight' : 'adjustment.out_of_order', order), entry.name);
      }
    }
    laidOut.push({ direction: entry.direction, time: entry.time, dayOffset });
    previous = { name: entry.name, time: entry.time, at };
  }
  return laidOut;
}
