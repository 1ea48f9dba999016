import type { FastifyInstance } from 'fastify';
import { secondFactorRoutes } from '@portal/contracts/second-factor';
import { codedFields, say } from '../../lib/messages';
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

const hrOnly = allowOnly(isHr, say('second_factor.hr_only_reset'));

export default async function secondFactorRoutesPlugin(app: FastifyInstance) {
  // A code is six digits: limited per address like a password, besides each account's own lock.
  const codeLimit = { rateLimit: { max: app.config.loginAttemptsPerMinute, timeWindow: '1 minute' } };

  registerRoute(
    app,
    secondFactorRoutes.verify,
    async ({ body, user, request }) => {
      const answer = await giveSecondFactor(app.db, app.config, user, body.code, request.id);
      return { ...codedFields(say('sign_in.welcome', { name: answer.firstname })), ...answer };
    },
    codeLimit,
  );

  registerRoute(app, secondFactorRoutes.status, async ({ user }) => secondFactorStatus(app.db, user));

  registerRoute(app, secondFactorRoutes.setup, async ({ user }) => beginSetup(app.db, user));

  registerRoute(
    app,
    secondFactorRoutes.confirm,
    async ({ body, user, request }) => ({
      ...codedFields(say('second_factor.set_up')),
      recovery_codes: await confirmSetup(app.db, app.config, user, body.code, request.id),
    }),
    codeLimit,
  );

  registerRoute(
    app,
    secondFactorRoutes.newRecoveryCodes,
    async ({ body, user, request }) => ({
      ...codedFields(say('second_factor.new_recovery_codes')),
      recovery_codes: await replaceRecoveryCodes(app.db, app.config, user, body.code, request.id),
    }),
    codeLimit,
  );

  registerRoute(
    app,
    secondFactorRoutes.remove,
    async ({ body, user, request }) => {
      await removeOwnSecondFactor(app.db, app.config, user, body.password, request.id);
      return codedFields(say('second_factor.removed'));
    },
    codeLimit,
  );

  registerRoute(
    app,
    secondFactorRoutes.reset,
    async ({ body, user, request }) => {
      await resetSecondFactor(app.db, user, body.emp_id, request.id);
      return codedFields(say('second_factor.reset', { empId: body.emp_id }));
    },
    hrOnly,
  );
}
