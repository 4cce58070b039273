// Special-use domain names a host name can be classified by without resolving it (the IANA
// Special-Use Domain Names registry, RFC 6761 §3, and ICANN's private-use TLD). Names such as
// "test", "example" and "alt" are special for other purposes but resolve, or fail, through DNS
// like any other name (RFC 6761 §6.2, §6.5; RFC 9476), so they are not listed here.
import type { AddressRange } from './address-ranges';

/** [suffix (a name and every name under it), block shown, name, source]. */
const NAMES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['localhost', 'localhost, *.localhost', 'Loopback name', 'RFC 6761, Section 6.3'],
  ['local', '*.local', 'Multicast DNS (link-local names)', 'RFC 6762'],
  ['home.arpa', 'home.arpa, *.home.arpa', 'Home network names', 'RFC 8375'],
  ['internal', '*.internal', 'Private-use TLD', 'ICANN Board resolution of 29 July 2024 reserving .INTERNAL'],
  ['invalid', 'invalid, *.invalid', 'Never resolves', 'RFC 6761, Section 6.4'],
  ['onion', '*.onion', 'Tor onion services (not in DNS)', 'RFC 7686'],
];

/** Metadata endpoints known by name. */
const METADATA_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['metadata.google.internal', 'Google Cloud'],
];

/** The special-use entries of an ASCII host name (lower case, one trailing "." allowed). */
export function specialNameRanges(host: string): AddressRange[] {
  const name = host.charCodeAt(host.length - 1) === 0x2e ? host.slice(0, -1) : host;
  const out: AddressRange[] = [];
  for (let i = 0; i < NAMES.length; i++) {
    const suffix = NAMES[i][0];
    if (name === suffix || (name.length > suffix.length && name.charCodeAt(name.length - suffix.length - 1) === 0x2e && name.slice(-suffix.length) === suffix)) {
      out.push({ block: NAMES[i][1], name: NAMES[i][2], rfc: NAMES[i][3], globallyReachable: false });
    }
  }
  for (let i = 0; i < METADATA_NAMES.length; i++) {
    if (name === METADATA_NAMES[i][0]) out.push({ block: name, name: 'Cloud metadata endpoint', rfc: METADATA_NAMES[i][1], globallyReachable: false });
  }
  return out;
}
