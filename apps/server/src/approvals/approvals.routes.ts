import type { FastifyInstance } from 'fastify';
import { approvalsRoutes } from '@portal/contracts/for-approval-count';
import { registerRoute } from '../lib/route';
import { countAwaitingApproval } from './for-approval-count';

export default async function approvalsRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, approvalsRoutes.forApprovalCount, async ({ user }) => countAwaitingApproval(app.db, user));
}
