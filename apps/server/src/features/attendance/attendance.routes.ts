import type { FastifyInstance } from 'fastify';
import { attendanceRoutes as routes } from '@portal/contracts/attendance';
import { say } from '../../lib/messages';
import { allowOnly, isTeamLeadOrHr } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { listMyAttendance, listStaffAttendance, listVisibleStaff } from './attendance.service';

const staffViewers = allowOnly(isTeamLeadOrHr, say('attendance.staff_only'));

export default async function attendanceRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, routes.mine, async ({ user, query }) => listMyAttendance(app.db, user, query), { uncheckedResponse: true });
  registerRoute(app, routes.staff, async ({ user }) => listVisibleStaff(app.db, user), staffViewers);
  registerRoute(app, routes.staffAttendance, async ({ user, query }) => listStaffAttendance(app.db, user, query), { uncheckedResponse: true, ...staffViewers });
}
