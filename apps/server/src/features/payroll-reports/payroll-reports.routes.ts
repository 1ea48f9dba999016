import type { FastifyInstance } from 'fastify';
import { PAYROLL_RUN_DENIED } from '@portal/contracts/payroll';
import { payrollReportRoutes } from '@portal/contracts/payroll-reports';
import { logAccess } from '../../lib/access-log';
import { allowOnly, isPayroll } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { getBankCreditFile, getBir1601c, getContributions, getRegister } from './payroll-reports.service';

/** Payroll's reports show everyone's pay: HR administrators with the payroll permission only. */
const payrollOnly = allowOnly(isPayroll, PAYROLL_RUN_DENIED);

export default async function payrollReportRoutesPlugin(app: FastifyInstance) {
  // The register and the contribution list show everyone's pay and ID numbers: recorded in the access log.
  registerRoute(
    app,
    payrollReportRoutes.register,
    async ({ user, query, request }) => {
      const register = await getRegister(app.db, query);
      await logAccess(app.db, user, request, [{ subject: null, what: 'payroll report', detail: `Payroll register of ${query.year}-${String(query.month).padStart(2, '0')}, cut-off ${query.cutoff}` }]);
      return register;
    },
    payrollOnly,
  );
  registerRoute(
    app,
    payrollReportRoutes.contributions,
    async ({ user, query, request }) => {
      const contributions = await getContributions(app.db, query);
      await logAccess(app.db, user, request, [{ subject: null, what: 'payroll report', detail: `Contributions of ${query.year}-${String(query.month).padStart(2, '0')}, with ID numbers` }]);
      return contributions;
    },
    payrollOnly,
  );
  registerRoute(
    app,
    payrollReportRoutes.bank,
    async ({ user, query, request }) => {
      const file = await getBankCreditFile(app.db, query);
      await logAccess(app.db, user, request, [{ subject: null, what: 'payroll report', detail: `Bank credit file of ${query.year}-${String(query.month).padStart(2, '0')}, cut-off ${query.cutoff}, with account numbers` }]);
      return file;
    },
    payrollOnly,
  );
  registerRoute(app, payrollReportRoutes.bir1601c, async ({ query }) => getBir1601c(app.db, query), payrollOnly);
}
