// Oracle for spec-tests/oracle/oracle.test.ts: lib/whatwg/fast-path.ts as it was before lib/whatwg became one
// parser; imported by that test only, never by lib/. Not edited but to follow what it imports.

// A quick path for input that is already a serialized URL (URL §4.5 output) of the common
// shapes: "special://host[:port]/path[?query][#fragment]" with an ASCII lowercase domain, and
// "scheme:opaque-path[?query][#fragment]". It checks in one pass that the full parser
// (URL §4.4) would give back the input unchanged (or with only the "/" of an empty special path
// added); for anything else it returns null and the full state machine runs. The WPT suites
// run through both (spec-tests/whatwg-url/fast-path.test.ts turns this path off).

import { IriRecord, HostKind, OMITTED } from '../../../lib/core/record';
import { endsInANumber } from '../../../lib/whatwg/host/ipv4';
import { domainToASCIIInto, parseHost } from '../../../lib/whatwg/host/host';
import { HREF_BUFFER, type SpeedContext } from './context';
import { firstStop, FRAGMENT_STOP, isPlainHostCodePoint, PATH_STOP, QUERY_STOP, SPECIAL_QUERY_STOP } from '../../../lib/whatwg/scanners';
import { ENCODE_SETS, EncodeSet } from '../../../lib/encoding/percent';
import { asciiString } from '../../../lib/core/ascii-string';
import { SPEED_PATHS } from '../../../lib/core/build';
import { isASCIIUpperAlpha } from '../../../lib/core/chars';
import { dotSegment } from './parts';

const HOST = 1; // a plain host code point (scanners.ts): kept as it is in a domain
const OPAQUE = 2; // not in the C0 control percent-encode set, not space (opaque paths)
const OPAQUE_HOST = 4; // kept as it is in an opaque host: HOST or ASCII upper alpha
const HOST_END = 8; // ends a host: / ? # :
const UPPER = 16; // A-Z

const TABLE: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 0x80; c++) {
    if ((ENCODE_SETS[c] & EncodeSet.C0Control) === 0 && c !== 0x20) t[c] = OPAQUE;
    if (isPlainHostCodePoint(c)) t[c] |= HOST | OPAQUE_HOST;
    if (isASCIIUpperAlpha(c)) t[c] |= OPAQUE_HOST | UPPER;
  }
  t[0x2f] |= HOST_END; t[0x3f] |= HOST_END; t[0x23] |= HOST_END; t[0x3a] |= HOST_END;
  return t;
})();

/**
 * Whether the quick path and the one pass run: a switch for tests (which run every case through
 * the state machine with it off) and for scripts/build-no-quick-path.mjs, never per-parse state.
 */
const speedPaths = { enabled: true };
/** False in scripts/build-no-quick-path.mjs's build only: the parser without the quick path (the one pass stays). */
const quick = true;

/** Turns the quick path and the one pass off or on (tests use this to run every case through the state machine). */
export function setFastPathEnabled(on: boolean): void {
  speedPaths.enabled = on;
}

/** Whether fastParse and the one pass run (built in, and not turned off). */
export function fastPathOn(): boolean {
  return SPEED_PATHS && speedPaths.enabled;
}

/** True when the segment starting at s[k] (after a "/") is a dot segment (at most 6 code units). */
function isDotSegmentAt(s: string, k: number): boolean {
  const n = s.length;
  let e = k;
  while (e < n && e - k <= 6) {
    const c = s.charCodeAt(e);
    if (c === 0x2f || c === 0x3f || c === 0x23) break;
    e++;
  }
  return e - k <= 6 && dotSegment(s, k, e) !== 0;
}

/** Where scanRest gave up (SpeedContext restFailed). */
export const REST_PATH = 0, REST_QUERY = 1, REST_FRAGMENT = 2;

/**
 * Scans a path (from s[i], a "/" or a delimiter), query and fragment; leaves the offsets of "?"
 * and "#" in ctx.restQuery and ctx.restFragment, and where it gave up in ctx.restFailed and
 * ctx.restStop. Returns false when the full parser would change something.
 */
