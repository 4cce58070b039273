// classifyHost and isGloballyReachable: what a host is and whether the address a client reaches
// through it is globally reachable, in the host parser's reading (URL §3.5: every IPv4 and IPv6
// notation a browser or Node accepts, in canonical form), checked against the IANA
// special-purpose registries (./address-ranges.ts) and the special-use names (./special-names.ts).
import { IRIError } from '../core/errors';
import { HostKind } from '../core/record';
import { parseWholeHost } from './parse-host';
import { parseIPv4, serializeIPv4 } from '../whatwg/host/ipv4';
import { parseIPv6, serializeIPv6 } from '../whatwg/host/ipv6';
import { apiParse } from '../whatwg/setters';
import { getHostname } from '../whatwg/getters';
import { embeddedIPv4, ipv4Ranges, ipv6Ranges, reachableIn, type AddressRange } from './address-ranges';
import { specialNameRanges } from './special-names';

export type { AddressRange } from './address-ranges';

/** The result of classifyHost. */
export interface HostClassification {
  /** The host's kind in the URL Standard's reading; 'empty' for no host or an empty one. */
  kind: 'ipv4' | 'ipv6' | 'domain' | 'opaque' | 'empty';
  /** The host serialized (IPv4 dotted decimal, IPv6 compressed without brackets, a domain in ASCII). */
  address: string;
  /**
   * The address a client reaches: the IPv4 address of an IPv4 host, or the one an IPv6 address
   * leads to (IPv4-mapped, IPv4-compatible, NAT64, 6to4, Teredo), else the IPv6 address; for an
   * opaque host that reads as an IP address, that address; null for names.
   */
  effective: string | null;
  /** The special-purpose blocks or special-use names the host (and its effective address) is in. */
  ranges: AddressRange[];
  /**
   * Whether the effective address is globally reachable (the registries' column); for a domain,
   * false for a special-use name and true otherwise: only the addresses DNS returns decide
   * (docs/security.md: resolve, then isGloballyReachable on each address).
   */
  globallyReachable: boolean;
}

function hostError(input: string): IRIError {
  return new IRIError(`Invalid host: ${JSON.stringify(input)}`, 'invalid-host', 0, 'host', input);
}

/** Classifies a serialized special host (domain, IPv4 or IPv6) of the given kind. */
function classifyParsed(host: string, kind: HostKind, as: HostClassification['kind'], address: string): HostClassification {
  if (kind === HostKind.IPv4) {
    const v4 = parseIPv4(host, null, 0);
    const ranges = ipv4Ranges(v4);
    return { kind: as, address, effective: host, ranges, globallyReachable: reachableIn(ranges, false) };
  }
  if (kind === HostKind.IPv6) {
    const pieces = parseIPv6(host, 1, host.length - 1, null) as number[];
    const ranges = ipv6Ranges(pieces);
    const v4 = embeddedIPv4(pieces);
    if (v4 >= 0) {
      const inner = ipv4Ranges(v4);
      return { kind: as, address, effective: serializeIPv4(v4), ranges: ranges.concat(inner), globallyReachable: reachableIn(inner, false) };
    }
    return { kind: as, address, effective: serializeIPv6(pieces), ranges, globallyReachable: reachableIn(ranges, pieces[0] < 0x2000 || pieces[0] > 0x3fff) };
  }
  const ranges = specialNameRanges(host);
  return { kind: as, address, effective: null, ranges, globallyReachable: ranges.length === 0 };
}

/**
 * What a host is and where a client connecting to it goes. `input`: a URL or IRI object, a URL
 * string with a scheme ("http://0x7f.1/", "mailto:a@b.c"), or a host ("127.1", "[::1]", "::1",
 * "例え.jp"), which the URL host parser reads as a special URL's host would be. An opaque host
 * (a non-special URL's, such as "redis://0x7f.1") is also read that way, since its client resolves
 * it. A string that starts with a scheme and ":" is a URL: "example.com:80" reads as a URL with
 * the scheme "example.com" and no host. Throws IRIError 'invalid-host' (or 'invalid-url') when
 * parsing fails.
 */
export function classifyHost(input: unknown): HostClassification {
  let s: string;
  if (input !== null && typeof input === 'object' && typeof (input as { href?: unknown }).href === 'string') s = (input as { href: string }).href;
  else s = String(input);
  const bareIPv6 = s.indexOf(':') >= 0 && parseIPv6(s, 0, s.length, null) !== null;
  if ((!bareIPv6 && /^[A-Za-z][A-Za-z0-9+.-]*:/.test(s)) || (typeof input === 'object' && input !== null)) {
    const r = apiParse(s, undefined);
    if (r === null) throw new IRIError(`Invalid URL: ${JSON.stringify(s)}`, 'invalid-url', 0, '', s);
    const host = getHostname(r);
    const kind = r.hostKind;
    if (kind === HostKind.None || kind === HostKind.Empty) return { kind: 'empty', address: '', effective: null, ranges: [], globallyReachable: false };
    if (kind === HostKind.Opaque) return classifyOpaque(host);
    return classifyParsed(host, kind, kind === HostKind.IPv4 ? 'ipv4' : kind === HostKind.IPv6 ? 'ipv6' : 'domain', host.charCodeAt(0) === 0x5b ? host.slice(1, -1) : host);
  }
  if (s === '') return { kind: 'empty', address: '', effective: null, ranges: [], globallyReachable: false };
  // A bare IPv6 address ("::1", as DNS answers are written) gets its brackets.
  const hostText = bareIPv6 ? '[' + s + ']' : s;
  const parsed = parseWholeHost(hostText);
  if (parsed === null) throw hostError(s);
  const host = parsed.host, kind = parsed.kind;
  return classifyParsed(host, kind, kind === HostKind.IPv4 ? 'ipv4' : kind === HostKind.IPv6 ? 'ipv6' : 'domain', kind === HostKind.IPv6 ? host.slice(1, -1) : host);
}

/** An opaque host, read again as a special URL's host would be (percent-decoding, IPv4 forms). */
function classifyOpaque(host: string): HostClassification {
  const parsed = parseWholeHost(host);
  if (parsed === null) return { kind: 'opaque', address: host, effective: null, ranges: [], globallyReachable: true };
  const kind = parsed.kind;
  const c = classifyParsed(parsed.host, kind, 'opaque', host);
  if (kind === HostKind.Domain) c.effective = null;
  return c;
}

/**
 * Whether an IP address (as a resolver returns it: "93.184.215.14", "2606:2800::1", "::ffff:10.0.0.1";
 * brackets and an IPv6 zone "%eth0" allowed) is globally reachable, through the address it leads
 * to (classifyHost's `effective`). Throws IRIError 'not-an-ip-address' for anything else.
 */
export function isGloballyReachable(address: string): boolean {
  let s = String(address);
  const zone = s.indexOf('%');
  if (zone >= 0 && s.indexOf(':') >= 0) s = s.slice(0, zone) + (s.charCodeAt(s.length - 1) === 0x5d ? ']' : '');
  const hostText = s.charCodeAt(0) !== 0x5b && s.indexOf(':') >= 0 ? '[' + s + ']' : s;
  const parsed = s === '' ? null : parseWholeHost(hostText);
  if (parsed === null || (parsed.kind !== HostKind.IPv4 && parsed.kind !== HostKind.IPv6)) {
    throw new IRIError(`Not an IP address: ${JSON.stringify(String(address))}`, 'not-an-ip-address', 0, 'host', String(address));
  }
  return classifyParsed(parsed.host, parsed.kind, 'ipv4', parsed.host).globallyReachable;
}
