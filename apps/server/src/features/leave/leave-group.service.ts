import type { Kysely } from 'kysely';
import { requestRef } from '@portal/contracts/approvals';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { GroupLeaveBody, LeaveGroupRow, LeaveRow } from '@portal/contracts/leave';
import type { DB } from '../../db/database';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say } from '../../lib/messages';
import { listRequests } from '../../approvals/approval.repository';
import { assertMaySeeGroup, fileGroupRequest, refusalOf, removeFromGroup } from '../../approvals/request-groups';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { getCompanyTimeZone } from '../../company/company.repository';
import { getFeatureSwitches } from '../../company/feature-switches';
import { leaveGroupType as groupType, leaveType } from './leave.descriptor';
import { checkLeaveShape, hoursToCharge, leaveRefusal } from './leave-rules';
import * as leaves from './leave.repository';

/** Group leaves the caller filed (as the header's requester). */
export const listMyLeaveGroups = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listOwnRequests<LeaveGroupRow>(db, groupType, user, filter);
export const listLeaveGroupsForMyApproval = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) =>
  listRequestsForApprover<LeaveGroupRow>(db, groupType, user, filter);

export async function listLeaveGroupDetails(db: Kysely<DB>, user: CurrentUser, recid: number, asApprover: boolean): Promise<LeaveRow[]> {
  await assertMaySeeGroup(db, groupType, recid, user, asApprover);
  return listRequests<LeaveRow>(db, leaveType, { kind: 'group', groupRecid: recid }, {}, await getCompanyTimeZone(db));
}

/** Files a leave for several team members: each on their own schedule and balance. */
export async function saveLeaveGroup(db: Kysely<DB>, lead: CurrentUser, body: GroupLeaveBody, requestId?: string) {
  const leaveDesc = await checkLeaveShape(db, body);
  // On the terms of a single leave: without the duration switch, hours given must be
  // the member's own working days' (members' schedules differ, so a member whose days
  // hold other hours is left out, with why); with it, at most those.
  const wholeDaysOnly = !(await getFeatureSwitches(db)).leaveDuration;
  const fields = { payitem: body.payItem, frdate: body.fromDate, todate: body.toDate, reason: body.reason };
  const headerHours = body.noOfHours ?? (await hoursToCharge(db, lead.empId, body).catch(() => 8));
  const charges = new Map<string, number>();
  const filed = await fileGroupRequest(
    db,
    lead,
    body.recid,
    {
      header: groupType,
      detail: leaveType,
      headerFields: { ...fields, noofhours: headerHours },
      empids: body.empids,
      async refusalFor(trx, member) {
        try {
          const hours = await hoursToCharge(trx, member.empid, body, wholeDaysOnly);
          return (await leaveRefusal(trx, member.empid, body, hours, leaveDesc))?.message ?? null;
        } catch (error) {
          return refusalOf(error);
        }
      },
      async insertDetail(trx, member, groupRecid, approvals) {
        const hours = await hoursToCharge(trx, member.empid, body, wholeDaysOnly);
        charges.set(member.empid, hours);
        await leaves.insertLeave(trx, member.empid, lead.empId, { ...fields, noofhours: hours }, approvals, groupRecid);
      },
    },
    requestId,
  );
  const row = await readRequestRow<LeaveGroupRow>(db, groupType, filed.recid);
  return {
    ...row,
    ...filed,
    charges: filed.included.map((empid) => ({ empid, noOfHours: charges.get(empid) ?? 0 })),
    ...codedFields(say('group.leave_filed', { leave: leaveDesc, ref: requestRef(filed.recid, true), count: filed.included.length, excluded: filed.excluded.length })),
  };
}

export async function deleteLeaveGroup(db: Kysely<DB>, lead: CurrentUser, recid: number, empid: string | undefined, requestId?: string) {
  return codedFields(await removeFromGroup(db, groupType, leaveType, lead, recid, empid, requestId));
}
