import { describe, expect, it } from 'vitest';
import { observeSettingsVersion, runWithFreshness, settingsWritten } from './request-freshness';
import { settingsCache } from './settings-cache';

/** A cache over a stand-in table that counts its reads. */
function countingCache() {
  const table = { value: 'Asia/Manila', reads: 0 };
  const db = {};
  const read = settingsCache(async (_db: object) => {
    table.reads += 1;
    return table.value;
  });
  return { table, read: () => read(db) };
}

/** Runs `work` as a call whose session statement read this settings version. */
function asCallThatSaw<T>(version: number, work: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) =>
    runWithFreshness(() => {
      observeSettingsVersion(version);
      work().then(resolve, reject);
    }),
  );
}

describe('settingsCache', () => {
  it('serves what a call read to every call that saw the same version, and reads again for a newer one', async () => {
    const { table, read } = countingCache();
    expect(await asCallThatSaw(1, read)).toBe('Asia/Manila');
    table.value = 'UTC';
    expect(await asCallThatSaw(1, read)).toBe('Asia/Manila');
    expect(table.reads).toBe(1);
    expect(await asCallThatSaw(2, read)).toBe('UTC');
    expect(table.reads).toBe(2);
  });

  it('serves a value read at a newer version to a call that saw an older one, without reading', async () => {
    const { table, read } = countingCache();
    await asCallThatSaw(5, read);
    table.value = 'UTC';
    expect(await asCallThatSaw(4, read)).toBe('Asia/Manila');
    expect(table.reads).toBe(1);
  });

  it('reads fresh outside a call that saw a version (no session, a background job)', async () => {
    const { table, read } = countingCache();
    await asCallThatSaw(1, read);
    table.value = 'UTC';
    expect(await read()).toBe('UTC');
    expect(await new Promise((resolve) => runWithFreshness(() => void read().then(resolve)))).toBe('UTC');
    expect(table.reads).toBe(3);
  });

  it('reads fresh for the rest of a call once it has written the settings', async () => {
    const { table, read } = countingCache();
    await asCallThatSaw(1, read);
    const during = await asCallThatSaw(1, async () => {
      table.value = 'UTC';
      settingsWritten();
      return read();
    });
    expect(during).toBe('UTC');
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const read = settingsCache(async (_db: object) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 'ok';
    });
    const db = {};
    await expect(asCallThatSaw(1, () => read(db))).rejects.toThrow('connection lost');
    expect(await asCallThatSaw(1, () => read(db))).toBe('ok');
  });
});
