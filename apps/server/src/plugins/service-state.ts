import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What the shutdown needs to know about traffic, and what readiness reports. */
export interface ServiceState {
  /** A stop was asked for: readiness answers 503 and every answer closes its connection. */
  draining: boolean;
  /** When a connection was last accepted or a request last began (ms since epoch). */
  lastActivityAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    serviceState: ServiceState;
  }
}

async function serviceState(app: FastifyInstance) {
  const state: ServiceState = { draining: false, lastActivityAt: Date.now() };
  app.decorate('serviceState', state);
  app.server.on('connection', () => {
    state.lastActivityAt = Date.now();
  });
  app.addHook('onRequest', async () => {
    state.lastActivityAt = Date.now();
  });
  // While draining, a client must not send its next request on this connection:
  // the listener is about to close, and a request racing that close would be reset.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.draining) reply.header('connection', 'close');
    return payload;
  });
}

export default fp(serviceState, { name: 'service-state' });
