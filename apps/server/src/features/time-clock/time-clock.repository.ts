import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { OfficeFence } from './geofence';
import type { DayPunch } from './time-records';

type Db = Kysely<DB> | Transaction<DB>;

export type PunchOutcome =
  | { outcome: 'recorded' | 'duplicate'; recentPunches: DayPunch[] }
  | { outcome: 'already_in'; openPunchedAt: Date }
  | { outcome: 'later_punch'; latestPunchedAt: Date }
  | { outcome: 'no_open_time_in' };

export interface NewPunch {
  empId: string;
  direction: 'in' | 'out';
  geotag: { lat: number; lng: number; accuracy?: number | undefined } | null;
  address: { address: string; source: string } | null;
  /** Taken outside the employee's office fence, where the office flags rather than refuses. */
  outsideGeofence: boolean;
  /** A queued punch's corrected time; null: now, on the database clock. */
  at: Date | null;
  /** The phone's own clock as it punched, where it said. */
  deviceTime: Date | null;
  /** The drift flagged on the punch (phone minus server, seconds), or null. */
  clockDriftSeconds: number | null;
  /** A queued punch's key: the same key twice stores one punch. */
  idempotencyKey: string | null;
}

const RECORD_PUNCH_SQL =
  'select outcome, open_punched_at, recent_punches from record_punch($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)';

/**
 * Records a punch at the database clock in one statement (the record_punch function):
 * it locks the employee, so a second, simultaneous time-in waits for the first, then
 * decides the day, inserts, and answers the recent days' punches.
 */
export async function recordPunchAtomically(
  db: Db,
  punch: NewPunch,
  rules: { timeZone: string; maxOpenHours: number; recentDays: number },
): Promise<PunchOutcome> {
  const { rows } = await db.executeQuery<{ outcome: PunchOutcome['outcome']; open_punched_at: Date | null; recent_punches: DayPunch[] | null }>(
    CompiledQuery.raw(RECORD_PUNCH_SQL, [
      punch.empId,
      punch.direction,
      rules.timeZone,
      rules.maxOpenHours,
      rules.recentDays,
      punch.geotag?.lat ?? null,
      punch.geotag?.lng ?? null,
      punch.geotag?.accuracy ?? null,
      punch.address?.address ?? null,
      punch.address?.source ?? null,
      punch.outsideGeofence,
      punch.at,
      punch.deviceTime,
      punch.clockDriftSeconds,
      punch.idempotencyKey,
    ]),
  );
  const row = rows[0]!;
  if (row.outcome === 'already_in') return { outcome: 'already_in', openPunchedAt: row.open_punched_at! };
  if (row.outcome === 'later_punch') return { outcome: 'later_punch', latestPunchedAt: row.open_punched_at! };
  if (row.outcome === 'no_open_time_in') return { outcome: 'no_open_time_in' };
  return { outcome: row.outcome, recentPunches: row.recent_punches ?? [] };
}

/** Fixed SQL, sent as it is: GET /v2/time runs it on every cache miss, so it is never rebuilt. */
const DAY_PUNCHES_SQL = `select trdate, direction, address, outside_geofence,
    (lat is null and source in ('clock', 'offline')) as location_unknown, source, clock_drift_seconds,
    to_char(punched_at at time zone $4, 'HH24:MI:SS') as time
  from punches
  where emp_id = $1 and trdate >= $2 and trdate <= $3 and superseded_at is null
  order by trdate, punched_at`;

/** The day's live punches in time order, with the time of day in the company zone. */
export async function listDayPunches(db: Db, empId: string, fromDate: string, toDate: string, timeZone: string): Promise<DayPunch[]> {
  const result = await db.executeQuery<DayPunch>(CompiledQuery.raw(DAY_PUNCHES_SQL, [empId, fromDate, toDate, timeZone]));
  return result.rows;
}

const OFFICE_FENCE_SQL = `select o.name, o.lat, o.lng, o.radius_m, o.refuse_outside
  from employees e join offices o on o.id = e.office_id where e.emp_id = $1`;

/** The fence of the office the employee belongs to, read fresh. */
export async function findOfficeFence(db: Db, empId: string): Promise<OfficeFence | null> {
  const { rows } = await db.executeQuery<OfficeFence>(CompiledQuery.raw(OFFICE_FENCE_SQL, [empId]));
  return rows[0] ?? null;
}

const ALL_OFFICE_FENCES_SQL = `select e.emp_id, o.id as office_id, o.name, o.lat, o.lng, o.radius_m, o.refuse_outside
  from employees e left join offices o on o.id = e.office_id`;

/** Every employee's fence (null: no office), one object per office, for the per-node cache. */
export async function findAllOfficeFences(db: Db): Promise<Map<string, OfficeFence | null>> {
  const { rows } = await db.executeQuery<{ emp_id: string; office_id: number | null } & OfficeFence>(CompiledQuery.raw(ALL_OFFICE_FENCES_SQL));
  const offices = new Map<number, OfficeFence>();
  const fences = new Map<string, OfficeFence | null>();
  for (const { emp_id: empId, office_id: officeId, name, lat, lng, radius_m, refuse_outside } of rows) {
    if (officeId === null) {
      fences.set(empId, null);
      continue;
    }
    let fence = offices.get(officeId);
    if (!fence) offices.set(officeId, (fence = { name, lat, lng, radius_m, refuse_outside }));
    fences.set(empId, fence);
  }
  return fences;
}
