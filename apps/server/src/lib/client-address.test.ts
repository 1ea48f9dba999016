import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from './client-address';

describe('TRUST_PROXY', () => {
  it('believes one proxy for "true", never the first forwarded entry', () => {
    expect(parseTrustedProxies(undefined)).toBe(false);
    expect(parseTrustedProxies('false')).toBe(false);
    expect(parseTrustedProxies('true')).toBe(1);
    expect(parseTrustedProxies('2')).toBe(2);
  });

  it('takes the proxies as addresses and CIDR ranges', () => {
    expect(parseTrustedProxies('10.0.0.0/8, 192.168.1.5,::1')).toBe('10.0.0.0/8,192.168.1.5,::1');
  });

  it.each(['0', '11', 'yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '::1/129'])('refuses %s, saying what it takes', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/TRUST_PROXY/);
  });
});
