/** The spec's §8 error catalogue, word for word. */
export const SESSION_EXPIRED = 'Unauthorized! Session Expired!';
/** Spec §8 authentication failure: the server said the session's token timed out (code TOKEN_EXPIRED). */
export const TOKEN_EXPIRED = 'Token has expired';
export const EPERM_MESSAGE =
  "Something undesirable happened processing your request! We've notified the developers. For the meantime, please try again.";
export const NO_RESPONSE_MESSAGE = 'Unable to communicate with the backend server. Please contact IT Helpdesk for support.';
export const UNKNOWN_FAILURE_MESSAGE =
  'Something happened undesirable and triggered an error. Please try again. If the problem persist please consult your IT Department.';

export type Failure =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'no-response' }
  | { kind: 'other' };

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
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
  if (failure.kind === 'no-response') return NO_RESPONSE_MESSAGE;
  if (failure.kind === 'other') return UNKNOWN_FAILURE_MESSAGE;
  const { status, body } = failure;
  if (status === 401 && sessionCall) return serverCode(body) === 'TOKEN_EXPIRED' ? TOKEN_EXPIRED : SESSION_EXPIRED;
  if (status === 500 && serverCode(body) === 'EPERM') return EPERM_MESSAGE;
  if (status === 502) return `502 Bad Gateway. Please report to ${supportEmail}`;
  if (status === 504) return `504 Gateway Timeout. Please report to ${supportEmail}`;
  return serverMessage(body) ?? UNKNOWN_FAILURE_MESSAGE;
}
