// The strict modes' parser: RFC 3986 Appendix A (URI-reference) and RFC 3987 §2.2
// (IRI-reference), exactly. The input is never changed: nothing is trimmed, dropped, encoded or
// normalized, so the record's href is the input itself. Components are found by their
// delimiters (RFC 3986 §3, Appendix B) and each is then checked against its production, so
// that after an error the check resumes at the next component (IRI.validate reports them all).

import { IriRecord, HostKind } from '../core/record';
import type { Mode } from '../core/mode';
import { ModeKind } from '../core/mode';
import { rfcIssue } from '../core/errors';
import type { RfcErrorCode, RfcSink } from '../core/errors';
import { isASCIIAlpha, isASCIIAlphanumeric } from '../core/chars';
import { PCHAR, QUERY_CHARS, REG_NAME_CHARS, RFC_CHARS, RfcSet, USERINFO_CHARS } from './chars';
import { CheckContext, checkChars, isPctTriplet } from './components';
import { checkZoneID, isIPv4address, isIPv6address, isIPvFuture } from './host';
import { checkDnsHost, mayHoldIdnaLabel, usesDns } from './dns';
import { checkBidiComponents } from './bidi';
import { checkUrn } from './urn';
import { checkSchemeRules } from './schemes';
import { recognizeSerialized } from './serialized';

/** A component check's context, plus what the parser needs. */
interface Context extends CheckContext {
  mode: Mode;
  /** Collect RFC 3987 §4.2 warnings too (IRI.validate). */
  warnings: boolean;
}

function report(ctx: Context, code: RfcErrorCode, index: number, component: string, detail?: string): void {
  ctx.sink(rfcIssue(code, index, component, detail));
}

/** The first ":" before any "/", "?" or "#" (RFC 3986 Appendix B), or -1. */
export function firstColon(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x3a) return i;
    if (c === 0x2f || c === 0x3f || c === 0x23) return -1;
  }
  return -1;
}

/**
 * Whether a ":" before the first "/", "?", "#" of s[0,colon) makes it a scheme (RFC 3986 §4.2:
 * a first segment that starts with a pchar other than ALPHA, such as "%", "-" or "é", cannot
 * be a scheme, so the reference is a relative one with ":" in its first segment).
 */
function isSchemeLike(s: string, colon: number): boolean {
  const c0 = s.charCodeAt(0);
  return colon > 0 && (isASCIIAlpha(c0) || !(c0 === 0x25 || c0 >= 0x80 || (RFC_CHARS[c0] & PCHAR) !== 0));
}

/** Whether the reference s has a scheme (valid or not): RFC 3986 §4.3 absolute-URI, §4.2 otherwise. */
export function hasScheme(s: string): boolean {
  const colon = firstColon(s);
  return colon >= 0 && isSchemeLike(s, colon);
}

/** RFC 3986 §3.1 scheme; returns the index of ":" ending it, or -1 when there is no scheme. */
function parseScheme(ctx: Context): number {
  const s = ctx.s;
  const colon = firstColon(s);
  if (colon < 0) return -1;
  const c0 = s.charCodeAt(0);
  if (!isSchemeLike(s, colon)) {
    // Not a scheme, so a relative reference whose first segment has a ":" (path-noscheme).
    report(ctx, 'colon-in-first-segment', colon, 'path');
    return -1;
  }
  if (!isASCIIAlpha(c0)) {
    report(ctx, 'invalid-scheme', 0, 'scheme', JSON.stringify(s.charAt(0)));
    return colon;
  }
  for (let i = 1; i < colon; i++) {
    const c = s.charCodeAt(i);
    if (!(isASCIIAlphanumeric(c) || c === 0x2b || c === 0x2d || c === 0x2e)) {
      report(ctx, 'invalid-scheme', i, 'scheme', JSON.stringify(s.charAt(i)));
      break;
    }
  }
  return colon;
}

