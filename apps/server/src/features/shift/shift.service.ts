import type { Kysely } from 'kysely';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { ShiftChangeBody, ShiftChangeRow, ShiftRecord } from '@portal/contracts/shift';
import type { DB } from '../../db/database';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { writeAudit } from '../../lib/audit';
import { addDays, readableDaysInEach } from '../../lib/local-time';
import { codedFields, say } from '../../lib/messages';
import { getCompanyTimeZone } from '../../company/company.repository';
import { isTeamMemberOf } from '../../people/team-membership';
import { listRequests } from '../../approvals/approval.repository';
import { announceFiled } from '../../approvals/request-announcements';
import { lockOwnUntouchedRequest, lockRequester, routeNewRequest } from '../../approvals/request-filing';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { removeRequest } from '../../approvals/request-removal';
import { getEffectiveSchedule } from '../../schedule/effective-schedule';
import { shiftChangeType as type } from './shift.descriptor';
import { checkShiftChange, shiftChangeRefusal } from './shift-rules';
import * as shifts from './shift.repository';

const MAX_RECORD_DAYS = 93;

export const listShiftTable = (db: Kysely<DB>) => shifts.listShiftTable(db);
export const listMyShiftChanges = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listOwnRequests<ShiftChangeRow>(db, type, user, filter);
export const listShiftChangesForMyApproval = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) =>
  listRequestsForApprover<ShiftChangeRow>(db, type, user, filter);

/** A team lead's own team member, or 403. */
async function assertTeamMember(db: Kysely<DB>, lead: CurrentUser, empId: string): Promise<void> {
  if (!(await isTeamMemberOf(db, lead, empId))) throw forbidden(say('request.not_in_team', { empId }));
}

/** The effective schedule per day, one's own or (for a team lead) a team member's. */
export async function listShiftRecords(db: Kysely<DB>, user: CurrentUser, query: { fromDate: string; toDate: string; empid?: string | undefined }): Promise<ShiftRecord[]> {
  if (addDays(query.fromDate, MAX_RECORD_DAYS - 1) < query.toDate) throw badRequest(say('shift.too_many_record_days', { max: MAX_RECORD_DAYS }));
  const empId = query.empid ?? user.empId;
  if (empId !== user.empId) await assertTeamMember(db, user, empId);
  const days = await getEffectiveSchedule(db, empId, query.fromDate, query.toDate);
  return days.map((day) => ({
    trdate: day.date,
    shift: day.shift?.shift ?? null,
    shiftdesc: day.shift?.shiftdesc ?? null,
    timein: day.shift?.timein.slice(0, 5) ?? null,
    timeout: day.shift?.timeout.slice(0, 5) ?? null,
    restday: day.restDay,
  }));
}

/** Requests (recid 0) or edits a change of one's own shift; the empid must be the caller's. */
export async function saveShiftChange(db: Kysely<DB>, user: CurrentUser, body: ShiftChangeBody, requestId?: string) {
  if (body.empid !== user.empId) throw forbidden(say('shift.own_only'));
  const fields = await checkShiftChange(db, body);
  const recid = await db.transaction().execute(async (trx) => {
    await lockRequester(trx, user.empId);
    // A lead's managed change is approved when made, so this refuses it like any acted-on request.
    if (body.recid !== 0) await lockOwnUntouchedRequest(trx, type, body.recid, user);
    const refusal = await shiftChangeRefusal(trx, user.empId, body, body.recid);
    if (refusal) throw conflict(refusal);
    let saved = body.recid;
    if (saved === 0) {
      saved = await shifts.insertChange(trx, user.empId, user.empId, fields, await routeNewRequest(trx, type, user.empId, user.empId));
      await writeAudit(trx, { actorEmpId: user.empId, action: 'file', entity: type.name, entityId: String(saved), after: fields, requestId });
      await announceFiled(trx, type, saved);
    } else {
      const before = await shifts.findChange(trx, saved);
      await shifts.updateChange(trx, saved, fields);
      await writeAudit(trx, { actorEmpId: user.empId, action: 'edit', entity: type.name, entityId: String(saved), before, after: fields, requestId });
    }
    return saved;
  });
  const row = await readRequestRow<ShiftChangeRow>(db, type, recid);
  const done = { recid, schedule: row.schedule, days: readableDaysInEach(body.fromDate, body.toDate) };
  return { ...row, ...codedFields(say(body.recid === 0 ? 'shift.filed' : 'shift.saved', done)) };
}

export async function deleteShiftChange(db: Kysely<DB>, user: CurrentUser, recid: number, requestId?: string) {
  await removeRequest(db, type, user, recid, (trx) => shifts.findChange(trx, recid), requestId);
  return codedFields(say('shift.deleted', { recid }));
}

/**
 * A team lead sets a team member's shift: recorded as approved by the lead at once,
 * with no further level (see docs/decisions.md), and audited.
 */
export async function saveManagedShiftChange(db: Kysely<DB>, lead: CurrentUser, body: ShiftChangeBody, requestId?: string) {
  await assertTeamMember(db, lead, body.empid);
  if (body.recid !== 0) throw badRequest(say('shift.managed_not_edited'));
  const fields = await checkShiftChange(db, body);
  const recid = await db.transaction().execute(async (trx) => {
    await lockRequester(trx, body.empid);
    const refusal = await shiftChangeRefusal(trx, body.empid, body);
    if (refusal) throw conflict(refusal);
    const approved = { approver1: lead.empId, stats: 'A', acted_by1: lead.empId, acted_at1: new Date(), overall_status: 'A', current_level: null, current_approver: null };
    const saved = await shifts.insertChange(trx, body.empid, lead.empId, fields, approved, { managed: true });
    await writeAudit(trx, { actorEmpId: lead.empId, action: 'set-shift', entity: type.name, entityId: String(saved), after: { empid: body.empid, ...fields }, requestId });
    return saved;
  });
  const row = await readRequestRow<ShiftChangeRow>(db, type, recid);
  const set = { name: row.fullname, schedule: row.schedule, oneDay: body.fromDate === body.toDate ? 'yes' : 'no', days: readableDaysInEach(body.fromDate, body.toDate) };
  return { ...row, ...codedFields(say('shift.managed_set', set)) };
}

export async function deleteManagedShiftChange(db: Kysely<DB>, lead: CurrentUser, recid: number, requestId?: string) {
  await db.transaction().execute(async (trx) => {
    const change = await shifts.findChange(trx, recid);
    if (!change || !change.managed || change.filed_by !== lead.empId) throw badRequest(say('shift.no_managed_change', { recid }));
    await shifts.deleteChange(trx, recid);
    await writeAudit(trx, { actorEmpId: lead.empId, action: 'withdraw-shift', entity: type.name, entityId: String(recid), before: change, requestId });
  });
  return codedFields(say('shift.withdrawn', { recid }));
}

/** The changes a lead set for their team. */
export async function listManagedShiftChanges(db: Kysely<DB>, lead: CurrentUser, filter: RequestListQuery) {
  if (!lead.teamlead) throw forbidden(say('shift.leads_only'));
  const rows = await listRequests<ShiftChangeRow>(db, type, { kind: 'routed-to', approverEmpId: lead.empId }, filter, await getCompanyTimeZone(db));
  return rows.filter((row) => row.managed && row.filed_by === lead.empId);
}
