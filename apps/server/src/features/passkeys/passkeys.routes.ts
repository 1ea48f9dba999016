import type { FastifyInstance } from 'fastify';
import { passkeyRoutes } from '@portal/contracts/passkeys';
import { clientAddress } from '../../lib/client-address';
import { codedFields, say } from '../../lib/messages';
import { portalOrigin } from '../../lib/portal-origin';
import { registerRoute } from '../../lib/route';
import { readSessionToken, setSessionCookie } from '../../lib/session-cookie';
import { logOut } from '../session/session.service';
import {
  giveSecondFactorByPasskey,
  listMyPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  secondFactorPasskeyOptions,
  signInWithPasskey,
} from './passkeys.service';

export default async function passkeyRoutesPlugin(app: FastifyInstance) {
  const signInLimit = { rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: '1 minute' } };

  registerRoute(app, passkeyRoutes.list, async ({ user }) => ({ passkeys: await listMyPasskeys(app.db, user) }));
  registerRoute(app, passkeyRoutes.registrationOptions, async ({ user, request }) =>
    passkeyRegistrationOptions(app.db, user, portalOrigin(app, request)),
  );
  registerRoute(app, passkeyRoutes.register, async ({ user, body, request }) => ({
    passkeys: await registerPasskey(app.db, user, portalOrigin(app, request), body.name, body.response, request.id),
    ...codedFields(say('passkey.added')),
  }));
  registerRoute(app, passkeyRoutes.remove, async ({ user, body, request }) => ({
    passkeys: await removePasskey(app.db, user, body.id, request.id),
    ...codedFields(say('passkey.removed')),
  }));

  registerRoute(
    app,
    passkeyRoutes.signInOptions,
    async ({ request }) => passkeySignInOptions(app.db, portalOrigin(app, request)),
    signInLimit,
  );
  registerRoute(
    app,
    passkeyRoutes.signIn,
    async ({ body, request, reply }) => {
      // Signing in replaces whatever session this browser had.
      await logOut(app.db, readSessionToken(request));
      const { token, user } = await signInWithPasskey(app.db, app.config, portalOrigin(app, request), body.response, {
        ip: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(request, reply, token, app.config.sessionAbsoluteHours);
      return { ...codedFields(say('sign_in.welcome', { name: user.firstname })), ...user };
    },
    signInLimit,
  );

  registerRoute(
    app,
    passkeyRoutes.secondFactorOptions,
    async ({ user, request }) => secondFactorPasskeyOptions(app.db, user, portalOrigin(app, request)),
    signInLimit,
  );
  registerRoute(
    app,
    passkeyRoutes.secondFactor,
    async ({ user, body, request }) => {
      const answer = await giveSecondFactorByPasskey(app.db, user, portalOrigin(app, request), body.response);
      return { ...codedFields(say('sign_in.welcome', { name: answer.firstname })), ...answer };
    },
    signInLimit,
  );
}
