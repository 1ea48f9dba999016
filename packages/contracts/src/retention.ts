import { z } from 'zod';
import { CodedMessage } from './common';
import { defineRoute } from './http';

// How long each kind of personal data is kept (Data Privacy Act, RA 10173, sec. 11(e):
// no longer than needed for its purpose or the law). Counted from the person's
// separation; the access log, from each entry.

export const RETENTION_KINDS = [
  'attendance',
  'supporting_documents',
  'certificates',
  'payroll',
  'government_ids',
  'account',
  'access_log',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_YEARS_RANGE = { min: 1, max: 100 } as const;

/** Each kind: what it holds, its default and why (the README repeats these). */
export const RETENTION_DEFAULTS: Record<
  RetentionKind,
  { label: string; holds: string; years: number; reason: string }
> = {
  attendance: {
    label: 'Attendance and requests',
    holds:
      'Punches, stored days, attendance adjustments, official business, leave, overtime and shift changes, leave entitlements',
    years: 3,
    reason:
      'Money claims under the Labor Code prescribe in three years (Art. 306), and employment records are kept three years from the last entry (Omnibus Rules, Book III, Rule X, sec. 12).',
  },
  supporting_documents: {
    label: 'Supporting documents',
    holds: 'Files uploaded with requests (medical certificates and the like), and their links',
    years: 3,
    reason:
      'They back the attendance records above for as long as a claim can be made; they often hold health information, so never longer.',
  },
  certificates: {
    label: 'Certificates of employment',
    holds: 'Certificate requests and their replacement PDFs',
    years: 3,
    reason: 'Employment records, kept as long as the attendance records (Labor Code Art. 306).',
  },
  payroll: {
    label: 'Pay and payslips',
    holds: 'Payslips, payroll lines, pay rates, recurring pay items and bank accounts',
    years: 10,
    reason:
      'Books of accounts and their supporting records are kept ten years for the BIR (Revenue Regulations 17-2013).',
  },
  government_ids: {
    label: 'Government ID numbers',
    holds: 'TIN, SSS, PhilHealth and Pag-IBIG numbers on the employee record',
    years: 10,
    reason: 'They are printed on the pay records above (BIR Form 2316, remittances) and are kept as long as those.',
  },
  account: {
    label: 'Sign-in account',
    holds: 'The login, sessions, second factor, notifications and notification choices',
    years: 1,
    reason: 'A separated person no longer signs in; a year covers questions about their last notices.',
  },
  access_log: {
    label: 'Access log',
    holds: 'Who read whose personal data (kept per entry, separated or not)',
    years: 5,
    reason: 'Long enough to answer a data subject or the National Privacy Commission about an old read.',
  },
};

export const RetentionPolicy = z.object({
  kind: z.enum(RETENTION_KINDS),
  label: z.string(),
  holds: z.string(),
  years: z.number(),
  default_years: z.number(),
  reason: z.string(),
});
export type RetentionPolicy = z.infer<typeof RetentionPolicy>;

export const RetentionPolicies = z.object({ policies: z.array(RetentionPolicy) });

const yearsMessage = (kind: string) =>
  `${kind} must be a whole number of years from ${RETENTION_YEARS_RANGE.min} to ${RETENTION_YEARS_RANGE.max}`;

/** Years per kind; only the kinds sent change. */
export const RetentionBody = z.strictObject(
  Object.fromEntries(
    RETENTION_KINDS.map((kind) => [
      kind,
      z
        .number({ error: yearsMessage(kind) })
        .int(yearsMessage(kind))
        .min(RETENTION_YEARS_RANGE.min, yearsMessage(kind))
        .max(RETENTION_YEARS_RANGE.max, yearsMessage(kind))
        .optional(),
    ]),
  ) as Record<RetentionKind, z.ZodOptional<z.ZodNumber>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown kind of data: ${issue.keys.join(', ')}` : undefined,
  },
);
export type RetentionBody = z.infer<typeof RetentionBody>;

export const retentionRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/v1/admin/retention',
    summary: 'How long each kind of personal data is kept after separation (HR administrators)',
    response: RetentionPolicies,
    auth: true,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/admin/retention',
    summary: 'Change how long kinds of personal data are kept; the daily disposal applies it',
    body: RetentionBody,
    response: RetentionPolicies.extend(CodedMessage),
    auth: true,
  }),
} as const;
