// A quick path for input that is already a serialized URL (URL §4.5 output) of the common
// shapes: "special://host[:port]/path[?query][#fragment]" with an ASCII lowercase domain, and
// "scheme:opaque-path[?query][#fragment]". It checks in one pass that the full parser
// (URL §4.4) would give back the input unchanged (or with only the "/" of an empty special path
// added); for anything else it returns null and the full state machine runs. The WPT suites
// run through both (spec-tests/whatwg-url/fast-path.test.ts turns this path off).

import { schemeDefaultPort } from '../core/schemes';
import { IriRecord, HostKind } from '../core/record';
import { endsInANumber } from './host/ipv4';

const HOST = 1; // domain code points kept as they are: a-z 0-9 - . _ ~
const OPAQUE = 2; // not in the C0 control percent-encode set, not space (opaque paths)
const OPAQUE_HOST = 4; // opaque-host code points kept as they are: A-Z a-z 0-9 - . _ ~

const TABLE: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0x21; c < 0x7f; c++) t[c] = OPAQUE;
  const host = 'abcdefghijklmnopqrstuvwxyz0123456789-._~';
  for (let i = 0; i < host.length; i++) t[host.charCodeAt(i)] |= HOST | OPAQUE_HOST;
  for (let c = 0x41; c <= 0x5a; c++) t[c] |= OPAQUE_HOST;
  return t;
})();

let enabled = true;

/** Turns the quick path off or on (tests use this to run every case through the full parser). */
export function setFastPathEnabled(on: boolean): void {
  enabled = on;
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

// The first code unit, from lastIndex on, that a state would not copy as it is (URL §1.3 sets,
// plus every code point above U+007E): native scans, with `g` for lastIndex (ES5 has no `y`).
// The path's also stops at "?" and "#", and at a "/" followed by "." or "%" (where a dot
// segment may start); the alternatives have fixed lengths, so nothing backtracks.
const PATH_STOP = /[^!$-;=@-[\]_a-z|~]|\/[.%]/g;
const SPECIAL_QUERY_STOP = /[^!$-&(-;=?-~]/g; // also stops at "#"
const QUERY_STOP = /[^!$-;=?-~]/g; // also stops at "#"
const FRAGMENT_STOP = /[^!#-;=?-_a-~]/g;

function firstStop(re: RegExp, s: string, from: number): number {
  re.lastIndex = from;
  const m = re.exec(s);
  return m === null ? s.length : m.index;
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
  return e - k <= 6 && isDotSegment(s, k, e);
}

/**
 * Scans a path (from s[i], a "/" or a delimiter), query and fragment; fills r.queryStart and
 * r.fragmentStart. Returns false when the full parser would change something.
 */
function scanRest(s: string, i: number, r: IriRecord, special: boolean): boolean {
  const n = s.length;
  let end = firstStop(PATH_STOP, s, i);
  let c = end < n ? s.charCodeAt(end) : -1;
  while (c === 0x2f) { // "/." or "/%": a dot segment, or go on after it
    if (isDotSegmentAt(s, end + 1)) return false;
    end = firstStop(PATH_STOP, s, end + 1);
    c = end < n ? s.charCodeAt(end) : -1;
  }
  if (c !== -1 && c !== 0x3f && c !== 0x23) return false;
  if (c === -1) return true;
  if (c === 0x3f) {
    r.queryStart = end;
    end = firstStop(special ? SPECIAL_QUERY_STOP : QUERY_STOP, s, end + 1);
    if (end === n) return true;
    if (s.charCodeAt(end) !== 0x23) return false;
  }
  r.fragmentStart = end;
  return firstStop(FRAGMENT_STOP, s, end + 1) === n;
}

/**
 * "scheme://host[:port][/path][?query][#fragment]" for a scheme that is not special: an opaque
 * host (URL §3.5) of code points kept as they are, a port without leading zeros (no default
 * port), a path that needs no change (it may be empty).
 */
function fastAuthority(s: string, schemeEnd: number, r: IriRecord): IriRecord | null {
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
  if (i < n && !scanRest(s, i, r, false)) return null;
  r.href = s;
  return r;
}

/** The quick path: a record whose href is the input (or the input with "/" added), or null. */
export function fastParse(s: string): IriRecord | null {
  if (!enabled) return null;
  const n = s.length;
  let c = n > 0 ? s.charCodeAt(0) : 0;
  // Decided up front: a serialized URL starts with a lowercase letter and never ends in C0
  // control or space (which the full parser trims).
  if (c < 0x61 || c > 0x7a || s.charCodeAt(n - 1) <= 0x20) return null;
  let i = 1;
  for (; i < n; i++) {
    c = s.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)) break;
  }
  if (c !== 0x3a || i === n) return null;
  const schemeEnd = i;
  const dp = schemeDefaultPort(s, 0, schemeEnd);
  const r = new IriRecord();
  r.schemeEnd = schemeEnd;
  if (dp === -2) {
    c = s.charCodeAt(i + 1);
    if (c === 0x2f) return s.charCodeAt(i + 2) === 0x2f ? fastAuthority(s, i, r) : null;
    // Not special, no "/": the opaque-path shape "scheme:x...".
    r.usernameEnd = r.hostStart = r.hostEnd = r.pathStart = i + 1;
    r.hasOpaquePath = true;
    for (i++; i < n; i++) {
      c = s.charCodeAt(i);
      if (c === 0x3f || c === 0x23) break;
      if (c >= 0x80 || (TABLE[c] & OPAQUE) === 0) return null;
    }
    if (i < n && !scanRest(s, i, r, false)) return null;
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
    if (i < n && !scanRest(t, i + 1, r, true)) return null;
    r.href = t;
    return r;
  }
  // file: a first segment that may be a Windows drive letter takes the full path (quirks).
  if (file && i + 2 < n && (s.charCodeAt(i + 2) === 0x3a || s.charCodeAt(i + 2) === 0x7c)) return null;
  if (!scanRest(s, i, r, true)) return null;
  r.href = s;
  return r;
}
