import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { FenceSource } from '../../lib/office-fence-cache';
import type { OfficeFence } from './geofence';
import type { DayPunch } from './time-records';

type Db = Kysely<DB> | Transaction<DB>;

export type PunchOutcome =
  | { outcome: 'recorded' | 'duplicate'; recentPunches: DayPunch[] }
  | { outcome: 'already_in'; openPunchedAt: Date }
  | { outcome: 'later_punch'; latestPunchedAt: Date }
  /** The queued punch's key was already used for another punch, stored at this time. */
  | { outcome: 'key_reused'; storedPunchedAt: Date }
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
  /** Why the person punched outside an office that asks. */
  outsideReason: string | null;
}

const RECORD_PUNCH_SQL =
  'select outcome, open_punched_at, recent_punches from record_punch($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)';

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
      punch.outsideReason,
    ]),
  );
  const row = rows[0]!;
  if (row.outcome === 'already_in') return { outcome: 'already_in', openPunchedAt: row.open_punched_at! };
  if (row.outcome === 'later_punch') return { outcome: 'later_punch', latestPunchedAt: row.open_punched_at! };
  if (row.outcome === 'no_open_time_in') return { outcome: 'no_open_time_in' };
  if (row.outcome === 'key_reused') return { outcome: 'key_reused', storedPunchedAt: row.open_punched_at! };
  return { outcome: row.outcome, recentPunches: row.recent_punches ?? [] };
}

/** Fixed SQL, sent as it is: GET /v2/time runs it on every cache miss, so it is never rebuilt. */
const DAY_PUNCHES_SQL = `select trdate, direction, address, outside_geofence,
    (lat is null and source in ('clock', 'offline')) as location_unknown, source, clock_drift_seconds, outside_reason,
    to_char(punched_at at time zone $4, 'HH24:MI:SS') as time
  from punches
  where emp_id = $1 and trdate >= $2 and trdate <= $3 and superseded_at is null
  order by trdate, punched_at`;

/** The day's live punches in time order, with the time of day in the company zone. */
export async function listDayPunches(db: Db, empId: string, fromDate: string, toDate: string, timeZone: string): Promise<DayPunch[]> {
  const result = await db.executeQuery<DayPunch>(CompiledQuery.raw(DAY_PUNCHES_SQL, [empId, fromDate, toDate, timeZone]));
  return result.rows;
}

// An employee's sites: their own office first, then any further ones; none for field
// staff (no fence) or someone with no office.
const SITES_SQL = `select e.emp_id, o.id as office_id, o.name, o.lat, o.lng, o.radius_m, o.fence_mode
  from employees e
  left join lateral (
    select e.office_id as id, 0 as rank where e.office_id is not null
    union
    select s.office_id, 1 from employee_sites s where s.emp_id = e.emp_id
  ) site on not e.field_staff
  left join offices o on o.id = site.id`;
const ONE_PERSON_SITES_SQL = `${SITES_SQL} where e.emp_id = $1 order by site.rank, o.id`;
const ALL_SITES_SQL = `${SITES_SQL} order by e.emp_id, site.rank, o.id`;

type SiteRow = { emp_id: string; office_id: number | null } & OfficeFence;

/** Rows of sites to each person's fences (null: no fence), one object per office. */
function fencesByPerson(rows: SiteRow[]): Map<string, OfficeFence[] | null> {
  const offices = new Map<number, OfficeFence>();
  const fences = new Map<string, OfficeFence[] | null>();
  for (const { emp_id: empId, office_id: officeId, name, lat, lng, radius_m, fence_mode } of rows) {
    if (officeId === null) {
      if (!fences.has(empId)) fences.set(empId, null);
      continue;
    }
    let fence = offices.get(officeId);
    if (!fence) offices.set(officeId, (fence = { name, lat, lng, radius_m, fence_mode }));
    fences.set(empId, [...(fences.get(empId) ?? []), fence]);
  }
  return fences;
}

/** The fences of the sites the employee punches at (null: none), read fresh. */
export async function findOfficeFence(db: Db, empId: string): Promise<OfficeFence[] | null> {
  const { rows } = await db.executeQuery<SiteRow>(CompiledQuery.raw(ONE_PERSON_SITES_SQL, [empId]));
  return fencesByPerson(rows).get(empId) ?? null;
}

/** Every employee's fences (null: none), one object per office, for the per-node cache. */
export async function findAllOfficeFences(db: Db): Promise<Map<string, OfficeFence[] | null>> {
  const { rows } = await db.executeQuery<SiteRow>(CompiledQuery.raw(ALL_SITES_SQL));
  return fencesByPerson(rows);
}

/** Where the per-node fence cache reads from: everyone at once, or one person fresh. */
export function officeFenceSource(db: Db): FenceSource {
  return { all: () => findAllOfficeFences(db), one: (empId) => findOfficeFence(db, empId) };
}