function scanRest(s: string, i: number, special: boolean, ctx: SpeedContext): boolean {
  const n = s.length;
  ctx.restQuery = ctx.restFragment = OMITTED;
  ctx.restFailed = REST_PATH;
  let end = firstStop(PATH_STOP, s, i);
  let c = end < n ? s.charCodeAt(end) : -1;
  while (c === 0x2f) { // "/." or "/%": a dot segment, or go on after it
    if (isDotSegmentAt(s, end + 1)) { ctx.restStop = end; return false; }
    end = firstStop(PATH_STOP, s, end + 1);
    c = end < n ? s.charCodeAt(end) : -1;
  }
  if (c !== -1 && c !== 0x3f && c !== 0x23) { ctx.restStop = end; return false; }
  if (c === -1) return true;
  if (c === 0x3f) {
    ctx.restQuery = end;
    ctx.restFailed = REST_QUERY;
    end = firstStop(special ? SPECIAL_QUERY_STOP : QUERY_STOP, s, end + 1);
    if (end === n) return true;
    if (s.charCodeAt(end) !== 0x23) return false;
  }
  ctx.restFragment = end;
  ctx.restFailed = REST_FRAGMENT;
  return firstStop(FRAGMENT_STOP, s, end + 1) === n;
}

/**
 * "scheme://host[:port][/path][?query][#fragment]" for a scheme that is not special: an opaque
 * host (URL §3.5) of code points kept as they are, a port without leading zeros (no default
 * port), a path that needs no change (it may be empty).
 */
function fastAuthority(s: string, schemeEnd: number, r: IriRecord, ctx: SpeedContext): IriRecord | null {
  const n = s.length;
  const hostStart = schemeEnd + 3;
  let i = hostStart;
  let c = 0;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3a) break;
    if (c >= 0x80 || (TABLE[c] & OPAQUE_HOST) === 0) return null;
  }
  r.usernameEnd = r.hostStart = hostStart;
  r.hostEnd = i;
  r.hostKind = i === hostStart ? HostKind.Empty : HostKind.Opaque;
  if (i < n && c === 0x3a) {
    if (i === hostStart) return null; // a port needs a host
    const portStart = ++i;
    let port = 0;
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      port = port * 10 + (c - 0x30);
      if (port > 65535) return null;
    }
    if (i === portStart || (s.charCodeAt(portStart) === 0x30 && i - portStart > 1)) return null;
    if (i < n && c !== 0x2f && c !== 0x3f && c !== 0x23) return null;
    r.port = port;
  }
  r.pathStart = i;
  if (i < n) {
    if (!scanRest(s, i, false, ctx)) return null;
    r.queryStart = ctx.restQuery;
    r.fragmentStart = ctx.restFragment;
  }
  r.href = s;
  return r;
}

/**
 * r, whose href is the input, with the scheme in ASCII lower case when it has upper case (URL
 * §4.4 scheme state step 2.1): the same length, so the offsets stay.
 */
function lowerScheme(r: IriRecord | null, upper: boolean): IriRecord | null {
  if (r !== null && upper) r.href = r.href.slice(0, r.schemeEnd).toLowerCase() + r.href.slice(r.schemeEnd);
  return r;
}

/**
 * The special scheme s[start,end) names, ASCII case-insensitively (its code points are ASCII
 * alphanumeric, "+", "-" or ".", so `| 0x20` lowercases them), as the one constant string;
 * null when it is not special. Saves slicing and lowercasing the scheme.
 */
export function specialSchemeAt(s: string, start: number, end: number): string | null {
  const c0 = s.charCodeAt(start) | 0x20;
  switch (end - start) {
    case 2:
      return c0 === 0x77 && (s.charCodeAt(start + 1) | 0x20) === 0x73 ? 'ws' : null;
    case 3: {
      const c1 = s.charCodeAt(start + 1) | 0x20, c2 = s.charCodeAt(start + 2) | 0x20;
      if (c0 === 0x77 && c1 === 0x73 && c2 === 0x73) return 'wss';
      return c0 === 0x66 && c1 === 0x74 && c2 === 0x70 ? 'ftp' : null;
    }
    case 4:
    case 5: {
      const c1 = s.charCodeAt(start + 1) | 0x20, c2 = s.charCodeAt(start + 2) | 0x20, c3 = s.charCodeAt(start + 3) | 0x20;
      if (c0 === 0x68 && c1 === 0x74 && c2 === 0x74 && c3 === 0x70) {
        if (end - start === 4) return 'http';
        return (s.charCodeAt(start + 4) | 0x20) === 0x73 ? 'https' : null;
      }
      return end - start === 4 && c0 === 0x66 && c1 === 0x69 && c2 === 0x6c && c3 === 0x65 ? 'file' : null;
    }
  }
  return null;
}

