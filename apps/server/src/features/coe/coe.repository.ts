import { sql, type Kysely, type Transaction } from 'kysely';
import type { CoeLanguage } from '@portal/contracts/coe';
import type { DB } from '../../db/database';
import { approversDelegatedTo } from '../../approvals/delegation.repository';

type Db = Kysely<DB> | Transaction<DB>;

export interface CoeFields {
  reqdate: string;
  coetype: number;
  reason: string;
  language: CoeLanguage;
}

export async function insertCoeRequest(
  trx: Transaction<DB>,
  empId: string,
  fields: CoeFields,
  verificationCode: string,
  routing: Record<string, unknown>,
): Promise<number> {
  const row = await trx
    .insertInto('coe_requests')
    .values({ emp_id: empId, filed_by: empId, ...fields, verification_code: verificationCode, ...routing } as never)
    .returning('recid')
    .executeTakeFirstOrThrow();
  return row.recid;
}

export async function updateCoeRequest(trx: Transaction<DB>, recid: number, fields: CoeFields): Promise<void> {
  await trx.updateTable('coe_requests').set(fields).where('recid', '=', recid).execute();
}

export function findCoeRequest(db: Db, recid: number) {
  return db.selectFrom('coe_requests').selectAll().where('recid', '=', recid).executeTakeFirst();
}

export function findCoeRequestByCode(db: Db, code: string) {
  return db
    .selectFrom('coe_requests as r')
    .innerJoin('employees as e', 'e.emp_id', 'r.emp_id')
    .select(['r.recid', 'r.reqdate', 'r.coetype', 'r.overall_status', 'r.valid_until', 'e.firstname', 'e.lastname'])
    .select(sql<string | null>`to_char(r.approved_at at time zone (select time_zone from company), 'YYYY-MM-DD')`.as('approved_date'))
    .where('r.verification_code', '=', code)
    .executeTakeFirst();
}

/**
 * The final approval makes the certificate: it is signed by the company's
 * signatory (or, while HR has named none, by the approver who issued it) and is
 * valid for the company's validity period from today.
 */
export async function markCertificateIssued(trx: Transaction<DB>, recid: number, approverEmpId: string): Promise<void> {
  await sql`
    update coe_requests set
      approved_at = now(),
      signatory_emp_id = coalesce((select signatory_emp_id from company), ${approverEmpId}),
      valid_until = (now() at time zone (select time_zone from company))::date + (select coe_validity_days from company)
    where recid = ${recid}
  `.execute(trx);
}

/**
 * Keeps an uploaded PDF as a document of the request (so it cannot be deleted while
 * in use, and its readers are the request's) and points the certificate at it.
 */
export async function insertReplacementDocument(
  trx: Transaction<DB>,
  recid: number,
  document: { key: string; ownerEmpId: string; name: string; size: number },
): Promise<void> {
  await trx
    .insertInto('documents')
    .values({ key: document.key, owner_emp_id: document.ownerEmpId, original_name: document.name, content_type: 'application/pdf', size_bytes: document.size })
    .execute();
  await trx.insertInto('request_documents').values({ request_type: 'coe', recid, document_key: document.key }).execute();
  await trx.updateTable('coe_requests').set({ replacement_document_key: document.key }).where('recid', '=', recid).execute();
}

export function findSignature(db: Db, empId: string) {
  return db.selectFrom('signatures').select(['image', 'content_type']).where('emp_id', '=', empId).executeTakeFirst();
}

/** The images every certificate carries: the logo and the static footer image. */
export function findCompanyImages(db: Db) {
  return db.selectFrom('company').select(['logo', 'logo_content_type', 'footer_image', 'footer_image_content_type']).executeTakeFirst();
}

/** Everything the certificate says about a person and their employer, in one row. */
export function findCertificateFacts(db: Db, empId: string, signatoryEmpId: string | null) {
  return db
    .selectFrom('employees as e')
    .crossJoin('company as c')
    .leftJoin('shifts as s', 's.shift', 'e.default_shift')
    .leftJoin('offices as o', 'o.id', 'e.office_id')
    .leftJoin('employees as sig', (join) => join.on('sig.emp_id', '=', sql<string>`coalesce(${signatoryEmpId}, c.signatory_emp_id)`))
    .select([
      'e.emp_id', 'e.firstname', 'e.lastname', 'e.middlename', 'e.prefix', 'e.gender', 'e.hire_date', 'e.separation_date',
      'e.designation', 'e.employment_status', 'e.monthly_salary', 'e.monthly_allowances', 'e.benefits_coverage', 'e.home_address',
      'c.name as company_name', 'c.address as company_address', 'c.address2 as company_address2', 'c.telno', 'c.emailadd', 'c.website',
      's.shift', 's.shiftdesc', 's.timein', 's.timeout', 'o.name as office_name', 'o.address as office_address',
      'sig.emp_id as signatory_emp_id', 'sig.firstname as signatory_firstname', 'sig.lastname as signatory_lastname',
      'sig.prefix as signatory_prefix', 'sig.designation as signatory_designation',
    ])
    .where('e.emp_id', '=', empId)
    .executeTakeFirst();
}
export type CertificateFacts = NonNullable<Awaited<ReturnType<typeof findCertificateFacts>>>;

/**
 * Whether any certificate request of `empId` is routed to `approverEmpId` (at any
 * level), or to an approver they stand in for today.
 */
export async function hasCoeRequestRoutedTo(db: Db, empId: string, approverEmpId: string): Promise<boolean> {
  const approvers = sql<string>`(select ${approverEmpId}::text union ${approversDelegatedTo(approverEmpId)})`;
  const row = await db
    .selectFrom('coe_requests')
    .select('recid')
    .where('emp_id', '=', empId)
    .where((eb) => eb.or([eb('approver1', 'in', approvers), eb('approver2', 'in', approvers), eb('approver3', 'in', approvers)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
