import { z } from 'zod';
import { employeeNumber } from './common';
import { defineRoute } from './http';
import { calendarDate } from './input';

// Who saw whose personal data (Data Privacy Act, RA 10173; NPC Circular 2023-06): each
// read of another person's pay, government ID numbers, supporting documents or
// certificate, as the server recorded it before the answer went out.

/** What kind of personal data a read showed. */
export const ACCESS_READ_KINDS = [
  'pay data',
  'payroll lines',
  'payroll run',
  'payroll report',
  '13th month',
  'tax certificate',
  'government IDs',
  'supporting document',
  'certificate',
] as const;
export type AccessReadKind = (typeof ACCESS_READ_KINDS)[number];

/** The most rows one answer lists: the newest first; a narrower period shows older ones. */
export const MAX_ACCESS_LOG_ROWS = 2_000;

export const AccessLogRow = z.object({
  id: z.string(),
  /** When, as an instant (ISO 8601). */
  at: z.string(),
  actor_empid: z.string(),
  actor_name: z.string(),
  /** Whose data; null for a list of everyone's (a payroll register), which holds each person's. */
  subject_empid: z.string().nullable(),
  subject_name: z.string().nullable(),
  what: z.enum(ACCESS_READ_KINDS),
  detail: z.string(),
});
export type AccessLogRow = z.infer<typeof AccessLogRow>;

/** HR's view adds where each read came from. */
export const AdminAccessLogRow = AccessLogRow.extend({ address: z.string().nullable() });
export type AdminAccessLogRow = z.infer<typeof AdminAccessLogRow>;

export const MyAccessLog = z.object({ rows: z.array(AccessLogRow), truncated: z.boolean() });
export type MyAccessLog = z.infer<typeof MyAccessLog>;

export const AdminAccessLogQuery = z
  .object({
    from: calendarDate('from'),
    to: calendarDate('to'),
    /** Whose reads: the account that read. */
    actor: employeeNumber('actor').optional(),
    /** Whose data: reads of this person's, and of lists of everyone's. */
    subject: employeeNumber('subject').optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'to must be on or after from' });

export const AdminAccessLog = z.object({ rows: z.array(AdminAccessLogRow), truncated: z.boolean() });
export type AdminAccessLog = z.infer<typeof AdminAccessLog>;

export const ACCESS_LOG_DENIED = 'Only HR administrators can read the access log of everyone.';

/** A local date and time of the company's clock, as a datetime field gives it: 2026-11-20T08:00. */
const localDateTime = (field: string) =>
  z
    .string({ error: `${field} must be a date and time like 2026-11-20T08:00` })
    .regex(
      /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/,
      `${field} must be a date and time like 2026-11-20T08:00`,
    );

/** The longest window one breach report covers. */
export const MAX_BREACH_WINDOW_DAYS = 366;

export const BreachReportQuery = z
  .object({
    /** From, in the company's time zone (inclusive). */
    from: localDateTime('from'),
    /** Until, in the company's time zone (exclusive). */
    to: localDateTime('to'),
    /** Only what this account read: the account that was compromised. */
    actor: employeeNumber('actor').optional(),
  })
  .refine((query) => query.from < query.to, { path: ['to'], message: 'to must be after from' });

export const BreachReportRow = z.object({
  empid: z.string(),
  name: z.string(),
  /** Where to send the notice. */
  email: z.string().nullable(),
  active: z.boolean(),
  /** The kinds of their data read in the window. */
  what: z.array(z.enum(ACCESS_READ_KINDS)),
  reads: z.number(),
  /** Instants (ISO 8601) of the first and last read. */
  first_at: z.string(),
  last_at: z.string(),
  /** Who read it: "Ana Garcia (00000001)". */
  readers: z.array(z.string()),
  /** Their data was read only inside lists of everyone's (a payroll register), never alone. */
  only_in_lists: z.boolean(),
});
export type BreachReportRow = z.infer<typeof BreachReportRow>;

export const BreachReport = z.object({
  rows: z.array(BreachReportRow),
  /** Every read in the window (and by the account, if named). */
  reads: z.number(),
});
export type BreachReport = z.infer<typeof BreachReport>;

export const accessLogRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/v1/profile/access-log',
    summary:
      'Who saw my personal data: every read of my pay, government ID numbers, supporting documents or certificate by someone else, newest first',
    response: MyAccessLog,
    auth: true,
  }),
  all: defineRoute({
    method: 'GET',
    path: '/v1/admin/access-log',
    summary:
      "Everyone's reads of others' personal data in a period (HR), by who read and whose, newest first: what a breach notification lists",
    querystring: AdminAccessLogQuery,
    response: AdminAccessLog,
    auth: true,
  }),
  breachReport: defineRoute({
    method: 'GET',
    path: '/v1/admin/breach-report',
    summary:
      'Every person whose personal data was read or exported in a time window, optionally by one account, with what: the list a 72-hour breach notification needs (HR)',
    querystring: BreachReportQuery,
    response: BreachReport,
    auth: true,
  }),
} as const;
