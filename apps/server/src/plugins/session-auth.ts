import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@portal/contracts/http';
import { sessionRoutes } from '@portal/contracts/session';
import { healthRoutes } from '@portal/contracts/health';
import { forbidden } from '../lib/app-error';
import type { CurrentUser } from '../lib/current-user';
import { hashSessionToken } from '../features/session/session-token';
import { findLiveSession, isTimedOutSession, sessionTimeoutsInForce, touchSessions } from '../features/session/session.repository';
import { SessionTouches } from '../features/session/session-touches';
import { SessionCache } from '../features/session/session-cache';
import { InvalidationChannel } from '../lib/invalidation-channel';
import { SettingsCacheSubscriber } from '../lib/settings-cache';
import { readSessionToken } from '../lib/session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    /** The cookie named a real session that has passed its idle or absolute timeout. */
    sessionTimedOut: boolean;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
    /** Every cache of this node hears other nodes' changes here (see InvalidationChannel). */
    invalidationChannel: InvalidationChannel;
  }
}

/** What someone with a temporary password may still call: change it, log out, or log in again. */
const beforePasswordChange = new Set(
  [sessionRoutes.changePassword, sessionRoutes.logout, sessionRoutes.authenticate, healthRoutes.health].map((route) => `${API_PREFIX}${route.path}`),
);

/** An account given a temporary password by HR is held to changing it, whatever the client does. */
function holdUntilPasswordChanged(user: CurrentUser, url: string): void {
  if (user.mustChangePassword && !beforePasswordChange.has(url.split('?')[0]!)) {
    throw forbidden('Change your temporary password before you go on.');
  }
}

/** Resolves the session cookie to the calling user on every API request. */
async function sessionAuth(app: FastifyInstance, options: { databaseUrl?: string | undefined }) {
  const cache = new SessionCache();
  const channel = new InvalidationChannel();
  channel.subscribe(cache);
  // The settings cached per database handle (time zone, time clock policy, offices) hear it too.
  channel.subscribe(new SettingsCacheSubscriber(app.db));
  app.decorate('sessionCache', cache);
  app.decorate('invalidationChannel', channel);
  if (options.databaseUrl) {
    const stop = await channel.listen(options.databaseUrl, (error) => app.log.warn({ err: error }, 'cache invalidation channel lost; caches off'));
    app.addHook('onClose', stop);
  }
  const touches = new SessionTouches(
    (tokenHashes) => touchSessions(app.db, tokenHashes),
    (error) => app.log.warn({ err: error }, 'could not record when sessions were last seen'),
  );
  app.addHook('onClose', () => touches.flush());
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTimedOut', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request);
    if (!token) return;
    const tokenHash = hashSessionToken(token);
    const cached = cache.get(tokenHash);
    if (cached) {
      request.user = cached;
      return holdUntilPasswordChanged(cached, request.url);
    }
    // The company's timeouts (set by HR) win over the configured ones.
    const session = await findLiveSession(app.db, tokenHash, await sessionTimeoutsInForce(app.db, app.config));
    if (!session) {
      // Only on a miss: tells a timed-out session from a revoked or unknown token.
      request.sessionTimedOut = await isTimedOutSession(app.db, tokenHash);
      return;
    }
    if (session.stale_touch) touches.add(tokenHash);
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
    cache.set(request.user, session.expires_at);
    holdUntilPasswordChanged(request.user, request.url);
  });
}

export default fp(sessionAuth, { name: 'session-auth', dependencies: ['@fastify/cookie'] });