/** RFC 3986 §3.2.2 host in s[start,end); returns its kind. */
function parseHostRfc(ctx: Context, start: number, end: number, schemeEnd: number): HostKind {
  const s = ctx.s;
  if (start < end && s.charCodeAt(start) === 0x5b) { // IP-literal
    const close = end - 1;
    if (s.charCodeAt(close) !== 0x5d) {
      report(ctx, 'ip-literal-not-closed', start, 'host');
      return HostKind.IPv6;
    }
    const c1 = s.charCodeAt(start + 1) | 0x20;
    if (c1 === 0x76) { // "v": IPvFuture
      if (!isIPvFuture(s, start + 1, close)) report(ctx, 'invalid-ipvfuture', start + 1, 'host');
      return HostKind.Opaque;
    }
    let addrEnd = close;
    const pct = s.indexOf('%', start);
    if (pct >= 0 && pct < close) {
      addrEnd = pct;
      // RFC 6874: IPv6addrz = IPv6address "%25" ZoneID
      if (!ctx.mode.zoneId) report(ctx, 'zone-id-not-allowed', pct, 'host');
      else if (s.charCodeAt(pct + 1) !== 0x32 || s.charCodeAt(pct + 2) !== 0x35 || pct + 3 > close) report(ctx, 'invalid-zone-id', pct, 'host');
      else {
        const bad = checkZoneID(s, pct + 3, close);
        if (bad >= 0) report(ctx, 'invalid-zone-id', bad, 'host');
      }
    }
    if (!isIPv6address(s, start + 1, addrEnd)) report(ctx, 'invalid-ipv6-address', start + 1, 'host');
    return HostKind.IPv6;
  }
  if (start === end) return HostKind.Empty;
  if (isIPv4address(s, start, end)) return HostKind.IPv4;
  // reg-name (RFC 3987: ireg-name)
  if (checkChars(ctx, start, end, REG_NAME_CHARS, 'host') && schemeEnd >= 0 && ctx.mode.idna !== 'none' &&
    mayHoldIdnaLabel(s, start, end) && usesDns(s.slice(0, schemeEnd).toLowerCase())) {
    checkDnsHost(s, start, end, ctx.mode.idna, ctx.sink);
  }
  if (ctx.warnings) checkBidiComponents(s, start, end, '.', 'host', ctx.sink); // labels
  return HostKind.Domain;
}

/** Checks a path s[start,end) segment by segment (RFC 3986 §3.3; RFC 3987 isegment). */
function checkPath(ctx: Context, start: number, end: number): void {
  checkChars(ctx, start, end, PCHAR | RfcSet.Slash, 'path');
  // Segments, and the parts of a segment around "." (file extensions).
  if (ctx.warnings) checkBidiComponents(ctx.s, start, end, '/.', 'path', ctx.sink);
}

/**
 * Parses an IRI reference (RFC 3987 §2.2 IRI-reference; RFC 3986 §4.1 URI-reference in mode
 * rfc3986) into a record whose href is `s`. Every problem goes to `sink`; a throwing sink stops
 * at the first error.
 */
export function parseReference(s: string, mode: Mode, sink: RfcSink, warnings = false): IriRecord {
  // Most serialized IRIs are read by the recognizer, which finds no error and no warning.
  let r = warnings ? null : recognizeSerialized(s);
  if (r === null) r = parseComponents(s, mode, sink, warnings);
  r.mode = mode.kind;
  const schemeEnd = r.schemeEnd;
  // RFC 8141 §2 (RFC 2141 §2 with { urn: 'rfc2141' }): a "urn" IRI must also be a URN. Only
  // what the URN grammar adds is reported; the characters were checked above.
  if (schemeEnd === 3 && mode.urn !== 'none' && s.slice(0, 3).toLowerCase() === 'urn') checkUrn(s, mode, sink, warnings);
  // The schemeRules option: what the RFC defining the scheme adds (schemes.ts).
  if (mode.schemeRules && schemeEnd > 0) checkSchemeRules(r, sink, warnings);
  return r;
}

/**
 * parseReference up to the grammars of the whole IRI (URN, scheme rules): the components, without
 * the recognizer (exported for its differential test).
 */
