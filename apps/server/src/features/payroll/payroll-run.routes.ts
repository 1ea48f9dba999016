import type { FastifyInstance } from 'fastify';
import { PAYROLL_RUN_DENIED, payrollRoutes } from '@portal/contracts/payroll';
import { allowOnly, isPayroll } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { toLocalDateTime } from '../../lib/local-time';
import { getCompanyTimeZone } from '../../company/company.repository';
import { computePayrollRun, getPayrollRun, getRunPayslip, moveRun } from './payroll-run.service';
import { getThirteenthMonth } from './thirteenth-month.service';

/** Payroll runs show everyone's pay: HR administrators with the payroll permission only. */
const payrollOnly = allowOnly(isPayroll, PAYROLL_RUN_DENIED);

export default async function payrollRunRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, payrollRoutes.compute, async ({ user, body, request }) => computePayrollRun(app.db, user, body, request.id), payrollOnly);
  registerRoute(
    app,
    payrollRoutes.status,
    async ({ user, body, request }) => moveRun(app.db, user, body, toLocalDateTime(new Date(), await getCompanyTimeZone(app.db)).date, request.id),
    payrollOnly,
  );
  registerRoute(app, payrollRoutes.thirteenthMonth, async ({ query }) => getThirteenthMonth(app.db, query.year), payrollOnly);
  registerRoute(app, payrollRoutes.run, async ({ query }) => getPayrollRun(app.db, query), payrollOnly);
  registerRoute(app, payrollRoutes.payslip, async ({ query }) => getRunPayslip(app.db, query, query.empid), payrollOnly);
}
