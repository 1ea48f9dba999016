import type { FastifyInstance } from 'fastify';
import { todayBoardRoutes } from '@portal/contracts/today-board';
import { say } from '../../lib/messages';
import { allowOnly, isTeamLeadOrHr } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { getTodayBoard } from './today-board.service';

const leadsAndHr = allowOnly(isTeamLeadOrHr, say('today_board.leads_and_hr'));

/** Team leads and HR see where each of their people stands today. */
export default async function todayBoardRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, todayBoardRoutes.board, async ({ user, query }) => getTodayBoard(app.db, user, query), leadsAndHr);
}
