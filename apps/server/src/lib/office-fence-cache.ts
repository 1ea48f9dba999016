import type { InvalidationSubscriber } from './invalidation-channel';
import type { OfficeFence } from '../features/time-clock/geofence';
import { markSettingsWrite } from './settings-cache';

/** The channel payload any change to offices, or to who belongs to which office, sends (triggers). */
export const OFFICE_FENCES_CHANGED = 'office-fences';
/** A write marked here whose notification never came (it rolled back) stops blocking after this. */
const PENDING_WRITE_MS = 30_000;

/** Every employee's site fences (null: no office, or field staff), read in one statement. */
export type FenceSnapshot = Map<string, OfficeFence[] | null>;

export interface FenceSource {
  /** Every employee's fence, read at once. */
  all(): Promise<FenceSnapshot>;
  /** One employee's fence, read fresh. */
  one(empId: string): Promise<OfficeFence[] | null>;
}

/**
 * Every employee's office fence, per API node, so a punch makes one round trip to the
 * database instead of two. The whole company is held at once because the burst that
 * matters, 8:00 in the morning, is each employee's first punch of the day: a cache
 * filled one employee at a time would miss every one of them. HR's changes still
 * apply at once, by the same three rules as the time-records cache:
 * - every change to offices or to an employee's office, by any path, notifies every
 *   node through triggers, which drops the snapshot;
 * - a write in this process marks the cache before it touches the tables, and until
 *   that notification arrives every punch reads its fence fresh;
 * - a snapshot is kept only if no change arrived while it was read.
 * While the channel is down the cache is off.
 */
export class OfficeFenceCache implements InvalidationSubscriber {
  private snapshot: FenceSnapshot | null = null;
  private loading: Promise<FenceSnapshot> | null = null;
  private generation = 0;
  /** Until when a write marked in this process blocks the cache, if its notification has not come. */
  private pendingWriteUntil = 0;
  private listening = false;

  async fenceOf(empId: string, source: FenceSource): Promise<OfficeFence[] | null> {
    if (!this.listening || Date.now() < this.pendingWriteUntil) return source.one(empId);
    const snapshot = this.snapshot ?? (await this.load(source));
    const fence = snapshot.get(empId);
    // Someone added after the snapshot was read, before its notification came here.
    return fence === undefined ? source.one(empId) : fence;
  }

  /** Reads the snapshot ahead of the first punch (at start); nothing while the channel is down. */
  async preload(source: FenceSource): Promise<void> {
    if (this.listening && !this.snapshot) await this.load(source);
  }

  /** One read for all the punches waiting on an empty cache. */
  private load(source: FenceSource): Promise<FenceSnapshot> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = source.all().then(
      (snapshot) => {
        if (this.loading === loading) this.loading = null;
        if (generation === this.generation && this.listening) this.snapshot = snapshot;
        return snapshot;
      },
      (error: unknown) => {
        if (this.loading === loading) this.loading = null;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  }

  private clear(): void {
    this.generation += 1;
    this.snapshot = null;
    // A punch that arrives after the change must not wait on a read that began before it.
    this.loading = null;
  }

  /** Called before a write to offices or to an employee's office in this process. */
  markWrite(now = Date.now()): void {
    this.pendingWriteUntil = now + PENDING_WRITE_MS;
    this.clear();
  }

  /**
   * PostgreSQL sends identical notifications of one transaction once, so the marks of
   * a bulk change are not counted: the first notification after them lifts the block.
   */
  receive(payload: string): void {
    if (payload !== OFFICE_FENCES_CHANGED) return;
    this.pendingWriteUntil = 0;
    this.clear();
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.clear();
  }
}

/** Every fence cache in this process, so HR's write in another feature marks them all. */
const processCaches = new Set<OfficeFenceCache>();

export function registerOfficeFenceCache(cache: OfficeFenceCache): () => void {
  processCaches.add(cache);
  return () => processCaches.delete(cache);
}

/** Call before changing offices or an employee's office (see OfficeFenceCache); the offices list of the closest address too. */
export function markOfficeFencesWrite(): void {
  for (const cache of processCaches) cache.markWrite();
  markSettingsWrite(OFFICE_FENCES_CHANGED);
}
