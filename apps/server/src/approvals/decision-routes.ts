import type { FastifyInstance } from 'fastify';
import type { DecisionRoutes, GroupDecisionRoutes } from '@portal/contracts/approvals';
import { forbidden } from '../lib/app-error';
import type { CurrentUser } from '../lib/current-user';
import { registerRoute } from '../lib/route';
import { actOnRequest, actOnRequests, approvalAction } from './approval-engine';
import type { RequestTypeDescriptor } from './request-types';

/** Refuses a caller without the role the type's approvers must hold. */
export function assertApproverRole(type: RequestTypeDescriptor, user: CurrentUser): void {
  if (type.approverRole && !user[type.approverRole.flag]) throw forbidden(type.approverRole.message);
}

/**
 * The approve and disapprove calls of a request type, single (recid, emp_id) and
 * bulk (recids), all through the one engine. Registering them here keeps every
 * type's decisions the same.
 */
export function registerDecisionRoutes(app: FastifyInstance, type: RequestTypeDescriptor, routes: DecisionRoutes): void {
  // The role is checked before the input: the wrong user learns nothing of its shape.
  const allowApprovers = { allow: (user: CurrentUser) => assertApproverRole(type, user) };
  if (routes.approve) {
    registerRoute(
      app,
      routes.approve,
      async ({ user, body, request }) => actOnRequest(app.db, type, body.recid, approvalAction('A', user.empId, body.remarks ?? null, request.id), body.emp_id),
      allowApprovers,
    );
  }
  if (routes.disapprove) {
    registerRoute(
      app,
      routes.disapprove,
      async ({ user, body, request }) => actOnRequest(app.db, type, body.recid, approvalAction('D', user.empId, body.remarks, request.id), body.emp_id),
      allowApprovers,
    );
  }
  registerRoute(app, routes.approveMany, async ({ user, body, request }) => actOnRequests(app.db, type, body.recids, approvalAction('A', user.empId, body.remarks ?? null, request.id)), allowApprovers);
  registerRoute(app, routes.disapproveMany, async ({ user, body, request }) => actOnRequests(app.db, type, body.recids, approvalAction('D', user.empId, body.remarks, request.id)), allowApprovers);
}

/** A group request's approve and disapprove, by header recid. */
export function registerGroupDecisionRoutes(app: FastifyInstance, groupType: RequestTypeDescriptor, routes: GroupDecisionRoutes): void {
  registerRoute(app, routes.approveGroup, async ({ user, body, request }) => actOnRequest(app.db, groupType, body.recid, approvalAction('A', user.empId, body.remarks ?? null, request.id)));
  registerRoute(app, routes.disapproveGroup, async ({ user, body, request }) =>
    actOnRequest(app.db, groupType, body.recid, approvalAction('D', user.empId, body.remarks, request.id)),
  );
}
