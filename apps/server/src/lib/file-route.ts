import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { logAccess, type AccessRead } from './access-log';
import type { CurrentUser } from './current-user';
import { requireSession } from './require-session';
import { assertStorableInput } from './storable-input';

/**
 * A signed-in caller's GET that answers a file (a PDF, an uploaded document) rather
 * than JSON, so it sits outside the contracts' route table. It is split in three so
 * the access log is written here, as registerRoute's `reads` is: after the file is
 * found (a refused call shows nothing) and before anything goes out.
 */
export interface FileRoute<Found> {
  path: string;
  schema: FastifySchema;
  /** Refuse input PostgreSQL cannot store before validation, as every JSON route does. */
  checkStorableInput?: boolean;
  /** The file and what is known about it, for this caller, or the refusal. */
  find: (user: CurrentUser, request: FastifyRequest) => Promise<Found>;
  /** The personal data of others the file shows. */
  reads: (found: Found) => readonly AccessRead[];
  send: (reply: FastifyReply, found: Found, request: FastifyRequest) => FastifyReply | Promise<FastifyReply>;
}

export function registerFileRoute<Found>(app: FastifyInstance, route: FileRoute<Found>): void {
  // Before validation: someone without a session learns nothing about the input's shape.
  const preValidation = async (request: FastifyRequest) => {
    requireSession(request);
    if (route.checkStorableInput) assertStorableInput(request);
  };
  app.get(route.path, { schema: route.schema, preValidation }, async (request, reply) => {
    const user = requireSession(request);
    const found = await route.find(user, request);
    await logAccess(app.db, user, request, route.reads(found));
    return route.send(reply, found, request);
  });
}
