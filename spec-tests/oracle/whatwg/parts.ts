// Oracle for spec-tests/oracle/oracle.test.ts: lib/whatwg/parts.ts as it was before lib/whatwg became one
// parser; imported by that test only, never by lib/. Not edited but to follow what it imports.

// The URL record while the parser or a setter works on it (URL §4.1 URL representation), with
// the path kept serialized: "/a/b" for a list of segments, or the opaque path itself.

import { defaultPort } from '../../../lib/core/schemes';
import { IriRecord, OMITTED, HostKind } from '../../../lib/core/record';
import { flatten, shapeAnchors } from '../../../lib/core/v8';
import { isASCIIAlpha } from '../../../lib/core/chars';

export class UrlParts {
  scheme = '';
  username = '';
  password = '';
  /** Serialized host, or null. */
  host: string | null = null;
  hostKind: HostKind = HostKind.None;
  /** -1 for null. */
  port = -1;
  /** URL path serializer output: "" is the empty list, "/" is [""]. */
  path = '';
  hasOpaquePath = false;
  query: string | null = null;
  fragment: string | null = null;
}

/** URL §4.1 special scheme (core/schemes.ts holds the table). */
export function isSpecialScheme(scheme: string): boolean {
  return defaultPort(scheme) !== -2;
}

/** URL §4.1 includes credentials. */
export function includesCredentials(u: UrlParts): boolean {
  return u.username.length > 0 || u.password.length > 0;
}

/** URL §4.1 cannot have a username/password/port. */
export function cannotHaveUsernamePasswordPort(u: UrlParts): boolean {
  return u.host === null || u.host === '' || u.scheme === 'file';
}

/**
 * URL §4.2 single-dot (1) or double-dot (2) URL path segment: s[start,end) is ".", "%2e", "..",
 * ".%2e", "%2e." or "%2e%2e" (ASCII case-insensitive); 0 for anything else. One helper for the
 * state machine, the quick path and the one pass.
 */
export function dotSegment(s: string, start: number, end: number): number {
  let dots = 0;
  for (let i = start; i < end; ) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) i++;
    else if (c === 0x25 && i + 2 < end && s.charCodeAt(i + 1) === 0x32 && (s.charCodeAt(i + 2) | 0x20) === 0x65) i += 3;
    else return 0;
    if (++dots > 2) return 0;
  }
  return dots;
}

/** URL §4.1 a Windows drive letter: s[i] ASCII alpha, s[i+1] ":" or "|" (both before end). */
export function isWindowsDriveLetter(s: string, i: number, end: number, normalizedOnly = false): boolean {
  if (i + 1 >= end || !isASCIIAlpha(s.charCodeAt(i))) return false;
  const c = s.charCodeAt(i + 1);
  return c === 0x3a || (!normalizedOnly && c === 0x7c);
}

/** True when path[0] of a list path is a normalized Windows drive letter ("/C:" or "/C:/..."). */
export function firstSegmentIsNormalizedDriveLetter(path: string): boolean {
  if (path.length < 3 || path.charCodeAt(0) !== 0x2f || path.charCodeAt(2) !== 0x3a) return false;
  const a = path.charCodeAt(1) | 0x20;
  return a >= 0x61 && a <= 0x7a && (path.length === 3 || path.charCodeAt(3) === 0x2f);
}

/** URL §4.1 shorten a URL's path. */
export function shortenPath(u: UrlParts): void {
  const path = u.path;
  if (u.scheme === 'file' && path.length === 3 && firstSegmentIsNormalizedDriveLetter(path)) return;
  const last = path.lastIndexOf('/');
  if (last >= 0) u.path = path.slice(0, last);
}

/** Copies username, password, host and port (the relative states take them from the base). */
export function copyAuthority(u: UrlParts, from: UrlParts): void {
  u.username = from.username;
  u.password = from.password;
  u.host = from.host;
  u.hostKind = from.hostKind;
  u.port = from.port;
}

/** Reads a record back into parts (for setters and for a base URL). */
export function partsFromRecord(r: IriRecord): UrlParts {
  const u = new UrlParts();
  u.scheme = r.scheme;
  u.username = r.username;
  u.password = r.password;
  u.host = r.host;
  u.hostKind = r.hostKind;
  u.port = r.port;
  u.path = r.path;
  u.hasOpaquePath = r.hasOpaquePath;
  u.query = r.query;
  u.fragment = r.fragment;
  return u;
}

/**
 * URL §4.5 URL serializer, producing the record (href and offsets). `href`: the serialization,
 * when the caller has it already (the state machine, when its output is its input: parse.ts);
 * else it is built here, once.
 */
export function serializeParts(u: UrlParts, href?: string): IriRecord {
  const r = new IriRecord();
  const scheme = u.scheme, host = u.host, username = u.username, password = u.password, path = u.path;
  let o = scheme.length;
  r.schemeEnd = o++;
  r.hostKind = u.hostKind;
  r.hasOpaquePath = u.hasOpaquePath;
  let authority = '';
  if (host !== null) { // step 2
    authority = '//';
    r.usernameEnd = o + 2;
    if (username.length > 0 || password.length > 0) {
      r.usernameEnd += username.length;
      authority += password.length > 0 ? username + ':' + password + '@' : username + '@';
    }
    r.hostStart = o += authority.length;
    authority += host;
    r.hostEnd = o += host.length;
    if (u.port !== -1) {
      const port = ':' + u.port;
      authority += port;
      o += port.length;
      r.port = u.port;
    }
  } else {
    r.usernameEnd = r.hostStart = r.hostEnd = o;
    // step 3: keep a path whose first segment is empty from reading as an authority.
    if (!u.hasOpaquePath && path.length > 1 && path.charCodeAt(1) === 0x2f) {
      authority = '/.';
      o += 2;
    }
  }
  r.pathStart = o; // step 4
  o += path.length;
  r.queryStart = u.query !== null ? o : OMITTED; // step 5
  if (u.query !== null) o += 1 + u.query.length;
  r.fragmentStart = u.fragment !== null ? o : OMITTED; // step 6
  if (href === undefined) {
    href = scheme + ':' + authority + path + (u.query !== null ? '?' + u.query : '') + (u.fragment !== null ? '#' + u.fragment : '');
  }
  r.href = flatten(href); // (built piece by piece: core/v8.ts)
  return r;
}

// The parser's working record: anchor its shape (core/v8.ts shapeAnchors).
shapeAnchors.push(new UrlParts());
