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

/** The phone's own clock as it punched, to flag a phone whose clock is wrong. */
const deviceTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time like 2026-11-25T08:01:15.000Z` });

/** Why a punch is made outside the office area, where the office asks. */
export const PUNCH_REASON_MAX = 200;
const punchReason = z
  .string({ error: 'reason must be text' })
  .trim()
  .min(3, 'reason must say in a few words why you punch from here')
  .max(PUNCH_REASON_MAX, `reason must be at most ${PUNCH_REASON_MAX} characters`);

export const PunchBody = z
  .object({ geotag: Geotag.optional().nullable(), device_time: deviceTime('device_time').optional(), reason: punchReason.optional() })
  .optional()
  .nullable();

/** The most a phone's clock offset may claim (a year): beyond it the phone's time means nothing. */
const MAX_CLOCK_OFFSET_MS = 366 * 24 * 3600 * 1000;

/**
 * A punch the phone kept while it could not reach the server, sent later: the phone's
 * time, its clock's offset against the server at its last successful call (server
 * minus phone, from X-Server-Time), and a key the phone made, so that sending it twice
 * stores it once.
 */
export const QueuedPunchBody = z.strictObject(
  {
    direction: z.enum(['in', 'out'], { error: "direction must be 'in' or 'out'" }),
    device_time: deviceTime('device_time'),
    clock_offset_ms: z
      .number({ error: 'clock_offset_ms must be a whole number of milliseconds' })
      .int('clock_offset_ms must be a whole number of milliseconds')
      .min(-MAX_CLOCK_OFFSET_MS, "Your phone's clock is more than a year off. Set the phone's date and time to automatic, then punch again.")
      .max(MAX_CLOCK_OFFSET_MS, "Your phone's clock is more than a year off. Set the phone's date and time to automatic, then punch again."),
    geotag: Geotag.optional().nullable(),
    idempotency_key: z.uuid({ error: 'idempotency_key must be a UUID' }),
    reason: punchReason.optional(),
  },
  {
    error: (issue: { code?: string; keys?: string[] }) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys?.join(', ')} ${issue.keys?.length === 1 ? 'is' : 'are'} not part of a queued punch`
        : 'The body must be a queued punch: direction, device_time, clock_offset_ms and idempotency_key',
  },
);
export type QueuedPunchBody = z.infer<typeof QueuedPunchBody>;

/** A queued punch this far ahead of the server's clock is refused as from the future (the phone's time is wrong). */
export const QUEUED_PUNCH_FUTURE_MS = 60_000;

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
  /** Why punches of the day were made outside the office area, where the office asks for a reason. */
  outside_reasons: z.array(z.string()),
  /** A punch of the day came with no location (permission denied or none available): where it was is unknown. */
  location_unknown: z.boolean(),
  /** A punch of the day was kept on the phone offline and sent later. */
  offline: z.boolean(),
  /** A punch of the day came from a biometric terminal (imported by HR). */
  from_terminal: z.boolean(),
  /** The largest clock drift flagged on a punch of the day (phone minus server, seconds), or null. */
  clock_drift_seconds: z.number().nullable(),
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
