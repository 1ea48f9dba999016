import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, employeeNumber } from './common';
import { calendarDate } from './input';

// What every HR administration area shares on the wire: imports and the audit log.

/** The multipart field an import file travels in. */
export const IMPORT_FILE_FIELD = 'file';
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;
/** How many row problems one answer lists; the count says how many there were. */
export const MAX_LISTED_IMPORT_ERRORS = 100;

/** `?dryRun=true` checks the file and counts what would change, writing nothing. */
export const ImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const ImportResult = z.object({
  ...CodedMessage,
  dryRun: z.boolean(),
  /** Data rows read from the file. */
  rows: z.number(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  /** "Row 7: ..." lines; a commit with any answers 400 instead and writes nothing. */
  errors: z.array(z.string()),
  /** The same lines in Filipino, in the same order, where the answer lists any. */
  errors_fil: z.array(z.string()).optional(),
  /**
   * Accounts a real import created (the employees import's `username` column), each
   * with its temporary password, answered this once and stored only as a hash.
   */
  accounts: z.array(z.object({ emp_id: z.string(), username: z.string(), temporaryPassword: z.string() })).optional(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** An import call of one admin area; the file comes as multipart in {@link IMPORT_FILE_FIELD}. */
export function importRoute<const P extends string>(path: P, summary: string) {
  return defineRoute({ method: 'POST', path, summary, querystring: ImportQuery, response: ImportResult, auth: true });
}

export const AuditQuery = z
  .object({
    /** Who did it or whom it was about. */
    empId: employeeNumber('empId').optional(),
    entity: z.string().trim().max(60, 'entity is too long').optional(),
    fromDate: calendarDate('fromDate').optional(),
    toDate: calendarDate('toDate').optional(),
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(5000, 'limit may be at most 5000').default(500),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, { message: 'fromDate must not be after toDate', path: ['fromDate'] });

export const AuditRow = z.object({
  /** A bigint, as text. */
  id: z.string(),
  at: z.string(),
  actor_emp_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;

export const adminAuditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/admin/audit',
    summary: 'The audit log, newest first, by person (actor or subject), type and date (HR administrators)',
    querystring: AuditQuery,
    response: z.array(AuditRow),
    auth: true,
  }),
  entities: defineRoute({ method: 'GET', path: '/v1/admin/audit/entities', summary: 'The types of record the audit log holds', response: z.array(z.string()), auth: true }),
} as const;
