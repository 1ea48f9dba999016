import { describe, expect, it } from 'vitest';
import { SessionLookups } from './session-lookups';

type Row = { token_hash: string; seenAt: number };

/** A database stand-in whose statements finish only when told, recording what each asked. */
function manualDatabase() {
  const statements: { hashes: string[]; finish: (rows?: Row[]) => void; fail: (error: Error) => void }[] = [];
  let clock = 0;
  const lookUp = (hashes: string[]) =>
    new Promise<Row[]>((resolve, reject) => {
      const startedAt = (clock += 1);
      statements.push({
        hashes,
        finish: (rows) => resolve(rows ?? hashes.filter((hash) => !hash.startsWith('unknown')).map((hash) => ({ token_hash: hash, seenAt: startedAt }))),
        fail: reject,
      });
    });
  return { statements, lookUp };
}

/** Lets the statements finish their callbacks and the next batch go (it leaves from the check phase). */
const settle = async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('SessionLookups', () => {
  it('sends a lone call in the same turn of the event loop, and batches the calls that arrive while statements are in flight', async () => {
    const { statements, lookUp } = manualDatabase();
    const lookups = new SessionLookups(lookUp, 1);
    const first = lookups.find('a');
    await settle();
    expect(statements.map((statement) => statement.hashes)).toEqual([['a']]);
    const waiting = ['b', 'c', 'b', 'unknown-d'].map((hash) => lookups.find(hash));
    expect(statements).toHaveLength(1);
    statements[0]!.finish();
    expect((await first)?.token_hash).toBe('a');
    await settle();
    expect(statements.map((statement) => statement.hashes)).toEqual([['a'], ['b', 'c', 'unknown-d']]);
    statements[1]!.finish();
    expect((await Promise.all(waiting)).map((row) => row?.token_hash ?? null)).toEqual(['b', 'c', 'b', null]);
  });

  it('never answers a call from a statement sent before it arrived', async () => {
    const { statements, lookUp } = manualDatabase();
    const lookups = new SessionLookups(lookUp, 1);
    const early = lookups.find('a');
    await settle();
    const late = lookups.find('a');
    statements[0]!.finish();
    await settle();
    statements[1]!.finish();
    expect((await early)!.seenAt).toBe(1);
    expect((await late)!.seenAt).toBe(2);
  });

  it('fails every call of a statement that failed, and goes on with the next', async () => {
    const { statements, lookUp } = manualDatabase();
    const lookups = new SessionLookups(lookUp, 1);
    const failed = [lookups.find('a')];
    await settle();
    const next = lookups.find('b');
    statements[0]!.fail(new Error('connection lost'));
    await expect(failed[0]).rejects.toThrow('connection lost');
    await settle();
    statements[1]!.finish();
    expect((await next)?.token_hash).toBe('b');
  });
});
