import type { FastifyInstance } from 'fastify';
import { payrollReportRoutes } from '@portal/contracts/payroll-reports';
import { say } from '../../lib/messages';
import { allowOnly, isPayroll } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { getBankCreditFile, getBir1601c, getContributions, getRegister } from './payroll-reports.service';

/** Payroll's reports show everyone's pay: HR administrators with the payroll permission only. */
const payrollOnly = allowOnly(isPayroll, say('payroll.denied'));

const monthOf = (key: { year: number; month: number }) => `${key.year}-${String(key.month).padStart(2, '0')}`;

export default async function payrollReportRoutesPlugin(app: FastifyInstance) {
  // The register, the contribution list and the bank file show everyone's pay, ID
  // numbers or accounts: recorded in the access log. The 1601-C holds totals only.
  registerRoute(app, payrollReportRoutes.register, async ({ query }) => getRegister(app.db, query), {
    ...payrollOnly,
    reads: ({ query }) => [{ subject: null, what: 'payroll report', detail: `Payroll register of ${monthOf(query)}, cut-off ${query.cutoff}` }],
  });
  registerRoute(app, payrollReportRoutes.contributions, async ({ query }) => getContributions(app.db, query), {
    ...payrollOnly,
    reads: ({ query }) => [{ subject: null, what: 'payroll report', detail: `Contributions of ${monthOf(query)}, with ID numbers` }],
  });
  registerRoute(app, payrollReportRoutes.bank, async ({ query }) => getBankCreditFile(app.db, query), {
    ...payrollOnly,
    reads: ({ query }) => [{ subject: null, what: 'payroll report', detail: `Bank credit file of ${monthOf(query)}, cut-off ${query.cutoff}, with account numbers` }],
  });
  registerRoute(app, payrollReportRoutes.bir1601c, async ({ query }) => getBir1601c(app.db, query), payrollOnly);
}
