import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse, employeeNumber } from './common';
import { LANGUAGES } from './language-constants';
import {
  ApprovalOutcome,
  BulkApproveBody,
  BulkDisapproveBody,
  BulkOutcome,
  RecidQuery,
  RequestListQuery,
  SingleApproveBody,
  SingleDisapproveBody,
  approvalRowFields,
  requiredDate,
} from './approvals';
import { recordId, safeText } from './input';

/**
 * The eight certificate types (spec §9), one template each. `salary` types carry the
 * monthly and annual salary and monthly allowances; `letterhead` types put a centred
 * half-width logo over the company's address block, as embassies and border
 * offices expect of a formal letter.
 */
export const coeTypes = [
  { coetype: 1, description: 'Proof of employment', purpose: 'whatever legal purpose it may serve', salary: false, letterhead: false },
  { coetype: 2, description: 'A4 category', purpose: 'A4 category application', salary: false, letterhead: true },
  { coetype: 3, description: 'Border pass', purpose: 'border pass application', salary: false, letterhead: true },
  { coetype: 4, description: 'Loan application', purpose: 'loan application', salary: true, letterhead: false },
  { coetype: 5, description: 'Credit card application', purpose: 'credit card application', salary: true, letterhead: false },
  { coetype: 6, description: 'Postpaid plan application', purpose: 'postpaid plan application', salary: true, letterhead: false },
  { coetype: 7, description: 'Travel application without salary', purpose: 'travel application', salary: false, letterhead: true },
  { coetype: 8, description: 'Travel application with salary', purpose: 'travel application', salary: true, letterhead: true },
] as const;
export type CoeTypeNumber = (typeof coeTypes)[number]['coetype'];
export const DEFAULT_COE_TYPE: CoeTypeNumber = 1;

export function findCoeType(coetype: number) {
  return coeTypes.find((type) => type.coetype === coetype);
}

/** Days a certificate stays valid after its approval, unless the company sets otherwise. */
export const DEFAULT_COE_VALIDITY_DAYS = 90;
/** Labor Advisory 06-2020: a certificate of employment is issued within three days of the request. */
export const COE_ISSUANCE_DAYS = 3;
/** The multipart field of a PDF that replaces the generated certificate. */
export const COE_PDF_FIELD = 'pdfFile';
export const EXPIRED_TEXT = 'Document has expired. Please log a new request.';
/** How far ahead a certificate may be dated. */
export const MAX_COE_DAYS_AHEAD = 60;

export const CoeTypeRow = z.object({ coetype: z.number(), description: z.string() });

const coeTypeField = z.coerce
  .number({ error: 'coeType must be a number from 1 to 8' })
  .int('coeType must be a number from 1 to 8')
  .min(1, 'coeType must be a number from 1 to 8')
  .max(8, 'coeType must be a number from 1 to 8');

/**
 * The languages a certificate is written in, chosen per request: English by default
 * (a bank or an embassy may want it, whatever language the portal speaks), or Filipino.
 */
export const COE_LANGUAGES = LANGUAGES;
export type CoeLanguage = (typeof COE_LANGUAGES)[number];
export const DEFAULT_COE_LANGUAGE: CoeLanguage = 'en';

export const CoeBody = z.object({
  recid: recordId('recid', { allowZero: true }).default(0),
  reqDate: requiredDate('reqDate'),
  coeType: coeTypeField.default(DEFAULT_COE_TYPE),
  reason: safeText('reason', { max: 500 }),
  /**
   * The language the certificate is written in. Absent: English on a new request, and
   * the language it has on an edit (a client that does not know the field changes nothing).
   */
  language: z.enum(COE_LANGUAGES, { error: "language must be 'en' (English) or 'fil' (Filipino)" }).optional(),
});
export type CoeBody = z.infer<typeof CoeBody>;

export const CoeRow = z.object({
  ...approvalRowFields,
  reqdate: z.string(),
  coetype: z.number(),
  coe_desc: z.string(),
  reason: z.string(),
  status: z.string().nullable(),
  status2: z.string().nullable(),
  status3: z.string().nullable(),
  /** When the last level approved, as YYYY-MM-DD; null until then. */
  approved_date: z.string().nullable(),
  /** The last day the approved certificate is valid. */
  valid_until: z.string().nullable(),
  /** The DOLE three-day issuance clock: due date and whole days left (negative when late). */
  due_date: z.string(),
  days_left: z.number(),
  /** An approver replaced the generated certificate with a PDF of their own. */
  replaced: z.boolean(),
  /** The language the certificate is written in. */
  language: z.enum(COE_LANGUAGES),
});
export type CoeRow = z.infer<typeof CoeRow>;
export const CoeSaved = CoeRow.extend(CodedMessage);