/**
 * The default port of a special scheme as specialSchemeAt returns it (one of its constants,
 * compared by identity): the port, or -1 for "file" (core/schemes.ts defaultPort, without
 * reading the string again).
 */
function specialPort(scheme: string): number {
  return scheme === 'https' || scheme === 'wss' ? 443 : scheme === 'http' || scheme === 'ws' ? 80 : scheme === 'ftp' ? 21 : -1;
}

/**
 * The index of the "@" that ends the credentials of the authority starting at s[from] (URL §4.4
 * authority state: the last "@" before "/", "?", "#" or "\\"), when the URL serializer gives
 * them back as written: ASCII outside the userinfo percent-encode set, at most one ":", no empty
 * password after it, not both empty. Else -1.
 */
function credentialsEnd(s: string, from: number): number {
  const n = s.length;
  let at = -1;
  for (let j = from; j < n; j++) {
    const c = s.charCodeAt(j);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c) break;
    if (c === 0x40) at = j;
  }
  if (at <= from) return -1;
  let sep = -1;
  for (let j = from; j < at; j++) {
    const c = s.charCodeAt(j);
    if (c === 0x3a && sep < 0) sep = j;
    else if (c >= 0x80 || (ENCODE_SETS[c] & EncodeSet.Userinfo) !== 0) return -1;
  }
  return sep === at - 1 ? -1 : at;
}

/** True when s[start,end) is t. */
export function sameText(t: string, s: string, start: number, end: number): boolean {
  if (t.length !== end - start) return false;
  for (let j = 0; j < t.length; j++) if (t.charCodeAt(j) !== s.charCodeAt(start + j)) return false;
  return true;
}

/**
 * The quick path: a record whose href is the input, or the input with the repairs a person's
 * typing most often needs (URL §4.4 gives the same): a scheme or an ASCII special host
 * in upper case lowercased, a special scheme's default port dropped, the "/" of an empty special
 * path added. Null for anything else (the full parser runs). It decides on the first and last
 * code units up front, gives up at the first code unit it cannot take, and allocates nothing
 * before it knows it succeeds.
 */
