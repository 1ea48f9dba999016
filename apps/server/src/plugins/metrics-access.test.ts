import { describe, expect, it } from 'vitest';
import { addressAllowList } from './metrics-access';

describe('addressAllowList', () => {
  it('matches single addresses and CIDR ranges of both families', () => {
    const allowed = addressAllowList(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
    expect(['127.0.0.1', '::1', '10.255.0.1', 'fd12:3456::1', '::ffff:10.1.2.3'].map(allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['127.0.0.2', '11.0.0.1', 'fe80::1', '::ffff:192.168.1.1', 'localhost', '', undefined].map(allowed)).toEqual(
      [false, false, false, false, false, false, false],
    );
  });

  it('lets nobody in from an empty list', () => {
    expect(addressAllowList([])('127.0.0.1')).toBe(false);
  });

  it('stops the start on an entry that is not an address or a range, naming it', () => {
    for (const entry of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x', '300.1.1.1']) {
      expect(() => addressAllowList([entry])).toThrow(`METRICS_ALLOW: "${entry}" is not an IP address or a CIDR range`);
    }
  });
});
