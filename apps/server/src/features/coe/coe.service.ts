import type { Kysely } from 'kysely';
import type { RequestListQuery } from '@portal/contracts/approvals';
import { DEFAULT_COE_LANGUAGE, MAX_COE_DAYS_AHEAD, coeTypes, type CoeBody, type CoeRow, type EmployeeInfo } from '@portal/contracts/coe';
import type { DB } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { writeAudit } from '../../lib/audit';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { addDays, toLocalDateTime } from '../../lib/local-time';
import { getCompanyTimeZone } from '../../company/company.repository';
import { assertApproverRole } from '../../approvals/decision-routes';
import { listOwnRequests, listRequestsForApprover, readRequestRow } from '../../approvals/request-lists';
import { announceFiled } from '../../approvals/request-announcements';
import { lockOwnUntouchedRequest, lockRequester, routeNewRequest } from '../../approvals/request-filing';
import { removeRequest } from '../../approvals/request-removal';
import { coeType as type } from './coe.descriptor';
import { coeTypeDescriptionInEach } from './certificate-wording';
import { toEmployeeInfo } from './employee-info';
import { newVerificationCode } from './verification';
import * as certificates from './coe.repository';

export function listCoeTypes() {
  return coeTypes.map(({ coetype, description }) => ({ coetype, description }));
}

export function listMyCoeRequests(db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery): Promise<CoeRow[]> {
  return listOwnRequests(db, type, user, filter);
}

export function listCoeRequestsForMyApproval(db: Kysely<DB>, user: CurrentUser, filter: RequestListQuery): Promise<CoeRow[]> {
  assertApproverRole(type, user);
  return listRequestsForApprover(db, type, user, filter);
}

/** The certificate's date: from today (company time) to a couple of months ahead. */
async function assertIssuableDate(db: Kysely<DB>, reqDate: string, now: Date): Promise<void> {
  const today = toLocalDateTime(now, await getCompanyTimeZone(db)).date;
  if (reqDate < today) throw badRequest(say('coe.date_in_past'));
  if (reqDate > addDays(today, MAX_COE_DAYS_AHEAD)) throw badRequest(say('coe.date_too_far', { days: MAX_COE_DAYS_AHEAD }));
}

export async function saveCoeRequest(db: Kysely<DB>, user: CurrentUser, body: CoeBody, requestId?: string, now = new Date()): Promise<CoeRow & CodedAnswer> {
  await assertIssuableDate(db, body.reqDate, now);
  const fieldsIn = (language: certificates.CoeFields['language']): certificates.CoeFields => ({ reqdate: body.reqDate, coetype: body.coeType, reason: body.reason, language });
  const recid = await db.transaction().execute(async (trx) => {
    await lockRequester(trx, user.empId);
    if (body.recid !== 0) {
      await lockOwnUntouchedRequest(trx, type, body.recid, user);
      const before = await certificates.findCoeRequest(trx, body.recid);
      // An edit without a language keeps the one the request has.
      const fields = fieldsIn(body.language ?? before?.language ?? DEFAULT_COE_LANGUAGE);
      await certificates.updateCoeRequest(trx, body.recid, fields);
      await writeAudit(trx, { actorEmpId: user.empId, action: 'edit', entity: type.name, entityId: String(body.recid), before, after: fields, requestId });
      return body.recid;
    }
    const routing = await routeNewRequest(trx, type, user.empId, user.empId);
    const fields = fieldsIn(body.language ?? DEFAULT_COE_LANGUAGE);
    const saved = await certificates.insertCoeRequest(trx, user.empId, fields, newVerificationCode(), routing);
    await writeAudit(trx, { actorEmpId: user.empId, action: 'file', entity: type.name, entityId: String(saved), after: fields, requestId });
    await announceFiled(trx, type, saved);
    return saved;
  });
  const row = await readRequestRow<CoeRow>(db, type, recid);
  const params = { recid, description: coeTypeDescriptionInEach(body.coeType) };
  return { ...row, ...codedFields(say(body.recid === 0 ? 'coe.filed' : 'coe.saved', params)) };
}

export async function deleteCoeRequest(db: Kysely<DB>, user: CurrentUser, recid: number, requestId?: string): Promise<CodedAnswer> {
  await removeRequest(db, type, user, recid, (trx) => certificates.findCoeRequest(trx, recid), requestId);
  return codedFields(say('coe.deleted', { recid }));
}

/** Your own certificate information; COE approvers and HR may read anyone's. */
export async function getEmployeeInfo(db: Kysely<DB>, user: CurrentUser, empId: string): Promise<EmployeeInfo> {
  // Salary and addresses: one's own, or a person whose certificate request waits on (or went
  // through) the caller. Being a COE approver alone opens no one's file. HR administrators
  // keep access: they keep these records under Administration anyway.
  const mayRead = empId === user.empId || user.hradmin || (await certificates.hasCoeRequestRoutedTo(db, empId, user.empId));
  if (!mayRead) throw forbidden(say('coe.info_not_yours'));
  const facts = await certificates.findCertificateFacts(db, empId, null);
  if (!facts) throw notFound(say('coe.no_employee', { empId }));
  return toEmployeeInfo(facts);
}
