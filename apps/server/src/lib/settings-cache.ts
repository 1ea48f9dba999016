import { settingsVersionSeen } from './request-freshness';

interface Entry<Value> {
  value: Promise<Value>;
  /** The settings version the request that read it had seen: the value holds every change up to it. */
  version: number;
}

/**
 * A setting read on hot paths (the company's time zone, its time clock policy, the
 * offices), kept per database handle. Never older than the caller may see: every
 * change to the tables behind the settings bumps the company's settings version in
 * its own transaction (triggers), every call's session statement reads that version,
 * and a value read at an older version than the caller saw is read again. A value
 * read after a version was seen holds every change up to it, so a newer value
 * serves a caller that saw an older version, never the reverse. A caller that saw
 * no version (no session, or a background job) reads fresh.
 */
export function settingsCache<Key extends object, Value>(load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const entries = new WeakMap<Key, Entry<Value>>();
  return (key) => {
    const version = settingsVersionSeen();
    if (version === undefined) return load(key);
    const entry = entries.get(key);
    if (entry && entry.version >= version) return entry.value;
    const value = load(key);
    entries.set(key, { value, version });
    // A failed read is not kept: the next call tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
