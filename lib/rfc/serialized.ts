// A narrow recognizer in front of the strict parser (parse.ts parseReference): an absolute IRI
// with an authority (RFC 3986 §3: scheme "://" authority path-abempty [ "?" query ]
// [ "#" fragment ]) in ASCII, with a reg-name or IPv4address host that IDNA would not check,
// as most serialized http(s) URLs are. One native regular-expression match checks every
// character against its component's set (RFC 3986 Appendix A), native scans find the
// delimiters, and the record comes out as parseReference makes it; anything else (non-ASCII
// text, IP literals, percent-encoded or "xn--" hosts, a malformed triplet, any error) is left to
// parseReference, which also says what is wrong.

import { IriRecord, HostKind, OMITTED } from '../core/record';
import { hexValue } from '../core/chars';
import { isIPv4address } from './host';
import { mayHoldIdnaLabel } from './dns';

/**
 * scheme "://" [ userinfo "@" ] reg-name [ ":" port ] path-abempty [ "?" query ] [ "#" fragment ],
 * each set as chars.ts defines it, with "%" standing for a triplet (checked after the match).
 */
const SERIALIZED = /^[A-Za-z][-+.0-9A-Za-z]*:\/\/(?:[!$-.0-;=A-Z_a-z~]*@)?[!$-.0-9;=A-Z_a-z~]*(?::[0-9]*)?(?:\/[!$-;=@-Z_a-z~]*)?(?:\?[!$-;=?-Z_a-z~]*)?(?:#[!$-;=?-Z_a-z~]*)?$/;

/** The record parseReference makes of s when s is such an IRI (without warnings), else null. */
export function recognizeSerialized(s: string): IriRecord | null {
  if (!SERIALIZED.test(s)) return null;
  const n = s.length;
  // RFC 3986 §2.1: every "%" starts a triplet.
  for (let p = s.indexOf('%'); p >= 0; p = s.indexOf('%', p + 3)) {
    if (p + 2 >= n || hexValue(s.charCodeAt(p + 1)) < 0 || hexValue(s.charCodeAt(p + 2)) < 0) return null;
  }
  const schemeEnd = s.indexOf(':');
  const authStart = schemeEnd + 3;
  // The authority ends at the first "/", "?" or "#" (none can be in it). The scans look back
  // from an end, over the authority only, and forward only when they found something: it has at most one "@" (neither userinfo nor
  // host has one), and a ":" after the "@" starts the port (a reg-name has none).
  let authEnd = s.indexOf('/', authStart);
  if (authEnd < 0) authEnd = n;
  if (s.lastIndexOf('?', authEnd - 1) >= authStart) authEnd = s.indexOf('?', authStart);
  if (s.lastIndexOf('#', authEnd - 1) >= authStart) authEnd = s.indexOf('#', authStart);
  let hostStart = authStart;
  let usernameEnd = authStart;
  const at = s.lastIndexOf('@', authEnd - 1);
  if (at >= authStart) {
    hostStart = at + 1;
    const colon = s.indexOf(':', authStart);
    usernameEnd = colon >= 0 && colon < at ? colon : at;
  }
  let hostEnd = authEnd;
  let port = -1;
  const colon = s.lastIndexOf(':', authEnd - 1);
  if (colon >= hostStart) {
    hostEnd = colon;
    if (colon + 1 < authEnd) {
      port = 0;
      for (let k = colon + 1; k < authEnd; k++) port = port * 10 + (s.charCodeAt(k) - 0x30);
    }
  }
  // The query starts at the first "?" after the authority and the fragment at the first "#"
  // (a path has neither, and a query no "#").
  const hash = s.indexOf('#', authEnd);
  let queryStart = s.indexOf('?', authEnd);
  if (hash >= 0 && queryStart > hash) queryStart = -1;
  let kind = HostKind.Empty;
  if (hostStart < hostEnd) {
    // A percent-encoded or "xn--" label may be IDNA's to check (parseHostRfc does).
    if (s.lastIndexOf('%', hostEnd - 1) >= hostStart) return null;
    if (s.lastIndexOf('--', hostEnd - 2) >= hostStart && mayHoldIdnaLabel(s, hostStart, hostEnd)) return null;
    const c = s.charCodeAt(hostStart);
    kind = c >= 0x30 && c <= 0x39 && isIPv4address(s, hostStart, hostEnd) ? HostKind.IPv4 : HostKind.Domain;
  }
  const r = new IriRecord();
  r.href = s;
  r.schemeEnd = schemeEnd;
  r.usernameEnd = usernameEnd;
  r.hostStart = hostStart;
  r.hostEnd = hostEnd;
  r.port = port;
  r.pathStart = authEnd;
  r.queryStart = queryStart >= 0 ? queryStart : OMITTED;
  r.fragmentStart = hash >= 0 ? hash : OMITTED;
  r.bits = kind;
  return r;
}
