import type { InvalidationSubscriber } from './invalidation-channel';

/** The channel payload any change to the company row sends (a statement trigger). */
export const COMPANY_CHANGED = 'company';
/** A write marked here whose notification never came (it rolled back) stops blocking after this. */
const PENDING_WRITE_MS = 30_000;

/** The payloads some cache is invalidated by; anything else on the channel is not theirs. */
const watched = new Set<string>();
/** Bumped by each notification of a payload: a value read under an older version is stale. */
const versions = new Map<string, number>();
/** Bumped whenever a channel starts or stops listening: nothing read before counts after. */
let epoch = 0;
/** Until when a write in this process reads each payload's values fresh, unless its notification comes first. */
const pendingWrites = new Map<string, number>();
/** The listening channels of each database handle (one per API node; a test may run two apps on one handle). */
const listeners = new WeakMap<object, Set<SettingsCacheSubscriber>>();

const stampOf = (payload: string) => `${epoch}:${versions.get(payload) ?? 0}`;

function writePending(payload: string, now = Date.now()): boolean {
  const until = pendingWrites.get(payload);
  if (until === undefined) return false;
  if (now < until) return true;
  pendingWrites.delete(payload);
  return false;
}

/**
 * A setting read on hot paths (the company's time zone, its time clock policy, the
 * offices), kept per database handle until a change to its table is announced on the
 * invalidation channel: a change on any node, by any path, applies to the next call
 * everywhere. Three rules, as for the other caches on the channel:
 * - a statement trigger on the table sends `changedBy`, and every node drops the value;
 * - a write in this process marks the payload before it touches the table, and until
 *   that notification arrives (or 30 s) values are read fresh and not kept;
 * - a value read while a notification arrived is not served after it.
 * While the channel is down, or for a handle no channel listens for (a transaction),
 * every call reads fresh.
 */
export function settingsCache<Key extends object, Value>(changedBy: string, load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  watched.add(changedBy);
  const entries = new WeakMap<Key, { value: Promise<Value>; stamp: string }>();
  return (key) => {
    if (!listeners.get(key)?.size || writePending(changedBy)) return load(key);
    const stamp = stampOf(changedBy);
    const entry = entries.get(key);
    if (entry?.stamp === stamp) return entry.value;
    const value = load(key);
    entries.set(key, { value, stamp });
    // A failed read is not kept: the next call tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

/** Call before changing a table behind a settings cache in this process (see settingsCache). */
export function markSettingsWrite(changedBy: string, now = Date.now()): void {
  pendingWrites.set(changedBy, now + PENDING_WRITE_MS);
  versions.set(changedBy, (versions.get(changedBy) ?? 0) + 1);
}

/** Joins a node's invalidation channel to the settings caches of its database handle. */
export class SettingsCacheSubscriber implements InvalidationSubscriber {
  constructor(private readonly db: object) {}

  receive(payload: string): void {
    if (!watched.has(payload)) return;
    versions.set(payload, (versions.get(payload) ?? 0) + 1);
    pendingWrites.delete(payload);
  }

  setListening(listening: boolean): void {
    let channels = listeners.get(this.db);
    if (!channels) listeners.set(this.db, (channels = new Set()));
    if (listening) channels.add(this);
    else channels.delete(this);
    epoch += 1;
  }
}
