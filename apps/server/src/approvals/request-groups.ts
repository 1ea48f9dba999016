import { sql, type Kysely, type Transaction } from 'kysely';
import type { GroupExclusion } from '@portal/contracts/approvals';
import type { DB } from '../db/database';
import { AppError, conflict, forbidden, notFound, type Refusal } from '../lib/app-error';
import { codedFields, renderMessage, say, type PortalMessage } from '../lib/messages';
import type { ServerMessageCode } from '@portal/contracts/server-messages';
import type { CurrentUser } from '../lib/current-user';
import { writeAudit } from '../lib/audit';
import { findActiveDelegation } from './delegation.repository';
import { deleteGroupDetails, deleteGroupHeader, findGroupParties, insertGroupHeader, listDetailRecids, mirrorStepOnDetails, updateGroupHeader } from './group.repository';
import { announceFiled, announceGroupMembers } from './request-announcements';
import { lockRequesters } from './lock-order';
import { lockOwnUntouchedRequest, routeNewRequest } from './request-filing';
import { labelOf, refOf, type RequestTable, type RequestTypeDescriptor } from './request-types';

interface GroupTypeOptions {
  labelFil: string;
  name: string;
  label: string;
  table: RequestTable;
  rowColumns: RequestTypeDescriptor['rowColumns'];
  dateColumns: RequestTypeDescriptor['dateColumns'];
  screens: RequestTypeDescriptor['screens'];
}

/**
 * A team lead's group request of a detail type: the header goes through the lead's
 * own route for that type, each step is mirrored onto the details, and the final
 * approval runs the detail type's effects for every member.
 */
export function defineGroupType(detail: RequestTypeDescriptor, options: GroupTypeOptions): RequestTypeDescriptor {
  return {
    ...options,
    details: detail,
    routeType: detail.routeType,
    levelColumns: detail.levelColumns,
    countKey: detail.countKey,
    onStep: (trx, recid, step, actorEmpId, remarks) => mirrorStepOnDetails(trx, detail, recid, step, actorEmpId, remarks),
    async onFinalApproval(trx, recid, actorEmpId) {
      for (const detailRecid of await listDetailRecids(trx, detail, recid)) await detail.onFinalApproval(trx, detailRecid, actorEmpId);
    },
  };
}

export interface GroupMember {
  empid: string;
  fullname: string;
}

export interface GroupFiling {
  header: RequestTypeDescriptor;
  detail: RequestTypeDescriptor;
  /** The header's own columns (dates, type, reason...), as stored. */
  headerFields: Record<string, unknown>;
  empids: readonly string[];
  /** Why this member cannot be included (balance, overlap...), or null when they can. */
  refusalFor(trx: Transaction<DB>, member: GroupMember): Promise<Refusal | null>;
  /** Files one member's detail through the detail type's own insert. */
  insertDetail(trx: Transaction<DB>, member: GroupMember, groupRecid: number, approvals: Record<string, unknown>): Promise<void>;
}

export interface GroupFiled {
  recid: number;
  included: string[];
  excluded: GroupExclusion[];
}

/** A member's refusal from what a check threw: its coded message where it has one, else its text. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof AppError && error.coded) return { code: error.coded.message_code as ServerMessageCode, params: error.coded.params, text: error.message };
  return error instanceof Error ? error.message : String(error);
}

/** A member left out of a group, and why: the English text, with its code and parameters where it has them. */
function exclusionOf(member: GroupMember, refusal: Refusal): GroupExclusion {
  return { ...member, ...(typeof refusal === 'string' ? { message: refusal } : codedFields(refusal)) };
}

/** An exclusion's reason in one language: a coded one in that language, an uncoded one as it was written. */
function reasonIn(exclusion: GroupExclusion, language: 'en' | 'fil'): string {
  return exclusion.message_code ? renderMessage(exclusion.message_code as ServerMessageCode, exclusion.params, language) : exclusion.message;
}

/** The members of the lead's own team among empids; anyone else makes the whole call 403. */
export async function teamMembers(db: Kysely<DB> | Transaction<DB>, lead: CurrentUser, empids: readonly string[]): Promise<GroupMember[]> {
  const unique = [...new Set(empids)];
  const rows = await db
    .selectFrom('employees')
    .select(['emp_id as empid', sql<string>`firstname || ' ' || lastname`.as('fullname')])
    .where('emp_id', 'in', unique)
    .where('team_lead', '=', lead.empId)
    .where('active', '=', true)
    .execute();
  const outside = unique.filter((empid) => !rows.some((row) => row.empid === empid));
  if (outside.length > 0) throw forbidden(say('group.not_in_team', { empIds: outside.join(', ') }));
  return unique.map((empid) => rows.find((row) => row.empid === empid)!);
}

