import type { TimeRecord } from '@portal/contracts/time-clock';
import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import { ApiFailure, callApi } from '../../../lib/api-client';
import { forgetPunch, listKeptPunches, markRefused } from './punch-queue';

/**
 * A failure that means the server was not reached, so the punch is kept and sent
 * later: no network, a timeout, or a gateway or server that is down. Any other
 * answer (a refusal) is the server's word on the punch itself.
 */
export function couldNotReachServer(error: unknown): boolean {
  if (error instanceof ApiFailure) return error.status === null || error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof DOMException;
}

export interface SendOutcome {
  sent: number;
  refused: number;
  /** The records the last accepted punch answered, to show at once. */
  records: TimeRecord[] | null;
}

let sending: Promise<SendOutcome> | null = null;

/**
 * Sends this person's waiting punches, oldest first, one at a time, so the server
 * judges them in the order they were made. A refused one is kept with the server's
 * message until dismissed; the first that cannot reach the server stops the round
 * (the rest wait for the next). One round at a time in a tab; a punch sent twice
 * anyway (another tab, a lost answer) is stored once, by its key.
 */
export function sendKeptPunches(username: string): Promise<SendOutcome> {
  sending ??= sendRound(username).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendRound(username: string): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, refused: 0, records: null };
  for (const punch of await listKeptPunches(username)) {
    if (punch.state !== 'waiting') continue;
    try {
      outcome.records = await callApi(timeClockRoutes.recordQueuedPunch, {
        body: {
          direction: punch.direction,
          device_time: punch.deviceTime,
          clock_offset_ms: punch.clockOffsetMs,
          geotag: punch.geotag,
          idempotency_key: punch.key,
          ...(punch.reason ? { reason: punch.reason } : {}),
        },
      });
      await forgetPunch(punch.key);
      outcome.sent += 1;
    } catch (error) {
      if (couldNotReachServer(error)) break;
      // Signed out meanwhile: the punch waits for its owner's next session.
      if (error instanceof ApiFailure && error.status === 401) break;
      await markRefused(punch, error instanceof Error ? error.message : String(error));
      outcome.refused += 1;
    }
  }
  return outcome;
}
