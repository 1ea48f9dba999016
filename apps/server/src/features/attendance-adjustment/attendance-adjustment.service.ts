import type { Kysely } from 'kysely';
import type { AdjustmentBody, AdjustmentRow } from '@portal/contracts/attendance-adjustment';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { DB } from '../../db/database';
import { badRequest, conflict } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { writeAudit } from '../../lib/audit';
import { readableDateInEach, toLocalDateTime } from '../../lib/local-time';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { getCompanyTimeZone } from '../../company/company.repository';
import { getFeatureSwitches } from '../../company/feature-switches';
import { crossesMidnight, getEffectiveSchedule } from '../../schedule/effective-schedule';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { announceFiled } from '../../approvals/request-announcements';
import { lockOwnUntouchedRequest, lockRequester, resolveRequester, routeNewRequest } from '../../approvals/request-filing';
import { attachRequestDocuments } from '../../approvals/request-documents';
import { removeRequest } from '../../approvals/request-removal';
import { orderAdjustmentEntries } from './adjustment-entries';
import { attendanceAdjustmentType as type } from './attendance-adjustment.descriptor';
import * as adjustments from './attendance-adjustment.repository';

export function listMyAdjustments(db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery): Promise<AdjustmentRow[]> {
  return listOwnRequests(db, type, user, filter);
}

export function listAdjustmentsForMyApproval(db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery): Promise<AdjustmentRow[]> {
  return listRequestsForApprover(db, type, user, filter);
}

/**
 * Files (recid 0) or edits an adjustment, for oneself or, through the on-behalf
 * call, for a member of one's team. Everything it writes is one transaction.
 */
export async function saveAdjustment(
  db: Kysely<DB>,
  user: CurrentUser,
  body: AdjustmentBody,
  onBehalfOf?: string,
  requestId?: string,
): Promise<AdjustmentRow & CodedAnswer> {
  const empId = await resolveRequester(db, type, user, onBehalfOf);
  const timeZone = await getCompanyTimeZone(db);
  if (body.trDate > toLocalDateTime(new Date(), timeZone).date) {
    throw badRequest(say('adjustment.future_day', { date: readableDateInEach(body.trDate) }));
  }
  const features = await getFeatureSwitches(db);
  if (body.supportingDocuments.length > 0 && !features.attendanceSupportingDocs) {
    throw badRequest(say('adjustment.documents_off'));
  }
  if (features.attendanceSupportingDocs && features.attendanceSupportingDocsRequired && body.supportingDocuments.length === 0) {
    throw badRequest(say('adjustment.documents_required'));
  }
  const [day] = await getEffectiveSchedule(db, empId, body.trDate, body.trDate);
  orderAdjustmentEntries(body, day?.shift ? crossesMidnight(day.shift) : false);
  const fields = { ...body, trdate: body.trDate };

  const recid = await db.transaction().execute(async (trx) => {
    await lockRequester(trx, empId);
    if (body.recid !== 0) {
      const existing = await lockOwnUntouchedRequest(trx, type, body.recid, user);
      if (existing.empId !== empId) throw badRequest(say('adjustment.not_for_employee', { recid: body.recid, empId }));
    }
    const pending = await adjustments.findPendingOnDay(trx, empId, body.trDate, body.recid);
    if (pending) {
      throw conflict(say('adjustment.pending_exists', { date: readableDateInEach(body.trDate), recid: pending.recid }), 'trDate');
    }
    let saved: number;
    if (body.recid === 0) {
      saved = await adjustments.insertAdjustment(trx, empId, user.empId, fields, await routeNewRequest(trx, type, empId, user.empId));
      await writeAudit(trx, { actorEmpId: user.empId, action: 'file', entity: type.name, entityId: String(saved), after: fields, requestId });
      await announceFiled(trx, type, saved);
    } else {
      const before = await adjustments.findAdjustment(trx, body.recid);
      await adjustments.updateAdjustment(trx, body.recid, fields);
      await writeAudit(trx, { actorEmpId: user.empId, action: 'edit', entity: type.name, entityId: String(body.recid), before, after: fields, requestId });
      saved = body.recid;
    }
    await attachRequestDocuments(trx, type, saved, user.empId, body.supportingDocuments);
    return saved;
  });
  const row = await readRequestRow<AdjustmentRow>(db, type, recid);
  const filed = body.recid === 0;
  const done = { recid, date: readableDateInEach(body.trDate) };
  const message =
    empId === user.empId
      ? say(filed ? 'adjustment.filed' : 'adjustment.saved', done)
      : say(filed ? 'adjustment.filed_for' : 'adjustment.saved_for', { ...done, name: row.fullname });
  return { ...row, ...codedFields(message) };
}

export async function deleteAdjustment(db: Kysely<DB>, user: CurrentUser, recid: number, requestId?: string): Promise<CodedAnswer> {
  await removeRequest(db, type, user, recid, (trx) => adjustments.findAdjustment(trx, recid), requestId);
  return codedFields(say('adjustment.deleted', { recid }));
}
