import type { Kysely } from 'kysely';
import type { FlaggedPunch, PunchReviewBody } from '@portal/contracts/punch-review';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/current-user';
import * as repository from './punch-review.repository';

const PUNCH_ENTITY = 'punch';

/** A team lead reviews their team's punches; HR everyone's; nobody else reviews. */
function reviewScope(user: CurrentUser): string | null {
  if (user.hradmin) return null;
  if (user.teamlead) return user.empId;
  throw forbidden('Reviewing flagged punches is for team leads and HR.');
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
export async function reviewPunches(db: Kysely<DB>, user: CurrentUser, body: PunchReviewBody, requestId: string): Promise<{ message: string; reviewed: number }> {
  const scope = reviewScope(user);
  const remarks = body.remarks === '' ? null : body.remarks;
  if (body.decision === 'reject' && !remarks) throw badRequest('Say why the punch is rejected: the employee reads the remarks.', 'remarks');
  const ids = [...new Set(body.ids)];
  return db.transaction().execute(async (trx) => {
    const punches = await repository.lockPunchesForReview(trx, ids);
    const found = new Map(punches.map((punch) => [punch.id, punch]));
    for (const id of ids) {
      const punch = found.get(id);
      if (!punch || (scope !== null && punch.team_lead !== scope)) throw notFound(`There is no flagged punch ${id} for you to review.`);
      if (punch.emp_id === user.empId) throw forbidden('You cannot review your own punches.');
      if (!punch.flagged) throw conflict(`Punch ${id} is not flagged; only flagged punches are reviewed.`);
      if (punch.review_status !== null || punch.superseded) throw conflict(`Punch ${id} was already reviewed or replaced; refresh the list.`);
    }
    const status = body.decision === 'accept' ? 'accepted' : 'rejected';
    await repository.recordReview(trx, ids, { status, reviewerEmpId: user.empId, remarks });
    for (const id of ids) {
      await writeAudit(trx, { actorEmpId: user.empId, action: status === 'accepted' ? 'accept' : 'reject', entity: PUNCH_ENTITY, entityId: String(id), before: { review_status: null }, after: { review_status: status, remarks }, requestId });
    }
    const noun = ids.length === 1 ? 'punch' : 'punches';
    return { message: `${ids.length} ${noun} ${status}.`, reviewed: ids.length };
  });
}
