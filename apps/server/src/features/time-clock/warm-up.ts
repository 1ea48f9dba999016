import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { getCompanyTimeZone } from '../../company/company.repository';
import { todayIn } from '../../lib/local-time';
import { nearestPlace } from './gazetteer';
import { buildTimeRecords } from './time-records';

/**
 * Done before the server listens: the city list behind the closest address takes about
 * a tenth of a second to load, which the first punch outside any office would otherwise
 * wait for, and the hot paths' code is run once so the first callers do not pay for it.
 */
export async function warmUpTimeClock(db: Kysely<DB>): Promise<void> {
  nearestPlace(121.0244, 14.5547);
  const today = todayIn(await getCompanyTimeZone(db));
  buildTimeRecords([{ trdate: today, direction: 'in', time: '08:00:00', address: null, outside_geofence: false, location_unknown: false, source: 'clock', clock_drift_seconds: null }]);
}
