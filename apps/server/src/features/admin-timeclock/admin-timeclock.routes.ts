import type { FastifyInstance } from 'fastify';
import { adminTimeClockRoutes } from '@portal/contracts/admin-timeclock';
import { registerAdminRoute } from '../../admin/hr-admin';
import { listEmployeeSites } from './employee-sites.repository';
import { saveEmployeeSites } from './employee-sites.service';

/** HR's time clock settings per person: further sites, and field staff. */
export default async function adminTimeClockRoutesPlugin(app: FastifyInstance) {
  registerAdminRoute(app, adminTimeClockRoutes.sites, async () => listEmployeeSites(app.db));
  registerAdminRoute(app, adminTimeClockRoutes.saveSites, async ({ user, body, request }) => saveEmployeeSites(app.db, user, body, request.id));
}
