import { z } from 'zod';
import { defineRoute } from './http';
import { CodedMessage, MessageResponse } from './common';
import { recordId } from './input';

// HR's offices: where each is, and the geofence the time clock holds punches to.

export const MIN_GEOFENCE_METRES = 20;
export const fenceModes = ['refuse', 'flag', 'ask'] as const;
export type FenceMode = (typeof fenceModes)[number];
export const MAX_GEOFENCE_METRES = 50_000;

export const OfficeBody = z.object({
  /** 0 or left out: a new office. */
  id: recordId('id', { allowZero: true }).default(0),
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
  address: z.string({ error: 'address is required' }).trim().min(1, 'address is required').max(300, 'address must be at most 300 characters'),
  lat: z.number({ error: 'lat must be a number' }).min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  lng: z.number({ error: 'lng must be a number' }).min(-180, 'lng must be between -180 and 180').max(180, 'lng must be between -180 and 180'),
  radius_m: z
    .number({ error: 'radius_m must be a number of metres' })
    .int('radius_m must be a whole number of metres')
    .min(MIN_GEOFENCE_METRES, `radius_m must be at least ${MIN_GEOFENCE_METRES} metres`)
    .max(MAX_GEOFENCE_METRES, `radius_m may be at most ${MAX_GEOFENCE_METRES} metres`),
  /** A punch outside the fence (or without a location): refuse it, store it flagged, or ask the person why (stored flagged, with the reason). */
  fence_mode: z.enum(fenceModes, { error: 'fence_mode must be refuse, flag or ask' }).default('flag'),
});
export type OfficeBody = z.output<typeof OfficeBody>;

export const OfficeRow = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  radius_m: z.number(),
  fence_mode: z.enum(fenceModes),
  /** Employees who belong to it. */
  employees: z.number(),
});
export type OfficeRow = z.infer<typeof OfficeRow>;

export const OfficeSaved = OfficeRow.extend(CodedMessage);
export const OfficeIdQuery = z.object({ id: recordId('id', { noun: 'an office number' }) });

export const adminOfficeRoutes = {
  list: defineRoute({ method: 'GET', path: '/v1/admin/offices', summary: 'The offices and their geofences (HR administrators)', response: z.array(OfficeRow), auth: true }),
  save: defineRoute({ method: 'POST', path: '/v1/admin/offices', summary: 'Add an office (id 0) or change one; the time clock uses its fence at once', body: OfficeBody, response: OfficeSaved, auth: true }),
  remove: defineRoute({ method: 'DELETE', path: '/v1/admin/offices', summary: 'Delete an office no employee and no holiday belongs to', querystring: OfficeIdQuery, response: MessageResponse, auth: true }),
} as const;
