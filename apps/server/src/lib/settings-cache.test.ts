import { describe, expect, it } from 'vitest';
import { markSettingsWrite, settingsCache, SettingsCacheSubscriber } from './settings-cache';

let nextPayload = 0;

/** A cache over a stand-in table that counts its reads, on a handle a listening channel serves. */
function listeningCache() {
  const payload = `test-setting-${nextPayload++}`;
  const table = { value: 'Asia/Manila', reads: 0 };
  const read = settingsCache(payload, async (_db: object) => {
    table.reads += 1;
    return table.value;
  });
  const db = {};
  const channel = new SettingsCacheSubscriber(db);
  channel.setListening(true);
  return { payload, table, read: () => read(db), channel };
}

describe('settingsCache', () => {
  it('reads once, then serves the value until its table is announced changed; other payloads change nothing', async () => {
    const { payload, table, read, channel } = listeningCache();
    expect(await read()).toBe('Asia/Manila');
    table.value = 'UTC';
    expect(await read()).toBe('Asia/Manila');
    channel.receive('punches:00000004');
    channel.receive('office-fences-and-more');
    expect(await read()).toBe('Asia/Manila');
    expect(table.reads).toBe(1);
    channel.receive(payload);
    expect(await read()).toBe('UTC');
    expect(await read()).toBe('UTC');
    expect(table.reads).toBe(2);
  });

  it('reads fresh while no channel listens for the handle, and keeps nothing from before a drop', async () => {
    const { table, read, channel } = listeningCache();
    await read();
    channel.setListening(false);
    table.value = 'UTC';
    expect(await read()).toBe('UTC');
    expect(await read()).toBe('UTC');
    expect(table.reads).toBe(3);
    // Back, after changes it could not hear: what it held before is not served.
    table.value = 'Asia/Tokyo';
    channel.setListening(true);
    expect(await read()).toBe('Asia/Tokyo');
    expect(table.reads).toBe(4);

    const transaction = {};
    const unheard = settingsCache('test-unheard', async (_db: object) => ++table.reads);
    expect(await unheard(transaction)).not.toBe(await unheard(transaction));
  });

  it('does not serve, after a notification, a value whose read began before it', async () => {
    const { payload, table, read, channel } = listeningCache();
    const during = read();
    channel.receive(payload);
    table.value = 'UTC';
    expect(await during).toBe('Asia/Manila');
    expect(await read()).toBe('UTC');
  });

  it('reads fresh after a write in this process until its notification arrives, or for 30 s', async () => {
    const { payload, table, read, channel } = listeningCache();
    await read();
    markSettingsWrite(payload);
    table.value = 'UTC';
    expect(await read()).toBe('UTC');
    expect(await read()).toBe('UTC');
    expect(table.reads).toBe(3);
    channel.receive(payload);
    await read();
    await read();
    expect(table.reads).toBe(4);

    markSettingsWrite(payload, Date.now() - 31_000);
    await read();
    await read();
    expect(table.reads).toBe(5);
  });

  it('does not keep a failed read', async () => {
    const db = {};
    new SettingsCacheSubscriber(db).setListening(true);
    let calls = 0;
    const read = settingsCache('test-failing', async (_db: object) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 'ok';
    });
    await expect(read(db)).rejects.toThrow('connection lost');
    expect(await read(db)).toBe('ok');
  });
});
