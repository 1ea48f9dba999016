import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { ADVISORY_LOCKS, ifAdvisoryLockFree } from '../../db/advisory-lock';
import { addDays } from '../../lib/local-time';
import { runPeriodically } from '../../lib/periodic-work';
import { STAFF_ATTENDANCE_BATCH } from './attendance.service';
import { storeComputedDays, storedDaysNow } from './stored-days';
import { listPeopleMissingDays } from './stored-days.repository';

const REFRESH_EVERY_MS = 5 * 60_000;
/** How far back the refresh keeps days current: what reports and the dashboard read most. */
export const REFRESHED_DAYS = 93;
/** People per turn: a turn is a few seconds of work, however many days went stale. */
const PEOPLE_PER_TURN = 20 * STAFF_ATTENDANCE_BATCH;

/**
 * One turn of the background refresh: people missing a current stored day of the last
 * 93 storable days (new days, days a change staled, a company-wide change) have those
 * days computed and stored, a batch at a time. Answers how many people.
 */
export async function refreshStoredDays(db: Kysely<DB>): Promise<number> {
  const { lastStored: to } = await storedDaysNow(db);
  const from = addDays(to, -(REFRESHED_DAYS - 1));
  const people = await listPeopleMissingDays(db, from, to, PEOPLE_PER_TURN);
  for (let start = 0; start < people.length; start += STAFF_ATTENDANCE_BATCH) {
    await storeComputedDays(db, people.slice(start, start + STAFF_ATTENDANCE_BATCH), from, to);
  }
  return people.length;
}

/**
 * Every node offers to refresh every few minutes; one at a time does it (an advisory
 * lock), and a turn that fails is logged and tried at the next. Reads never wait for
 * it: a read that meets a stale day computes it on the spot.
 */
async function storedDaysRefresh(app: FastifyInstance) {
  runPeriodically(app, REFRESH_EVERY_MS, 'stored days not refreshed; trying again at the next turn', () =>
    ifAdvisoryLockFree(app.db, ADVISORY_LOCKS.storedDaysRefresh, () => refreshStoredDays(app.db)),
  );
}

export default fp(storedDaysRefresh, { name: 'stored-days-refresh' });
