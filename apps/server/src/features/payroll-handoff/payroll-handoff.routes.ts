import type { FastifyInstance } from 'fastify';
import { payrollHandoffRoutes } from '@portal/contracts/payroll-handoff';
import { allowOnly, isHr } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { getPayrollHandoff } from './payroll-handoff.service';

/** HR hands a cut-off's figures to payroll. */
export default async function payrollHandoffRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, payrollHandoffRoutes.handoff, async ({ user, query }) => getPayrollHandoff(app.db, user, query), allowOnly(isHr, 'The payroll hand-off is for HR.'));
}
