import type { FastifyRequest } from 'fastify';
import { findUnsafeText } from '@portal/contracts/input';
import { badRequest } from './app-error';

/**
 * Refuses a request whose query, path or body holds a string PostgreSQL cannot
 * store (a NUL, a lone surrogate), naming the field, before any schema or service
 * sees it.
 */
export function assertStorableInput(request: Pick<FastifyRequest, 'query' | 'params' | 'body'>): void {
  for (const part of [request.params, request.query, request.body]) {
    const found = findUnsafeText(part);
    if (found) throw badRequest(`${found.field} ${found.problem}`);
  }
}
