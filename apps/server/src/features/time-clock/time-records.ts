import type { TimeRecord } from '@portal/contracts/time-clock';

export interface DayPunch {
  trdate: string;
  direction: 'in' | 'out';
  /** HH:mm:ss in the company time zone */
  time: string;
  address: string | null;
  outside_geofence: boolean;
  /** A clock punch that came without a location. */
  location_unknown: boolean;
  /** clock: the time clock; offline: kept on the phone and sent later; import: a terminal's; adjustment: an approved adjustment's. */
  source: 'clock' | 'offline' | 'import' | 'adjustment';
  /** The drift flagged on the punch (phone minus server, seconds), or null. */
  clock_drift_seconds: number | null;
  /** Why it was made outside the office area, where the office asks. */
  outside_reason?: string | null;
}

const PAIRS_IN_COLUMNS = 4;

function emptyRecord(trdate: string): TimeRecord {
  return {
    trdate,
    timein1: null, timeout1: null, timein2: null, timeout2: null,
    timein3: null, timeout3: null, timein4: null, timeout4: null,
    otherentries: [],
    address: null,
    outside_geofence: false,
    outside_reasons: [],
    location_unknown: false,
    offline: false,
    from_terminal: false,
    clock_drift_seconds: null,
  };
}

type PairColumn = `timein${1 | 2 | 3 | 4}` | `timeout${1 | 2 | 3 | 4}`;

/**
 * Folds a day's punches, in time order, into the four in/out pairs of the time
 * table; punches past the fourth pair go to otherentries. Days with no entries are
 * never produced, since a record exists only where a punch does.
 */
export function buildTimeRecords(punches: DayPunch[]): TimeRecord[] {
  const records = new Map<string, TimeRecord>();
  const progress = new Map<string, { pair: number; open: boolean }>();
  for (const punch of punches) {
    let record = records.get(punch.trdate);
    let state = progress.get(punch.trdate);
    if (!record || !state) {
      record = emptyRecord(punch.trdate);
      state = { pair: 0, open: false };
      records.set(punch.trdate, record);
      progress.set(punch.trdate, state);
    }
    // A time-in opens the next pair; a time-out closes the open one, or stands in a
    // pair of its own when nothing is open (possible after an adjustment).
    if (punch.direction === 'in' || !state.open) state.pair += 1;
    state.open = punch.direction === 'in';
    if (state.pair <= PAIRS_IN_COLUMNS) {
      record[`time${punch.direction}${state.pair}` as PairColumn] = punch.time;
    } else {
      record.otherentries.push(`${punch.direction} ${punch.time}`);
    }
    if (punch.address) record.address = punch.address;
    // Without a location a punch cannot be shown to be inside the fence, so it is flagged;
    // the person is told the location was unknown, not that they were outside.
    if (punch.location_unknown) record.location_unknown = true;
    else if (punch.outside_geofence) record.outside_geofence = true;
    if (punch.outside_reason) record.outside_reasons.push(punch.outside_reason);
    if (punch.source === 'offline') record.offline = true;
    if (punch.source === 'import') record.from_terminal = true;
    const drift = punch.clock_drift_seconds;
    if (drift !== null && Math.abs(drift) > Math.abs(record.clock_drift_seconds ?? 0)) record.clock_drift_seconds = drift;
  }
  return [...records.values()].sort((a, b) => (a.trdate < b.trdate ? 1 : -1));
}
