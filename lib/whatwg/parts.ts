// The URL record while the parser or a setter works on it (URL §4.1 URL representation), with
// the path kept serialized: "/a/b" for a list of segments, or the opaque path itself.

import { defaultPort } from '../core/schemes';
import { IriRecord, OMITTED, HostKind, shapeAnchors } from '../core/record';

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

/** URL §4.5 URL serializer, producing the record (href and offsets). */
export function serializeParts(u: UrlParts): IriRecord {
  const r = new IriRecord();
  let out = u.scheme + ':';
  r.schemeEnd = u.scheme.length;
  r.hostKind = u.hostKind;
  r.hasOpaquePath = u.hasOpaquePath;
  if (u.host !== null) { // step 2
    out += '//';
    if (u.username.length > 0 || u.password.length > 0) {
      out += u.username;
      r.usernameEnd = out.length;
      if (u.password.length > 0) out += ':' + u.password;
      out += '@';
    } else {
      r.usernameEnd = out.length;
    }
    r.hostStart = out.length;
    out += u.host;
    r.hostEnd = out.length;
    if (u.port !== -1) {
      out += ':' + u.port;
      r.port = u.port;
    }
  } else {
    r.usernameEnd = r.hostStart = r.hostEnd = out.length;
    // step 3: keep a path whose first segment is empty from reading as an authority.
    if (!u.hasOpaquePath && u.path.length > 1 && u.path.charCodeAt(1) === 0x2f) out += '/.';
  }
  r.pathStart = out.length;
  out += u.path; // step 4
  if (u.query !== null) { // step 5
    r.queryStart = out.length;
    out += '?' + u.query;
  } else r.queryStart = OMITTED;
  if (u.fragment !== null) { // step 6
    r.fragmentStart = out.length;
    out += '#' + u.fragment;
  } else r.fragmentStart = OMITTED;
  // The href was built piece by piece: a rope (V8 cons strings) that would keep every piece
  // alive with the URL, about twice the bytes of the text on an IRI corpus (issue 13 item 6).
  // Reading a code unit of it makes V8 flatten it to one string (the collector then drops the
  // rope's nodes; strings under 13 units are never ropes). Bundlers and V8 keep the read (the
  // memory section of scripts/bench.mjs shows the difference: 415 B per URL on iri.txt without).
  if (out.length > 12) out.charCodeAt(out.length - 1);
  r.href = out;
  return r;
}

// The parser's working record: anchor its shape (core/record.ts shapeAnchors).
shapeAnchors.push(new UrlParts());
