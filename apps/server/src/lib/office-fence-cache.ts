import type { InvalidationSubscriber } from './invalidation-channel';
import type { OfficeFence } from '../features/time-clock/geofence';

/** The channel payload any change to offices, or to who belongs to which office, sends (triggers). */
export const OFFICE_FENCES_CHANGED = 'office-fences';

/** Every employee's site fences (null: no office, or field staff), read in one statement. */
export type FenceSnapshot = Map<string, OfficeFence[] | null>;

export interface FenceSource {
  /** Every employee's fence, read at once. */
  all(): Promise<FenceSnapshot>;
  /** One employee's fence, read fresh. */
  one(empId: string): Promise<OfficeFence[] | null>;
}

interface Read {
  /** The settings version seen before the read began: the snapshot holds every change up to it. */
  version: number;
  snapshot: Promise<FenceSnapshot>;
}

/**
 * Every employee's office fence, per API node, so a punch makes one round trip to the
 * database instead of two. The whole company is held at once because the burst that
 * matters, 8:00 in the morning, is each employee's first punch of the day: a cache
 * filled one employee at a time would miss every one of them. Never older than the
 * caller may see: changes to offices, sites and who belongs where bump the company's
 * settings version in their own transaction, and a snapshot read at an older version
 * than the caller saw is read again (see settingsCache). The triggers' notification
 * drops the snapshot early, to free the memory.
 */
export class OfficeFenceCache implements InvalidationSubscriber {
  private read: Read | null = null;

  /** The employee's fence for a caller that saw this settings version (undefined: read fresh). */
  async fenceOf(empId: string, source: FenceSource, version: number | undefined): Promise<OfficeFence[] | null> {
    if (version === undefined) return source.one(empId);
    const snapshot = await this.snapshotAt(version, source);
    const fence = snapshot.get(empId);
    // Someone added after the snapshot was read.
    return fence === undefined ? source.one(empId) : fence;
  }

  /** One read for all the punches waiting on an empty or older snapshot. */
  private snapshotAt(version: number, source: FenceSource): Promise<FenceSnapshot> {
    if (this.read && this.read.version >= version) return this.read.snapshot;
    const read: Read = { version, snapshot: source.all() };
    this.read = read;
    // A failed read is not kept: the next punch tries again.
    read.snapshot.catch(() => {
      if (this.read === read) this.read = null;
    });
    return read.snapshot;
  }

  /** Reads the snapshot ahead of the first punch (at start), at the version read just before. */
  async preload(version: number, source: FenceSource): Promise<void> {
    await this.snapshotAt(version, source);
  }

  receive(payload: string): void {
    if (payload === OFFICE_FENCES_CHANGED) this.read = null;
  }
}
