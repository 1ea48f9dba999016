import type { FastifyInstance } from 'fastify';
import { punchReviewRoutes } from '@portal/contracts/punch-review';
import { allowOnly, isTeamLeadOrHr } from '../../lib/role-guards';

const reviewers = allowOnly(isTeamLeadOrHr, 'Reviewing flagged punches is for team leads and HR.');
import { registerRoute } from '../../lib/route';
import { listFlaggedPunches, reviewPunches } from './punch-review.service';

/** Team leads and HR review the punches the time clock flagged. */
export default async function punchReviewRoutesPlugin(app: FastifyInstance) {
  registerRoute(app, punchReviewRoutes.list, async ({ user, query }) => listFlaggedPunches(app.db, user, query.status), reviewers);
  registerRoute(app, punchReviewRoutes.review, async ({ user, body, request }) => reviewPunches(app.db, user, body, request.id), reviewers);
}
