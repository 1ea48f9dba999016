import type { QueuedPunchBody, TimeRecord } from '@portal/contracts/time-clock';
import { forgetPunch, listKeptPunches, markRefused, type QueuedPunch } from './punch-queue';
import type { CodedMessageFields } from '@portal/contracts/messages';

/** What sending one punch came to: the records, or why not (and whether the server was reached at all). */
/** A refusal keeps the server's code and parameters beside its English, so the page shows it in the person's language. */
export type SendAttempt =
  | { ok: true; records: TimeRecord[] }
  | ({ ok: false; reached: boolean; signedOut: boolean; message: string } & CodedMessageFields);

export interface SendOutcome {
  sent: number;
  refused: number;
  /** The records the last accepted punch answered, to show at once. */
  records: TimeRecord[] | null;
}

export function queuedPunchBody(punch: QueuedPunch): QueuedPunchBody {
  return {
    direction: punch.direction,
    device_time: punch.deviceTime,
    clock_offset_ms: punch.clockOffsetMs,
    geotag: punch.geotag,
    idempotency_key: punch.key,
    ...(punch.reason ? { reason: punch.reason } : {}),
  };
}

/**
 * One round of sending a person's waiting punches, oldest first, one at a time, so the
 * server judges them in the order they were made. A refused one is kept with the
 * server's message until dismissed; the first that cannot reach the server, or finds
 * the session gone, ends the round (the rest wait for the next). Shared by the page
 * and the service worker, each sending in its own way (`send`).
 */
export async function sendRound(username: string, send: (body: QueuedPunchBody) => Promise<SendAttempt>): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, refused: 0, records: null };
  for (const punch of await listKeptPunches(username)) {
    if (punch.state !== 'waiting') continue;
    const attempt = await send(queuedPunchBody(punch));
    if (attempt.ok) {
      await forgetPunch(punch.key);
      outcome.records = attempt.records;
      outcome.sent += 1;
      continue;
    }
    if (!attempt.reached || attempt.signedOut) break;
    await markRefused(punch, attempt);
    outcome.refused += 1;
  }
  return outcome;
}
