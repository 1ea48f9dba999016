import type { Kysely } from 'kysely';
import type { FlaggedPunch, PunchReviewBody } from '@portal/contracts/punch-review';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import * as repository from './punch-review.repository';

const PUNCH_ENTITY = 'punch';

/** A team lead reviews their team's punches; HR everyone's; nobody else reviews. */
function reviewScope(user: CurrentUser): string | null {
  if (user.hradmin) return null;
  if (user.teamlead) return user.empId;
  throw forbidden(say('punch_review.leads_and_hr'));
}

export async function listFlaggedPunches(db: Kysely<DB>, user: CurrentUser, status: 'pending' | 'reviewed'): Promise<FlaggedPunch[]> {
  return repository.listFlaggedPunches(db, reviewScope(user), status, await getCompanyTimeZone(db));
}

/**
 * Accepts or rejects flagged punches, all or none: each must be flagged, waiting, and
 * the reviewer's to review (not their own). A rejected punch no longer counts in
 * attendance or the time records; an accepted one stays and shows who accepted it.
 * Each decision is audited.
 */
export async function reviewPunches(db: Kysely<DB>, user: CurrentUser, body: PunchReviewBody, requestId: string): Promise<CodedAnswer & { reviewed: number }> {
  const scope = reviewScope(user);
  const remarks = body.remarks === '' ? null : body.remarks;
  if (body.decision === 'reject' && !remarks) throw badRequest(say('punch_review.remarks_required'), 'remarks');
  const ids = [...new Set(body.ids)];
  return db.transaction().execute(async (trx) => {
    const punches = await repository.lockPunchesForReview(trx, ids);
    const found = new Map(punches.map((punch) => [punch.id, punch]));
    for (const id of ids) {
      const punch = found.get(id);
      if (!punch || (scope !== null && punch.team_lead !== scope)) throw notFound(say('punch_review.not_found', { id }));
      if (punch.emp_id === user.empId) throw forbidden(say('punch_review.own_punch'));
      if (!punch.flagged) throw conflict(say('punch_review.not_flagged', { id }));
      if (punch.review_status !== null || punch.superseded) throw conflict(say('punch_review.already_reviewed', { id }));
    }
    const status = body.decision === 'accept' ? 'accepted' : 'rejected';
    await repository.recordReview(trx, ids, { status, reviewerEmpId: user.empId, remarks });
    for (const id of ids) {
      await writeAudit(trx, { actorEmpId: user.empId, action: status === 'accepted' ? 'accept' : 'reject', entity: PUNCH_ENTITY, entityId: String(id), before: { review_status: null }, after: { review_status: status, remarks }, requestId });
    }
    return { ...codedFields(say('punch_review.reviewed', { count: ids.length, decision: status })), reviewed: ids.length };
  });
}
