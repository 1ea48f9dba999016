import { BlockList, isIP } from 'node:net';

/** An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d; it is matched as IPv4. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function familyOf(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * The addresses allowed to read /metrics, from entries such as `127.0.0.1`, `::1` or
 * `10.0.0.0/8`, matched by Node's BlockList. A bad entry stops the start with a
 * message naming it, rather than quietly letting nobody, or everybody, in.
 */
export function addressAllowList(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = familyOf(address);
    const bits = prefix === undefined ? null : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!family || rest.length > 0 || Number.isNaN(bits) || (bits !== null && bits > (family === 'ipv4' ? 32 : 128))) {
      throw new Error(
        `METRICS_ALLOW: "${entry}" is not an IP address or a CIDR range (such as 10.0.0.0/8 or fd00::/8).`,
      );
    }
    if (bits === null) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return (peer) => {
    if (!peer) return false;
    const address = IPV4_MAPPED.exec(peer)?.[1] ?? peer;
    const family = familyOf(address);
    return family !== null && list.check(address, family);
  };
}
