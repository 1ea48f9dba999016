import type { FastifyInstance } from 'fastify';
import { retentionRoutes } from '@portal/contracts/retention';
import { codedFields, say } from '../../lib/messages';
import { registerRoute } from '../../lib/route';
import { allowOnly, isHr } from '../../lib/role-guards';
import { changeRetentionPolicies, readRetentionPolicies } from './retention.service';

export default async function retentionRoutesPlugin(app: FastifyInstance) {
  const hrOnly = allowOnly(isHr, say('retention.hr_only'));
  registerRoute(app, retentionRoutes.read, async () => readRetentionPolicies(app.db), hrOnly);
  registerRoute(
    app,
    retentionRoutes.update,
    async ({ body, user, request }) => ({
      ...(await changeRetentionPolicies(app.db, user, body, request.id)),
      ...codedFields(say('retention.saved')),
    }),
    hrOnly,
  );
}
