import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MAX_OPEN_HOURS } from '@portal/contracts/rules';
import { DEFAULT_TIME_RECORD_DAYS, type Geotag, type TimeRecord } from '@portal/contracts/time-clock';
import { timeClockRoutes } from '@portal/contracts/time-clock-routes';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import { say } from '../../lib/messages';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import { addDays, readableDateInEach, readableTime, toLocalDateTime, todayIn } from '../../lib/local-time';
import { SerialisedAnswer } from '../../lib/serialised-answer';
import type { CurrentUser } from '../../lib/current-user';
import { settingsVersionSeen } from '../../lib/request-freshness';
import { readSettingsVersion } from '../../company/cache-versions';
import { countPunch } from '../../lib/portal-metrics';
import type { OfficeFenceCache } from '../../lib/office-fence-cache';
import type { TimeRecordsCache } from '../../lib/time-records-cache';
import { findClosestAddress } from './closest-address';
import { judgeSites, reasonRequest, refusalMessage } from './geofence';
import * as punches from './time-clock.repository';
import { flaggedDriftSeconds, getTimeClockPolicy, isImplausibleDrift, queuedPunchTime } from './time-clock-policy';
import { buildTimeRecords } from './time-records';

const MAX_RANGE_DAYS = 93;

export async function listTimeRecords(
  db: Kysely<DB>,
  empId: string,
  range: { fromDate?: string | undefined; toDate?: string | undefined },
): Promise<TimeRecord[]> {
  const timeZone = await getCompanyTimeZone(db);
  const today = todayIn(timeZone);
  const toDate = range.toDate ?? today;
  const fromDate = range.fromDate ?? addDays(toDate, -(DEFAULT_TIME_RECORD_DAYS - 1));
  if (fromDate > toDate) throw badRequest(say('time_clock.range_order'));
  if (addDays(fromDate, MAX_RANGE_DAYS) < toDate) throw badRequest(say('time_clock.range_too_long', { days: MAX_RANGE_DAYS }));
  return buildTimeRecords(await punches.listDayPunches(db, empId, fromDate, toDate, timeZone));
}

/**
 * The default window (the last 14 days), from the node's cache when it holds this
 * employee's for today at the records version the caller saw, already serialised;
 * see TimeRecordsCache for why it is never stale.
 */
export async function listRecentTimeRecords(db: Kysely<DB>, cache: TimeRecordsCache, user: Pick<CurrentUser, 'empId' | 'recordsVersion'>): Promise<SerialisedAnswer> {
  const timeZone = await getCompanyTimeZone(db);
  const window = `${timeZone} ${todayIn(timeZone)}`;
  const cached = cache.get(user.empId, window, user.recordsVersion);
  if (cached) return new SerialisedAnswer(cached);
  const records = await listTimeRecords(db, user.empId, {});
  const json = JSON.stringify(z.encode(timeClockRoutes.listTimeRecords.response, records));
  cache.set(user.empId, window, user.recordsVersion, json);
  return new SerialisedAnswer(json);
}

function describeTime(instant: Date, timeZone: string, timeFormat: '12H' | '24H'): { en: string; fil: string } {
  const local = toLocalDateTime(instant, timeZone);
  const time = readableTime(local.time, timeFormat);
  const date = readableDateInEach(local.date);
  return { en: `${time} on ${date.en}`, fil: `${time}, ${date.fil}` };
}

/** Fills the node's fence cache ahead of the first punch, at the settings version now. */
export async function preloadOfficeFences(db: Kysely<DB>, fences: OfficeFenceCache): Promise<void> {
  await fences.preload(await readSettingsVersion(db), punches.officeFenceSource(db));
}

/**
 * Holds a punch to the employee's office fence: outside it (or without a location,
 * which cannot be shown to be inside) an office that refuses such punches turns it
 * away, and one that only flags them stores it flagged. No office, no fence.
 */
async function checkGeofence(
  db: Kysely<DB>,
  fences: OfficeFenceCache,
  input: { empId: string; direction: 'in' | 'out'; reason: string | null; queued: boolean },
  geotag: Geotag | null,
): Promise<{ outside: boolean; reason: string | null }> {
  const sites = await fences.fenceOf(input.empId, punches.officeFenceSource(db), settingsVersionSeen());
  if (!sites || sites.length === 0) return { outside: false, reason: null };
  const { fence, verdict } = judgeSites(sites, geotag);
  if (verdict.inside) return { outside: false, reason: null };
  if (fence.fence_mode === 'refuse') throw forbidden(refusalMessage(fence, input.direction, verdict));
  // A punch kept offline could not be asked: it is stored flagged, for review.
  if (fence.fence_mode === 'ask' && !input.reason && !input.queued) throw badRequest(reasonRequest(fence, verdict), 'reason');
  return { outside: true, reason: input.reason };
}

interface PunchInput {
  empId: string;
  direction: 'in' | 'out';
  geotag: Geotag | null | undefined;
  /** Why the person punches outside the office area, where the office asks. */
  reason?: string | undefined;
  timeFormat?: '12H' | '24H';
}

