import type { FastifyReply, FastifyRequest } from 'fastify';
import { codedFields, say } from '../lib/messages';

/** How long a client is asked to wait before retrying: about one restart of the database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;


/**
 * PostgreSQL's codes for a connection that ended or could not start: class 08
 * (connection exception), admin or crash shutdown, starting up or shutting down,
 * too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket's own failures, when there is no PostgreSQL to answer at all. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg and pg-pool say it in words only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  /Cannot use a pool after calling end on the pool/,
];

function causesOf(error: unknown): unknown[] {
  const found: unknown[] = [];
  let current: unknown = error;
  while (current instanceof Error && found.length < 5) {
    found.push(current);
    if (current instanceof AggregateError) found.push(...current.errors);
    current = current.cause;
  }
  return found;
}

/** True when the error means the database could not be reached, rather than that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some((cause) => {
    if (!(cause instanceof Error)) return false;
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
    return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(cause.message));
  });
}

/**
 * 503 with Retry-After. Nothing was committed: a transaction that loses its
 * connection is rolled back by PostgreSQL, and a lost COMMIT answer is the one
 * case where the client retries into the existing 409 (a time-in stored once).
 */
export function replyDatabaseUnavailable(error: Error, request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'database unavailable');
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ ...codedFields(say('validation.database_unavailable')), code: 'DB_UNAVAILABLE' });
}
