import type { FastifyInstance } from 'fastify';
import { leaveRoutes as routes } from '@portal/contracts/leave';
import { registerRoute } from '../../lib/route';
import { registerDecisionRoutes, registerGroupDecisionRoutes } from '../../approvals/decision-routes';
import { registerRequestType } from '../../approvals/request-types';
import { leaveGroupType, leaveType } from './leave.descriptor';
import { readLeaveApprovalContext } from './leave-approval-context';
import { deleteLeave, listLeaveTypes, listLeavesForMyApproval, listMyLeaves, readLeaveBalance, saveLeave } from './leave.service';
import { deleteLeaveGroup, listLeaveGroupDetails, listLeaveGroupsForMyApproval, listMyLeaveGroups, saveLeaveGroup } from './leave-group.service';
import { groupLeavesAreForLeads, listGroupLeaveTypes } from './leave-group-types';
import { allowOnly, isTeamLead } from '../../lib/role-guards';

export default async function leaveRoutesPlugin(app: FastifyInstance) {
  registerRequestType(leaveType);
  registerRequestType(leaveGroupType);

  registerRoute(app, routes.types, async ({ user }) => listLeaveTypes(app.db, user));
  registerRoute(app, routes.groupTypes, async ({ user, query }) => listGroupLeaveTypes(app.db, user, query.empids), allowOnly(isTeamLead, groupLeavesAreForLeads()));
  registerRoute(app, routes.balance, async ({ user, query }) => readLeaveBalance(app.db, user, query.emp_id, query.year));
  registerRoute(app, routes.approvalContext, async ({ user, query }) => readLeaveApprovalContext(app.db, user, query.recid));
  registerRoute(app, routes.list, async ({ user, query }) => listMyLeaves(app.db, user, query));
  registerRoute(app, routes.listForMyApproval, async ({ user, query }) => listLeavesForMyApproval(app.db, user, query));
  registerRoute(app, routes.save, async ({ user, body, request }) => saveLeave(app.db, user, body, request.id));
  registerRoute(app, routes.remove, async ({ user, query, request }) => deleteLeave(app.db, user, query.recid, request.id));

  registerRoute(app, routes.groups, async ({ user, query }) => listMyLeaveGroups(app.db, user, query));
  registerRoute(app, routes.saveGroup, async ({ user, body, request }) => saveLeaveGroup(app.db, user, body, request.id));
  registerRoute(app, routes.removeGroup, async ({ user, query, request }) => deleteLeaveGroup(app.db, user, query.recid, query.empid, request.id));
  registerRoute(app, routes.groupDetails, async ({ user, query }) => listLeaveGroupDetails(app.db, user, query.recidhdr, false));
  registerRoute(app, routes.groupsForMyApproval, async ({ user, query }) => listLeaveGroupsForMyApproval(app.db, user, query));
  registerRoute(app, routes.groupDetailsForMyApproval, async ({ user, query }) => listLeaveGroupDetails(app.db, user, query.recid, true));
  registerDecisionRoutes(app, leaveType, routes);
  registerGroupDecisionRoutes(app, leaveGroupType, routes);
}
