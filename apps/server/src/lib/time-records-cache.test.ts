import { describe, expect, it } from 'vitest';
import { TimeRecordsCache } from './time-records-cache';

const WINDOW = 'Asia/Manila 2026-11-23';

describe('TimeRecordsCache', () => {
  it('serves what it kept for the same window, to calls that saw its records version or an older one', () => {
    const cache = new TimeRecordsCache();
    cache.set('E1', WINDOW, 7, '[1]');
    expect(cache.get('E1', WINDOW, 7)).toBe('[1]');
    expect(cache.get('E1', WINDOW, 6)).toBe('[1]');
    expect(cache.get('E1', 'Asia/Manila 2026-11-24', 7)).toBeNull();
  });

  it('does not serve a call that saw a newer version: a punch was acknowledged since', () => {
    const cache = new TimeRecordsCache();
    cache.set('E1', WINDOW, 7, '[old]');
    expect(cache.get('E1', WINDOW, 8)).toBeNull();
    cache.set('E1', WINDOW, 8, '[new]');
    expect(cache.get('E1', WINDOW, 8)).toBe('[new]');
  });

  it('keeps a newer answer when a slower call that saw an older version finishes after it', () => {
    const cache = new TimeRecordsCache();
    cache.set('E1', WINDOW, 8, '[new]');
    cache.set('E1', WINDOW, 7, '[old]');
    expect(cache.get('E1', WINDOW, 8)).toBe('[new]');
  });

  it("serves an employee's answer only to calls that saw its version or an older one", () => {
    const cache = new TimeRecordsCache();
    cache.set('E1', WINDOW, 1, '[1]');
    cache.set('E2', WINDOW, 1, '[2]');
    // E1 punched: the next call's session statement reads version 2.
    expect(cache.get('E1', WINDOW, 2)).toBeNull();
    expect(cache.get('E2', WINDOW, 1)).toBe('[2]');
  });
});
