import type { FastifyInstance } from 'fastify';
import { attendanceAdjustmentRoutes as routes } from '@portal/contracts/attendance-adjustment';
import { registerRoute } from '../../lib/route';
import { registerDecisionRoutes } from '../../approvals/decision-routes';
import { assertMayFileOnBehalf } from '../../approvals/request-filing';
import { registerRequestType } from '../../approvals/request-types';
import { attendanceAdjustmentType as type } from './attendance-adjustment.descriptor';
import { deleteAdjustment, listAdjustmentsForMyApproval, listMyAdjustments, saveAdjustment } from './attendance-adjustment.service';

export default async function attendanceAdjustmentRoutesPlugin(app: FastifyInstance) {
  registerRequestType(type);

  registerRoute(app, routes.list, async ({ user, query }) => listMyAdjustments(app.db, user, query));
  registerRoute(app, routes.listForMyApproval, async ({ user, query }) => listAdjustmentsForMyApproval(app.db, user, query));

  registerRoute(app, routes.save, async ({ user, body, request }) => saveAdjustment(app.db, user, body, undefined, request.id));
  registerRoute(app, routes.saveOnBehalf, async ({ user, body, request }) => saveAdjustment(app.db, user, body, body.empId, request.id), {
    allow: (user) => assertMayFileOnBehalf(app.db, type, user),
  });
  registerRoute(app, routes.remove, async ({ user, query, request }) => deleteAdjustment(app.db, user, query.recid, request.id));
  registerDecisionRoutes(app, type, routes);
}
