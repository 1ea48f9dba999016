import type { FastifyInstance } from 'fastify';
import { PAYROLL_RUN_DENIED, payrollRoutes } from '@portal/contracts/payroll';
import type { AccessRead } from '../../lib/access-log';
import { allowOnly, isPayroll } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { toLocalDateTime } from '../../lib/local-time';
import { getCompanyTimeZone } from '../../company/company.repository';
import { moveRun } from './payroll-run-moves';
import { computePayrollRun, getPayrollRun, getRunPayslip, periodName } from './payroll-run.service';
import { getThirteenthMonth } from './thirteenth-month.service';

/** Payroll runs show everyone's pay: HR administrators with the payroll permission only. */
const payrollOnly = allowOnly(isPayroll, PAYROLL_RUN_DENIED);

/** Every answer about a run shows everyone's gross and net pay, and is recorded so. */
const everyonesPay = (key: { year: number; month: number; cutoff: number }): AccessRead[] => [
  { subject: null, what: 'payroll run', detail: `The run of ${periodName(key)}: everyone's gross and net pay` },
];

export default async function payrollRunRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, payrollRoutes.compute, async ({ user, body, request }) => computePayrollRun(app.db, user, body, request.id), {
    ...payrollOnly,
    reads: ({ body }) => everyonesPay(body),
  });
  registerRoute(
    app,
    payrollRoutes.status,
    async ({ user, body, request }) => moveRun(app.db, user, body, toLocalDateTime(new Date(), await getCompanyTimeZone(app.db)).date, request.id),
    { ...payrollOnly, reads: ({ body }) => everyonesPay(body) },
  );
  registerRoute(app, payrollRoutes.thirteenthMonth, async ({ query }) => getThirteenthMonth(app.db, query.year), {
    ...payrollOnly,
    reads: ({ query }) => [{ subject: null, what: '13th month', detail: `Everyone's 13th-month pay of ${query.year}` }],
  });
  registerRoute(app, payrollRoutes.run, async ({ query }) => getPayrollRun(app.db, query), { ...payrollOnly, reads: ({ query }) => everyonesPay(query) });
  registerRoute(app, payrollRoutes.payslip, async ({ query }) => getRunPayslip(app.db, query, query.empid), {
    ...payrollOnly,
    reads: ({ query }) => [{ subject: query.empid, what: 'payroll lines', detail: `Pay of ${query.empid} in the run of ${periodName(query)}, every line` }],
  });
}
