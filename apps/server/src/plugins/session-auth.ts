import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '@portal/contracts/session';
import type { CurrentUser } from '../lib/current-user';
import { hashSessionToken } from '../features/session/session-token';
import { findLiveSession } from '../features/session/session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
}

/** Resolves the session cookie to the calling user on every API request. */
async function sessionAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = hashSessionToken(token);
    const session = await findLiveSession(app.db, tokenHash, app.config.sessionIdleMinutes);
    if (!session) return;
    request.user = {
      empId: session.emp_id,
      username: session.username,
      firstname: session.firstname,
      lastname: session.lastname,
      approver: session.approver,
      coeapprover: session.coeapprover,
      payslip: session.payslip,
      teamlead: session.teamlead,
      hradmin: session.hradmin,
      mustChangePassword: session.must_change_password,
      sessionTokenHash: tokenHash,
    };
  });
}

export default fp(sessionAuth, { name: 'session-auth', dependencies: ['@fastify/cookie'] });
