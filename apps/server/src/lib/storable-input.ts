import type { FastifyRequest } from 'fastify';
import { findUnsafeText } from '@portal/contracts/input';
import { validationInFilipino } from '@portal/contracts/validation-in-filipino';
import { badRequest } from './app-error';
import { say } from './messages';

/**
 * Refuses a request whose query, path or body holds a string PostgreSQL cannot
 * store (a NUL, a lone surrogate), naming the field, before any schema or service
 * sees it.
 */
export function assertStorableInput(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): void {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnsafeText(part);
    if (!found) continue;
    const english = `${found.field} ${found.problem}`;
    // The English word for word: Lingui would render its "\u0000" as the character itself.
    throw badRequest({ ...say('validation.issues', { lines: { en: english, fil: validationInFilipino(english) } }), text: english });
  }
}
