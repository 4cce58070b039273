// A quick path for input that is already a serialized URL (URL §4.5 output) of the common
// shapes: "special://host[:port]/path[?query][#fragment]" with an ASCII lowercase domain, and
// "scheme:opaque-path[?query][#fragment]". It checks in one pass that the full parser
// (URL §4.4) would give back the input unchanged (or with only the "/" of an empty special path
// added); for anything else it returns null and the full state machine runs. The WPT suites
// run through both (spec-tests/whatwg-url/fast-path.test.ts turns this path off).

import { IriRecord } from '../core/record';
import { HostKind } from '../host/host';
import { endsInANumber } from '../host/ipv4';

const HOST = 1; // domain code points kept as they are: a-z 0-9 - . _ ~
const PATH = 2; // not in the path percent-encode set, not "\\"
const SQUERY = 4; // not in the special-query percent-encode set
const QUERY = 8; // not in the query percent-encode set
const FRAG = 16; // not in the fragment percent-encode set
const OPAQUE = 32; // not in the C0 control percent-encode set, not space

const TABLE: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0x21; c < 0x7f; c++) t[c] = PATH | SQUERY | QUERY | FRAG | OPAQUE;
  const clear = (bits: number, chars: string) => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] &= ~bits;
  };
  clear(PATH, '"#<>?`{}^\\');
  clear(SQUERY, '"#<>\'');
  clear(QUERY, '"#<>');
  clear(FRAG, '"<>`');
  const host = 'abcdefghijklmnopqrstuvwxyz0123456789-._~';
  for (let i = 0; i < host.length; i++) t[host.charCodeAt(i)] |= HOST;
  return t;
})();

let enabled = true;

/** Turns the quick path off or on (tests use this to run every case through the full parser). */
export function setFastPathEnabled(on: boolean): void {
  enabled = on;
}

function defaultPortOf(s: string, schemeEnd: number): number {
  // http, https, ws, wss, ftp, file by length and code units; -2 when not special.
  switch (schemeEnd) {
    case 2:
      return s.charCodeAt(0) === 0x77 && s.charCodeAt(1) === 0x73 ? 80 : -2; // ws
    case 3:
      if (s.charCodeAt(0) === 0x77 && s.charCodeAt(1) === 0x73 && s.charCodeAt(2) === 0x73) return 443; // wss
      if (s.charCodeAt(0) === 0x66 && s.charCodeAt(1) === 0x74 && s.charCodeAt(2) === 0x70) return 21; // ftp
      return -2;
    case 4:
      if (s.charCodeAt(0) === 0x68 && s.charCodeAt(1) === 0x74 && s.charCodeAt(2) === 0x74 && s.charCodeAt(3) === 0x70) return 80;
      if (s.charCodeAt(0) === 0x66 && s.charCodeAt(1) === 0x69 && s.charCodeAt(2) === 0x6c && s.charCodeAt(3) === 0x65) return -1; // file
      return -2;
    case 5:
      return s.charCodeAt(0) === 0x68 && s.charCodeAt(1) === 0x74 && s.charCodeAt(2) === 0x74 &&
        s.charCodeAt(3) === 0x70 && s.charCodeAt(4) === 0x73 ? 443 : -2;
  }
  return -2;
}

/** True when segment s[start,end) is "." or ".." in any of their percent-encoded forms. */
function isDotSegment(s: string, start: number, end: number): boolean {
  const n = end - start;
  if (n === 1) return s.charCodeAt(start) === 0x2e;
  let dots = 0;
  for (let i = start; i < end; ) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) { dots++; i++; continue; }
    if (c === 0x25 && i + 2 < end && s.charCodeAt(i + 1) === 0x32 && (s.charCodeAt(i + 2) | 0x20) === 0x65) {
      dots++;
      i += 3;
      continue;
    }
    return false;
  }
  return dots <= 2;
}

/**
 * Scans a path, query and fragment from s[i]; fills r.queryStart/fragmentStart. Returns false
 * when the full parser would change something. `pathBits` selects the path code points.
 */
