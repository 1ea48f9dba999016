import type { FastifyInstance } from 'fastify';
import { punchReviewRoutes } from '@portal/contracts/punch-review';
import { say } from '../../lib/messages';
import { allowOnly, isTeamLeadOrHr } from '../../lib/role-guards';
import { registerRoute } from '../../lib/route';
import { listFlaggedPunches, reviewPunches } from './punch-review.service';

const reviewers = allowOnly(isTeamLeadOrHr, say('punch_review.leads_and_hr'));

/** Team leads and HR review the punches the time clock flagged. */
export default async function punchReviewRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, punchReviewRoutes.list, async ({ user, query }) => listFlaggedPunches(app.db, user, query.status), reviewers);
  registerRoute(app, punchReviewRoutes.review, async ({ user, body, request }) => reviewPunches(app.db, user, body, request.id), reviewers);
}
