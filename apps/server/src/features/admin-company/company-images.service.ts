import type { Kysely } from 'kysely';
import type { CompanySettings } from '@portal/contracts/admin-company';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { codedFields, say, type CodedAnswer } from '../../lib/messages';
import * as company from './admin-company.repository';
import { readCompanySettings, type Actor } from './admin-company.service';
import type { CompanyImageType } from './company-image-upload';

type Image = { content: Buffer; contentType: CompanyImageType };

// The audit log records an image by type, size and SHA-256, never its bytes.

const savedMessages = {
  logo: 'company.logo_saved',
  footer: 'company.footer_saved',
} as const satisfies Record<company.CompanyImageKind, string>;

/** The certificate's logo or footer image, replaced and audited in one transaction. */
export async function replaceCompanyImage(
  db: Kysely<DB>,
  config: AppConfig,
  actor: Actor,
  kind: company.CompanyImageKind,
  image: Image,
): Promise<CompanySettings & CodedAnswer> {
  await db.transaction().execute(async (trx) => {
    const before = await company.findCompanyImageFacts(trx, kind);
    await company.replaceCompanyImage(trx, kind, image.content, image.contentType);
    const after = await company.findCompanyImageFacts(trx, kind);
    await writeAudit(trx, {
      actorEmpId: actor.empId,
      action: 'update',
      entity: 'company',
      entityId: kind === 'logo' ? 'logo' : 'footer_image',
      before: before?.image ?? null,
      after: after?.image,
      requestId: actor.requestId,
    });
  });
  return { ...(await readCompanySettings(db, config)), ...codedFields(say(savedMessages[kind])) };
}

export async function replaceSignatureImage(
  db: Kysely<DB>,
  config: AppConfig,
  actor: Actor,
  empId: string,
  image: Image,
): Promise<CompanySettings & CodedAnswer> {
  const person = await company.findEmployeeStatus(db, empId);
  if (!person) throw badRequest(say('company.signature_no_employee', { empId }));
  await db.transaction().execute(async (trx) => {
    const before = await company.findSignatureFacts(trx, empId);
    await company.replaceSignature(trx, empId, image.content, image.contentType);
    const after = await company.findSignatureFacts(trx, empId);
    await writeAudit(trx, {
      actorEmpId: actor.empId,
      action: 'update',
      entity: 'signature',
      entityId: empId,
      before: before?.image ?? null,
      after: { emp_id: empId, ...after?.image },
      requestId: actor.requestId,
    });
  });
  const settings = await readCompanySettings(db, config);
  const signatory = settings.signatory_emp_id === empId ? 'yes' : 'no';
  return { ...settings, ...codedFields(say('company.signature_saved', { name: `${person.firstname} ${person.lastname}`, signatory })) };
}
