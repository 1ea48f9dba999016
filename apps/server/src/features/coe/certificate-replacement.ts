import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import { writeAudit } from '../../lib/audit';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import { detectDocumentType, sanitiseFileName } from '../../lib/file-content';
import type { DocumentStore } from '../../plugins/document-storage';
import { assertApproverRole } from '../../approvals/decision-routes';
import { lockRequestInOrder } from '../../approvals/lock-order';
import { coeType as type } from './coe.descriptor';
import * as certificates from './coe.repository';

/**
 * A COE approver routed to a request may put a PDF of their own (a bank's form,
 * filled and signed) in place of the generated certificate; never on their own
 * request, nor on a rejected one. The file is checked by its bytes, kept as a
 * document of the request, and audited.
 */
export async function replaceCertificatePdf(
  db: Kysely<DB>,
  store: DocumentStore,
  user: CurrentUser,
  recid: number,
  pdf: { name: string; content: Buffer },
  requestId?: string,
): Promise<CodedAnswer> {
  assertApproverRole(type, user);
  if (pdf.content.length === 0) throw new AppError('BAD_REQUEST', say('coe.pdf_empty'));
  if ((await detectDocumentType(pdf.content)) !== 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', say('coe.not_a_pdf'));
  const key = randomUUID();
  await db.transaction().execute(async (trx) => {
    const request = await lockRequestInOrder(trx, type, recid);
    if (!request || !request.approvers.includes(user.empId)) throw notFound(say('coe.not_routed_to_you', { recid }));
    if (request.empId === user.empId) throw forbidden(say('coe.replace_own'));
    if (request.overall === 'D' || request.overall === 'E') throw conflict(say('coe.replace_rejected', { recid }));
    const before = await certificates.findCoeRequest(trx, recid);
    await certificates.insertReplacementDocument(trx, recid, { key, ownerEmpId: user.empId, name: sanitiseFileName(pdf.name), size: pdf.content.length });
    await store.put(key, pdf.content);
    await writeAudit(trx, {
      actorEmpId: user.empId,
      action: 'replace_certificate',
      entity: type.name,
      entityId: String(recid),
      before: { replacement_document_key: before?.replacement_document_key ?? null },
      after: { replacement_document_key: key },
      requestId,
    });
  });
  return codedFields(say('coe.replaced', { recid }));
}
