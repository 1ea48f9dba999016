import { sql, type Kysely, type Transaction } from 'kysely';
import type { FlaggedPunch } from '@portal/contracts/punch-review';
import type { DB } from '../../db/database';

type Db = Kysely<DB> | Transaction<DB>;

/** What makes a punch flagged: outside the fence (or no location where a fence applies), a phone clock too far off, or sent later from offline. */
const FLAGGED = sql<boolean>`(p.outside_geofence or p.clock_drift_seconds is not null or p.source = 'offline')`;

/** The most rows one list answers, newest first. */
const LIST_LIMIT = 1000;

/**
 * Flagged punches of a team (a team lead's emp_id) or of everyone (null): waiting for
 * review (live, not yet decided) or reviewed (decided, a rejected one superseded).
 */
export async function listFlaggedPunches(db: Db, teamLeadEmpId: string | null, status: 'pending' | 'reviewed', timeZone: string): Promise<FlaggedPunch[]> {
  const { rows } = await sql<FlaggedPunch>`
    select p.id::int as id, p.emp_id, e.lastname || ', ' || e.firstname as fullname, p.trdate::text as trdate, p.direction,
      to_char(p.punched_at at time zone ${timeZone}, 'HH24:MI:SS') as time, p.address,
      p.outside_geofence and p.lat is not null as outside_geofence, p.outside_reason,
      p.lat is null and p.source in ('clock', 'offline') as location_unknown,
      p.source = 'offline' as offline, p.clock_drift_seconds, p.review_status,
      case when r.emp_id is null then null else r.lastname || ', ' || r.firstname end as reviewed_by,
      to_char(p.reviewed_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as reviewed_at, p.review_remarks
    from punches p
      join employees e on e.emp_id = p.emp_id
      left join employees r on r.emp_id = p.reviewed_by
    where ${FLAGGED}
      and (${teamLeadEmpId}::text is null or e.team_lead = ${teamLeadEmpId})
      and ${status === 'pending' ? sql`p.review_status is null and p.superseded_at is null` : sql`p.review_status is not null`}
    order by p.punched_at desc
    limit ${LIST_LIMIT}`.execute(db);
  return rows;
}

/** The punches named, locked, with what a decision must check about each. */
export async function lockPunchesForReview(trx: Transaction<DB>, ids: readonly number[]) {
  const { rows } = await sql<{ id: number; emp_id: string; team_lead: string | null; flagged: boolean; review_status: string | null; superseded: boolean }>`
    select p.id::int as id, p.emp_id, e.team_lead, ${FLAGGED} as flagged, p.review_status, p.superseded_at is not null as superseded
    from punches p join employees e on e.emp_id = p.emp_id
    where p.id = any(${ids.map(String)}::bigint[])
    order by p.id
    for update of p`.execute(trx);
  return rows;
}

export async function recordReview(trx: Transaction<DB>, ids: readonly number[], review: { status: 'accepted' | 'rejected'; reviewerEmpId: string; remarks: string | null }) {
  await trx
    .updateTable('punches')
    .set({
      review_status: review.status,
      reviewed_by: review.reviewerEmpId,
      reviewed_at: sql`now()`,
      review_remarks: review.remarks,
      // A rejected punch stops counting everywhere punches count.
      ...(review.status === 'rejected' ? { superseded_at: sql`now()` } : {}),
    })
    .where('id', '=', sql<string>`any(${ids.map(String)}::bigint[])`)
    .execute();
}
