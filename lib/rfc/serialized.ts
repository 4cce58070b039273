// A narrow recognizer in front of the strict parser (parse.ts parseReference): an absolute IRI
// with an authority (RFC 3986 §3: scheme "://" authority path-abempty [ "?" query ]
// [ "#" fragment ]) in ASCII, with a reg-name or IPv4address host that IDNA would not check,
// as most serialized http(s) URLs are. One pass checks every character against its
// component's set (RFC 3986 Appendix A, the tables of chars.ts) while it finds the delimiters,
// and the record comes out as parseReference makes it; anything else (non-ASCII text, IP
// literals, percent-encoded or "xn--" hosts, any error) is left to parseReference, which also
// says what is wrong.

import { IriRecord, HostKind, OMITTED } from '../core/record';
import { hexValue, isASCIIAlpha, isASCIIAlphanumeric } from '../core/chars';
import { PCHAR, QUERY_CHARS, REG_NAME_CHARS, RFC_CHARS, RfcSet } from './chars';
import { isIPv4address } from './host';
import { mayHoldIdnaLabel } from './dns';

/** The record parseReference makes of s when s is such an IRI (without warnings), else null. */
export function recognizeSerialized(s: string): IriRecord | null {
  const n = s.length;
  // RFC 3986 §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then "://".
  if (!isASCIIAlpha(s.charCodeAt(0))) return null;
  let i = 1;
  let c = 0;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (!(isASCIIAlphanumeric(c) || c === 0x2b || c === 0x2d || c === 0x2e)) break;
  }
  if (c !== 0x3a || s.charCodeAt(i + 1) !== 0x2f || s.charCodeAt(i + 2) !== 0x2f) return null;
  const schemeEnd = i;
  const authStart = i + 3;
  // §3.2 authority = [ userinfo "@" ] host [ ":" port ], up to the first "/", "?" or "#": at
  // most one "@"; after it (or from the start without one) a reg-name, then ":" and digits.
  // Userinfo characters are a reg-name's and ":".
  let at = -1;
  let firstColon = -1; // the first ":" (it ends the username in a userinfo)
  let hostColon = -1; // the first ":" after the "@"
  let dashes = false; // "--", which an "xn--" label has
  for (i = authStart; i < n; i++) {
    c = s.charCodeAt(i);
    if (c < 0x80 && (RFC_CHARS[c] & REG_NAME_CHARS) !== 0 && c !== 0x25) { // the most of an authority
      if (c === 0x2d && s.charCodeAt(i - 1) === 0x2d) dashes = true;
      continue;
    }
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    if (c === 0x3a) {
      if (firstColon < 0) firstColon = i;
      if (hostColon < 0) hostColon = i;
    } else if (c === 0x40) {
      if (at >= 0) return null;
      at = i;
      hostColon = -1;
    } else return null; // (a triplet in the authority: the parser, for IDNA)
  }
  const authEnd = i;
  const hostStart = at >= 0 ? at + 1 : authStart;
  const hostEnd = hostColon >= 0 ? hostColon : authEnd;
  let port = -1;
  if (hostColon >= 0 && hostColon + 1 < authEnd) {
    port = 0;
    for (let k = hostColon + 1; k < authEnd; k++) {
      c = s.charCodeAt(k);
      if (c < 0x30 || c > 0x39) return null;
      port = port * 10 + (c - 0x30);
    }
  }
  let kind = HostKind.Empty;
  if (hostStart < hostEnd) {
    if (dashes && mayHoldIdnaLabel(s, hostStart, hostEnd)) return null;
    c = s.charCodeAt(hostStart);
    kind = c >= 0x30 && c <= 0x39 && isIPv4address(s, hostStart, hostEnd) ? HostKind.IPv4 : HostKind.Domain;
  }
  // §3.3 path-abempty, §3.4 query, §3.5 fragment: "?" ends the path, "#" the path or query.
  let queryStart = OMITTED;
  let fragmentStart = OMITTED;
  let allowed = PCHAR | RfcSet.Slash;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c < 0x80 && (RFC_CHARS[c] & allowed) !== 0) continue;
    if (c === 0x25) { // §2.1 pct-encoded
      if (i + 2 >= n || hexValue(s.charCodeAt(i + 1)) < 0 || hexValue(s.charCodeAt(i + 2)) < 0) return null;
      i += 2;
    } else if (c === 0x3f && queryStart === OMITTED && fragmentStart === OMITTED) {
      queryStart = i;
      allowed = QUERY_CHARS;
    } else if (c === 0x23 && fragmentStart === OMITTED) {
      fragmentStart = i;
      allowed = QUERY_CHARS;
    } else return null;
  }
  const r = new IriRecord();
  r.href = s;
  r.schemeEnd = schemeEnd;
  r.usernameEnd = at < 0 ? authStart : firstColon >= 0 && firstColon < at ? firstColon : at;
  r.hostStart = hostStart;
  r.hostEnd = hostEnd;
  r.port = port;
  r.pathStart = authEnd;
  r.queryStart = queryStart;
  r.fragmentStart = fragmentStart;
  r.bits = kind;
  return r;
}
