import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from './app-error';
import type { CurrentUser } from './current-user';
import { say } from './messages';

/**
 * The caller's session, or the 401 that says why there is none. A cookie whose
 * session ran past its timeout is told apart (TOKEN_EXPIRED) from no cookie or a
 * revoked, unknown or refused one (UNAUTHORIZED), so the client can show the
 * spec's message for each case.
 */
export function requireSession(request: FastifyRequest): CurrentUser {
  if (request.user) return request.user;
  if (request.sessionTimedOut) throw new AppError('TOKEN_EXPIRED', say('session.token_expired'));
  throw unauthorized(say('session.expired'));
}
