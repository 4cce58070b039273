// The IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890; generated table), plus the
// blocks that matter for server-side requests and are not in them (multicast, IPv4-compatible
// IPv6, cloud metadata endpoints), and the IPv4 address an IPv6 address leads to (RFC 4291
// §2.5.5, RFC 6052, RFC 8215, RFC 3056, RFC 4380).
import { IPV4_SPECIAL_PURPOSE, IPV6_SPECIAL_PURPOSE } from '../unicode/generated/security/special-addresses';
import { parseIPv4 } from '../whatwg/host/ipv4';
import { parseIPv6 } from '../whatwg/host/ipv6';

/** One special-purpose block an address is in. */
export interface AddressRange {
  /** The block ("127.0.0.0/8", "::ffff:0:0/96") or, for a domain, the names ("*.localhost"). */
  block: string;
  /** The registry's name for it ("Loopback", "IPv4-mapped Address"), or what the block is. */
  name: string;
  /** Where it is defined ("RFC 1122, Section 3.2.1.3"), or the vendor for a metadata endpoint. */
  rfc: string;
  /** The registry's Globally Reachable column: true, false, or null for N/A (the embedded IPv4 address decides) or none given. */
  globallyReachable: boolean | null;
}

/** Blocks outside the registries: [block, name, source, Globally Reachable as in the generated table]. */
const EXTRA_IPV4: ReadonlyArray<readonly [string, string, string, number]> = [
  ['224.0.0.0/4', 'Multicast', 'RFC 5771', 0],
  ['169.254.169.254/32', 'Cloud metadata endpoint', 'Amazon EC2, Google Cloud, Microsoft Azure, Oracle Cloud, OpenStack, DigitalOcean', 0],
  ['169.254.170.2/32', 'Cloud metadata endpoint', 'Amazon ECS task metadata', 0],
  ['100.100.100.200/32', 'Cloud metadata endpoint', 'Alibaba Cloud', 0],
  ['168.63.129.16/32', 'Cloud platform endpoint', 'Microsoft Azure WireServer', 0],
];
const EXTRA_IPV6: ReadonlyArray<readonly [string, string, string, number]> = [
  ['::/96', 'IPv4-compatible Address (deprecated)', 'RFC 4291, Section 2.5.5.1', 2],
  ['ff00::/8', 'Multicast', 'RFC 4291, Section 2.7', 0],
  ['fd00:ec2::254/128', 'Cloud metadata endpoint', 'Amazon EC2 (IPv6)', 0],
];

interface Row { bits: number[]; length: number; range: AddressRange }

let v4Rows: Row[] | null = null;
let v6Rows: Row[] | null = null;

function reachability(v: number): boolean | null {
  return v === 1 ? true : v === 0 ? false : null;
}

/** An IPv4 address as 32 bits, an IPv6 address as 128 bits, most significant first. */
function bitsOf(words: readonly number[], width: number): number[] {
  const out: number[] = [];
  for (let w = 0; w < words.length; w++) for (let b = width - 1; b >= 0; b--) out.push(Math.floor(words[w] / Math.pow(2, b)) % 2);
  return out;
}

function rows(table: ReadonlyArray<readonly [string, string, string, number]>, v6: boolean): Row[] {
  const out: Row[] = [];
  for (let i = 0; i < table.length; i++) {
    const [block, name, rfc, reachable] = table[i];
    const slash = block.indexOf('/');
    const address = block.slice(0, slash);
    const bits = v6 ? bitsOf(parseIPv6(address, 0, address.length, null) as number[], 16) : bitsOf([parseIPv4(address, null, 0)], 32);
    out.push({ bits, length: +block.slice(slash + 1), range: { block, name, rfc, globallyReachable: reachability(reachable) } });
  }
  return out;
}

function matching(table: Row[], bits: readonly number[]): AddressRange[] {
  const found: Row[] = [];
  for (let i = 0; i < table.length; i++) {
    const row = table[i];
    let k = 0;
    while (k < row.length && row.bits[k] === bits[k]) k++;
    if (k === row.length) found.push(row);
  }
  found.sort((a, b) => a.length - b.length); // least specific first
  return found.map((r) => copy(r.range));
}

function copy(r: AddressRange): AddressRange {
  return { block: r.block, name: r.name, rfc: r.rfc, globallyReachable: r.globallyReachable };
}

/** The registry blocks (and extra blocks) holding an IPv4 address (a 32-bit number), least specific first. */
export function ipv4Ranges(address: number): AddressRange[] {
  return matching(v4Rows || (v4Rows = rows(IPV4_SPECIAL_PURPOSE.concat(EXTRA_IPV4), false)), bitsOf([address], 32));
}

/** The registry blocks (and extra blocks) holding an IPv6 address (eight 16-bit pieces), least specific first. */
export function ipv6Ranges(pieces: readonly number[]): AddressRange[] {
  const found = matching(v6Rows || (v6Rows = rows(IPV6_SPECIAL_PURPOSE.concat(EXTRA_IPV6), true)), bitsOf(pieces, 16));
  // RFC 4291 §2.5.5.1: :: and ::1 are not IPv4-compatible addresses.
  if (embeddedIPv4(pieces) < 0) for (let i = found.length - 1; i >= 0; i--) if (found[i].block === '::/96') found.splice(i, 1);
  return found;
}

/**
 * Globally Reachable of the most specific block that says true or false (RFC 6890 §2.2.2); an
 * address in no block is reachable, except IPv6 outside 2000::/3, the global unicast space
 * (RFC 4291 §2.4: the rest is reserved or special).
 */
export function reachableIn(ranges: readonly AddressRange[], ipv6OutsideGlobalUnicast: boolean): boolean {
  for (let i = ranges.length - 1; i >= 0; i--) {
    const r = ranges[i].globallyReachable;
    if (r !== null) return r;
  }
  return !ipv6OutsideGlobalUnicast;
}

/**
 * The IPv4 address (32-bit number) an IPv6 address carries to, or -1: IPv4-mapped ::ffff:0:0/96
 * and IPv4-compatible ::/96 (RFC 4291 §2.5.5; not :: and ::1), NAT64 64:ff9b::/96 (RFC 6052) and
 * 64:ff9b:1::/48 (RFC 8215, read as a /96 prefix, its usual form), 6to4 2002::/16 (RFC 3056 §2:
 * bits 16-47) and Teredo 2001::/32 (RFC 4380 §4: the client's address, bits 96-127 inverted).
 */
export function embeddedIPv4(p: readonly number[]): number {
  const low = p[6] * 0x10000 + p[7];
  if (p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0) {
    if (p[5] === 0xffff) return low;
    if (p[5] === 0 && (p[6] !== 0 || p[7] > 1)) return low;
    return -1;
  }
  if (p[0] === 0x64 && p[1] === 0xff9b) {
    if (p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) return low;
    if (p[2] === 1) return low;
    return -1;
  }
  if (p[0] === 0x2002) return p[1] * 0x10000 + p[2];
  if (p[0] === 0x2001 && p[1] === 0) return 0xffffffff - low;
  return -1;
}