/**
 * Files (recid 0) or refiles a group request in one transaction: every member is
 * checked on their own, the eligible ones are filed, and the answer names the
 * others and why. With no one eligible nothing is filed (409).
 */
export async function fileGroupRequest(
  db: Kysely<DB>,
  lead: CurrentUser,
  recid: number,
  filing: GroupFiling,
  requestId?: string,
): Promise<GroupFiled> {
  if (!lead.teamlead) throw forbidden(say('group.leads_only', { label: labelOf(filing.header) }));
  const members = await teamMembers(db, lead, filing.empids);
  return db.transaction().execute(async (trx) => {
    const included: GroupMember[] = [];
    const excluded: GroupExclusion[] = [];
    // The lock order: the lead (the header's requester) and every member at once, then the header.
    await lockRequesters(trx, [lead.empId, ...members.map((member) => member.empid)]);
    let groupRecid = recid;
    if (recid !== 0) {
      await lockOwnUntouchedRequest(trx, filing.header, recid, lead);
      await deleteGroupDetails(trx, filing.detail, recid);
    }
    for (const member of members) {
      const refusal = await filing.refusalFor(trx, member);
      if (refusal) excluded.push(exclusionOf(member, refusal));
      else included.push(member);
    }
    if (included.length === 0) {
      const reasons = (language: 'en' | 'fil') => excluded.map((e) => `${e.fullname}: ${reasonIn(e, language)}`).join('\n');
      throw conflict(say('group.no_one_included', { reasons: { en: reasons('en'), fil: reasons('fil') } }));
    }
    const routing = await routeNewRequest(trx, filing.header, lead.empId, lead.empId);
    if (recid === 0) groupRecid = await insertGroupHeader(trx, filing.header, lead.empId, filing.headerFields, routing);
    else await updateGroupHeader(trx, filing.header, recid, filing.headerFields);
    // Details carry the header's approvers and statuses but are never in a queue.
    const detailApprovals = { ...routing, current_level: null, current_approver: null };
    for (const member of included) await filing.insertDetail(trx, member, groupRecid, detailApprovals);
    if (recid === 0) {
      await announceFiled(trx, filing.header, groupRecid);
      await announceGroupMembers(trx, filing.header, groupRecid, included.map((member) => member.empid));
    }
    await writeAudit(trx, {
      actorEmpId: lead.empId,
      action: recid === 0 ? 'file' : 'edit',
      entity: filing.header.name,
      entityId: String(groupRecid),
      after: { fields: filing.headerFields, included: included.map((m) => m.empid), excluded: excluded.map(({ empid, fullname, message }) => ({ empid, fullname, message })) },
      requestId,
    });
    return { recid: groupRecid, included: included.map((m) => m.empid), excluded };
  });
}

/** Deletes a whole untouched group, or one member's detail from it (the last one takes the group along). */
export async function removeFromGroup(
  db: Kysely<DB>,
  header: RequestTypeDescriptor,
  detail: RequestTypeDescriptor,
  lead: CurrentUser,
  recid: number,
  empid: string | undefined,
  requestId?: string,
): Promise<PortalMessage> {
  const named = { label: labelOf(header), ref: refOf(header, recid) };
  return db.transaction().execute(async (trx) => {
    await lockOwnUntouchedRequest(trx, header, recid, lead);
    if (empid !== undefined) {
      if ((await deleteGroupDetails(trx, detail, recid, empid)) === 0) throw notFound(say('group.member_not_in_group', { empId: empid, ...named }));
      const left = await listDetailRecids(trx, detail, recid);
      await writeAudit(trx, { actorEmpId: lead.empId, action: 'remove-member', entity: header.name, entityId: String(recid), before: { empid }, requestId });
      if (left.length > 0) return say('group.member_removed', { empId: empid, ...named });
    }
    await deleteGroupHeader(trx, header, recid);
    await writeAudit(trx, { actorEmpId: lead.empId, action: 'delete', entity: header.name, entityId: String(recid), requestId });
    return say('group.deleted', named);
  });
}

/**
 * A group's details for its filer, or for someone on its route, who acted on it, or
 * who stands in today for the approver whose turn it is; anyone else is told there
 * is no such group.
 */
export async function assertMaySeeGroup(db: Kysely<DB> | Transaction<DB>, header: RequestTypeDescriptor, recid: number, user: CurrentUser, asApprover: boolean): Promise<void> {
  const row = await findGroupParties(db, header, recid);
  let allowed = row !== undefined && (asApprover ? [row.approver1, row.approver2, row.approver3, ...row.acted_by].includes(user.empId) : row.filed_by === user.empId);
  if (!allowed && asApprover && row?.current_approver) allowed = (await findActiveDelegation(db, row.current_approver, user.empId)) !== undefined;
  if (!allowed) throw notFound(say('group.not_found', { label: labelOf(header), ref: refOf(header, recid), asApprover: asApprover ? 'yes' : 'no' }));
}

