import type { FastifyInstance } from 'fastify';
import { officialBusinessRoutes as routes } from '@portal/contracts/official-business';
import { registerRoute } from '../../lib/route';
import { registerDecisionRoutes } from '../../approvals/decision-routes';
import { registerRequestType } from '../../approvals/request-types';
import { officialBusinessType as type } from './official-business.descriptor';
import { deleteItinerary, listItinerariesForMyApproval, listMyItineraries, saveItinerary } from './official-business.service';

export default async function officialBusinessRoutesPlugin(app: FastifyInstance) {
  registerRequestType(type);

  registerRoute(app, routes.list, async ({ user, query }) => listMyItineraries(app.db, user, query));
  registerRoute(app, routes.listForMyApproval, async ({ user, query }) => listItinerariesForMyApproval(app.db, user, query));
  registerRoute(app, routes.save, async ({ user, body, request }) => saveItinerary(app.db, user, body, request.id));
  registerRoute(app, routes.remove, async ({ user, query, request }) => deleteItinerary(app.db, user, query.recid, request.id));
  registerDecisionRoutes(app, type, routes);
}
