import type { Kysely } from 'kysely';
import { requestRef } from '@portal/contracts/approvals';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { GroupOvertimeBody, OvertimeGroupRow, OvertimeRow } from '@portal/contracts/overtime';
import type { DB } from '../../db/database';
import type { CurrentUser } from '../../lib/current-user';
import { codedFields, say } from '../../lib/messages';
import { listRequests } from '../../approvals/approval.repository';
import { assertMaySeeGroup, fileGroupRequest, removeFromGroup } from '../../approvals/request-groups';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { getCompanyTimeZone } from '../../company/company.repository';
import { overtimeGroupType as groupType, overtimeType } from './overtime.descriptor';
import { overtimeRefusal, resolveOvertimeType } from './overtime-rules';
import { checkOvertimeHours } from './overtime-window';
import * as overtimes from './overtime.repository';

export const listMyOvertimeGroups = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listOwnRequests<OvertimeGroupRow>(db, groupType, user, filter);
export const listOvertimeGroupsForMyApproval = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) =>
  listRequestsForApprover<OvertimeGroupRow>(db, groupType, user, filter);

export async function listOvertimeGroupDetails(db: Kysely<DB>, user: CurrentUser, recid: number, asApprover: boolean): Promise<OvertimeRow[]> {
  await assertMaySeeGroup(db, groupType, recid, user, asApprover);
  return listRequests<OvertimeRow>(db, overtimeType, { kind: 'group', groupRecid: recid }, {}, await getCompanyTimeZone(db));
}

/** Files the same overtime for several team members, each checked against their own shift and filings. */
export async function saveOvertimeGroup(db: Kysely<DB>, lead: CurrentUser, body: GroupOvertimeBody, requestId?: string, timeFormat: '12H' | '24H' = '12H') {
  const window = checkOvertimeHours(body.fromTime, body.toTime, body.noOfHours);
  const fields = { otdate: body.otDate, frtime: body.fromTime, totime: body.toTime, noofhours: body.noOfHours, ottype: await resolveOvertimeType(db, body.ottype), reason: body.reason };
  const filed = await fileGroupRequest(
    db,
    lead,
    body.recid,
    {
      header: groupType,
      detail: overtimeType,
      headerFields: fields,
      empids: body.empids,
      refusalFor: (trx, member) => overtimeRefusal(trx, member.empid, body, window, 0, timeFormat),
      insertDetail: async (trx, member, groupRecid, approvals) => {
        await overtimes.insertOvertime(trx, member.empid, lead.empId, fields, approvals, groupRecid);
      },
    },
    requestId,
  );
  const row = await readRequestRow<OvertimeGroupRow>(db, groupType, filed.recid);
  const counts = { ref: requestRef(filed.recid, true), count: filed.included.length, excluded: filed.excluded.length };
  return { ...row, ...filed, ...codedFields(say('overtime.group_filed', counts)) };
}

export async function deleteOvertimeGroup(db: Kysely<DB>, lead: CurrentUser, recid: number, empid: string | undefined, requestId?: string) {
  return codedFields(await removeFromGroup(db, groupType, overtimeType, lead, recid, empid, requestId));
}
