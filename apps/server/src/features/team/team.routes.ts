import type { FastifyInstance } from 'fastify';
import { teamRoutes } from '@portal/contracts/team';
import { registerRoute } from '../../lib/route';
import { listMyTeam, searchActableEmployees } from './team.service';

export default async function teamRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, teamRoutes.employeesByTeamLead, async ({ user }) => listMyTeam(app.db, user));
  registerRoute(app, teamRoutes.searchEmployees, async ({ user, query }) => searchActableEmployees(app.db, user, query.searchkey));
}
