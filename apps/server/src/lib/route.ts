import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteDefinition } from '@portal/contracts/http';
import { logAccess, type AccessRead } from './access-log';
import type { CurrentUser } from './current-user';
import { requireSession } from './require-session';
import { SerialisedAnswer } from './serialised-answer';
import { assertStorableInput } from './storable-input';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<R extends RouteDefinition> {
  query: Output<R['querystring']>;
  body: Output<R['body']>;
  user: R['auth'] extends true ? CurrentUser : CurrentUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<R extends RouteDefinition = RouteDefinition> {
  /** Per-route rate limit (see @fastify/rate-limit), for the login-type calls. */
  rateLimit?: { max: number; timeWindow: string };
  /**
   * Serialise the answer without checking it against its schema, for answers of tens
   * of thousands of rows built by typed code (a month of staff attendance), where the
   * check would cost more than the query. The API tests check those shapes instead.
   */
  uncheckedResponse?: boolean;
  /**
   * Who may call it beyond having a session (HR administrators): checked before the
   * input is validated, so the wrong user learns nothing about the body's shape.
   */
  allow?: (user: CurrentUser) => void | Promise<void>;
  /**
   * The personal data of others the answer shows, recorded in the access log after the
   * handler succeeds and before the answer goes out (a refused call shows nothing).
   */
  reads?: (input: Pick<RouteContext<R>, 'query' | 'body'>) => readonly AccessRead[];
}

/**
 * Registers one route of the contracts' route table: path, method and schemas come
 * from the table, so the server cannot drift from what the client calls.
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: (context: RouteContext<R>) => Promise<z.input<R['response']> | SerialisedAnswer>,
  options: RouteOptions<R> = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      ...(route.querystring ? { querystring: route.querystring } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { 200: route.response },
    },
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    ...(options.uncheckedResponse ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
    // Before validation: someone without a session learns nothing about the body's shape.
    // Then every string of the input is held to what PostgreSQL can store, whatever
    // each field's schema says, so no text reaches the database unchecked.
    preValidation: async (request) => {
      if (route.auth) {
        const user = requireSession(request);
        await options.allow?.(user);
      }
      assertStorableInput(request);
    },
    handler: async (request, reply) => {
      const answer = await handler({
        query: request.query as Output<R['querystring']>,
        body: request.body as Output<R['body']>,
        user: request.user as RouteContext<R>['user'],
        request,
        reply,
      });
      if (options.reads && request.user) await logAccess(request.server.db, request.user, request, options.reads({ query: request.query as Output<R['querystring']>, body: request.body as Output<R['body']> }));
      // A string with a JSON content type skips the serialiser (see SerialisedAnswer).
      if (!(answer instanceof SerialisedAnswer)) return answer;
      reply.type('application/json; charset=utf-8');
      // A stream is read as the socket drains, one piece at a time: at most one piece
      // waits ahead of the socket (the default of 16 would let a fast producer hold
      // 16 batches of a company-wide report in memory).
      return reply.send(typeof answer.json === 'string' ? answer.json : Readable.from(answer.json, { highWaterMark: 1 }));
    },
  });
}
