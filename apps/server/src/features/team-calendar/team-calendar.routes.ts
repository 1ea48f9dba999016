import type { FastifyInstance } from 'fastify';
import { teamCalendarRoutes } from '@portal/contracts/team-calendar';
import { registerRoute } from '../../lib/route';
import { getTeamCalendar } from './team-calendar.service';

/** Everyone sees who of their team is away when; HR sees the company. */
export default async function teamCalendarRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, teamCalendarRoutes.calendar, async ({ user, query }) => getTeamCalendar(app.db, user, query));
}
