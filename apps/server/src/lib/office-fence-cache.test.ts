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

function listeningCache(): OfficeFenceCache {
  const cache = new OfficeFenceCache();
  cache.setListening(true);
  return cache;
}

describe('OfficeFenceCache', () => {
  it('reads every fence once, for all the punches waiting on it, then serves them', async () => {
    const cache = listeningCache();
    const { source, reads } = countingSource({ E1: MAKATI, E2: null });
    expect(await Promise.all([cache.fenceOf('E1', source), cache.fenceOf('E2', source), cache.fenceOf('E1', source)])).toEqual([MAKATI, null, MAKATI]);
    expect(await cache.fenceOf('E2', source)).toBeNull();
    expect(reads).toEqual({ all: 1, one: 0 });
  });

  it('preloads the snapshot at start, so the first punches read nothing; not while the channel is down', async () => {
    const cache = listeningCache();
    const { source, reads } = countingSource({ E1: MAKATI });
    await cache.preload(source);
    await cache.preload(source);
    expect(reads).toEqual({ all: 1, one: 0 });
    expect(await cache.fenceOf('E1', source)).toEqual(MAKATI);
    expect(reads).toEqual({ all: 1, one: 0 });

    const deaf = new OfficeFenceCache();
    const other = countingSource({ E1: MAKATI });
    await deaf.preload(other.source);
    expect(other.reads).toEqual({ all: 0, one: 0 });
  });

  it('reads one fresh for someone the snapshot does not know', async () => {
    const cache = listeningCache();
    const { source, reads, fences } = countingSource({ E1: MAKATI });
    await cache.fenceOf('E1', source);
    fences.E9 = CEBU;
    expect(await cache.fenceOf('E9', source)).toEqual(CEBU);
    expect(reads).toEqual({ all: 1, one: 1 });
  });

  it('drops the snapshot on a change notification, and ignores other payloads', async () => {
    const cache = listeningCache();
    const { source, reads, fences } = countingSource({ E1: MAKATI });
    await cache.fenceOf('E1', source);
    cache.receive('punches:E1');
    fences.E1 = CEBU;
    expect(await cache.fenceOf('E1', source)).toEqual(MAKATI);
    cache.receive(OFFICE_FENCES_CHANGED);
    expect(await cache.fenceOf('E1', source)).toEqual(CEBU);
    expect(reads.all).toBe(2);
  });

  it('does not keep a snapshot read while a change arrived, nor make later punches wait on it', async () => {
    const cache = listeningCache();
    const { source, fences } = countingSource({ E1: MAKATI });
    const during = cache.fenceOf('E1', source);
    cache.receive(OFFICE_FENCES_CHANGED);
    fences.E1 = CEBU;
    expect(await cache.fenceOf('E1', source)).toEqual(CEBU);
    expect(await during).toEqual(MAKATI);
    expect(await cache.fenceOf('E1', source)).toEqual(CEBU);
  });

  it('reads fresh after a write in this process until a notification arrives, or for 30 s', async () => {
    const cache = listeningCache();
    const { source, reads, fences } = countingSource({ E1: MAKATI });
    await cache.fenceOf('E1', source);
    cache.markWrite();
    fences.E1 = CEBU;
    expect(await cache.fenceOf('E1', source)).toEqual(CEBU);
    expect(await cache.fenceOf('E1', source)).toEqual(CEBU);
    expect(reads).toEqual({ all: 1, one: 2 });
    cache.receive(OFFICE_FENCES_CHANGED);
    await cache.fenceOf('E1', source);
    expect(reads).toEqual({ all: 2, one: 2 });

    cache.markWrite(Date.now() - 31_000);
    await cache.fenceOf('E1', source);
    await cache.fenceOf('E1', source);
    expect(reads).toEqual({ all: 3, one: 2 });
  });

  it('reads fresh and keeps nothing while the channel is down', async () => {
    const cache = listeningCache();
    const { source, reads } = countingSource({ E1: MAKATI });
    await cache.fenceOf('E1', source);
    cache.setListening(false);
    await cache.fenceOf('E1', source);
    await cache.fenceOf('E1', source);
    expect(reads).toEqual({ all: 1, one: 2 });
    cache.setListening(true);
    await cache.fenceOf('E1', source);
    expect(reads).toEqual({ all: 2, one: 2 });
  });
});
