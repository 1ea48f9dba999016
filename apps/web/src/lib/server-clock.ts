import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

// Milliseconds to add to the device clock to get the server's. Every API answer
// carries X-Server-Time; the time in/out page shows server time, never the phone's.
const offset = createExternalStore(0);

export function recordServerTime(header: string | null, requestStartedAt: number, receivedAt: number): void {
  if (!header) return;
  const serverTime = Date.parse(header);
  if (Number.isNaN(serverTime)) return;
  // The server stamped the answer about halfway through the round trip.
  offset.set(serverTime - (requestStartedAt + receivedAt) / 2);
}

export function serverNow(): Date {
  return new Date(Date.now() + offset.get());
}

export function useServerClockOffset(): number {
  return useSyncExternalStore(offset.subscribe, offset.get);
}
