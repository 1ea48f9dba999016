import { z } from 'zod';
import { calendarDate } from './input';

export const Geotag = z.object(
  {
    lat: z
      .number({ error: 'lat must be a number' })
      .min(-90, 'lat must be between -90 and 90')
      .max(90, 'lat must be between -90 and 90'),
    lng: z
      .number({ error: 'lng must be a number' })
      .min(-180, 'lng must be between -180 and 180')
      .max(180, 'lng must be between -180 and 180'),
    accuracy: z
      .number({ error: 'accuracy must be a number of metres' })
      .min(0, 'accuracy cannot be negative')
      .max(100_000, 'accuracy is too large')
      .optional(),
  },
  { error: 'geotag must be an object with lat and lng' },
);
export type Geotag = z.infer<typeof Geotag>;

export const PunchBody = z.object({ geotag: Geotag.optional().nullable() }).optional().nullable();

const time = z.string().nullable();

/** The four in/out pairs (spec §3), as every table of a day's entries carries them. */
export const timePairFields = {
  timein1: time,
  timeout1: time,
  timein2: time,
  timeout2: time,
  timein3: time,
  timeout3: time,
  timein4: time,
  timeout4: time,
};

/** One day of punches, as the time in/out table shows it (spec §3). */
export const TimeRecord = z.object({
  trdate: z.string(),
  ...timePairFields,
  /** Punches beyond the fourth pair, in order, as "in HH:mm:ss" / "out HH:mm:ss". */
  otherentries: z.array(z.string()),
  /** Address resolved from the day's latest geotagged punch, if any. */
  address: z.string().nullable(),
  /** A punch of the day was outside the office's geofence (an office that flags rather than refuses). */
  outside_geofence: z.boolean(),
  /** A punch of the day came with no location (permission denied or none available): where it was is unknown. */
  location_unknown: z.boolean(),
});
export type TimeRecord = z.infer<typeof TimeRecord>;

export const TimeRecordsQuery = z.object({
  fromDate: calendarDate('fromDate').optional(),
  toDate: calendarDate('toDate').optional(),
});

/** The default window of GET /v2/time when no dates are given. */
export const DEFAULT_TIME_RECORD_DAYS = 14;

export const ClosestAddressQuery = z.object({
  long: z.coerce
    .number({ error: 'long must be a number' })
    .min(-180, 'long must be between -180 and 180')
    .max(180, 'long must be between -180 and 180'),
  lat: z.coerce
    .number({ error: 'lat must be a number' })
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90'),
});

export const addressSources = ['office', 'gazetteer', 'geocoder'] as const;
export const ClosestAddress = z.object({
  address: z.string(),
  source: z.enum(addressSources),
  distance_m: z.number(),
});
export type ClosestAddress = z.infer<typeof ClosestAddress>;
