import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import { ApiFailure, callApi } from '../../../lib/api-client';
import { sendRound, type SendAttempt, type SendOutcome } from './send-round';

/**
 * A failure that means the server was not reached, so the punch is kept and sent
 * later: no network, a timeout, or a gateway or server that is down. Any other
 * answer (a refusal) is the server's word on the punch itself.
 */
export function couldNotReachServer(error: unknown): boolean {
  if (error instanceof ApiFailure) return error.status === null || error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof DOMException;
}

let sending: Promise<SendOutcome> | null = null;

/** From the page: one round at a time in a tab; a punch sent twice anyway (another tab, the service worker, a lost answer) is stored once, by its key. */
export function sendKeptPunches(username: string): Promise<SendOutcome> {
  sending ??= sendRound(username, async (body): Promise<SendAttempt> => {
    try {
      return { ok: true, records: await callApi(timeClockRoutes.recordQueuedPunch, { body }) };
    } catch (error) {
      const signedOut = error instanceof ApiFailure && error.status === 401;
      // The server's own words where it answered, kept to be shown in whatever language the person reads then.
      const server = error instanceof ApiFailure ? error.server : null;
      const refusal = server ? { message: server.message, message_code: server.message_code, params: server.params } : { message: error instanceof Error ? error.message : String(error) };
      return { ok: false, reached: !couldNotReachServer(error), signedOut, ...refusal };
    }
  }).finally(() => {
    sending = null;
  });
  return sending;
}
