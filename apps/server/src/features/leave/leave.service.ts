import type { Kysely } from 'kysely';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { LeaveBalance, LeaveBody, LeaveRow } from '@portal/contracts/leave';
import type { DB } from '../../db/database';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { writeAudit } from '../../lib/audit';
import { readableDaysInEach, toLocalDateTime } from '../../lib/local-time';
import { getCompanyTimeZone } from '../../company/company.repository';
import { getFeatureSwitches } from '../../company/feature-switches';
import { isTeamMemberOf } from '../../people/team-membership';
import { announceFiled } from '../../approvals/request-announcements';
import { lockOwnUntouchedRequest, lockRequester, routeNewRequest } from '../../approvals/request-filing';
import { attachRequestDocuments } from '../../approvals/request-documents';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { removeRequest } from '../../approvals/request-removal';
import { leaveType as type } from './leave.descriptor';
import { checkLeaveShape, hoursToCharge, leaveRefusal } from './leave-rules';
import * as leaves from './leave.repository';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';

export const listLeaveTypes = (db: Kysely<DB>, user: CurrentUser) => leaves.listLeaveTypes(db, user.empId);
export const listMyLeaves = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listOwnRequests<LeaveRow>(db, type, user, filter);
export const listLeavesForMyApproval = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listRequestsForApprover<LeaveRow>(db, type, user, filter);

/** This year's balances: one's own, or a member of one's team's; anyone else 403. */
export async function readLeaveBalance(db: Kysely<DB>, user: CurrentUser, empId: string | undefined, year?: number): Promise<LeaveBalance[]> {
  const target = empId ?? user.empId;
  if (target !== user.empId && !(await isTeamMemberOf(db, user, target))) {
    throw forbidden(say('leave.balance_not_yours'));
  }
  const thisYear = Number(toLocalDateTime(new Date(), await getCompanyTimeZone(db)).date.slice(0, 4));
  return leaves.readBalances(db, target, year ?? thisYear);
}

/** Files (recid 0) or edits one's own leave; balance and overlap are checked under the employee's lock. */
export async function saveLeave(db: Kysely<DB>, user: CurrentUser, body: LeaveBody, requestId?: string): Promise<LeaveRow & CodedAnswer> {
  const leaveDesc = await checkLeaveShape(db, body);
  const features = await getFeatureSwitches(db);
  if (body.supportingDocs.length > 0 && !features.leaveSupportingDocs) throw badRequest(say('leave.documents_off'));
  const hours = await hoursToCharge(db, user.empId, body, !features.leaveDuration);
  const fields = { payitem: body.payItem, frdate: body.fromDate, todate: body.toDate, noofhours: hours, reason: body.reason };

  const recid = await db.transaction().execute(async (trx) => {
    await lockRequester(trx, user.empId);
    if (body.recid !== 0) await lockOwnUntouchedRequest(trx, type, body.recid, user);
    const refusal = await leaveRefusal(trx, user.empId, body, hours, leaveDesc, body.recid);
    if (refusal) throw conflict(refusal.message, refusal.field);
    let saved = body.recid;
    if (saved === 0) {
      saved = await leaves.insertLeave(trx, user.empId, user.empId, fields, await routeNewRequest(trx, type, user.empId, user.empId));
      await writeAudit(trx, { actorEmpId: user.empId, action: 'file', entity: type.name, entityId: String(saved), after: fields, requestId });
      await announceFiled(trx, type, saved);
    } else {
      const before = await leaves.findLeave(trx, saved);
      await leaves.updateLeave(trx, saved, fields);
      await writeAudit(trx, { actorEmpId: user.empId, action: 'edit', entity: type.name, entityId: String(saved), before, after: fields, requestId });
    }
    await attachRequestDocuments(trx, type, saved, user.empId, body.supportingDocs);
    return saved;
  });
  const row = await readRequestRow<LeaveRow>(db, type, recid);
  const said = say(body.recid === 0 ? 'leave.filed' : 'leave.saved', { leave: leaveDesc, recid, hours: String(hours), days: readableDaysInEach(body.fromDate, body.toDate) });
  return { ...row, ...codedFields(said) };
}

export async function deleteLeave(db: Kysely<DB>, user: CurrentUser, recid: number, requestId?: string): Promise<CodedAnswer> {
  await removeRequest(db, type, user, recid, (trx) => leaves.findLeave(trx, recid), requestId);
  return codedFields(say('leave.deleted', { recid }));
}
