// The URL record as parts (URL §4.1 URL representation), for the setters and URL Pattern, which
// change one part with a state override (parse.ts overrideParse) and serialize the record again;
// the path is kept serialized: "/a/b" for a list of segments, or the opaque path itself.

import { defaultPort } from '../core/schemes';
import { IriRecord, OMITTED, HostKind } from '../core/record';
import { flatten, shapeAnchors } from '../core/v8';

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

/** Whether c (-1: the end) ends an authority (URL §4.4 authority state step 2): "/", "?", "#", or "\\" in a special URL. */
export function endsAuthority(c: number, special: boolean): boolean {
  return c === -1 || c === 0x2f || c === 0x3f || c === 0x23 || (c === 0x5c && special);
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
 * ".%2e", "%2e." or "%2e%2e" (ASCII case-insensitive); else 0.
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

/** URL §4.5 URL serializer, producing the record (href and offsets). */
export function serializeParts(u: UrlParts): IriRecord {
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
  const href = scheme + ':' + authority + path + (u.query !== null ? '?' + u.query : '') + (u.fragment !== null ? '#' + u.fragment : '');
  r.href = flatten(href); // (built piece by piece: core/v8.ts)
  return r;
}

// The parser's working record: anchor its shape (core/v8.ts shapeAnchors).
shapeAnchors.push(new UrlParts());
