import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@portal/contracts/http';
import { sessionRoutes } from '@portal/contracts/session';
import { healthRoutes } from '@portal/contracts/health';
import { passkeyRoutes } from '@portal/contracts/passkeys';
import { secondFactorRoutes } from '@portal/contracts/second-factor';
import { forbidden } from '../lib/app-error';
import { secondFactorOwed } from '../features/second-factor/second-factor-policy';
import { getSignInSettings } from '../features/sign-in/sign-in-settings.repository';
import type { CurrentUser } from '../lib/current-user';
import { hashSessionToken } from '../features/session/session-token';
import { findSessions, sessionTimeoutsInForce, touchSessions, type SessionRow } from '../features/session/session.repository';
import { SessionLookups } from '../features/session/session-lookups';
import { isTouchDue, sessionState } from '../features/session/session-state';
import { SessionTouches } from '../features/session/session-touches';
import { InvalidationChannel } from '../lib/invalidation-channel';
import { createPool, poolOf } from '../db/connect';
import { observeSettingsVersion, runWithFreshness } from '../lib/request-freshness';
import { readSessionToken } from '../lib/session-cookie';
import { say } from '../lib/messages';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    /** The cookie named a real session that has passed its idle or absolute timeout. */
    sessionTimedOut: boolean;
  }
  interface FastifyInstance {
    /** Every cache of this node hears other nodes' changes here, to free memory early (see InvalidationChannel). */
    invalidationChannel: InvalidationChannel;
  }
}

const paths = (...routes: { path: string }[]) => new Set(routes.map((route) => `${API_PREFIX}${route.path}`));
const alwaysOpen = [sessionRoutes.logout, sessionRoutes.authenticate, sessionRoutes.current, passkeyRoutes.signInOptions, passkeyRoutes.signIn, healthRoutes.health];

/** What someone with a temporary password may still call: change it, log out, or log in again. */
const beforePasswordChange = paths(sessionRoutes.changePassword, ...alwaysOpen);
/** What a session owing its second factor may call: give it, or leave. */
const beforeSecondFactor = paths(secondFactorRoutes.verify, passkeyRoutes.secondFactorOptions, passkeyRoutes.secondFactor, ...alwaysOpen);
/** What someone the company requires a second factor of, without one, may call: set it up. */
const beforeEnrolment = paths(
  secondFactorRoutes.status,
  secondFactorRoutes.setup,
  secondFactorRoutes.confirm,
  passkeyRoutes.list,
  passkeyRoutes.registrationOptions,
  passkeyRoutes.register,
  sessionRoutes.changePassword,
  ...alwaysOpen,
);

/**
 * An account given a temporary password by HR is held to changing it, and a session
 * owing its second factor to giving (or setting up) one, whatever the client does.
 */
function holdUntilSignedInFully(user: CurrentUser, url: string): void {
  const path = url.split('?')[0]!;
  if (user.mustChangePassword && !beforePasswordChange.has(path)) throw forbidden(say('session.change_temporary_password'));
  if (user.secondFactor === 'verify' && !beforeSecondFactor.has(path)) throw forbidden(say('session.second_factor_pending'));
  if (user.secondFactor === 'enrol' && !beforeEnrolment.has(path)) throw forbidden(say('session.second_factor_enrol'));
}

function currentUser(row: SessionRow, companyRequiresSecondFactor: boolean): CurrentUser {
  return {
    empId: row.emp_id,
    username: row.username,
    firstname: row.firstname,
    lastname: row.lastname,
    approver: row.approver,
    coeapprover: row.coeapprover,
    payslip: row.payslip,
    teamlead: row.teamlead,
    hradmin: row.hradmin,
    payroll: row.payroll,
    mustChangePassword: row.must_change_password,
    secondFactor: secondFactorOwed(
      { pending: row.second_factor_pending, enrolled: row.second_factor_enrolled },
      row,
      companyRequiresSecondFactor,
    ),
    sessionTokenHash: row.token_hash,
    recordsVersion: row.records_version,
  };
}

/**
 * Resolves the session cookie to the calling user on every API request, in the one
 * statement every call runs: the session, the account's state and the employee's roles
 * as they are now, and the versions of what this node caches. So a change any node
 * acknowledged (a revoked role, a punch, HR's settings) applies from the next call on
 * every node; see docs/decisions.md, "Several nodes: freshness travels with the call".
 */
async function sessionAuth(app: FastifyInstance, options: { databaseUrl?: string | undefined }) {
  const channel = new InvalidationChannel();
  app.decorate('invalidationChannel', channel);
  if (options.databaseUrl) {
    const stop = await channel.listen(options.databaseUrl, (error) => app.log.warn({ err: error }, 'cache notification channel lost; caches rely on versions alone'));
    app.addHook('onClose', stop);
  }
  // A connection of its own: a pool busy with reports must not hold up who is calling.
  const ownPool = options.databaseUrl ? createPool(options.databaseUrl, 1) : null;
  if (ownPool) app.addHook('onClose', () => ownPool.end());
  const lookupPool = ownPool ?? poolOf(app.db);
  if (!lookupPool) throw new Error('The session lookups need a database made by connectDatabase, or its URL.');
  const lookups = new SessionLookups((tokenHashes) => findSessions(lookupPool, tokenHashes));
  const touches = new SessionTouches(
    (tokenHashes) => touchSessions(app.db, tokenHashes),
    (error) => app.log.warn({ err: error }, 'could not record when sessions were last seen'),
  );
  app.addHook('onClose', () => touches.flush());
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTimedOut', false);
  // Each request carries what its session statement saw; everything it awaits shares it.
  app.addHook('onRequest', (_request, _reply, done) => runWithFreshness(done));
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request);
    if (!token) return;
    const row = await lookups.find(hashSessionToken(token));
    if (!row) return;
    observeSettingsVersion(row.settings_version);
    // The company's timeouts (set by HR) win over the configured ones.
    const state = sessionState(row, await sessionTimeoutsInForce(app.db, app.config));
    if (state !== 'live') {
      request.sessionTimedOut = state === 'timed_out';
      return;
    }
    if (isTouchDue(row)) touches.add(row.token_hash);
    const { requireSecondFactor } = await getSignInSettings(app.db);
    request.user = currentUser(row, requireSecondFactor);
    holdUntilSignedInFully(request.user, request.url);
  });
}

export default fp(sessionAuth, { name: 'session-auth', dependencies: ['@fastify/cookie'] });
