/**
 * Caches what a loader reads for a few seconds, per database handle. For settings
 * read on every punch that change perhaps once a year (the time zone, the office
 * geofences), a few seconds of delay after an edit is the whole cost.
 */
export function shortLivedCache<Key extends object, Value>(
  ttlMs: number,
  load: (key: Key) => Promise<Value>,
): (key: Key) => Promise<Value> {
  const entries = new WeakMap<Key, { value: Promise<Value>; at: number }>();
  return (key) => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && now - entry.at < ttlMs) return entry.value;
    const value = load(key);
    entries.set(key, { value, at: now });
    // A failed read is not kept: the next call tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}
