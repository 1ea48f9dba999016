import type { Kysely, Transaction } from 'kysely';
import {
  CLOCK_DRIFT_TOLERANCE_MINUTES_RANGE,
  OFFLINE_PUNCH_MAX_HOURS_RANGE,
  defaultTimeClockPolicy,
} from '@portal/contracts/admin-company';
import { QUEUED_PUNCH_FUTURE_MS } from '@portal/contracts/time-clock';
import type { DB } from '../../db/database';
import { settingsCache } from '../../lib/settings-cache';

export interface TimeClockPolicy {
  /** How old a punch kept on a phone offline may be when it arrives. */
  offlinePunchMaxHours: number;
  /** How far a phone's clock may be from the server's before its punches are flagged. */
  clockDriftToleranceMinutes: number;
}

const wholeIn = (value: unknown, range: { min: number; max: number }): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max ? value : null;

/** The company's time clock settings (`settings.timeClock`), each falling back to its default. */
export function readTimeClockPolicy(settings: Record<string, unknown> | undefined): TimeClockPolicy {
  const given = (settings?.timeClock ?? {}) as Record<string, unknown>;
  return {
    offlinePunchMaxHours: wholeIn(given.offlinePunchMaxHours, OFFLINE_PUNCH_MAX_HOURS_RANGE) ?? defaultTimeClockPolicy.offlinePunchMaxHours,
    clockDriftToleranceMinutes:
      wholeIn(given.clockDriftToleranceMinutes, CLOCK_DRIFT_TOLERANCE_MINUTES_RANGE) ?? defaultTimeClockPolicy.clockDriftToleranceMinutes,
  };
}

/** Read on punches that carry the phone's clock; kept per node at the settings version its callers saw (see settingsCache). */
export const getTimeClockPolicy = settingsCache(async (db: Kysely<DB> | Transaction<DB>): Promise<TimeClockPolicy> => {
  const row = await db.selectFrom('company').select('settings').executeTakeFirst();
  return readTimeClockPolicy(row?.settings as Record<string, unknown> | undefined);
});

/**
 * A phone clock this far from the server's is not a drift to flag but a clock that
 * was never set (a phone reset to 1970, a clock typed as 9999): the punch is refused
 * with a word about the phone's clock. A year keeps the flagged drift, in seconds,
 * well inside the column's integer.
 */
export const IMPLAUSIBLE_DRIFT_MS = 366 * 24 * 3_600_000;

/** Whether a drift (phone minus server) is too large to be a real phone's clock error. */
export function isImplausibleDrift(driftMs: number): boolean {
  return !Number.isFinite(driftMs) || Math.abs(driftMs) > IMPLAUSIBLE_DRIFT_MS;
}

/**
 * The drift to flag on a punch: the phone's clock minus the server's, in whole
 * seconds, when it is beyond the tolerance; null when it is within it or unknown.
 */
export function flaggedDriftSeconds(driftMs: number | null, policy: TimeClockPolicy): number | null {
  if (driftMs === null || !Number.isFinite(driftMs)) return null;
  return Math.abs(driftMs) > policy.clockDriftToleranceMinutes * 60_000 ? Math.round(driftMs / 1000) : null;
}

/**
 * When a punch kept on a phone happened on the server's clock: the phone's time plus
 * its offset (server minus phone) as last measured. Refused when that is more than a
 * minute ahead of the server (the phone's clock or offset is wrong) or older than the
 * company's limit; the offset itself is the drift a live punch would be flagged for.
 */
export function queuedPunchTime(
  deviceTime: Date,
  clockOffsetMs: number,
  nowMs: number,
  policy: TimeClockPolicy,
): { at: Date; refused: 'future' | 'too_old' | null; clockDriftSeconds: number | null } {
  const at = new Date(deviceTime.getTime() + clockOffsetMs);
  const refused = at.getTime() - nowMs > QUEUED_PUNCH_FUTURE_MS ? 'future' : nowMs - at.getTime() > policy.offlinePunchMaxHours * 3_600_000 ? 'too_old' : null;
  return { at, refused, clockDriftSeconds: flaggedDriftSeconds(-clockOffsetMs, policy) };
}
