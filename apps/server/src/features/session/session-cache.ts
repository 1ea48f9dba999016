import type { InvalidationSubscriber } from '../../lib/invalidation-channel';
import type { CurrentUser } from '../../lib/current-user';

/** How long a resolved session is trusted before the database is asked again. */
export const SESSION_CACHE_MS = 60_000;
const MAX_ENTRIES = 20_000;
/** The revocation channel's payload that clears every node's cache rather than one session. */
export const CLEAR_ALL_SESSIONS = '*';

interface Entry {
  user: CurrentUser;
  cachedAt: number;
  expiresAt: number;
}

/**
 * Live sessions resolved in the last minute, so a busy API node does not ask the
 * database who the caller is on every request. Revocations reach every node at once
 * through PostgreSQL's LISTEN/NOTIFY; while that channel is down the cache is off,
 * so a revoked session is never honoured.
 */
export class SessionCache implements InvalidationSubscriber {
  private readonly entries = new Map<string, Entry>();
  private listening = false;

  get(tokenHash: string, now = Date.now()): CurrentUser | null {
    if (!this.listening) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now - entry.cachedAt > SESSION_CACHE_MS || now >= entry.expiresAt) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.user;
  }

  set(user: CurrentUser, expiresAt: Date, now = Date.now()): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps keep insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(user.sessionTokenHash, { user, cachedAt: now, expiresAt: expiresAt.getTime() });
  }

  evict(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Forgets every cached session, so each is checked against the database on its next call. */
  clear(): void {
    this.entries.clear();
  }

  /** A revocation from the invalidation channel: one token hash, or every session. */
  receive(payload: string): void {
    // '*' (sent when HR changes the session timeouts) drops every cached session.
    if (payload === CLEAR_ALL_SESSIONS) this.clear();
    else this.evict(payload);
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.entries.clear();
  }
}
