import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, employeeNumber } from './common';

// Where each person may punch (Administration > Time Clock): their own office, any
// further sites, or no fence at all as field staff.

export const MAX_EXTRA_SITES = 20;

export const EmployeeSitesRow = z.object({
  emp_id: z.string(),
  /** 'last, first' */
  fullname: z.string(),
  office_id: z.number().nullable(),
  office_name: z.string().nullable(),
  field_staff: z.boolean(),
  /** Further offices they punch at, besides their own. */
  site_ids: z.array(z.number()),
});
export type EmployeeSitesRow = z.infer<typeof EmployeeSitesRow>;

export const EmployeeSitesBody = z.strictObject({
  emp_id: employeeNumber('emp_id'),
  field_staff: z.boolean({ error: 'field_staff must be true or false' }),
  site_ids: z
    .array(z.number({ error: 'site_ids must be office numbers' }).int('site_ids must be office numbers').positive('site_ids must be office numbers'), {
      error: 'site_ids must be a list of office numbers',
    })
    .max(MAX_EXTRA_SITES, `At most ${MAX_EXTRA_SITES} further sites`),
});
export type EmployeeSitesBody = z.infer<typeof EmployeeSitesBody>;

export const adminTimeClockRoutes = {
  sites: defineRoute({
    method: 'GET',
    path: '/v1/admin/timeclock/sites',
    summary: 'Where each active employee punches: own office, further sites, field staff (HR administrators)',
    response: z.array(EmployeeSitesRow),
    auth: true,
  }),
  saveSites: defineRoute({
    method: 'PUT',
    path: '/v1/admin/timeclock/sites',
    summary: "Set one employee's further sites and whether they are field staff; the time clock uses them at once",
    body: EmployeeSitesBody,
    response: EmployeeSitesRow.extend(CodedMessage),
    auth: true,
  }),
} as const;
