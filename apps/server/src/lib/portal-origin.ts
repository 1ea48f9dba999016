import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Where people's browsers reach the portal (the configured public address, else the
 * request's own): for links on certificates, the identity provider's redirect, and
 * where the provider sends people back after logout.
 */
export function portalOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return (app.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
