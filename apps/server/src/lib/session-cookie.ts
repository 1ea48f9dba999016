import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@portal/contracts/session-constants';

/**
 * Over https (behind a TLS proxy with TRUST_PROXY) the session cookie is Secure and
 * carries the __Host- prefix, so the browser refuses it from plain http and from any
 * sibling domain. Over plain http (development, a closed network) it keeps its plain name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token this request carries under the name its scheme uses. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

export function sessionCookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    // __Host- requires path / and no Domain attribute.
    path: '/',
    maxAge: maxAgeSeconds,
  };
}

/** Hands the browser a new session's token, for as long as the session can last. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  absoluteHours: number,
): void {
  reply.setCookie(sessionCookieName(request), token, sessionCookieOptions(request, absoluteHours * 3600));
}
