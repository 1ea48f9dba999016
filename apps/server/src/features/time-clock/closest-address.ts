import type { Kysely, Transaction } from 'kysely';
import type { ClosestAddress } from '@portal/contracts/time-clock';
import type { DB } from '../../db/database';
import { settingsCache } from '../../lib/settings-cache';
import { metresBetween, nearestPlace } from './gazetteer';

type Db = Kysely<DB> | Transaction<DB>;

const GEOCODER_TIMEOUT_MS = 2000;

/** Kept per node at the settings version its callers saw (offices bump it; see settingsCache). */
const listOffices = settingsCache((db: Db) =>
  db.selectFrom('offices').select(['name', 'address', 'lat', 'lng', 'radius_m']).execute(),
);

/** A configured office whose geofence contains the point, nearest first. */
async function officeContaining(db: Db, lng: number, lat: number): Promise<ClosestAddress | null> {
  const offices = await listOffices(db);
  let best: ClosestAddress | null = null;
  for (const office of offices) {
    const metres = metresBetween(lng, lat, office.lng, office.lat);
    if (metres <= office.radius_m && (!best || metres < best.distance_m)) {
      best = { address: `${office.name}, ${office.address}`, source: 'office', distance_m: Math.round(metres) };
    }
  }
  return best;
}

/**
 * An optional reverse geocoder, as a URL template with {lat} and {lng}; the answer's
 * display_name (Nominatim's shape) or address is used. Any failure falls back to the
 * offline gazetteer: a punch never waits on someone else's server for long.
 */
async function geocode(urlTemplate: string, lng: number, lat: number): Promise<ClosestAddress | null> {
  const url = urlTemplate.replace('{lat}', String(lat)).replace('{lng}', String(lng));
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = (await response.json()) as { display_name?: unknown; address?: unknown };
    const address = typeof body.display_name === 'string' ? body.display_name : body.address;
    return typeof address === 'string' && address ? { address, source: 'geocoder', distance_m: 0 } : null;
  } catch {
    return null;
  }
}

export async function findClosestAddress(
  db: Db,
  position: { lng: number; lat: number },
  geocoderUrl: string | undefined,
): Promise<ClosestAddress | null> {
  const { lng, lat } = position;
  const office = await officeContaining(db, lng, lat);
  if (office) return office;
  const geocoded = geocoderUrl ? await geocode(geocoderUrl, lng, lat) : null;
  if (geocoded) return geocoded;
  const place = nearestPlace(lng, lat);
  return place ? { ...place, source: 'gazetteer' } : null;
}
