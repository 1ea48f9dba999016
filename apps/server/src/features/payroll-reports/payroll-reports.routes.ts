import type { FastifyInstance } from 'fastify';
import { PAYROLL_RUN_DENIED } from '@portal/contracts/payroll';
import { payrollReportRoutes } from '@portal/contracts/payroll-reports';
import { allowOnly, isPayroll } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { getBir1601c, getContributions, getRegister } from './payroll-reports.service';

/** Payroll's reports show everyone's pay: HR administrators with the payroll permission only. */
const payrollOnly = allowOnly(isPayroll, PAYROLL_RUN_DENIED);

export default async function payrollReportRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, payrollReportRoutes.register, async ({ query }) => getRegister(app.db, query), payrollOnly);
  registerRoute(app, payrollReportRoutes.contributions, async ({ query }) => getContributions(app.db, query), payrollOnly);
  registerRoute(app, payrollReportRoutes.bir1601c, async ({ query }) => getBir1601c(app.db, query), payrollOnly);
}