export const EmployeeInfoQuery = z.object({ emp_id: employeeNumber('emp_id') });

/** Every field of spec §3's certificate information, with its wire spelling. */
export const EmployeeInfo = z.object({
  employee_name_with_prefix: z.string(),
  company_name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  hire_date: z.string(),
  designation: z.string(),
  monthly_salary: z.number(),
  annual_salary: z.number(),
  monyl_allowances: z.number(),
  employment_status: z.string(),
  benefits_coverage: z.string(),
  gender: z.string(),
  work_shift: z.string(),
  office_location: z.string(),
  home_address: z.string(),
  signatory: z.string(),
  signatory_designation: z.string(),
  company_address2: z.string(),
  telno: z.string(),
  emailadd: z.string(),
  company_website: z.string(),
});
export type EmployeeInfo = z.infer<typeof EmployeeInfo>;

export const CertificateParams = z.object({ id: recordId('id', { noun: 'a request number' }) });
export const SignatureQuery = z.object({ emp_id: employeeNumber('emp_id') });
export const VerificationParams = z.object({ code: z.string().regex(/^[A-Z0-9]{12}$/, 'This is not a certificate verification code.') });

/** What the public verification page may show: nothing beyond name, type and dates. */
export const CertificateVerification = z.object({
  state: z.enum(['valid', 'expired', 'pending', 'withdrawn']),
  fullname: z.string(),
  coe_desc: z.string(),
  reqdate: z.string(),
  approved_date: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

export const coeRoutes = {
  types: defineRoute({ method: 'GET', path: '/v1/coetypes', summary: 'The eight certificate types; 1 is the default', response: z.array(CoeTypeRow), auth: true }),
  list: defineRoute({ method: 'GET', path: '/v1/coes', summary: 'Your certificate requests (status on the overall status)', querystring: RequestListQuery, response: z.array(CoeRow), auth: true }),
  listForMyApproval: defineRoute({
    method: 'GET',
    path: '/v1/coes/formyapproval',
    summary: 'Certificate requests waiting for your action (COE approvers only); with a filter, all routed to you',
    querystring: RequestListQuery,
    response: z.array(CoeRow),
    auth: true,
  }),
  /** JSON as here, or multipart with the same fields and a `pdfFile` (the server reads both by hand). */
  save: defineRoute({ method: 'POST', path: '/v2/coe', summary: 'File a certificate request (recid 0) or edit your own pending one', body: CoeBody, response: CoeSaved, auth: true }),
  remove: defineRoute({ method: 'DELETE', path: '/v1/coe', summary: 'Delete your own certificate request while it is pending', querystring: RecidQuery, response: MessageResponse, auth: true }),
  approve: defineRoute({ method: 'POST', path: '/v1/coe/approve', summary: 'Approve one certificate request (COE approvers only)', body: SingleApproveBody, response: ApprovalOutcome, auth: true }),
  disapprove: defineRoute({ method: 'POST', path: '/v1/coe/disapprove', summary: 'Disapprove one certificate request, with remarks', body: SingleDisapproveBody, response: ApprovalOutcome, auth: true }),
  approveMany: defineRoute({ method: 'POST', path: '/v3/coe/approve', summary: 'Approve several certificate requests', body: BulkApproveBody, response: BulkOutcome, auth: true }),
  disapproveMany: defineRoute({ method: 'POST', path: '/v3/coe/disapprove', summary: 'Disapprove several certificate requests', body: BulkDisapproveBody, response: BulkOutcome, auth: true }),
  employeeInfo: defineRoute({
    method: 'GET',
    path: '/v1/coe/employeeinfo',
    summary: "The certificate's employee information: your own, or anyone's for COE approvers and HR",
    querystring: EmployeeInfoQuery,
    response: EmployeeInfo,
    auth: true,
  }),
} as const;

/** Paths answered outside the JSON route table (a file, a multipart body or a public page). */
export const COE_PDF_PATH = '/v1/coe/:id';
export const COE_SIGNATURE_PATH = '/v1/coe/signature';
export const COE_VERIFY_PATH = '/v1/coe/verify/:code';

/** The certificate PDF of one request, as a route the client can call. */
export function certificateFileRoute(recid: number) {
  return defineRoute({ method: 'GET', path: `/v1/coe/${recid}`, summary: 'A certificate of employment as PDF', response: z.unknown(), auth: true });
}

/** The public verification of one code, as a route a logged-out visitor calls. */
export function verificationRoute(code: string) {
  return defineRoute({ method: 'GET', path: `/v1/coe/verify/${encodeURIComponent(code)}`, summary: 'Verify a certificate', response: CertificateVerification, auth: false });
}
