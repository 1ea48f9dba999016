import type { FastifyInstance } from 'fastify';
import { secondFactorRoutes } from '@portal/contracts/second-factor';
import { registerRoute } from '../../lib/route';
import { allowOnly, isHr } from '../../lib/role-guards';
import {
  beginSetup,
  confirmSetup,
  giveSecondFactor,
  removeOwnSecondFactor,
  replaceRecoveryCodes,
  resetSecondFactor,
  secondFactorStatus,
} from './second-factor.service';

const RECOVERY_CODES_MESSAGE =
  'Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.';

export default async function secondFactorRoutesPlugin(app: FastifyInstance) {
  // A code is six digits: limited per address like a password, besides each account's own lock.
  const codeLimit = { rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: '1 minute' } };

  registerRoute(
    app,
    secondFactorRoutes.verify,
    async ({ body, user, request }) => {
      const answer = await giveSecondFactor(app.db, app.config, user, body.code, request.id);
      return { message: `Welcome, ${answer.firstname}!`, ...answer };
    },
    codeLimit,
  );

  registerRoute(app, secondFactorRoutes.status, async ({ user }) => secondFactorStatus(app.db, user));

  registerRoute(app, secondFactorRoutes.setup, async ({ user }) => beginSetup(app.db, user));

  registerRoute(
    app,
    secondFactorRoutes.confirm,
    async ({ body, user, request }) => ({
      message: `Your authenticator app is set up. ${RECOVERY_CODES_MESSAGE}`,
      recovery_codes: await confirmSetup(app.db, app.config, user, body.code, request.id),
    }),
    codeLimit,
  );

  registerRoute(
    app,
    secondFactorRoutes.newRecoveryCodes,
    async ({ body, user, request }) => ({
      message: `Your old recovery codes no longer work. ${RECOVERY_CODES_MESSAGE}`,
      recovery_codes: await replaceRecoveryCodes(app.db, app.config, user, body.code, request.id),
    }),
    codeLimit,
  );

  registerRoute(
    app,
    secondFactorRoutes.remove,
    async ({ body, user, request }) => {
      await removeOwnSecondFactor(app.db, app.config, user, body.password, request.id);
      return { message: 'Your second factor is turned off. Your password alone now signs you in.' };
    },
    codeLimit,
  );

  registerRoute(
    app,
    secondFactorRoutes.reset,
    async ({ body, user, request }) => {
      await resetSecondFactor(app.db, user, body.emp_id, request.id);
      return { message: `The second factor of employee ${body.emp_id} is removed and their sessions ended.` };
    },
    allowOnly(isHr, 'Only HR administrators can reset a second factor.'),
  );
}
