import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { OfficeFence } from './geofence';
import type { DayPunch } from './time-records';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Serialises punches of one employee: the row lock makes a second, simultaneous
 * time-in wait for the first. Answers the database clock, the time of record.
 */
export async function lockEmployeeForPunch(trx: Transaction<DB>, empId: string): Promise<Date> {
  const row = await trx
    .selectFrom('employees')
    .select(sql<Date>`now()`.as('now'))
    .where('emp_id', '=', empId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.now;
}

/**
 * The latest live punch. Call it after taking the lock, as its own statement: in
 * READ COMMITTED a new statement sees what the punch we waited for committed, where
 * a join inside the locking statement would still see the old snapshot.
 */
export function findLatestPunch(db: Db, empId: string) {
  return db
    .selectFrom('punches')
    .select(['direction', 'trdate', 'punched_at'])
    .where('emp_id', '=', empId)
    .where('superseded_at', 'is', null)
    .orderBy('punched_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface NewPunch {
  empId: string;
  trdate: string;
  direction: 'in' | 'out';
  punchedAt: Date;
  geotag: { lat: number; lng: number; accuracy?: number | undefined } | null;
  address: { address: string; source: string } | null;
  /** Taken outside the employee's office fence, where the office flags rather than refuses. */
  outsideGeofence: boolean;
}

export async function insertPunch(db: Db, punch: NewPunch): Promise<void> {
  await db
    .insertInto('punches')
    .values({
      emp_id: punch.empId,
      trdate: punch.trdate,
      direction: punch.direction,
      punched_at: punch.punchedAt,
      lat: punch.geotag?.lat ?? null,
      lng: punch.geotag?.lng ?? null,
      accuracy: punch.geotag?.accuracy ?? null,
      address: punch.address?.address ?? null,
      address_source: punch.address?.source ?? null,
      outside_geofence: punch.outsideGeofence,
    })
    .execute();
}

/** The day's live punches in time order, with the time of day in the company zone. */
export async function listDayPunches(db: Db, empId: string, fromDate: string, toDate: string, timeZone: string): Promise<DayPunch[]> {
  return db
    .selectFrom('punches')
    .select([
      'trdate',
      'direction',
      'address',
      'outside_geofence',
      sql<boolean>`(lat is null and source = 'clock')`.as('location_unknown'),
      sql<string>`to_char(punched_at at time zone ${timeZone}, 'HH24:MI:SS')`.as('time'),
    ])
    .where('emp_id', '=', empId)
    .where('trdate', '>=', fromDate)
    .where('trdate', '<=', toDate)
    .where('superseded_at', 'is', null)
    .orderBy('trdate')
    .orderBy('punched_at')
    .execute();
}

/** The fence of the office the employee belongs to, read fresh on every punch so HR's changes apply at once. */
export function findOfficeFence(db: Db, empId: string): Promise<OfficeFence | undefined> {
  return db
    .selectFrom('employees as e')
    .innerJoin('offices as o', 'o.id', 'e.office_id')
    .select(['o.name', 'o.lat', 'o.lng', 'o.radius_m', 'o.refuse_outside'])
    .where('e.emp_id', '=', empId)
    .executeTakeFirst();
}
