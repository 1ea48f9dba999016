import type { FastifyInstance } from 'fastify';
import { reportsRoutes } from '@portal/contracts/reports';
import { registerRoute } from '../../lib/route';
import { allowReports, getAbsencesReport, getLeaveBalancesReport, getOvertimeReport, getRequestsReport, getTardinessReport } from './reports.service';

/** Team leads and HR read their people's leave balances, overtime, lateness, absences and requests. */
export default async function reportsRoutesPlugin(app: FastifyInstance) {
  const options = { allow: allowReports };
  registerRoute(app, reportsRoutes['leave-balances'], async ({ user, query }) => getLeaveBalancesReport(app.db, user, query), options);
  registerRoute(app, reportsRoutes.overtime, async ({ user, query }) => getOvertimeReport(app.db, user, query), options);
  registerRoute(app, reportsRoutes.tardiness, async ({ user, query }) => getTardinessReport(app.db, user, query), options);
  registerRoute(app, reportsRoutes.absences, async ({ user, query }) => getAbsencesReport(app.db, user, query), options);
  registerRoute(app, reportsRoutes.requests, async ({ user, query }) => getRequestsReport(app.db, user, query), options);
}
