import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse, employeeNumber } from './common';
import { importRoute } from './admin';

// HR's shift table and each employee's default schedule (shift and rest days).

export const SHIFT_IMPORT_COLUMNS = { all: ['shift', 'shiftdesc', 'timein', 'timeout', 'break_start', 'break_minutes'], required: ['shift', 'shiftdesc', 'timein', 'timeout'] } as const;
export const SCHEDULE_IMPORT_COLUMNS = { all: ['emp_id', 'default_shift', 'rest_days'], required: ['emp_id', 'default_shift', 'rest_days'] } as const;
/** How many employees one "set schedule" call may change. */
export const MAX_SCHEDULE_EMPLOYEES = 10_000;

/** A clock time as people type it (8:00, 08:00, 08:00:00), answered as HH:mm. */
export function clockTime(field: string) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `${field} must be a time as HH:mm, e.g. 08:00`)
    .transform((value) => {
      const [hours = '0', minutes = '00'] = value.split(':');
      return `${hours.padStart(2, '0')}:${minutes}`;
    });
}

/** Minutes from midnight of an HH:mm time. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Where a time falls in a shift, in minutes from its start; a night shift wraps past midnight. */
function offsetInShift(timein: string, time: string): number {
  return (minutesOfDay(time) - minutesOfDay(timein) + 1440) % 1440;
}

/** A shift code as people type it; codes are kept in capitals, so "day" is DAY. */
export function shiftCodeField(field: string) {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,10}$/, `${field} must be a shift code of 1 to 10 letters, digits, - or _ (e.g. DAY)`)
    .transform((value) => value.toUpperCase());
}
export const shiftCode = shiftCodeField('shift');

export const ShiftBody = z
  .object({
    shift: shiftCode,
    shiftdesc: z.string({ error: 'shiftdesc is required' }).trim().min(1, 'shiftdesc is required').max(60, 'shiftdesc must be at most 60 characters'),
    timein: clockTime('timein'),
    timeout: clockTime('timeout'),
    /** Empty: the break starts at the middle hour of the shift. */
    break_start: z
      .string({ error: 'break_start must be a time as HH:mm, e.g. 12:00' })
      .nullable()
      .optional()
      .transform((value, context) => {
        if (!value?.trim()) return null;
        const parsed = clockTime('break_start').safeParse(value);
        if (parsed.success) return parsed.data;
        context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'break_start must be a time as HH:mm' });
        return z.NEVER;
      }),
    break_minutes: z
      .number({ error: 'break_minutes must be a whole number of minutes' })
      .int('break_minutes must be a whole number of minutes')
      .min(0, 'break_minutes cannot be negative')
      .max(240, 'break_minutes may be at most 240')
      .default(60),
  })
  .superRefine((body, context) => {
    const length = offsetInShift(body.timein, body.timeout);
    if (length === 0) context.addIssue({ code: 'custom', path: ['timeout'], message: 'timeout must differ from timein (a night shift ends the next day, e.g. 22:00 to 07:00)' });
    else if (body.break_minutes >= length) context.addIssue({ code: 'custom', path: ['break_minutes'], message: 'break_minutes must be shorter than the shift' });
    else if (body.break_start && offsetInShift(body.timein, body.break_start) + body.break_minutes > length) {
      context.addIssue({ code: 'custom', path: ['break_start'], message: `break_start must leave the whole break inside the shift (${body.timein} to ${body.timeout})` });
    }
  });
export type ShiftBody = z.output<typeof ShiftBody>;

export const ShiftRow = z.object({
  shift: z.string(),
  shiftdesc: z.string(),
  timein: z.string(),
  timeout: z.string(),
  break_start: z.string().nullable(),
  break_minutes: z.number(),
  /** Ends on the next day. */
  night: z.boolean(),
  /** Employees with it as their default shift. */
  employees: z.number(),
});
export type ShiftRow = z.infer<typeof ShiftRow>;

export const ShiftSaved = ShiftRow.extend(CodedMessage);
export const ShiftCodeQuery = z.object({ shift: shiftCode });

const weekdayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export const restDayList = z
  .array(z.number({ error: 'rest_days must be weekday numbers 0 (Sunday) to 6 (Saturday)' }).int().min(0, 'rest_days must be weekday numbers 0 (Sunday) to 6 (Saturday)').max(6, 'rest_days must be weekday numbers 0 (Sunday) to 6 (Saturday)'), {
    error: 'rest_days must be a list of weekday numbers',
  })
  .max(7, 'rest_days has at most 7 days')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/** Rest days as a file writes them: "0;6" or "Sun;Sat" (Sunday is 0); empty for none. */
export const restDaysText = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === '') return [];
    const days: number[] = [];
    for (const part of text.split(/[;\s]+/).filter(Boolean)) {
      const named = weekdayNames.indexOf(part.slice(0, 3).toLowerCase() as (typeof weekdayNames)[number]);
      const day = /^[0-6]$/.test(part) ? Number(part) : named;
      if (day < 0) {
        context.addIssue({ code: 'custom', message: `rest_days must be weekdays 0 (Sunday) to 6 (Saturday) separated by ";", e.g. 0;6 (got "${part}")` });
        return z.NEVER;
      }
      days.push(day);
    }
    return [...new Set(days)].sort((a, b) => a - b);
  });

export const ScheduleRow = z.object({
  emp_id: z.string(),
  fullname: z.string(),
  department: z.string(),
  default_shift: z.string().nullable(),
  /** 'shift - desc(timein - timeout)' of the default shift. */
  schedule: z.string().nullable(),
  rest_days: z.array(z.number()),
  active: z.boolean(),
});
export type ScheduleRow = z.infer<typeof ScheduleRow>;

export const SetSchedulesBody = z
  .object({
    empIds: z
      .array(employeeNumber('empIds', 'empIds must be employee numbers'), { error: 'empIds must be a list of employee numbers' })
      .min(1, 'Choose at least one employee')
      .max(MAX_SCHEDULE_EMPLOYEES, `Choose at most ${MAX_SCHEDULE_EMPLOYEES} employees at a time`),
    /** Left out: each keeps their shift. */
    default_shift: shiftCodeField('default_shift').optional(),
    /** Left out: each keeps their rest days. */
    rest_days: restDayList.optional(),
  })
  .refine((body) => body.default_shift !== undefined || body.rest_days !== undefined, { message: 'Choose a default_shift, rest_days or both to set' });
export type SetSchedulesBody = z.output<typeof SetSchedulesBody>;

export const SchedulesSaved = z.object({ ...CodedMessage, changed: z.number(), unchanged: z.number() });

export const adminShiftRoutes = {
  list: defineRoute({ method: 'GET', path: '/v1/admin/shifts', summary: 'The shift table, with how many employees work each by default (HR administrators)', response: z.array(ShiftRow), auth: true }),
  create: defineRoute({ method: 'POST', path: '/v1/admin/shifts', summary: 'Add a shift to the shift table', body: ShiftBody, response: ShiftSaved, auth: true }),
  update: defineRoute({ method: 'PUT', path: '/v1/admin/shifts', summary: 'Change a shift (its code stays); new computations use it at once', body: ShiftBody, response: ShiftSaved, auth: true }),
  remove: defineRoute({ method: 'DELETE', path: '/v1/admin/shifts', summary: 'Delete a shift no employee and no request uses', querystring: ShiftCodeQuery, response: MessageResponse, auth: true }),
  importShifts: importRoute('/v1/admin/shifts/import', 'Import shifts from CSV (shift, shiftdesc, timein, timeout, break_start, break_minutes); ?dryRun=true checks only'),
} as const;

export const adminScheduleRoutes = {
  list: defineRoute({ method: 'GET', path: '/v1/admin/schedules', summary: "Every employee's default shift and rest days (HR administrators)", response: z.array(ScheduleRow), auth: true }),
  set: defineRoute({ method: 'POST', path: '/v1/admin/schedules', summary: 'Set the default shift and/or rest days of one or many employees', body: SetSchedulesBody, response: SchedulesSaved, auth: true }),
  importSchedules: importRoute('/v1/admin/schedules/import', 'Import default schedules from CSV (emp_id, default_shift, rest_days); ?dryRun=true checks only'),
} as const;
