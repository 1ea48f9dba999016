import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { say } from '../../lib/messages';
import type { CurrentUser } from '../../lib/current-user';
import { toLocalDateTime } from '../../lib/local-time';
import { getCompanyTimeZone } from '../../company/company.repository';
import type { DocumentStore } from '../../plugins/document-storage';
import { checkImage } from '../../pdf/image-check';
import { renderPdf, type DocumentFaultLog } from '../../pdf/render-pdf';
import { buildCertificateDocument, type CertificateState } from './certificate-document';
import { toEmployeeInfo } from './employee-info';
import * as certificates from './coe.repository';
import { verificationUrl } from './verification';

/**
 * A stored image as the PDF takes it, or null when it cannot be drawn: the
 * certificate is then rendered without it, and the fault is logged.
 */
function dataUrl(image: { content_type: string | null; bytes: Buffer | null } | undefined, what: string, log: DocumentFaultLog | undefined): string | null {
  if (!image?.bytes || !image.content_type) return null;
  const check = image.content_type === 'image/png' || image.content_type === 'image/jpeg' ? checkImage(image.bytes, image.content_type) : { ok: false as const, problem: `${image.content_type} is not an image type a certificate takes` };
  if (!check.ok) {
    log?.warn({ image: what, problem: check.problem }, 'a stored image cannot be drawn; the certificate is rendered without it');
    return null;
  }
  return `data:${image.content_type};base64,${image.bytes.toString('base64')}`;
}

/** The requester, COE approvers and HR may read a certificate; to anyone else it does not exist. */
function mayRead(user: CurrentUser, request: { emp_id: string }): boolean {
  return request.emp_id === user.empId || user.coeapprover || user.hradmin;
}

export interface CertificateFile {
  content: Buffer;
  fileName: string;
  /** Whose certificate it is: a read by anyone else is recorded in the access log. */
  subject: string;
}

/**
 * The certificate as it stands now: a draft with a blank signature until the last
 * level approves, signed after, marked expired past its validity; or the PDF an
 * approver put in its place.
 */
export async function readCertificate(
  db: Kysely<DB>,
  store: DocumentStore,
  user: CurrentUser,
  recid: number,
  origin: string,
  options: { now?: Date; log?: DocumentFaultLog } = {},
): Promise<CertificateFile> {
  const { now = new Date(), log } = options;
  const request = await certificates.findCoeRequest(db, recid);
  if (!request || !mayRead(user, request)) throw notFound(say('coe.no_certificate', { recid }));
  const fileName = `certificate-of-employment-${recid}.pdf`;
  if (request.replacement_document_key) return { content: await store.read(request.replacement_document_key), fileName, subject: request.emp_id };

  const facts = await certificates.findCertificateFacts(db, request.emp_id, request.signatory_emp_id);
  if (!facts) throw notFound(say('coe.no_certificate', { recid }));
  const today = toLocalDateTime(now, await getCompanyTimeZone(db)).date;
  const state: CertificateState =
    request.overall_status !== 'A' ? 'draft' : request.valid_until !== null && today > request.valid_until ? 'expired' : 'approved';
  const [images, signature] = await Promise.all([
    certificates.findCompanyImages(db),
    facts.signatory_emp_id && state !== 'draft' ? certificates.findSignature(db, facts.signatory_emp_id) : undefined,
  ]);
  const definition = buildCertificateDocument({
    info: toEmployeeInfo(facts, request.language),
    prefix: facts.prefix,
    coetype: request.coetype,
    reqdate: request.reqdate,
    separationDate: facts.separation_date,
    state,
    logo: dataUrl({ content_type: images?.logo_content_type ?? null, bytes: images?.logo ?? null }, 'company logo', log),
    footer: dataUrl({ content_type: images?.footer_image_content_type ?? null, bytes: images?.footer_image ?? null }, 'certificate footer image', log),
    signature: dataUrl(signature ? { content_type: signature.content_type, bytes: signature.image } : undefined, `signature of ${facts.signatory_emp_id}`, log),
    verificationCode: request.verification_code,
    verificationUrl: verificationUrl(origin, request.verification_code),
    language: request.language,
  });
  return { content: await renderPdf(definition, log), fileName, subject: request.emp_id };
}
