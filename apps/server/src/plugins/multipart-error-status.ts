import type { FastifyRequest } from 'fastify';
import { say, type PortalMessage } from '../lib/messages';

// What the multipart parser (busboy) throws on a body that is not well-formed
// multipart: no boundary, a part or the preamble cut off, a broken part header.
const MALFORMED_MULTIPART = /boundary not found|terminated early|unexpected end of (multipart|form)|malformed part header|multipart/i;

/** The words for a malformed multipart body, or null when the error is something else. */
export function malformedMultipartMessage(error: { message?: unknown; statusCode?: unknown }, request: FastifyRequest): PortalMessage | null {
  if (error.statusCode !== undefined || typeof error.message !== 'string') return null;
  if (!request.isMultipart() || !MALFORMED_MULTIPART.test(error.message)) return null;
  // The parser's own words ("Unexpected end of form") stay as it wrote them, in both languages.
  return say('validation.malformed_multipart', { detail: error.message.replace(/^Multipart: /, '') });
}
