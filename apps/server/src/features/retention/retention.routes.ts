import type { FastifyInstance } from 'fastify';
import { retentionRoutes } from '@portal/contracts/retention';
import { registerRoute } from '../../lib/route';
import { allowOnly, isHr } from '../../lib/role-guards';
import { changeRetentionPolicies, readRetentionPolicies } from './retention.service';

export default async function retentionRoutesPlugin(app: FastifyInstance) {
  const hrOnly = allowOnly(isHr, 'Only HR administrators can see or change how long data is kept.');
  registerRoute(app, retentionRoutes.read, async () => readRetentionPolicies(app.db), hrOnly);
  registerRoute(
    app,
    retentionRoutes.update,
    async ({ body, user, request }) => ({
      ...(await changeRetentionPolicies(app.db, user, body, request.id)),
      message: 'Retention saved. The daily disposal applies it from its next run.',
    }),
    hrOnly,
  );
}
