import { msg } from '@lingui/core/macro';
import { i18n } from './i18n';
import { SUPPORT_CONTACT_FALLBACK } from './runtime-config';
import { readServerMessage } from './server-message';

/* eslint-disable lingui/no-unlocalized-strings -- the spec's English, for comparing; people read the msg`` copies below */
/** The spec's §8 error catalogue, word for word (in English; a person reads describeFailure's, in their language). */
export const SESSION_EXPIRED = 'Unauthorized! Session Expired!';
/** Spec §8 authentication failure: the server said the session's token timed out (code TOKEN_EXPIRED). */
export const TOKEN_EXPIRED = 'Token has expired';
export const EPERM_MESSAGE =
  "Something undesirable happened processing your request! We've notified the developers. For the meantime, please try again.";
export const NO_RESPONSE_MESSAGE = 'Unable to communicate with the backend server. Please contact IT Helpdesk for support.';
export const UNKNOWN_FAILURE_MESSAGE =
  'Something happened undesirable and triggered an error. Please try again. If the problem persist please consult your IT Department.';

/* eslint-enable lingui/no-unlocalized-strings */

// The same catalogue as a person reads it: each English text above is its message.
const sessionExpired = msg`Unauthorized! Session Expired!`;
const tokenExpired = msg`Token has expired`;
const eperm = msg`Something undesirable happened processing your request! We've notified the developers. For the meantime, please try again.`;
const noResponse = msg`Unable to communicate with the backend server. Please contact IT Helpdesk for support.`;
const unknownFailure = msg`Something happened undesirable and triggered an error. Please try again. If the problem persist please consult your IT Department.`;

export type Failure =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'no-response' }
  | { kind: 'other' };

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return readServerMessage(body as { message: string });
  }
  return null;
}

function serverCode(body: unknown): string | null {
  return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : null;
}

/**
 * What a person is told about a failed call. `sessionCall` is false for the public
 * calls (login, password change), where a 401 means a wrong password, not an
 * expired session, and the server's own message says so.
 */
export function describeFailure(failure: Failure, supportEmail: string, sessionCall = true): string {
  if (failure.kind === 'no-response') return i18n._(noResponse);
  if (failure.kind === 'other') return i18n._(unknownFailure);
  const { status, body } = failure;
  if (status === 401 && sessionCall) return i18n._(serverCode(body) === 'TOKEN_EXPIRED' ? tokenExpired : sessionExpired);
  if (status === 500 && serverCode(body) === 'EPERM') return i18n._(eperm);
  // Without a configured address, the words in the person's language ("your IT helpdesk").
  const contact = supportEmail === SUPPORT_CONTACT_FALLBACK ? i18n._(msg`your IT helpdesk`) : supportEmail;
  if (status === 502) return i18n._(msg`502 Bad Gateway. Please report to ${contact}`);
  if (status === 504) return i18n._(msg`504 Gateway Timeout. Please report to ${contact}`);
  return serverMessage(body) ?? i18n._(unknownFailure);
}
