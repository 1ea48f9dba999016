import type { SessionRow } from './session.repository';

/** A session is touched (last_seen_at written) at most this often. */
const TOUCH_EVERY_MS = 60_000;

export type SessionState = 'live' | 'timed_out' | 'ended';

/**
 * What a session is now, by the database's clock as it read the row: ended (revoked,
 * or its employee no longer active), timed out (idle too long, or past the earlier of
 * its end set at login and login + the absolute timeout now in force), or live.
 */
export function sessionState(row: SessionRow, timeouts: { idleMinutes: number; absoluteHours: number }): SessionState {
  if (!row.live) return 'ended';
  const now = row.checked_ms;
  const end = Math.min(row.expires_ms, row.created_ms + timeouts.absoluteHours * 3_600_000);
  if (end <= now || row.last_seen_ms <= now - timeouts.idleMinutes * 60_000) return 'timed_out';
  return 'live';
}

/** last_seen_at is more than a minute old: the caller queues a touch (see SessionTouches). */
export function isTouchDue(row: SessionRow): boolean {
  return row.last_seen_ms < row.checked_ms - TOUCH_EVERY_MS;
}
