import type { Kysely } from 'kysely';
import { requestRef } from '@portal/contracts/approvals';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { GroupShiftChangeBody, ShiftChangeRow, ShiftGroupRow } from '@portal/contracts/shift';
import type { DB } from '../../db/database';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say } from '../../lib/messages';
import { listRequests } from '../../approvals/approval.repository';
import { assertMaySeeGroup, fileGroupRequest, removeFromGroup } from '../../approvals/request-groups';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { getCompanyTimeZone } from '../../company/company.repository';
import { shiftChangeType, shiftGroupType as groupType } from './shift.descriptor';
import { checkShiftChange, shiftChangeRefusal } from './shift-rules';
import * as shifts from './shift.repository';

export const listMyShiftGroups = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listOwnRequests<ShiftGroupRow>(db, groupType, user, filter);
export const listShiftGroupsForMyApproval = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listRequestsForApprover<ShiftGroupRow>(db, groupType, user, filter);

export async function listShiftGroupDetails(db: Kysely<DB>, user: CurrentUser, recid: number, asApprover: boolean): Promise<ShiftChangeRow[]> {
  await assertMaySeeGroup(db, groupType, recid, user, asApprover);
  return listRequests<ShiftChangeRow>(db, shiftChangeType, { kind: 'group', groupRecid: recid }, {}, await getCompanyTimeZone(db));
}

/** The same shift for several team members, each checked against their own changes. */
export async function saveShiftGroup(db: Kysely<DB>, lead: CurrentUser, body: GroupShiftChangeBody, requestId?: string) {
  const fields = await checkShiftChange(db, body);
  const filed = await fileGroupRequest(
    db,
    lead,
    body.recid,
    {
      header: groupType,
      detail: shiftChangeType,
      headerFields: { ...fields },
      empids: body.empids,
      refusalFor: (trx, member) => shiftChangeRefusal(trx, member.empid, body),
      insertDetail: async (trx, member, groupRecid, approvals) => {
        await shifts.insertChange(trx, member.empid, lead.empId, fields, approvals, { groupRecid });
      },
    },
    requestId,
  );
  const row = await readRequestRow<ShiftGroupRow>(db, groupType, filed.recid);
  const counts = { ref: requestRef(filed.recid, true), schedule: row.schedule, count: filed.included.length, excluded: filed.excluded.length };
  return { ...row, ...filed, ...codedFields(say('shift.group_filed', counts)) };
}

export async function deleteShiftGroup(db: Kysely<DB>, lead: CurrentUser, recid: number, empid: string | undefined, requestId?: string) {
  return codedFields(await removeFromGroup(db, groupType, shiftChangeType, lead, recid, empid, requestId));
}
