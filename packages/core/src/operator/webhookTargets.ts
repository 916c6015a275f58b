import { messages } from '../errors';

/**
 * Where a tenant's webhooks may go: a public https address, never the machine, the network or the cloud metadata
 * service behind the server (server-side request forgery, ASVS 5.0 V1.3). The server applies it when an integration
 * is saved and again on the address each delivery connects to, so a name that later resolves inside is refused too.
 */

/** The special-purpose ranges an address may fall in (IANA's IPv4 and IPv6 special-purpose registries), or public. */
export type AddressRange = 'public' | 'unspecified' | 'loopback' | 'private' | 'link-local' | 'carrier-grade NAT' | 'multicast' | 'reserved';

/** The address as the messages name its range. */
const rangeNames: Record<Exclude<AddressRange, 'public'>, string> = {
  unspecified: 'the unspecified address',
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  'carrier-grade NAT': 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

type Range4 = readonly [first: number, bits: number, range: Exclude<AddressRange, 'public'>];

const v4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** IPv4 special-purpose blocks, as (first address, prefix length, range). */
const ipv4Ranges: readonly Range4[] = [
  [v4(0, 0, 0, 0), 8, 'unspecified'],
  [v4(10, 0, 0, 0), 8, 'private'],
  [v4(100, 64, 0, 0), 10, 'carrier-grade NAT'],
  [v4(127, 0, 0, 0), 8, 'loopback'],
  [v4(169, 254, 0, 0), 16, 'link-local'],
  [v4(172, 16, 0, 0), 12, 'private'],
  [v4(192, 0, 0, 0), 24, 'reserved'],
  [v4(192, 0, 2, 0), 24, 'reserved'],
  [v4(192, 88, 99, 0), 24, 'reserved'],
  [v4(192, 168, 0, 0), 16, 'private'],
  [v4(198, 18, 0, 0), 15, 'reserved'],
  [v4(198, 51, 100, 0), 24, 'reserved'],
  [v4(203, 0, 113, 0), 24, 'reserved'],
  [v4(224, 0, 0, 0), 4, 'multicast'],
  [v4(240, 0, 0, 0), 4, 'reserved'],
];

/** The 32-bit value of a dotted-decimal IPv4 address (four parts of 0–255, as a URL parser or a resolver writes it), or null. */
function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number];
  return v4(a, b, c, d);
}

function rangeOfIPv4(value: number): AddressRange {
  for (const [first, bits, range] of ipv4Ranges) {
    const mask = (~0 << (32 - bits)) >>> 0;
    if (((value & mask) >>> 0) === first) return range;
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail allowed; no zone), or null. */
function parseIPv6(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  // Only the address's last part may be a dotted IPv4 address.
  const groupsOf = (half: string, last: boolean): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const parts = half.split(':');
    for (const [index, part] of parts.entries()) {
      if (part.includes('.')) {
        const tail = last && index === parts.length - 1 ? parseIPv4(part) : null;
        if (tail === null) return null;
        out.push(tail >>> 16, tail & 0xffff);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(parseInt(part, 16));
      else return null;
    }
    return out;
  };
  const head = groupsOf(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? groupsOf(halves[1]!, true) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

function rangeOfIPv6(g: number[]): AddressRange {
  const embedded = () => rangeOfIPv4(((g[6]! << 16) | g[7]!) >>> 0);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'unspecified';
  if (zeros(0, 7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): the IPv4 address decides.
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return embedded();
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return embedded();
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private';
  // 6to4 (2002:a.b.c.d::/48) reaches the IPv4 address it carries.
  if (g[0] === 0x2002) return rangeOfIPv4(((g[1]! << 16) | g[2]!) >>> 0);
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xffc0) === 0xfec0) return 'private';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  if (first === 0x100 && zeros(1, 4)) return 'reserved';
  if (first === 0x2001 && (g[1] === 0 || g[1] === 0xdb8)) return 'reserved';
  if (zeros(0, 1)) return 'reserved';
  return 'public';
}

/**
 * The range of an IP address written as a URL parser or a resolver writes it (dotted-decimal IPv4; IPv6 with or
 * without brackets), or null when `text` is not an IP address (a host name).
 */
export function addressRange(text: string): AddressRange | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const ipv4 = parseIPv4(bare);
  if (ipv4 !== null) return rangeOfIPv4(ipv4);
  const ipv6 = bare.includes(':') ? parseIPv6(bare) : null;
  return ipv6 ? rangeOfIPv6(ipv6) : null;
}

/** Whether a range may be sent webhooks: public always, loopback only where the server's setting allows it. */
const allowed = (range: AddressRange, allowLoopback: boolean) => range === 'public' || (allowLoopback && range === 'loopback');

/** Names that are the machine itself whatever a resolver says (RFC 6761 `localhost` and its subdomains). */
const isLocalhostName = (host: string) => /(^|\.)localhost$/i.test(host.replace(/\.$/, ''));

/** A webhook URL as a WHATWG URL parser splits it (numeric hosts already written as dotted-decimal or IPv6). */
export interface WebhookTarget {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
}

export interface TargetOptions {
  /** Loopback targets (and plain http to them) for local development and the project's own tests; off in production. */
  allowLoopback: boolean;
}

/**
 * Why a webhook may not be sent to `target`, before any name is resolved: not https (http only to an allowed
 * loopback), a user name or password in it, or an address (or `localhost`) outside the public internet. Null: its
 * name, if it has one, must still resolve to addresses `refusedAddress` accepts.
 */
export function webhookTargetRefusal(target: WebhookTarget, options: TargetOptions): string | null {
  const text = messages.integrations;
  if (target.username !== '' || target.password !== '') return text.noCredentials;
  const range = isLocalhostName(target.hostname) ? 'loopback' : addressRange(target.hostname);
  const loopbackHttp = options.allowLoopback && range === 'loopback' && target.protocol === 'http:';
  if (target.protocol !== 'https:' && !loopbackHttp) return text.httpsOnly;
  if (range !== null && !allowed(range, options.allowLoopback)) return text.notPublic(target.hostname, rangeNames[range as Exclude<AddressRange, 'public'>]);
  return null;
}

/**
 * Why a webhook may not go to a host whose name resolved to `addresses`: the first address outside the public
 * internet (every address counts, since a connection may use any of them), or null when all are public.
 */
export function resolvedAddressRefusal(host: string, addresses: readonly string[], options: TargetOptions): string | null {
  for (const address of addresses) {
    const range = addressRange(address) ?? 'reserved';
    if (!allowed(range, options.allowLoopback)) return messages.integrations.resolvesInside(host, address, rangeNames[range as Exclude<AddressRange, 'public'>]);
  }
  return addresses.length === 0 ? messages.integrations.unresolved(host) : null;
}
