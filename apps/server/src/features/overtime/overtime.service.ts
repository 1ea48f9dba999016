import type { Kysely } from 'kysely';
import type { RequestListQuery } from '@portal/contracts/approvals';
import type { OvertimeBody, OvertimeRow } from '@portal/contracts/overtime';
import type { DB } from '../../db/database';
import { conflict } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { writeAudit } from '../../lib/audit';
import { readableDateInEach } from '../../lib/local-time';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { announceFiled } from '../../approvals/request-announcements';
import { lockOwnUntouchedRequest, lockRequester, routeNewRequest } from '../../approvals/request-filing';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { removeRequest } from '../../approvals/request-removal';
import { overtimeType as type } from './overtime.descriptor';
import { overtimeRefusal, resolveOvertimeType } from './overtime-rules';
import { checkOvertimeHours } from './overtime-window';
import * as overtimes from './overtime.repository';

export const listOvertimeTypes = (db: Kysely<DB>) => overtimes.listOvertimeTypes(db);
export const listMyOvertimes = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listOwnRequests<OvertimeRow>(db, type, user, filter);
export const listOvertimesForMyApproval = (db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery) => listRequestsForApprover<OvertimeRow>(db, type, user, filter);

/** Files (recid 0) or edits one's own overtime; overlaps are checked under the employee's lock. */
/** Files or edits one's own overtime; refusals give times in the person's 12H/24H format. */
export async function saveOvertime(db: Kysely<DB>, user: CurrentUser, body: OvertimeBody, requestId?: string, timeFormat: '12H' | '24H' = '12H'): Promise<OvertimeRow & CodedAnswer> {
  const window = checkOvertimeHours(body.fromTime, body.toTime, body.noOfHours);
  const fields = { otdate: body.otDate, frtime: body.fromTime, totime: body.toTime, noofhours: body.noOfHours, ottype: await resolveOvertimeType(db, body.ottype), reason: body.reason };
  const recid = await db.transaction().execute(async (trx) => {
    await lockRequester(trx, user.empId);
    if (body.recid !== 0) await lockOwnUntouchedRequest(trx, type, body.recid, user);
    const refusal = await overtimeRefusal(trx, user.empId, body, window, body.recid, timeFormat);
    if (refusal) throw conflict(refusal);
    let saved = body.recid;
    if (saved === 0) {
      saved = await overtimes.insertOvertime(trx, user.empId, user.empId, fields, await routeNewRequest(trx, type, user.empId, user.empId));
      await writeAudit(trx, { actorEmpId: user.empId, action: 'file', entity: type.name, entityId: String(saved), after: fields, requestId });
      await announceFiled(trx, type, saved);
    } else {
      const before = await overtimes.findOvertime(trx, saved);
      await overtimes.updateOvertime(trx, saved, fields);
      await writeAudit(trx, { actorEmpId: user.empId, action: 'edit', entity: type.name, entityId: String(saved), before, after: fields, requestId });
    }
    return saved;
  });
  const row = await readRequestRow<OvertimeRow>(db, type, recid);
  const done = { recid, hours: body.noOfHours, date: readableDateInEach(body.otDate) };
  return { ...row, ...codedFields(say(body.recid === 0 ? 'overtime.filed' : 'overtime.saved', done)) };
}

export async function deleteOvertime(db: Kysely<DB>, user: CurrentUser, recid: number, requestId?: string): Promise<CodedAnswer> {
  await removeRequest(db, type, user, recid, (trx) => overtimes.findOvertime(trx, recid), requestId);
  return codedFields(say('overtime.deleted', { recid }));
}
