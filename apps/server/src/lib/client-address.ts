import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Which proxies the server believes about the client's address (Fastify's trustProxy):
 * a number of proxy hops, or the proxies' own addresses and CIDR ranges. Never
 * `true`, which would believe the first X-Forwarded-For entry: the client writes
 * that one itself, so it could pick a new address for the login throttle on every
 * attempt, or put markup where an address should be.
 */
export type TrustedProxies = false | number | string;

/**
 * TRUST_PROXY: unset or "false", none; "true", one proxy (the address it appends is
 * the client's; whatever the client wrote before it is ignored); a whole number, that
 * many proxies in a row; else a comma-separated list of the proxies' addresses or
 * CIDR ranges ("10.0.0.0/8,192.168.1.5").
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY=${text}: a number of proxies must be from 1 to 10.`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 4 ? 32 : 128;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !bitsOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR range. Use true (one proxy), a number of proxies, or the proxies' addresses, like 10.0.0.0/8,192.168.1.5.`);
    }
  }
  return entries.join(',');
}

/**
 * The client's address as the trusted proxies report it, and only ever an address:
 * a forwarded value that is not one (a proxy that passes a client's header on) gives
 * way to the address of the connection itself.
 */
export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip) !== 0) return request.ip;
  return request.socket.remoteAddress ?? '0.0.0.0';
}

/** As Fastify takes it: a hop count as the function Fastify itself makes of one (its types leave numbers out). */
export function fastifyTrustProxy(trusted: TrustedProxies): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}
