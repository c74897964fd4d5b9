import { BlockList, isIP } from 'node:net';

/** An allow-list entry as the check needs it. */
export interface AllowEntry {
  ip_address: string;
  restricted: number;
}

/** Strips the IPv4-mapped IPv6 prefix so `::ffff:127.0.0.1` matches `127.0.0.1`. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Whether an address may call: allowed when no entry has restriction on, else only addresses
 * matching an entry (exact address or CIDR range).
 */
export function isAddressAllowed(entries: readonly AllowEntry[], address: string): boolean {
  if (!entries.some((e) => e.restricted)) return true;
  const ip = normalizeAddress(address);
  const family = isIP(ip);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [base = '', prefix] = entry.ip_address.split('/');
    const entryFamily = isIP(base);
    if (entryFamily === 0) continue;
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(prefix), type);
  }
  return list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
