import type { FastifyInstance } from 'fastify';
import { accessLogRoutes } from '@portal/contracts/access-log';
import { say } from '../../lib/messages';
import { allowOnly, isHr } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { getAccessLog, getBreachReport, getMyAccessLog } from './access-log.service';

/** Who saw whose personal data: each person their own, HR everyone's. */
export default async function accessLogRoutesPlugin(app: FastifyInstance) {
  const hrOnly = allowOnly(isHr, say('access_log.hr_only'));
  registerRoute(app, accessLogRoutes.mine, async ({ user }) => getMyAccessLog(app.db, user));
  registerRoute(
    app,
    accessLogRoutes.all,
    async ({ query }) => getAccessLog(app.db, query),
    hrOnly,
  );
  registerRoute(
    app,
    accessLogRoutes.breachReport,
    async ({ query }) => getBreachReport(app.db, query),
    hrOnly,
  );
}
