import type { FastifyInstance } from 'fastify';
import { officialBusinessRoutes as routes } from '@portal/contracts/official-business';
import { registerRoute } from '../../lib/route';
import { actOnRequests } from '../../approvals/approval-engine';
import { registerRequestType } from '../../approvals/request-types';
import { officialBusinessType as type } from './official-business.descriptor';
import { deleteItinerary, listItinerariesForMyApproval, listMyItineraries, saveItinerary } from './official-business.service';

export default async function officialBusinessRoutesPlugin(app: FastifyInstance) {
  registerRequestType(type);

  registerRoute(app, routes.list, async ({ user, query }) => listMyItineraries(app.db, user, query));
  registerRoute(app, routes.listForMyApproval, async ({ user, query }) => listItinerariesForMyApproval(app.db, user, query));
  registerRoute(app, routes.save, async ({ user, body, request }) => saveItinerary(app.db, user, body, request.id));
  registerRoute(app, routes.remove, async ({ user, query, request }) => deleteItinerary(app.db, user, query.recid, request.id));
  registerRoute(app, routes.approveMany, async ({ user, body, request }) =>
    actOnRequests(app.db, type, body.recids, { actorEmpId: user.empId, decision: 'A', remarks: null, requestId: request.id }),
  );
  registerRoute(app, routes.disapproveMany, async ({ user, body, request }) =>
    actOnRequests(app.db, type, body.recids, { actorEmpId: user.empId, decision: 'D', remarks: body.remarks, requestId: request.id }),
  );
}
