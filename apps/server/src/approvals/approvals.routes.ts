import type { FastifyInstance } from 'fastify';
import { approvalsRoutes } from '@portal/contracts/for-approval-count';
import { registerRoute } from '../lib/route';
import { requestDaysRoutes } from '@portal/contracts/request-days';
import { countAwaitingApproval } from './for-approval-count';
import { readRequestDays } from './request-days';

export default async function approvalsRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, approvalsRoutes.forApprovalCount, async ({ user }) => countAwaitingApproval(app.db, user));
  registerRoute(app, requestDaysRoutes.days, async ({ user, query }) => readRequestDays(app.db, user, query.type, query.recid));
}
