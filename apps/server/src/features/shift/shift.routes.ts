import type { FastifyInstance } from 'fastify';
import { shiftRoutes as routes } from '@portal/contracts/shift';
import { say } from '../../lib/messages';
import { allowOnly, isTeamLead } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { registerDecisionRoutes, registerGroupDecisionRoutes } from '../../approvals/decision-routes';
import { registerRequestType } from '../../approvals/request-types';
import { shiftChangeType, shiftGroupType } from './shift.descriptor';
import {
  deleteManagedShiftChange,
  deleteShiftChange,
  listManagedShiftChanges,
  listMyShiftChanges,
  listShiftChangesForMyApproval,
  listShiftRecords,
  listShiftTable,
  saveManagedShiftChange,
  saveShiftChange,
} from './shift.service';
import { deleteShiftGroup, listMyShiftGroups, listShiftGroupDetails, listShiftGroupsForMyApproval, saveShiftGroup } from './shift-group.service';

const shiftManagers = allowOnly(isTeamLead, say('shift.leads_only'));

export default async function shiftRoutesPlugin(app: FastifyInstance) {
  registerRequestType(shiftChangeType);
  registerRequestType(shiftGroupType);

  registerRoute(app, routes.shiftTable, async () => listShiftTable(app.db));
  registerRoute(app, routes.records, async ({ user, query }) => listShiftRecords(app.db, user, query));
  registerRoute(app, routes.list, async ({ user, query }) => listMyShiftChanges(app.db, user, query));
  registerRoute(app, routes.listForMyApproval, async ({ user, query }) => listShiftChangesForMyApproval(app.db, user, query));
  registerRoute(app, routes.save, async ({ user, body, request }) => saveShiftChange(app.db, user, body, request.id));
  registerRoute(app, routes.remove, async ({ user, query, request }) => deleteShiftChange(app.db, user, query.recid, request.id));
  registerRoute(app, routes.saveManaged, async ({ user, body, request }) => saveManagedShiftChange(app.db, user, body, request.id), shiftManagers);
  registerRoute(app, routes.removeManaged, async ({ user, query, request }) => deleteManagedShiftChange(app.db, user, query.recid, request.id), shiftManagers);
  registerRoute(app, routes.listManaged, async ({ user, query }) => listManagedShiftChanges(app.db, user, query), shiftManagers);

  registerRoute(app, routes.groups, async ({ user, query }) => listMyShiftGroups(app.db, user, query));
  registerRoute(app, routes.saveGroup, async ({ user, body, request }) => saveShiftGroup(app.db, user, body, request.id));
  registerRoute(app, routes.removeGroup, async ({ user, query, request }) => deleteShiftGroup(app.db, user, query.recid, query.empid, request.id));
  registerRoute(app, routes.groupDetails, async ({ user, query }) => listShiftGroupDetails(app.db, user, query.recidhdr, false));
  registerRoute(app, routes.groupsForMyApproval, async ({ user, query }) => listShiftGroupsForMyApproval(app.db, user, query));
  registerRoute(app, routes.groupDetailsForMyApproval, async ({ user, query }) => listShiftGroupDetails(app.db, user, query.recidhdr, true));
  registerDecisionRoutes(app, shiftChangeType, routes);
  registerGroupDecisionRoutes(app, shiftGroupType, routes);
}
