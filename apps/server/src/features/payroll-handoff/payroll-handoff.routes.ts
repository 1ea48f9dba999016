import type { FastifyInstance } from 'fastify';
import { payrollHandoffRoutes } from '@portal/contracts/payroll-handoff';
import { say } from '../../lib/messages';
import { allowOnly, isHr } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { getPayrollHandoff } from './payroll-handoff.service';

const hrOnly = allowOnly(isHr, say('handoff.hr_only'));

/** HR hands a cut-off's figures to payroll. */
export default async function payrollHandoffRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, payrollHandoffRoutes.handoff, async ({ user, query }) => getPayrollHandoff(app.db, user, query), hrOnly);
}
