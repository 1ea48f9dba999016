import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse } from './common';
import { importRoute } from './admin';
import { calendarDate, recordId } from './input';

// HR's holiday calendar: regular holidays, special non-working and special working days.

export const holidayTypes = ['LH', 'SH', 'SW'] as const;
export type HolidayType = (typeof holidayTypes)[number];
export const holidayTypeLabels: Record<HolidayType, string> = {
  LH: 'Regular holiday',
  SH: 'Special non-working day',
  SW: 'Special working day',
};

export const HOLIDAY_IMPORT_COLUMNS = { all: ['date', 'name', 'type', 'office'], required: ['date', 'name', 'type'] } as const;
export const MIN_HOLIDAY_YEAR = 2000;
export const MAX_HOLIDAY_YEAR = 2100;

export function calendarYear(field: string) {
  return z.coerce
    .number({ error: `${field} must be a year` })
    .int(`${field} must be a year`)
    .min(MIN_HOLIDAY_YEAR, `${field} must be between ${MIN_HOLIDAY_YEAR} and ${MAX_HOLIDAY_YEAR}`)
    .max(MAX_HOLIDAY_YEAR, `${field} must be between ${MIN_HOLIDAY_YEAR} and ${MAX_HOLIDAY_YEAR}`);
}

export const holidayType = z.enum(holidayTypes, { error: 'type must be LH (regular holiday), SH (special non-working day) or SW (special working day)' });

export const HolidayBody = z.object({
  /** 0 or left out: a new holiday. */
  id: recordId('id', { allowZero: true }).default(0),
  holiday_date: calendarDate('holiday_date'),
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
  type: holidayType,
  /** Null: the whole company; else only the employees of that office. */
  office_id: recordId('office_id', { noun: 'an office number' }).nullable().default(null),
});
export type HolidayBody = z.output<typeof HolidayBody>;

export const HolidayRow = z.object({
  id: z.number(),
  holiday_date: z.string(),
  name: z.string(),
  type: z.enum(holidayTypes),
  office_id: z.number().nullable(),
  /** Null: company-wide. */
  office_name: z.string().nullable(),
});
export type HolidayRow = z.infer<typeof HolidayRow>;

export const HolidaySaved = HolidayRow.extend(CodedMessage);
export const HolidayYearQuery = z.object({ year: calendarYear('year') });
export const HolidayIdQuery = z.object({ id: recordId('id', { noun: 'a holiday number' }) });

export const CopyHolidaysBody = z
  .object({ fromYear: calendarYear('fromYear'), toYear: calendarYear('toYear') })
  .refine((body) => body.fromYear !== body.toYear, { message: 'toYear must differ from fromYear', path: ['toYear'] });

export const CopyHolidaysResult = z.object({
  ...CodedMessage,
  copied: z.array(HolidayRow),
  /** Left alone, each with why: the date or the name is already in the target year. */
  /** `reason` in English, `reason_fil` the same in Filipino. */
  skipped: z.array(z.object({ holiday_date: z.string(), name: z.string(), reason: z.string(), reason_fil: z.string().optional() })),
});
export type CopyHolidaysResult = z.infer<typeof CopyHolidaysResult>;

export const adminHolidayRoutes = {
  list: defineRoute({ method: 'GET', path: '/v1/admin/holidays', summary: 'The holidays of a year, in date order (HR administrators)', querystring: HolidayYearQuery, response: z.array(HolidayRow), auth: true }),
  save: defineRoute({ method: 'POST', path: '/v1/admin/holidays', summary: 'Add a holiday (id 0) or change one; attendance uses it at once', body: HolidayBody, response: HolidaySaved, auth: true }),
  remove: defineRoute({ method: 'DELETE', path: '/v1/admin/holidays', summary: 'Delete a holiday', querystring: HolidayIdQuery, response: MessageResponse, auth: true }),
  copyYear: defineRoute({
    method: 'POST',
    path: '/v1/admin/holidays/copy',
    summary: "Copy a year's holidays to another year on the same month and day; dates and names already there are left alone and reported",
    body: CopyHolidaysBody,
    response: CopyHolidaysResult,
    auth: true,
  }),
  importHolidays: importRoute('/v1/admin/holidays/import', 'Import holidays from CSV (date, name, type, office); ?dryRun=true checks only'),
} as const;
