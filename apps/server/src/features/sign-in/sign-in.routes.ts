import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@portal/contracts/http';
import { signInRoutes, SSO_CALLBACK_PATH, SSO_START_PATH } from '@portal/contracts/sign-in';
import { clientAddress } from '../../lib/client-address';
import { codedFields, say } from '../../lib/messages';
import { portalOrigin } from '../../lib/portal-origin';
import { registerRoute } from '../../lib/route';
import { allowOnly, isHr } from '../../lib/role-guards';
import { readSessionToken, setSessionCookie } from '../../lib/session-cookie';
import { logOut } from '../session/session.service';
import { changeSignInSettings, readSignInSettings, signInOptions } from './sign-in-settings.service';
import { finishSsoSignIn, SsoRefusal, startSsoSignIn } from './sso.service';

const redirectUriOf = (app: FastifyInstance, request: FastifyRequest) =>
  `${portalOrigin(app, request)}${API_PREFIX}${SSO_CALLBACK_PATH}`;

export default async function signInRoutesPlugin(app: FastifyInstance) {
  const hrOnly = allowOnly(isHr, say('sign_in.hr_only'));

  registerRoute(app, signInRoutes.options, async () => signInOptions(app.db));

  registerRoute(
    app,
    signInRoutes.read,
    async ({ request }) => readSignInSettings(app.db, redirectUriOf(app, request)),
    hrOnly,
  );

  registerRoute(
    app,
    signInRoutes.update,
    async ({ body, user, request }) => ({
      ...(await changeSignInSettings(app.db, user, body, redirectUriOf(app, request), request.id)),
      ...codedFields(say('sign_in.saved')),
    }),
    hrOnly,
  );

  // Redirects, not JSON: the browser itself goes to the provider and comes back.
  const signInLimit = { rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: '1 minute' } };
  // The client routes by the address's fragment (a hash router).
  const toLogin = (reason: string) => `/#/login?sso_error=${encodeURIComponent(reason)}`;

  app.get(SSO_START_PATH, { config: signInLimit }, async (request, reply) => {
    try {
      return reply.redirect((await startSsoSignIn(app.db, redirectUriOf(app, request))).href);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in through the identity provider could not start');
      return reply.redirect(toLogin(error instanceof SsoRefusal ? error.reason : 'refused'));
    }
  });

  app.get(SSO_CALLBACK_PATH, { config: signInLimit }, async (request, reply) => {
    // The provider's answer as it reached the registered address (the token request names it).
    const callbackUrl = new URL(redirectUriOf(app, request));
    callbackUrl.search = new URL(request.url, 'http://portal').search;
    try {
      // Signing in replaces whatever session this browser had.
      await logOut(app.db, readSessionToken(request));
      const { token } = await finishSsoSignIn(app.db, app.config, callbackUrl, {
        ip: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(request, reply, token, app.config.sessionAbsoluteHours);
      return reply.redirect('/#/sso');
    } catch (error) {
      if (!(error instanceof SsoRefusal)) throw error;
      request.log.warn(
        { reason: error.reason, detail: error.message },
        'sign-in through the identity provider refused',
      );
      return reply.redirect(toLogin(error.reason));
    }
  });
}
