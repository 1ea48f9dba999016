import { AsyncLocalStorage } from 'node:async_hooks';

/** What the calling request has learnt of the shared state's versions (see features/session/session-lookups.ts). */
interface Freshness {
  /** The company settings version its session statement read; undefined: read settings fresh. */
  settingsVersion: number | undefined;
}

const storage = new AsyncLocalStorage<Freshness>();

/** Runs a request's handling with its own freshness; everything it awaits shares it. */
export function runWithFreshness(next: () => void): void {
  storage.run({ settingsVersion: undefined }, next);
}

/** Called with the settings version the request's session statement read. */
export function observeSettingsVersion(version: number): void {
  const freshness = storage.getStore();
  if (freshness) freshness.settingsVersion = version;
}

/**
 * The settings version the current request saw: a node's cached settings serve it
 * only if read at that version or later. Undefined outside a request with a session
 * (a public page, a background job, a transaction's own reads): read fresh.
 */
export function settingsVersionSeen(): number | undefined {
  return storage.getStore()?.settingsVersion;
}

/**
 * Called by a write to the settings: the rest of this request reads them fresh, since
 * the version it saw is older than the write it just made.
 */
export function settingsWritten(): void {
  const freshness = storage.getStore();
  if (freshness) freshness.settingsVersion = undefined;
}