export function parseComponents(s: string, mode: Mode, sink: RfcSink, warnings: boolean): IriRecord {
  const ctx: Context = { s, mode, sink, warnings: warnings && mode.kind === ModeKind.RFC3987 };
  const n = s.length;
  const r = new IriRecord();
  r.href = s;
  const schemeEnd = parseScheme(ctx);
  r.schemeEnd = schemeEnd;
  let i = schemeEnd + 1;
  if (s.charCodeAt(i) === 0x2f && s.charCodeAt(i + 1) === 0x2f) {
    // RFC 3986 §3.2 authority = [ userinfo "@" ] host [ ":" port ]
    const authStart = i + 2;
    // One scan finds the end of the authority, the first "@" and the first ":" (RFC 3986 §3.2).
    let authEnd = authStart;
    let at = -1;
    let firstColon = -1;
    while (authEnd < n) {
      const c = s.charCodeAt(authEnd);
      if (c === 0x2f || c === 0x3f || c === 0x23) break;
      if (c === 0x40 && at < 0) at = authEnd;
      else if (c === 0x3a && firstColon < 0) firstColon = authEnd;
      authEnd++;
    }
    let hostStart = authStart;
    let usernameEnd = authStart;
    if (at >= 0) {
      checkChars(ctx, authStart, at, USERINFO_CHARS, 'userinfo');
      if (ctx.warnings) checkBidiComponents(s, authStart, at, ':', 'userinfo', sink);
      usernameEnd = firstColon >= 0 && firstColon < at ? firstColon : at;
      hostStart = at + 1;
    }
    // The host ends at the ":" of the port: after "]" for an IP-literal, else at the first ":".
    let hostEnd = authEnd;
    if (s.charCodeAt(hostStart) === 0x5b) {
      const close = s.indexOf(']', hostStart);
      if (close >= 0 && close < authEnd) {
        hostEnd = close + 1;
        if (hostEnd < authEnd && s.charCodeAt(hostEnd) !== 0x3a) {
          report(ctx, 'ip-literal-trailing-characters', hostEnd, 'host');
          const colon = s.indexOf(':', hostEnd);
          hostEnd = colon >= 0 && colon < authEnd ? colon : authEnd;
        }
      }
    } else if (firstColon >= hostStart) {
      hostEnd = firstColon;
    } else if (firstColon >= 0) {
      // The first ":" was in the userinfo: look for one after the "@".
      const colon = s.indexOf(':', hostStart);
      if (colon >= 0 && colon < authEnd) hostEnd = colon;
    }
    r.usernameEnd = usernameEnd;
    r.hostStart = hostStart;
    r.hostEnd = hostEnd;
    r.hostKind = parseHostRfc(ctx, hostStart, hostEnd, schemeEnd);
    if (hostEnd < authEnd) { // RFC 3986 §3.2.3 port = *DIGIT
      let value = 0;
      for (let k = hostEnd + 1; k < authEnd; k++) {
        const c = s.charCodeAt(k);
        if (c < 0x30 || c > 0x39) {
          report(ctx, 'invalid-port', k, 'port', JSON.stringify(s.charAt(k)));
          value = -1;
          break;
        }
        value = value * 10 + (c - 0x30);
      }
      r.port = hostEnd + 1 === authEnd ? -1 : value;
    }
    i = authEnd;
  } else {
    r.usernameEnd = r.hostStart = r.hostEnd = i;
    r.hostKind = HostKind.None;
  }
  r.pathStart = i;
  // The path ends at the first "?" or "#" (native scans: faster than a loop of charCodeAt, above
  // all on a sliced string).
  let pathEnd = s.indexOf('?', i);
  if (pathEnd < 0) pathEnd = n;
  const hash = s.indexOf('#', i);
  if (hash >= 0 && hash < pathEnd) pathEnd = hash;
  // The path forms (path-abempty / -absolute / -noscheme / -rootless / -empty) follow from the
  // delimiters found above; what is left is that every segment is made of pchar.
  checkPath(ctx, i, pathEnd);
  i = pathEnd;
  if (i < n && s.charCodeAt(i) === 0x3f) { // RFC 3986 §3.4; RFC 3987 iquery (iprivate allowed)
    r.queryStart = i;
    let qEnd = s.indexOf('#', i + 1);
    if (qEnd < 0) qEnd = n;
    checkChars(ctx, i + 1, qEnd, QUERY_CHARS, 'query', true);
    if (ctx.warnings) checkBidiComponents(s, i + 1, qEnd, '&;=', 'query', sink); // names and values
    i = qEnd;
  }
  if (i < n) { // RFC 3986 §3.5 fragment
    r.fragmentStart = i;
    checkChars(ctx, i + 1, n, QUERY_CHARS, 'fragment');
    if (ctx.warnings) checkBidiComponents(s, i + 1, n, '', 'fragment', sink);
  }
  return r;
}

/**
 * For IRI.resolve: the end of the path of s when s is a reference with neither scheme nor
 * authority (RFC 3986 §4.2 relative-part, path-absolute / -noscheme / -empty) that
 * parseReference accepts without an error; else -1 (parseReference then parses it, and says
 * why when it fails), also for the few non-ASCII characters this check leaves to it. One pass
 * over the path, query and fragment with checkChars' rules, no record: a ":" before the first
 * "/", "?" or "#" would end a scheme (or be an error), a "?" ends the path, a "#" the path or
 * query, and a second "#" is an error.
 */
export function pathReferenceEnd(s: string, mode: Mode): number {
  if (s.charCodeAt(0) === 0x2f && s.charCodeAt(1) === 0x2f) return -1; // an authority
  const n = s.length;
  let pathEnd = n;
  let part = 0; // 0 first segment, 1 path, 2 query, 3 fragment
  let allowed = RfcSet.Unreserved | RfcSet.SubDelims | RfcSet.At; // pchar but ":"
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((RFC_CHARS[c] & allowed) !== 0) continue;
      if (c === 0x25 && isPctTriplet(s, i, n)) i += 2; // (no delimiter is a hex digit)
      else if (c === 0x2f && part === 0) { part = 1; allowed = PCHAR | RfcSet.Slash; }
      else if (c === 0x3f && part < 2) { pathEnd = i; part = 2; allowed = QUERY_CHARS; }
      else if (c === 0x23 && part < 3) { if (part < 2) pathEnd = i; part = 3; allowed = QUERY_CHARS; }
      else return -1;
      continue;
    }
    // ucschar below the bidi formatting characters and up to the surrogates (most non-ASCII text;
    // parseReference checks the rest).
    if (!mode.iri || c < 0xa0 || (c >= 0x200e && c <= 0x2069) || c >= 0xd800) return -1;
  }
  return pathEnd;
}
