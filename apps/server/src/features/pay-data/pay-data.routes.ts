import type { FastifyInstance } from 'fastify';
import { payDataRoutes } from '@portal/contracts/pay-data';
import { say } from '../../lib/messages';
import { allowOnly, isPayroll } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { addPayItem, endPayItem, getPayData, setPayBank, setPayRate } from './pay-data.service';

/** Pay data is HR's, and of HR only those with the payroll permission: it opens everyone's pay. */
const payrollOnly = allowOnly(isPayroll, say('pay_data.denied'));

export default async function payDataRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, payDataRoutes.payData, async ({ query }) => getPayData(app.db, query.empid), {
    ...payrollOnly,
    reads: ({ query }) => [{ subject: query.empid, what: 'pay data', detail: `Pay data of ${query.empid}: rates and recurring items` }],
  });
  registerRoute(app, payDataRoutes.setRate, async ({ user, body, request }) => setPayRate(app.db, user, body, request.id), payrollOnly);
  registerRoute(app, payDataRoutes.setBank, async ({ user, body, request }) => setPayBank(app.db, user, body, request.id), payrollOnly);
  registerRoute(app, payDataRoutes.addItem, async ({ user, body, request }) => addPayItem(app.db, user, body, request.id), payrollOnly);
  registerRoute(app, payDataRoutes.endItem, async ({ user, body, request }) => endPayItem(app.db, user, body, request.id), payrollOnly);
}
