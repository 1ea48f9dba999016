import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes as routes } from '@portal/contracts/admin';
import { getCompanyTimeZone } from '../../company/company.repository';
import { registerAdminRoute } from '../../admin/hr-admin';
import { findAuditEntities, findAuditRows } from './admin-audit.repository';

/** HR browses who changed what, with the values before and after. */
export default async function adminAuditRoutesPlugin(app: FastifyInstance) {
  registerAdminRoute(app, routes.list, async ({ query, user }) => findAuditRows(app.db, query, await getCompanyTimeZone(app.db), user.payroll));
  registerAdminRoute(app, routes.entities, async ({ user }) => findAuditEntities(app.db, user.payroll));
}
