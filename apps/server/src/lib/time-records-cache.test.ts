import { describe, expect, it } from 'vitest';
import { TimeRecordsCache } from './time-records-cache';

const WINDOW = 'Asia/Manila 2026-11-23';

function listeningCache(): TimeRecordsCache {
  const cache = new TimeRecordsCache();
  cache.setListening(true);
  return cache;
}

describe('TimeRecordsCache', () => {
  it('serves what it kept for the same window only', () => {
    const cache = listeningCache();
    cache.set('E1', WINDOW, '[1]', cache.generationOf('E1'));
    expect(cache.get('E1', WINDOW)).toBe('[1]');
    expect(cache.get('E1', 'Asia/Manila 2026-11-24')).toBeNull();
  });

  it('does not keep rows read before an eviction (a change committed while they were read)', () => {
    const cache = listeningCache();
    const generation = cache.generationOf('E1');
    cache.receive('punches:E1');
    cache.set('E1', WINDOW, '[old]', generation);
    expect(cache.get('E1', WINDOW)).toBeNull();
  });

  it("holds off from a write in this process until that write's notification arrives", () => {
    const cache = listeningCache();
    cache.set('E1', WINDOW, '[old]', cache.generationOf('E1'));
    cache.markWrite('E1');
    expect(cache.get('E1', WINDOW)).toBeNull();
    // A read between the write and its commit sees the old rows: not kept.
    cache.set('E1', WINDOW, '[old]', cache.generationOf('E1'));
    expect(cache.get('E1', WINDOW)).toBeNull();
    cache.receive('punches:E1');
    cache.set('E1', WINDOW, '[new]', cache.generationOf('E1'));
    expect(cache.get('E1', WINDOW)).toBe('[new]');
  });

  it('stops holding off after a while when the write rolled back and no notification came', () => {
    const cache = listeningCache();
    const now = Date.now();
    cache.markWrite('E1', now - 31_000);
    cache.set('E1', WINDOW, '[1]', cache.generationOf('E1'));
    expect(cache.get('E1', WINDOW)).toBe('[1]');
  });

  it('ignores other payloads on the channel, and serves nothing while the channel is down', () => {
    const cache = listeningCache();
    cache.set('E1', WINDOW, '[1]', cache.generationOf('E1'));
    cache.receive('some-session-token-hash');
    expect(cache.get('E1', WINDOW)).toBe('[1]');
    cache.setListening(false);
    expect(cache.get('E1', WINDOW)).toBeNull();
    cache.set('E1', WINDOW, '[1]', cache.generationOf('E1'));
    cache.setListening(true);
    expect(cache.get('E1', WINDOW)).toBeNull();
  });
});