function scanRest(s: string, i: number, r: IriRecord, pathBits: number, queryBits: number): boolean {
  const n = s.length;
  let c = 0;
  // Path: segments after "/" must not be dot segments; no code point may need encoding.
  let segStart = i;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23) {
      if (i > segStart) {
        const d = s.charCodeAt(segStart);
        if ((d === 0x2e || d === 0x25) && isDotSegment(s, segStart, i)) return false;
      }
      if (c !== 0x2f) break;
      segStart = i + 1;
      continue;
    }
    if (c >= 0x80 || (TABLE[c] & pathBits) === 0) return false;
  }
  if (i === n) {
    if (i > segStart) {
      const d = s.charCodeAt(segStart);
      if ((d === 0x2e || d === 0x25) && isDotSegment(s, segStart, i)) return false;
    }
    return true;
  }
  if (c === 0x3f) {
    r.queryStart = i;
    for (i++; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === 0x23) break;
      if (c >= 0x80 || (TABLE[c] & queryBits) === 0) return false;
    }
    if (i === n) return true;
  }
  r.fragmentStart = i;
  for (i++; i < n; i++) {
    c = s.charCodeAt(i);
    if (c >= 0x80 || (TABLE[c] & FRAG) === 0) return false;
  }
  return true;
}

/** The quick path: a record whose href is the input (or the input with "/" added), or null. */
export function fastParse(s: string): IriRecord | null {
  if (!enabled) return null;
  const n = s.length;
  let c = n > 0 ? s.charCodeAt(0) : 0;
  if (c < 0x61 || c > 0x7a) return null;
  let i = 1;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) break;
  }
  if (c !== 0x3a || i === n) return null;
  const schemeEnd = i;
  const dp = defaultPortOf(s, schemeEnd);
  const r = new IriRecord();
  r.schemeEnd = schemeEnd;
  if (dp === -2) {
    // Not special: only the opaque-path shape "scheme:x...".
    c = s.charCodeAt(i + 1);
    if (c === 0x2f) return null;
    r.usernameEnd = r.hostStart = r.hostEnd = r.pathStart = i + 1;
    r.hasOpaquePath = true;
    for (i++; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === 0x3f || c === 0x23) break;
      if (c >= 0x80 || (TABLE[c] & OPAQUE) === 0) return null;
    }
    if (i < n && !scanRest(s, i, r, PATH, QUERY)) return null;
    r.href = s;
    return r;
  }
  if (s.charCodeAt(i + 1) !== 0x2f || s.charCodeAt(i + 2) !== 0x2f) return null;
  const hostStart = i + 3;
  for (i = hostStart; i < n; i++) {
    c = s.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3a) break;
    if (c >= 0x80 || (TABLE[c] & HOST) === 0) return null;
  }
  const hostEnd = i;
  const file = dp === -1;
  if (hostEnd === hostStart) {
    if (!file) return null;
  } else {
    if (endsInANumber(s, hostStart, hostEnd)) return null;
    if (file && hostEnd - hostStart === 9 && s.slice(hostStart, hostEnd) === 'localhost') return null;
  }
  r.usernameEnd = r.hostStart = hostStart;
  r.hostEnd = hostEnd;
  r.hostKind = hostEnd === hostStart ? HostKind.Empty : HostKind.Domain;
  if (i < n && c === 0x3a) {
    if (file) return null;
    let port = 0;
    const portStart = ++i;
    for (; i < n; i++) {
      c = s.charCodeAt(i);
      if (c < 0x30 || c > 0x39) break;
      port = port * 10 + (c - 0x30);
      if (port > 65535) return null;
    }
    if (i === portStart || port === dp || (s.charCodeAt(portStart) === 0x30 && i - portStart > 1)) return null;
    if (i < n && c !== 0x2f && c !== 0x3f && c !== 0x23) return null;
    r.port = port;
  }
  r.pathStart = i;
  if (i === n || c !== 0x2f) {
    // An empty path serializes as "/": the href is the input with "/" inserted here.
    const t = s.slice(0, i) + '/' + s.slice(i);
    if (i < n && !scanRest(t, i + 1, r, PATH, SQUERY)) return null;
    r.href = t;
    return r;
  }
  // file: a first segment that may be a Windows drive letter takes the full path (quirks).
  if (file && i + 2 < n && (s.charCodeAt(i + 2) === 0x3a || s.charCodeAt(i + 2) === 0x7c)) return null;
  if (!scanRest(s, i, r, PATH, SQUERY)) return null;
  r.href = s;
  return r;
}
