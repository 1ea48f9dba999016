import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from '@portal/contracts/dashboard';
import { registerRoute } from '../../lib/route';
import { assertDashboardReader, getDashboard, getDashboardAttendance } from './dashboard.service';

/** HR's dashboard: the records' figures in one call, the computed attendance in another (it takes longer). */
export default async function dashboardRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, dashboardRoutes.summary, async ({ query }) => getDashboard(app.db, query), { allow: assertDashboardReader });
  registerRoute(app, dashboardRoutes.attendance, async ({ query }) => getDashboardAttendance(app.db, query), { allow: assertDashboardReader });
}
