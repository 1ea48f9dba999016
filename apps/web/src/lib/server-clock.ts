import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

// Milliseconds to add to the device clock to get the server's. Every API answer
// carries X-Server-Time; the time in/out page shows server time, never the phone's.
// The last one measured is kept on the phone too: a punch made offline, perhaps after
// a reload with no network, is sent with it so the server can correct the phone's time.
const OFFSET_STORAGE_KEY = 'portal.serverClockOffset';

function readKeptOffset(): number {
  try {
    const kept = Number(localStorage.getItem(OFFSET_STORAGE_KEY));
    return Number.isFinite(kept) ? kept : 0;
  } catch {
    return 0;
  }
}

const offset = createExternalStore(readKeptOffset());

export function recordServerTime(header: string | null, requestStartedAt: number, receivedAt: number): void {
  if (!header) return;
  const serverTime = Date.parse(header);
  if (Number.isNaN(serverTime)) return;
  // The server stamped the answer about halfway through the round trip.
  const measured = Math.round(serverTime - (requestStartedAt + receivedAt) / 2);
  // Kept when it moves by a second or more, not on every answer.
  if (Math.abs(measured - offset.get()) >= 1000) {
    try {
      localStorage.setItem(OFFSET_STORAGE_KEY, String(measured));
    } catch {
      // A phone with storage full or blocked still shows the right time while open.
    }
  }
  offset.set(measured);
}

export function serverNow(): Date {
  return new Date(Date.now() + offset.get());
}

/** Server minus device, in milliseconds, as last measured (0 before any answer on this phone). */
export function serverClockOffset(): number {
  return offset.get();
}

export function useServerClockOffset(): number {
  return useSyncExternalStore(offset.subscribe, offset.get);
}
