import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionRoutes } from '@portal/contracts/session';
import { PASSWORD_CHANGED_MESSAGE } from '@portal/contracts/session-constants';
import { readSessionToken, sessionCookieName, sessionCookieOptions } from '../../lib/session-cookie';
import { clientAddress } from '../../lib/client-address';
import { registerRoute } from '../../lib/route';
import { changePassword, logIn, logOut } from './session.service';

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), sessionCookieOptions(request, 0));
}

export default async function sessionRoutesPlugin(app: FastifyInstance) {
  const loginLimit = { max: app.config.loginAttemptsPerMinute, timeWindow: '1 minute' };

  registerRoute(
    app,
    sessionRoutes.authenticate,
    async ({ body, request, reply }) => {
      // Logging in replaces whatever session this browser had.
      const replaced = await logOut(app.db, readSessionToken(request));
      if (replaced) app.sessionCache.evict(replaced);
      const { token, user } = await logIn(app.db, app.config, {
        username: body.username,
        password: body.password,
        ip: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? null,
      });
      reply.setCookie(sessionCookieName(request), token, sessionCookieOptions(request, app.config.sessionAbsoluteHours * 3600));
      return { message: `Welcome, ${user.firstname}!`, ...user };
    },
    { rateLimit: loginLimit },
  );

  registerRoute(app, sessionRoutes.logout, async ({ request, reply }) => {
    // Evicted here at once; other API nodes hear of it through the database.
    const revoked = await logOut(app.db, readSessionToken(request));
    if (revoked) app.sessionCache.evict(revoked);
    clearSessionCookie(request, reply);
    return { message: 'You have been logged out.' };
  });

  registerRoute(
    app,
    sessionRoutes.changePassword,
    async ({ body, user, request }) => {
      const revoked = await changePassword(app.db, app.config, { ...body, caller: user, requestId: request.id });
      for (const tokenHash of revoked) app.sessionCache.evict(tokenHash);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
    { rateLimit: loginLimit },
  );
}
