import type { Kysely } from 'kysely';
import type { RequestListQuery } from '@portal/contracts/approvals';
import { MAX_OFFICIAL_BUSINESS_DAYS, type OfficialBusinessBody, type OfficialBusinessRow } from '@portal/contracts/official-business';
import type { DB } from '../../db/database';
import { badRequest, conflict } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { writeAudit } from '../../lib/audit';
import { addDays, readableDaysInEach } from '../../lib/local-time';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { getFeatureSwitches } from '../../company/feature-switches';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { announceFiled } from '../../approvals/request-announcements';
import { lockOwnUntouchedRequest, lockRequester, routeNewRequest } from '../../approvals/request-filing';
import { attachRequestDocuments } from '../../approvals/request-documents';
import { removeRequest } from '../../approvals/request-removal';
import { officialBusinessType as type } from './official-business.descriptor';
import * as itineraries from './official-business.repository';

export function listMyItineraries(db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery): Promise<OfficialBusinessRow[]> {
  return listOwnRequests(db, type, user, filter);
}

export function listItinerariesForMyApproval(db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery): Promise<OfficialBusinessRow[]> {
  return listRequestsForApprover(db, type, user, filter);
}

/** Calendar days from one date to another, both included. */
function daysBetween(fromDate: string, toDate: string): number {
  let days = 1;
  for (let date = fromDate; date < toDate && days <= MAX_OFFICIAL_BUSINESS_DAYS; date = addDays(date, 1)) days += 1;
  return days;
}

export async function saveItinerary(
  db: Kysely<DB>,
  user: CurrentUser,
  body: OfficialBusinessBody,
  requestId?: string,
): Promise<OfficialBusinessRow & CodedAnswer> {
  const noofdays = daysBetween(body.fromDate, body.toDate);
  if (noofdays > MAX_OFFICIAL_BUSINESS_DAYS) {
    throw badRequest(say('official_business.too_long', { max: MAX_OFFICIAL_BUSINESS_DAYS }));
  }
  const features = await getFeatureSwitches(db);
  if (body.supportingDocs.length > 0 && !features.officialBusinessSupportingDocs) {
    throw badRequest(say('official_business.documents_off'));
  }
  const fields = { frdate: body.fromDate, todate: body.toDate, noofdays, reason: body.reason };
  const empId = user.empId;

  const recid = await db.transaction().execute(async (trx) => {
    await lockRequester(trx, empId);
    if (body.recid !== 0) await lockOwnUntouchedRequest(trx, type, body.recid, user);
    const overlap = await itineraries.findOverlapping(trx, empId, body.fromDate, body.toDate, body.recid);
    if (overlap) {
      throw conflict(say('official_business.overlap', { recid: overlap.recid, days: readableDaysInEach(overlap.frdate, overlap.todate) }));
    }
    let saved: number;
    if (body.recid === 0) {
      saved = await itineraries.insertItinerary(trx, empId, empId, fields, await routeNewRequest(trx, type, empId, empId));
      await writeAudit(trx, { actorEmpId: empId, action: 'file', entity: type.name, entityId: String(saved), after: fields, requestId });
      await announceFiled(trx, type, saved);
    } else {
      const before = await itineraries.findItinerary(trx, body.recid);
      await itineraries.updateItinerary(trx, body.recid, fields);
      await writeAudit(trx, { actorEmpId: empId, action: 'edit', entity: type.name, entityId: String(body.recid), before, after: fields, requestId });
      saved = body.recid;
    }
    await attachRequestDocuments(trx, type, saved, empId, body.supportingDocs);
    return saved;
  });
  const row = await readRequestRow<OfficialBusinessRow>(db, type, recid);
  const done = { recid, days: readableDaysInEach(body.fromDate, body.toDate) };
  return { ...row, ...codedFields(say(body.recid === 0 ? 'official_business.filed' : 'official_business.saved', done)) };
}

export async function deleteItinerary(db: Kysely<DB>, user: CurrentUser, recid: number, requestId?: string): Promise<CodedAnswer> {
  await removeRequest(db, type, user, recid, (trx) => itineraries.findItinerary(trx, recid), requestId);
  return codedFields(say('official_business.deleted', { recid }));
}
