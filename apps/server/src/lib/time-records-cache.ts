import type { InvalidationSubscriber } from './invalidation-channel';

/** The channel payload a change to an employee's punches sends (a trigger on punches). */
export const PUNCHES_CHANGED_PREFIX = 'punches:';
const MAX_ENTRIES = 50_000;
/** A write marked here whose notification never came (it rolled back) stops blocking after this. */
const PENDING_WRITE_MS = 30_000;

interface Entry {
  /** What the answer depends on besides the punches: the window (today) and the time zone. */
  window: string;
  json: string;
}

/**
 * Employees' default time records (GET /v2/time), serialised, per API node. Never
 * stale, by three rules:
 * - every change to punches, on any node and by any path (time clock, approved
 *   adjustment, import, SQL), notifies every node through a trigger, which evicts;
 * - a write in this process marks the employee before it touches the table, and the
 *   mark holds until that notification arrives: until then nothing is served or kept
 *   (a read racing the commit could otherwise keep the old rows);
 * - an answer read from the database is kept only if no eviction happened since the
 *   read began (a generation per employee).
 * While the channel is down the cache is off, as the session cache is.
 */
export class TimeRecordsCache implements InvalidationSubscriber {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private readonly pendingWrites = new Map<string, { count: number; until: number }>();
  private listening = false;

  /** Take before reading the database; pass to set() with what was read. */
  generationOf(empId: string): number {
    return this.generations.get(empId) ?? 0;
  }

  get(empId: string, window: string): string | null {
    if (!this.listening || this.hasPendingWrite(empId)) return null;
    const entry = this.entries.get(empId);
    return entry && entry.window === window ? entry.json : null;
  }

  set(empId: string, window: string, json: string, generation: number): void {
    if (!this.listening || this.hasPendingWrite(empId) || this.generationOf(empId) !== generation) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(empId)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(empId, { window, json });
  }

  evict(empId: string): void {
    this.generations.set(empId, this.generationOf(empId) + 1);
    this.entries.delete(empId);
  }

  /** Called before a write to the employee's punches in this process. */
  markWrite(empId: string, now = Date.now()): void {
    const pending = this.pendingWrites.get(empId);
    this.pendingWrites.set(empId, { count: (pending?.count ?? 0) + 1, until: now + PENDING_WRITE_MS });
    this.evict(empId);
  }

  private hasPendingWrite(empId: string, now = Date.now()): boolean {
    const pending = this.pendingWrites.get(empId);
    if (!pending) return false;
    if (now < pending.until) return true;
    this.pendingWrites.delete(empId);
    return false;
  }

  receive(payload: string): void {
    if (!payload.startsWith(PUNCHES_CHANGED_PREFIX)) return;
    const empId = payload.slice(PUNCHES_CHANGED_PREFIX.length);
    const pending = this.pendingWrites.get(empId);
    if (pending && pending.count > 1) pending.count -= 1;
    else this.pendingWrites.delete(empId);
    this.evict(empId);
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.entries.clear();
  }
}

/**
 * Every time-records cache in this process, so a write anywhere in it (an approval
 * in another feature, in its own transaction) marks them all before it commits.
 */
const processCaches = new Set<TimeRecordsCache>();

export function registerTimeRecordsCache(cache: TimeRecordsCache): () => void {
  processCaches.add(cache);
  return () => processCaches.delete(cache);
}

/** Call before changing an employee's punches (see TimeRecordsCache). */
export function markPunchesWrite(empId: string): void {
  for (const cache of processCaches) cache.markWrite(empId);
}
