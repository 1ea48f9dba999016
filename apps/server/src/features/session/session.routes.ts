import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionRoutes } from '@portal/contracts/session';
import { PASSWORD_CHANGED_MESSAGE } from '@portal/contracts/session-constants';
import { readSessionToken, sessionCookieName, sessionCookieOptions, setSessionCookie } from '../../lib/session-cookie';
import { clientAddress } from '../../lib/client-address';
import { registerRoute } from '../../lib/route';
import { portalOrigin } from '../../lib/portal-origin';
import { providerLogoutUrl } from '../sign-in/sso.service';
import { changePassword, currentSessionUser, logIn, logOut } from './session.service';
import { codedFields, say } from '../../lib/messages';

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
      await logOut(app.db, readSessionToken(request));
      const { token, user } = await logIn(app.db, app.config, {
        username: body.username,
        password: body.password,
        ip: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(request, reply, token, app.config.sessionAbsoluteHours);
      return { ...codedFields(say('sign_in.welcome', { name: user.firstname })), ...user };
    },
    { rateLimit: loginLimit },
  );

  registerRoute(app, sessionRoutes.logout, async ({ request, reply }) => {
    // Every node reads the session on every call: refused from the next call everywhere.
    const idToken = await logOut(app.db, readSessionToken(request));
    clearSessionCookie(request, reply);
    // Signed in through the company's provider: its session ends too, where it can.
    const endSessionUrl = idToken ? await providerLogoutUrl(app.db, idToken, `${portalOrigin(app, request)}/`) : null;
    return { ...codedFields(say('session.logged_out')), ...(endSessionUrl ? { end_session_url: endSessionUrl } : {}) };
  });

  registerRoute(app, sessionRoutes.current, async ({ user }) => currentSessionUser(app.db, user));

  registerRoute(
    app,
    sessionRoutes.changePassword,
    async ({ body, user, request }) => {
      await changePassword(app.db, app.config, { ...body, caller: user, requestId: request.id });
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
    { rateLimit: loginLimit },
  );
}
