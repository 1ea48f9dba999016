import type { FastifyInstance } from 'fastify';
import { PAYROLL_RUN_DENIED, payrollRoutes } from '@portal/contracts/payroll';
import { logAccess } from '../../lib/access-log';
import { allowOnly, isPayroll } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { toLocalDateTime } from '../../lib/local-time';
import { getCompanyTimeZone } from '../../company/company.repository';
import { moveRun } from './payroll-run-moves';
import { computePayrollRun, getPayrollRun, getRunPayslip, periodName } from './payroll-run.service';
import { getThirteenthMonth } from './thirteenth-month.service';

/** Payroll runs show everyone's pay: HR administrators with the payroll permission only. */
const payrollOnly = allowOnly(isPayroll, PAYROLL_RUN_DENIED);

export default async function payrollRunRoutesPlugin(app: FastifyInstance) {
  // Every answer that shows everyone's pay, or one person's, is recorded in the access log before it goes out.
  const everyone = (key: { year: number; month: number; cutoff: number }) => [{ subject: null, what: 'payroll run' as const, detail: `The run of ${periodName(key)}: everyone's gross and net pay` }];
  registerRoute(
    app,
    payrollRoutes.compute,
    async ({ user, body, request }) => {
      const run = await computePayrollRun(app.db, user, body, request.id);
      await logAccess(app.db, user, request, everyone(body));
      return run;
    },
    payrollOnly,
  );
  registerRoute(
    app,
    payrollRoutes.status,
    async ({ user, body, request }) => {
      const run = await moveRun(app.db, user, body, toLocalDateTime(new Date(), await getCompanyTimeZone(app.db)).date, request.id);
      await logAccess(app.db, user, request, everyone(body));
      return run;
    },
    payrollOnly,
  );
  registerRoute(
    app,
    payrollRoutes.thirteenthMonth,
    async ({ user, query, request }) => {
      const answer = await getThirteenthMonth(app.db, query.year);
      await logAccess(app.db, user, request, [{ subject: null, what: '13th month', detail: `Everyone's 13th-month pay of ${query.year}` }]);
      return answer;
    },
    payrollOnly,
  );
  registerRoute(
    app,
    payrollRoutes.run,
    async ({ user, query, request }) => {
      const run = await getPayrollRun(app.db, query);
      await logAccess(app.db, user, request, everyone(query));
      return run;
    },
    payrollOnly,
  );
  registerRoute(
    app,
    payrollRoutes.payslip,
    async ({ user, query, request }) => {
      const payslip = await getRunPayslip(app.db, query, query.empid);
      await logAccess(app.db, user, request, [{ subject: query.empid, what: 'payroll lines', detail: `Pay of ${query.empid} in the run of ${periodName(query)}, every line` }]);
      return payslip;
    },
    payrollOnly,
  );
}
