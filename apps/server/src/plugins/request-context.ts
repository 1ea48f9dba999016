import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, REQUEST_ID_HEADER } from '@portal/contracts/http';
import { sessionRoutes } from '@portal/contracts/session';
import { forbidden } from '../lib/app-error';
import { say } from '../lib/messages';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_BODY_TYPES = ['application/json', 'multipart/form-data'];
const LOGOUT_PATH = `${API_PREFIX}${sessionRoutes.logout.path}`;

/**
 * Request id echo, the server clock header, and the CSRF rule: a state-changing call
 * must carry X-Request-Id (a custom header no cross-site form can send) and, when it
 * has a body, JSON or multipart content. Together with the SameSite=Lax cookie, a
 * forged cross-site form post fails here before any handler runs.
 */
async function requestContext(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (!request.url.startsWith('/api/')) return;
    if (request.method === 'GET' && request.url.split('?')[0] === LOGOUT_PATH && !request.headers[REQUEST_ID_HEADER]) {
      // The spec's logout is a GET; without this, another site's <img> could log people out.
      throw forbidden(say('validation.missing_request_id'));
    }
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden(say('validation.cross_site'));
    }
    if (!request.headers[REQUEST_ID_HEADER]) {
      throw forbidden(say('validation.missing_request_id'));
    }
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
    if (hasBody && !ALLOWED_BODY_TYPES.some((type) => contentType.startsWith(type))) {
      throw forbidden(say('validation.body_type'));
    }
  });

  // The client shows the server's clock on the time in/out page, never the phone's.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-server-time', new Date().toISOString());
    return payload;
  });
}

export default fp(requestContext, { name: 'request-context' });
