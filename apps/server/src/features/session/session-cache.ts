import pg from 'pg';
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
export class SessionCache {
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

  private setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.entries.clear();
  }

  /** Listens for revocations; returns a function that stops listening. */
  async listen(connectionString: string, onError: (error: unknown) => void): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      // '*' (sent when HR changes the session timeouts) drops every cached session.
      next.on('notification', (message) => {
        if (message.payload === CLEAR_ALL_SESSIONS) this.clear();
        else if (message.payload) this.evict(message.payload);
      });
      next.on('error', (error) => {
        this.setListening(false);
        onError(error);
        void next.end().catch(() => {});
        reconnectLater();
      });
      await next.connect();
      await next.query('listen session_revoked');
      if (stopped) return void next.end().catch(() => {});
      client = next;
      this.setListening(true);
    };
    // Until the database is back (a restart can take several tries), keep trying;
    // the cache stays off meanwhile, so nothing revoked is honoured.
    const reconnectLater = () => {
      if (stopped) return;
      setTimeout(() => {
        if (stopped) return;
        connect().catch((error: unknown) => {
          onError(error);
          reconnectLater();
        });
      }, 1000).unref();
    };
    await connect();
    return async () => {
      stopped = true;
      this.setListening(false);
      await client?.end().catch(() => {});
    };
  }
}
