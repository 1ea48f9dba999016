import { describe, expect, it } from 'vitest';
import type { OfficeFence } from '../features/time-clock/geofence';
import { OFFICE_FENCES_CHANGED, OfficeFenceCache, type FenceSource } from './office-fence-cache';

const MAKATI: OfficeFence[] = [{ name: 'Makati Head Office', lat: 14.5547, lng: 121.0244, radius_m: 300, fence_mode: 'refuse' }];
const CEBU: OfficeFence[] = [{ name: 'Cebu Branch', lat: 10.3302, lng: 123.9064, radius_m: 250, fence_mode: 'flag' }];

/** A database stand-in that counts its reads; `fences` is what it holds now. */
function countingSource(fences: Record<string, OfficeFence[] | null>) {
  const reads = { all: 0, one: 0 };
  const source: FenceSource = {
    all: async () => {
      reads.all += 1;
      return new Map(Object.entries(fences));
    },
    one: async (empId) => {
      reads.one += 1;
      return fences[empId] ?? null;
    },
  };
  return { source, reads, fences };
}

describe('OfficeFenceCache', () => {
  it('reads every fence once, for all the punches waiting on it, then serves them at that version', async () => {
    const cache = new OfficeFenceCache();
    const { source, reads } = countingSource({ E1: MAKATI, E2: null });
    expect(await Promise.all([cache.fenceOf('E1', source, 1), cache.fenceOf('E2', source, 1), cache.fenceOf('E1', source, 1)])).toEqual([MAKATI, null, MAKATI]);
    expect(await cache.fenceOf('E2', source, 1)).toBeNull();
    expect(reads).toEqual({ all: 1, one: 0 });
  });

  it('reads again for a punch whose call saw a newer settings version, and serves that to older ones', async () => {
    const cache = new OfficeFenceCache();
    const { source, reads, fences } = countingSource({ E1: MAKATI });
    await cache.fenceOf('E1', source, 1);
    fences.E1 = CEBU;
    expect(await cache.fenceOf('E1', source, 2)).toEqual(CEBU);
    expect(await cache.fenceOf('E1', source, 1)).toEqual(CEBU);
    expect(reads).toEqual({ all: 2, one: 0 });
  });

  it('reads fresh for a call that saw no version, and one fresh for someone the snapshot does not know', async () => {
    const cache = new OfficeFenceCache();
    const { source, reads, fences } = countingSource({ E1: MAKATI });
    expect(await cache.fenceOf('E1', source, undefined)).toEqual(MAKATI);
    await cache.fenceOf('E1', source, 1);
    fences.E9 = CEBU;
    expect(await cache.fenceOf('E9', source, 1)).toEqual(CEBU);
    expect(reads).toEqual({ all: 1, one: 2 });
  });

  it('preloads the snapshot at start, so the first punches read nothing', async () => {
    const cache = new OfficeFenceCache();
    const { source, reads } = countingSource({ E1: MAKATI });
    await cache.preload(3, source);
    expect(await cache.fenceOf('E1', source, 3)).toEqual(MAKATI);
    expect(reads).toEqual({ all: 1, one: 0 });
  });

  it('drops the snapshot when the notification arrives, and does not keep a failed read', async () => {
    const cache = new OfficeFenceCache();
    const { source, reads } = countingSource({ E1: MAKATI });
    await cache.fenceOf('E1', source, 1);
    cache.receive('punches:E1');
    await cache.fenceOf('E1', source, 1);
    expect(reads.all).toBe(1);
    cache.receive(OFFICE_FENCES_CHANGED);
    await cache.fenceOf('E1', source, 1);
    expect(reads.all).toBe(2);

    let fail = true;
    const flaky: FenceSource = { all: async () => (fail ? Promise.reject(new Error('connection lost')) : new Map([['E1', MAKATI]])), one: source.one };
    const other = new OfficeFenceCache();
    await expect(other.fenceOf('E1', flaky, 1)).rejects.toThrow('connection lost');
    fail = false;
    expect(await other.fenceOf('E1', flaky, 1)).toEqual(MAKATI);
  });
});