/**
 * Records a time-in or time-out at the server's clock, in one round trip to the
 * database (see recordPunchAtomically), so a double tap cannot record two time-ins.
 * The phone's clock, where it sent it, only flags the punch when it is too far off.
 */
export async function recordPunch(
  db: Kysely<DB>,
  config: AppConfig,
  fences: OfficeFenceCache,
  input: PunchInput & { deviceTime?: string | undefined },
): Promise<TimeRecord[]> {
  const deviceTime = input.deviceTime === undefined ? null : new Date(input.deviceTime);
  if (deviceTime) assertPhoneClockPlausible(deviceTime.getTime() - Date.now(), input.deviceTime!);
  const clockDriftSeconds = deviceTime ? flaggedDriftSeconds(deviceTime.getTime() - Date.now(), await getTimeClockPolicy(db)) : null;
  return storePunch(db, config, fences, input, { at: null, deviceTime, clockDriftSeconds, idempotencyKey: null });
}

/**
 * Records a punch the phone kept while it could not reach the server: at the phone's
 * time corrected by its clock offset, marked offline, once per idempotency key. A
 * punch from the future (the phone's clock or offset is wrong) or older than the
 * company's limit is refused; the time clock's rules apply at the corrected time.
 */
export async function recordQueuedPunch(
  db: Kysely<DB>,
  config: AppConfig,
  fences: OfficeFenceCache,
  input: PunchInput & { deviceTime: string; clockOffsetMs: number; idempotencyKey: string },
): Promise<TimeRecord[]> {
  const policy = await getTimeClockPolicy(db);
  const timeZone = await getCompanyTimeZone(db);
  const deviceTime = new Date(input.deviceTime);
  assertPhoneClockPlausible(-input.clockOffsetMs, input.deviceTime);
  const timing = queuedPunchTime(deviceTime, input.clockOffsetMs, Date.now(), policy);
  const when = describeTime(timing.at, timeZone, input.timeFormat ?? '12H');
  if (timing.refused === 'future') {
    throw badRequest(say('time_clock.future_punch', { when }), 'device_time');
  }
  if (timing.refused === 'too_old') {
    throw badRequest(say('time_clock.too_old', { when, hours: policy.offlinePunchMaxHours }), 'device_time');
  }
  const { at, clockDriftSeconds } = timing;
  return storePunch(db, config, fences, input, { at, deviceTime, clockDriftSeconds, idempotencyKey: input.idempotencyKey });
}

/** A phone whose clock is years off sent nonsense, not a drift: say so, about the phone. */
function assertPhoneClockPlausible(driftMs: number, deviceTime: string): void {
  if (!isImplausibleDrift(driftMs)) return;
  throw badRequest(say('time_clock.phone_clock_off', { date: deviceTime.slice(0, 10) }), 'device_time');
}

async function storePunch(
  db: Kysely<DB>,
  config: AppConfig,
  fences: OfficeFenceCache,
  input: PunchInput,
  timing: Pick<punches.NewPunch, 'at' | 'deviceTime' | 'clockDriftSeconds' | 'idempotencyKey'>,
): Promise<TimeRecord[]> {
  const geotag = input.geotag ?? null;
  const fence = await checkGeofence(db, fences, { empId: input.empId, direction: input.direction, reason: input.reason ?? null, queued: timing.at !== null }, geotag);
  // Resolved before the punch: the gazetteer or a geocoder must not hold the lock.
  const address = geotag ? await findClosestAddress(db, geotag, config.geocoderUrl) : null;
  const timeZone = await getCompanyTimeZone(db);
  const result = await punches.recordPunchAtomically(
    db,
    { empId: input.empId, direction: input.direction, geotag, address, outsideGeofence: fence.outside, outsideReason: fence.reason, ...timing },
    { timeZone, maxOpenHours: MAX_OPEN_HOURS, recentDays: DEFAULT_TIME_RECORD_DAYS },
  );
  const timeFormat = input.timeFormat ?? '12H';
  const timeOf = (instant: Date) => describeTime(instant, timeZone, timeFormat);
  if (result.outcome === 'already_in') throw conflict(say('time_clock.already_in', { since: timeOf(result.openPunchedAt) }));
  if (result.outcome === 'no_open_time_in') throw conflict(say('time_clock.no_open_time_in'));
  if (result.outcome === 'later_punch') {
    throw conflict(say('time_clock.later_punch', { at: timeOf(timing.at!), latest: timeOf(result.latestPunchedAt) }));
  }
  if (result.outcome === 'key_reused') {
    throw conflict(say('time_clock.key_reused', { at: timeOf(result.storedPunchedAt) }), 'idempotency_key');
  }
  // A retried punch the server already has ('duplicate') is not counted twice.
  if (result.outcome === 'recorded') countPunch(input.direction);
  return buildTimeRecords(result.recentPunches);
}
