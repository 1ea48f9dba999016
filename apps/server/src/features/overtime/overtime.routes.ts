import type { FastifyInstance } from 'fastify';
import { overtimeRoutes as routes } from '@portal/contracts/overtime';
import { registerRoute } from '../../lib/route';
import { registerDecisionRoutes, registerGroupDecisionRoutes } from '../../approvals/decision-routes';
import { registerRequestType } from '../../approvals/request-types';
import { overtimeGroupType, overtimeType } from './overtime.descriptor';
import { deleteOvertime, listMyOvertimes, listOvertimeTypes, listOvertimesForMyApproval, saveOvertime } from './overtime.service';
import { deleteOvertimeGroup, listMyOvertimeGroups, listOvertimeGroupDetails, listOvertimeGroupsForMyApproval, saveOvertimeGroup } from './overtime-group.service';
import { timeFormatOf } from '../../lib/local-time';

export default async function overtimeRoutesPlugin(app: FastifyInstance) {
  registerRequestType(overtimeType);
  registerRequestType(overtimeGroupType);

  registerRoute(app, routes.types, async () => listOvertimeTypes(app.db));
  registerRoute(app, routes.list, async ({ user, query }) => listMyOvertimes(app.db, user, query));
  registerRoute(app, routes.listForMyApproval, async ({ user, query }) => listOvertimesForMyApproval(app.db, user, query));
  registerRoute(app, routes.save, async ({ user, body, request }) => saveOvertime(app.db, user, body, request.id, timeFormatOf(request.headers)));
  registerRoute(app, routes.remove, async ({ user, query, request }) => deleteOvertime(app.db, user, query.recid, request.id));

  registerRoute(app, routes.groups, async ({ user, query }) => listMyOvertimeGroups(app.db, user, query));
  registerRoute(app, routes.saveGroup, async ({ user, body, request }) => saveOvertimeGroup(app.db, user, body, request.id, timeFormatOf(request.headers)));
  registerRoute(app, routes.removeGroup, async ({ user, query, request }) => deleteOvertimeGroup(app.db, user, query.recid, query.empid, request.id));
  registerRoute(app, routes.groupDetails, async ({ user, query }) => listOvertimeGroupDetails(app.db, user, query.recidhdr, false));
  registerRoute(app, routes.groupsForMyApproval, async ({ user, query }) => listOvertimeGroupsForMyApproval(app.db, user, query));
  registerRoute(app, routes.groupDetailsForMyApproval, async ({ user, query }) => listOvertimeGroupDetails(app.db, user, query.recid, true));
  registerDecisionRoutes(app, overtimeType, routes);
  registerGroupDecisionRoutes(app, overtimeGroupType, routes);
}
