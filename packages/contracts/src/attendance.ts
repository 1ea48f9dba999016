import { z } from 'zod';
import { employeeNumber } from './common';
import { defineRoute } from './http';
import { requiredDate } from './approvals';
import { timePairFields } from './time-clock';

/** The longest range one attendance call covers, in days. */
export const MAX_ATTENDANCE_DAYS = 93;

const range = {
  from: requiredDate('from'),
  to: requiredDate('to'),
};
const inOrder = (q: { from: string; to: string }) => q.from <= q.to;
const inOrderMessage = { message: 'from must not be after to', path: ['from'] };

export const AttendanceQuery = z.object(range).refine(inOrder, inOrderMessage);
export const StaffAttendanceQuery = z
  .object({
    ...range,
    empid: employeeNumber('empid').optional(),
  })
  .refine(inOrder, inOrderMessage);

export const dayCodes = ['REG', 'RD', 'LH', 'SH', 'LHRD', 'SHRD'] as const;

/** A day's punch marks: outside the office area, no location, sent later from offline, a phone clock off, from a terminal. */
export const punchFlags = ['outside', 'no_location', 'offline', 'clock_drift', 'terminal'] as const;
export type PunchFlag = (typeof punchFlags)[number];

/** One employee's day: the spec's staff attendance columns (§3) plus the day's flags. */
export const AttendanceRow = z.object({
  empid: z.string(),
  /** 'last, first' (spec §3 staff list names). */
  fullname: z.string(),
  trdate: z.string(),
  daycd: z.enum(dayCodes),
  holiday: z.string().nullable(),
  shift: z.string().nullable(),
  shiftdesc: z.string().nullable(),
  wfh: z.boolean(),
  ...timePairFields,
  otherentries: z.array(z.string()),
  tlhours: z.number(),
  reghrs: z.number(),
  nphrs: z.number(),
  tardy: z.number(),
  undertime: z.number(),
  charged_to: z.string().nullable(),
  hrday1: z.number(),
  othrs: z.number(),
  othrsapv: z.number(),
  /** Night hours within the overtime (payroll's night differential on overtime). */
  otnphrs: z.number(),
  /** On a rest day or holiday, the night hours within the first 8 hours worked (payroll's premiums change there). */
  nphrs_first8: z.number(),
  nsa: z.boolean(),
  officialbusiness: z.boolean(),
  absent: z.boolean(),
  incomplete: z.boolean(),
  /** What the day's punches were flagged for (docs/decisions.md, "Reviewing flagged punches"), and a terminal's. */
  punch_flags: z.array(z.enum(punchFlags)),
});
export type AttendanceRow = z.infer<typeof AttendanceRow>;

export const StaffMember = z.object({ empid: z.string(), firstname: z.string(), lastname: z.string(), fullname: z.string() });
export type StaffMember = z.infer<typeof StaffMember>;

export const attendanceRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/v1/attendance',
    summary: 'Your days, one row per calendar day (absences, rest days and holidays included); at most 93 days',
    querystring: AttendanceQuery,
    response: z.array(AttendanceRow),
    auth: true,
  }),
  staff: defineRoute({ method: 'GET', path: '/v1/staff', summary: 'The employees you may see: your team, or everyone for HR', response: z.array(StaffMember), auth: true }),
  staffAttendance: defineRoute({
    method: 'GET',
    path: '/v2/staffattendance',
    summary: "One employee's days (empid) or all your staff's; at most 93 days",
    querystring: StaffAttendanceQuery,
    response: z.array(AttendanceRow),
    auth: true,
  }),
} as const;
