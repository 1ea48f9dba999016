import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RouteDefinition } from '@portal/contracts/http';
import { forbidden } from '../lib/app-error';
import type { CurrentUser } from '../lib/current-user';
import { registerRoute, type RouteContext, type RouteOptions } from '../lib/route';
import { say } from '../lib/messages';

/** Every administration call is for HR administrators only, whatever the client's menu shows. */
export function assertHrAdmin(user: CurrentUser): void {
  if (!user.hradmin) throw forbidden(say('admin.hr_only'));
}

/**
 * Registers an administration route: the caller must be an HR administrator,
 * checked before anything of the request is validated or read (an upload included).
 */
export function registerAdminRoute<R extends RouteDefinition & { auth: true }>(
  app: FastifyInstance,
  route: R,
  handler: (context: RouteContext<R> & { user: CurrentUser }) => Promise<z.input<R['response']>>,
  options: RouteOptions<R> = {},
): void {
  registerRoute(app, route, async (context) => handler(context as RouteContext<R> & { user: CurrentUser }), { ...options, allow: assertHrAdmin });
}
