/** Spec §2 and §8 events: the person logged out, the session timed out, its token expired, or the server denied access. */
type SessionEvent =
  | { type: 'logout' }
  | { type: 'session-timeout'; message: string }
  | { type: 'authentication-failure'; message: string }
  | { type: 'access-denied'; message: string };

const listeners = new Set<(event: SessionEvent) => void>();

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