export function fastParse(s: string, ctx: SpeedContext): IriRecord | null {
  ctx.handover.at = -1;
  if (!speedPaths.enabled || !quick || !SPEED_PATHS) return null;
  const n = s.length;
  let c = n > 0 ? s.charCodeAt(0) : 0;
  // A serialized URL starts with a letter and never ends in C0 control or space (which the
  // full parser trims).
  if (((c | 0x20) < 0x61 || (c | 0x20) > 0x7a) || s.charCodeAt(n - 1) <= 0x20) return null;
  let upper = isASCIIUpperAlpha(c);
  let i = 1;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) {
      if (!isASCIIUpperAlpha(c)) break;
      upper = true;
    }
  }
  if (c !== 0x3a || i === n) return null;
  const schemeEnd = i;
  // (A special scheme's lower case is a constant; another's is made when it has upper case.)
  const scheme = specialSchemeAt(s, 0, schemeEnd);
  const dp = scheme === null ? -2 : specialPort(scheme);
  if (dp === -2) {
    const r = new IriRecord();
    r.schemeEnd = schemeEnd;
    c = s.charCodeAt(i + 1);
    if (c === 0x2f) return s.charCodeAt(i + 2) === 0x2f ? lowerScheme(fastAuthority(s, i, r, ctx), upper) : null;
    // Not special, no "/": the opaque-path shape "scheme:x...".
    r.usernameEnd = r.hostStart = r.hostEnd = r.pathStart = i + 1;
    r.hasOpaquePath = true;
    for (i++; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === 0x3f || c === 0x23) break;
      if (c >= 0x80 || (TABLE[c] & OPAQUE) === 0) return null;
    }
    if (i < n) {
      if (!scanRest(s, i, false, ctx)) return null;
      r.queryStart = ctx.restQuery;
      r.fragmentStart = ctx.restFragment;
    }
    r.href = s;
    return lowerScheme(r, upper);
  }
  if (s.charCodeAt(i + 1) !== 0x2f || s.charCodeAt(i + 2) !== 0x2f) return null;
  const file = dp === -1;
  const authStart = i + 3;
  let hostStart = authStart;
  let hostEnd = authStart;
  let hostUpper = false;
  let nonAscii = false;
  let ipv6 = false;
  /** -1: no port; 0: a port kept as written; 1: the default port, dropped. */
  let portKind = -1;
  let port = 0;
  for (;;) { // once, or again after credentials when the first try met them
    let retry = false;
    hostUpper = nonAscii = ipv6 = false;
    portKind = -1;
    port = 0;
    i = hostStart;
    if (i < n && s.charCodeAt(i) === 0x5b) { // "[": an IPv6 address, up to "]"
      i = s.indexOf(']', i) + 1;
      if (i === 0) return null;
      c = i < n ? s.charCodeAt(i) : 0;
      if (i < n && (c >= 0x80 || (TABLE[c] & HOST_END) === 0)) retry = true;
      ipv6 = true;
    } else {
      for (; i < n; i++) {
        c = s.charCodeAt(i);
        const k = c < 0x80 ? TABLE[c] : 0;
        if ((k & HOST) !== 0) continue;
        if ((k & HOST_END) !== 0) break;
        if ((k & UPPER) !== 0) { hostUpper = true; continue; }
        // "\\" ends a special host (URL §4.4 host state step 3); the path after it goes to the
        // state machine (the path scan below stops at once: hand-over).
        if (c === 0x5c && !file) break;
        if (c < 0x80) { retry = true; break; }
        // Non-ASCII: the host parser below (UTS #46) decides; a lone surrogate takes the full path.
        if ((c & 0xf800) === 0xd800) {
          if (c >= 0xdc00 || i + 1 === n || (s.charCodeAt(i + 1) & 0xfc00) !== 0xdc00) return null;
          i++;
        }
        nonAscii = true;
      }
    }
    hostEnd = i;
    if (!retry && i < n && c === 0x3a) {
      const portStart = ++i;
      for (; i < n; i++) {
        c = s.charCodeAt(i);
        if (c < 0x30 || c > 0x39) break;
        port = port * 10 + (c - 0x30);
        if (port > 65535) break;
      }
      if (port > 65535 || i === portStart || (s.charCodeAt(portStart) === 0x30 && i - portStart > 1) ||
        (i < n && c !== 0x2f && c !== 0x3f && c !== 0x23 && (c !== 0x5c || file))) retry = true;
      else if (file) return null;
      else portKind = port === dp ? 1 : 0; // URL §4.4 port state step 2.1.3: the default port is dropped
    }
    if (!retry) break;
    if (hostStart !== authStart || file) return null;
    const at = credentialsEnd(s, authStart);
    if (at < 0) return null;
    hostStart = at + 1;
  }
  /** The serialized host when the input's is not it as written, else null. */
  let host: string | null = null;
  let hostKind = HostKind.Domain;
  if (hostEnd === hostStart) {
    if (!file) return null;
  } else if (nonAscii && file) {
    return null;
  } else if (ipv6 || (!nonAscii && endsInANumber(s, hostStart, hostEnd))) {
    // URL §3.5 host parser: IPv4 or IPv6. (The ends-in-a-number checker reads hex digits and
    // "0x" in either case.) A non-ASCII domain is parsed where the href is written (below).
    host = parseHost(s, hostStart, hostEnd, false, null, ctx);
    if (host === null) return null;
    hostKind = ctx.hostKind;
    if (sameText(host, s, hostStart, hostEnd)) host = null; // already serialized
  } else if (file && hostEnd - hostStart === 9 && (hostUpper || s.slice(hostStart, hostEnd) === 'localhost')) return null;
  const emptyPath = i === n || c !== 0x2f;
  // file: a first segment that may be a Windows drive letter takes the full path (quirks).
  if (file && !emptyPath && i + 2 < n && (s.charCodeAt(i + 2) === 0x3a || s.charCodeAt(i + 2) === 0x7c)) return null;
  // What the href takes at most: the parts up to the path, and the rest as it is. (A non-ASCII
  // domain's Punycode takes at most 11 bytes per code unit, and "xn--" per label.)
  const size = hostStart + (host !== null ? host.length : nonAscii ? 12 * (hostEnd - hostStart) + 4 : hostEnd - hostStart) + (i - hostEnd) + 1 + (n - i);
  if (i < n) {
    if (!scanRest(s, i, true, ctx)) {
      // The path, query or fragment needs work: hand over to the one pass (one-pass.ts).
      if (hostStart !== authStart) return null; // (it takes no credentials)
      const h = ctx.handover;
      h.host = host;
      h.nonAscii = nonAscii;
      h.hostKind = hostKind;
      h.at = i;
      h.scheme = scheme as string;
      h.hostStart = hostStart;
      h.hostEnd = hostEnd;
      h.hostUpper = hostUpper;
      h.port = portKind === 0 ? port : -1;
      h.part = ctx.restFailed;
      h.pathStop = ctx.restStop;
      h.query = ctx.restQuery;
      return null;
    }
  } else ctx.restQuery = ctx.restFragment = OMITTED;
  const r = new IriRecord();
  r.schemeEnd = schemeEnd;
  r.hostStart = hostStart;
  if (hostStart === authStart) r.usernameEnd = hostStart;
  else { // credentials: the username ends at the first ":" or at the "@"
    let u = authStart;
    while (u < hostStart - 1 && s.charCodeAt(u) !== 0x3a) u++;
    r.usernameEnd = u;
  }
  r.hostKind = hostEnd === hostStart ? HostKind.Empty : hostKind;
  if (portKind === 0) r.port = port;
  if (host === null && !nonAscii) {
    r.hostEnd = hostEnd;
    r.pathStart = portKind === 1 ? hostEnd : i;
    if (!(upper || hostUpper || portKind === 1 || emptyPath)) {
      r.queryStart = ctx.restQuery;
      r.fragmentStart = ctx.restFragment;
      r.href = s;
      return r;
    }
    // The href differs from the input in ASCII repairs only: build it once, from slices of the
    // input, and move the query and fragment offsets by what was dropped or added before them.
    const shift = (emptyPath ? 1 : 0) - (portKind === 1 ? i - hostEnd : 0);
    r.queryStart = ctx.restQuery === OMITTED ? OMITTED : ctx.restQuery + shift;
    r.fragmentStart = ctx.restFragment === OMITTED ? OMITTED : ctx.restFragment + shift;
    r.href = (upper ? scheme + s.slice(schemeEnd, hostStart) : s.slice(0, hostStart)) +
      (hostUpper ? s.slice(hostStart, hostEnd).toLowerCase() : s.slice(hostStart, hostEnd)) +
      (portKind === 0 ? s.slice(hostEnd, i) : '') + (emptyPath ? '/' : '') + s.slice(i);
    return r;
  }
  if (size > HREF_BUFFER) return null; // (a long URL with a non-ASCII or IP host: the full parser)
  // A non-ASCII or IP host: the href (all ASCII) is written once as bytes (scheme, "://", host,
  // port, then the rest copied) and made into one flat one-byte string, with the offsets set as
  // it goes.
  const buf = ctx.buffer();
  let o = 0;
  for (; o < schemeEnd; o++) { // the scheme (lowercased), then "://" and any credentials
    c = s.charCodeAt(o);
    buf[o] = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
  }
  for (; o < hostStart; o++) buf[o] = s.charCodeAt(o);
  if (nonAscii) {
    const e = domainToASCIIInto(s, hostStart, hostEnd, buf, o);
    if (e === -1) return null;
    if (e >= 0) o = e;
    else { // the full UTS #46 path, or an IPv4 address
      host = parseHost(s, hostStart, hostEnd, false, null, ctx);
      if (host === null) return null;
      r.hostKind = ctx.hostKind;
    }
  }
  if (host !== null) {
    // (UTS #46 mapping can lengthen a name past the estimate in `size`: the full parser then.)
    if (o + host.length + (i - hostEnd) + 1 + (n - i) > HREF_BUFFER) return null;
    for (let j = 0; j < host.length; j++) buf[o++] = host.charCodeAt(j);
  } else if (!nonAscii) {
    for (let j = hostStart; j < hostEnd; j++) {
      c = s.charCodeAt(j);
      buf[o++] = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
    }
  }
  r.hostEnd = o;
  if (portKind === 0) for (let j = hostEnd; j < i; j++) buf[o++] = s.charCodeAt(j);
  r.pathStart = o;
  if (emptyPath) buf[o++] = 0x2f;
  const shift = o - i;
  r.queryStart = ctx.restQuery === OMITTED ? OMITTED : ctx.restQuery + shift;
  r.fragmentStart = ctx.restFragment === OMITTED ? OMITTED : ctx.restFragment + shift;
  for (let j = i; j < n; j++) buf[o++] = s.charCodeAt(j);
  r.href = asciiString(buf, o, ctx.views);
  return r;
}
