// Setters of the strict modes. Each write is checked against its component's production
// (errors index into the value), then against the whole IRI's constraints (RFC 3986 §3.3: with
// an authority the path is empty or starts with "/"; without one it cannot start with "//").
// A value that needs nothing more is spliced in and the offsets after it move (splice); any
// other write parses the new href again in full (reparse), which also finds the error to report.
// A setter is atomic: it returns a new record or throws IRIError, and the old record is never
// changed.

import type { Mode } from '../core/mode';
import { IRIError, rfcIssue, throwingSink } from '../core/errors';
import type { RfcErrorCode, RfcIssue } from '../core/errors';
import { IriRecord, OMITTED, HostKind } from '../core/record';
import { isASCIIAlpha, isASCIIAlphanumeric } from '../core/chars';
import { PCHAR, QUERY_CHARS, REG_NAME_CHARS, RFC_CHARS, RfcSet, USERINFO_CHARS } from './chars';
import { parseReference } from './parse';
import { checkChars } from './components';
import { isIPv4address } from './host';
import { mayHoldIdnaLabel } from './dns';

export type RfcComponent =
  | 'scheme' | 'userinfo' | 'username' | 'password' | 'host' | 'hostname' | 'port' | 'authority'
  | 'path' | 'query' | 'fragment';

function fail(value: string, code: RfcErrorCode, index: number, component: string, detail?: string): never {
  const issue = rfcIssue(code, index, component, detail);
  throw new IRIError(`${issue.message} at index ${index} in ${JSON.stringify(value)}`, code, index, component, value);
}

/** Checks `value` against a character production; the first error is thrown with its index in value. */
function checkValue(value: string, mode: Mode, allowed: number, component: string, iprivate = false): void {
  checkChars({ s: value, mode, sink: throwingSink(value) }, 0, value.length, allowed, component, iprivate);
}

function checkScheme(value: string): void {
  if (value.length === 0 || !isASCIIAlpha(value.charCodeAt(0))) fail(value, 'invalid-scheme', 0, 'scheme');
  for (let i = 1; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (!(isASCIIAlphanumeric(c) || c === 0x2b || c === 0x2d || c === 0x2e)) fail(value, 'invalid-scheme', i, 'scheme');
  }
}

function checkPort(value: string): void {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x30 || c > 0x39) fail(value, 'invalid-port', i, 'port');
  }
}

/** Splices text over href[start,end) and parses the result in full. */
function reparse(r: IriRecord, mode: Mode, start: number, end: number, text: string, value: string, offset: number): IriRecord {
  const href = r.href.slice(0, start) + text + r.href.slice(end);
  return parseReference(href, mode, (issue: RfcIssue) => {
    if (issue.severity !== 'error') return;
    // An error inside the new value is reported against the value; one the value causes
    // elsewhere (the path form an authority requires, say) against the IRI it would make.
    const i = issue.index - start - offset;
    if (i >= 0 && i < value.length) fail(value, issue.code, i, issue.component);
    const what = `setting it to ${JSON.stringify(value)} would give ${JSON.stringify(href)}`;
    throw new IRIError(`${issue.message}: ${what}, index ${issue.index}`, issue.code, issue.index, issue.component, href);
  });
}

/**
 * The components a splice replaces whole, each with its delimiter: what the setters below write
 * through `edit`.
 */
const enum Part { Scheme, Userinfo, Host, HostPort, Port, Path, Query, Fragment }

/**
 * Splices text over href[start,end) when that is the whole of `part`, and the checks already
 * made on the value are all that the new IRI needs; else parses the result in full (reparse).
 */
function edit(r: IriRecord, mode: Mode, part: Part, start: number, end: number, text: string, value: string, offset: number): IriRecord {
  const t = splice(r, mode, part, start, end, text);
  return t !== null ? t : reparse(r, mode, start, end, text, value, offset);
}

/**
 * The record of r with href[start,end) replaced by `text`, which holds `part` whole (with its
 * delimiter, or nothing to remove it) and has passed its component's production (checkValue,
 * checkScheme, checkPort) and the path-form checks. The offsets before the part stay, those
 * after it move by the change in length, and the part's own are found in `text`. The rest of
 * the IRI was valid and stays so, except where the whole IRI or another component depends on
 * the part; null then, and the caller parses the new href in full:
 * - a "urn" IRI, whose every component the URN grammar (RFC 8141 §2) constrains, and the
 *   scheme rules, which constrain components together (schemes.ts);
 * - a scheme written over a host that IDNA may check, since whether it does depends on the
 *   scheme (dns.ts usesDns);
 * - a host that is not a plain reg-name or IPv4address (RFC 3986 §3.2.2): IP literals,
 *   percent-encoding, non-ASCII, and labels IDNA checks (parseHostRfc checks those).
 */
function splice(r: IriRecord, mode: Mode, part: Part, start: number, end: number, text: string): IriRecord | null {
  const h = r.href;
  if (mode.schemeRules) return null;
  if (mode.urn !== 'none') {
    const scheme = part === Part.Scheme ? text : r.schemeEnd === 3 ? h.slice(0, 3) : '';
    if (scheme.length === 3 && scheme.toLowerCase() === 'urn') return null;
  }
  const d = text.length - (end - start);
  const t = new IriRecord();
  t.href = h.slice(0, start) + text + h.slice(end);
  t.bits = r.bits;
  t.schemeEnd = r.schemeEnd;
  t.usernameEnd = r.usernameEnd;
  t.hostStart = r.hostStart;
  t.hostEnd = r.hostEnd;
  t.port = r.port;
  t.pathStart = r.pathStart;
  t.queryStart = r.queryStart;
  t.fragmentStart = r.fragmentStart;
  // The offsets of what follows the part move (the parts are in the order of the href); the
  // part's own are found in text.
  if (part === Part.Scheme) {
    if (r.hostKind === HostKind.Domain && mode.idna !== 'none' && mayHoldIdnaLabel(h, r.hostStart, r.hostEnd)) return null;
    t.schemeEnd = text.length;
    t.usernameEnd += d;
  }
  if (part <= Part.Userinfo) {
    t.hostStart += d;
    t.hostEnd += d;
  }
  if (part <= Part.Port) t.pathStart += d;
  if (part <= Part.Path && t.queryStart !== OMITTED) t.queryStart += d;
  if (part <= Part.Query && t.fragmentStart !== OMITTED) t.fragmentStart += d;
  if (part === Part.Userinfo) { // userinfo "@", or nothing
    const colon = text.indexOf(':');
    t.usernameEnd = start + (text === '' ? 0 : colon >= 0 ? colon : text.length - 1);
  } else if (part === Part.Host || part === Part.HostPort) { // host, or host ":" port
    const hostEnd = part === Part.HostPort ? hostPortSplit(text) : text.length;
    const kind = plainHostKind(text, hostEnd);
    if (kind === HostKind.None) return null;
    t.hostKind = kind;
    t.hostEnd = start + hostEnd;
    if (part === Part.HostPort) {
      if (!/^[0-9]*$/.test(text.slice(hostEnd + 1))) return null;
      t.port = portValue(text, hostEnd + 1);
    }
  } else if (part === Part.Port) t.port = portValue(text, 1); // ":" port, or nothing
  else if (part === Part.Query) t.queryStart = text === '' ? OMITTED : start;
  else if (part === Part.Fragment) t.fragmentStart = text === '' ? OMITTED : start;
  return t;
}

/**
 * The kind of host text[0,end) when it is empty, an IPv4address, or a reg-name of unreserved
 * and sub-delims characters with no label IDNA would check (RFC 3986 §3.2.2, as parseHostRfc
 * finds it); HostKind.None for any other host, which a full parse checks.
 */
function plainHostKind(text: string, end: number): HostKind {
  if (end === 0) return HostKind.Empty;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 || (RFC_CHARS[c] & REG_NAME_CHARS) === 0) return HostKind.None;
  }
  if (isIPv4address(text, 0, end)) return HostKind.IPv4;
  return mayHoldIdnaLabel(text, 0, end) ? HostKind.None : HostKind.Domain;
}

/** The record's port of the digits text[from,end) (checkPort has checked them), as parseReference reads it: -1 for none. */
function portValue(text: string, from: number): number {
  if (from >= text.length) return -1;
  let value = 0;
  for (let k = from; k < text.length; k++) value = value * 10 + (text.charCodeAt(k) - 0x30);
  return value;
}

function pathEnd(r: IriRecord): number {
  return r.pathEnd;
}

/**
 * RFC 3986 §3.3 path form given whether there is an authority. Without `r`, `path` is the new
 * value; with `r`, it is r's own path, which adding or removing the authority would make invalid:
 * the error then names the IRI, its path and the component being set.
 */
function checkPathForm(path: string, hasAuthority: boolean, value: string, component: string, r?: IriRecord): void {
  let code: RfcErrorCode | null = null;
  if (hasAuthority) {
    if (path.length > 0 && path.charCodeAt(0) !== 0x2f) code = 'authority-path-not-absolute';
  } else if (path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f) {
    code = 'path-starts-with-double-slash';
  }
  if (code === null) return;
  if (r === undefined) fail(value, code, 0, component);
  const issue = rfcIssue(code, r.pathStart, 'path');
  const change = value === '' ? `removing the ${component}` : `setting the ${component} to ${JSON.stringify(value)}`;
  throw new IRIError(`${issue.message}: ${change} would leave the path ${JSON.stringify(path)} of ${JSON.stringify(r.href)} (index ${r.pathStart}) invalid`, code, r.pathStart, 'path', r.href);
}

/**
 * RFC 3986 §4.2 path-noscheme: in a relative reference without an authority, the first segment
 * cannot hold ":" (it would read as a scheme). Without `r`, `path` is the new value; with `r`,
 * it is r's own path, which removing the scheme or the authority would leave.
 */
function checkNoSchemePath(path: string, value: string, component: string, r?: IriRecord): void {
  let colon = -1;
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 0x2f) break;
    if (c === 0x3a) { colon = i; break; }
  }
  if (colon < 0) return;
  if (r === undefined) fail(value, 'colon-in-first-segment', colon, component);
  const index = r.pathStart + colon;
  const issue = rfcIssue('colon-in-first-segment', index, 'path');
  const change = `removing the ${component}`;
  throw new IRIError(`${issue.message}: ${change} would leave the path ${JSON.stringify(path)} of ${JSON.stringify(r.href)} (index ${index}) invalid`, 'colon-in-first-segment', index, 'path', r.href);
}

/** Where the host ends in a host[:port] value (after "]" for an IP-literal). */
function hostPortSplit(value: string): number {
  if (value.charCodeAt(0) === 0x5b) {
    const close = value.indexOf(']');
    return close < 0 ? value.length : close + 1;
  }
  const colon = value.indexOf(':');
  return colon < 0 ? value.length : colon;
}

/**
 * Sets one component of a strict record; `value` null removes it (userinfo, port, authority,
 * query, fragment). Returns the new record or throws IRIError.
 */
export function setRfcComponent(r: IriRecord, mode: Mode, component: RfcComponent, value: string | null): IriRecord {
  const h = r.href;
  const hasAuthority = r.hostKind !== HostKind.None;
  const authStart = r.schemeEnd + 3;
  const hasUserinfo = hasAuthority && r.hostStart > authStart;
  const needAuthority = () => {
    if (!hasAuthority) fail(value === null ? '' : value, 'no-authority', 0, component);
  };
  let result: IriRecord;
  switch (component) {
    case 'scheme': {
      if (value === null) {
        // RFC 3986 §4.1: only a reference may lack a scheme (the reference option), and
        // §4.2: what is left must read as a relative-ref, so a path without an authority
        // cannot have ":" in its first segment.
        if (r.schemeEnd < 0) return r;
        if (!mode.reference) return fail('', 'missing-scheme', 0, 'scheme');
        if (!hasAuthority) checkNoSchemePath(r.path, '', 'scheme', r);
        return reparse(r, mode, 0, r.schemeEnd + 1, '', '', 0);
      }
      checkScheme(value);
      // A relative-ref becomes an absolute IRI: "//" authority, an absolute path, a
      // path-noscheme (now path-rootless) and an empty path are all valid after "scheme:".
      return r.schemeEnd < 0 ? reparse(r, mode, 0, 0, value + ':', value, 0) : edit(r, mode, Part.Scheme, 0, r.schemeEnd, value, value, 0);
    }
    case 'userinfo': {
      needAuthority();
      if (value === null) return hasUserinfo ? edit(r, mode, Part.Userinfo, authStart, r.hostStart, '', '', 0) : r;
      checkValue(value, mode, USERINFO_CHARS, 'userinfo');
      result = hasUserinfo
        ? edit(r, mode, Part.Userinfo, authStart, r.hostStart, value + '@', value, 0)
        : edit(r, mode, Part.Userinfo, authStart, authStart, value + '@', value, 0);
      break;
    }
    case 'username':
    case 'password': {
      const v = value === null ? '' : value;
      needAuthority();
      checkValue(v, mode, component === 'username' ? USERINFO_CHARS & ~RfcSet.Colon : USERINFO_CHARS, component);
      const username = component === 'username' ? v : hasUserinfo ? h.slice(authStart, r.usernameEnd) : '';
      const hasPassword = hasUserinfo && r.usernameEnd < r.hostStart - 1;
      const password = component === 'password' ? v : hasPassword ? h.slice(r.usernameEnd + 1, r.hostStart - 1) : '';
      const keepColon = component === 'username' && hasPassword;
      const userinfo = password.length > 0 || keepColon ? username + ':' + password : username;
      if (userinfo.length === 0) return setRfcComponent(r, mode, 'userinfo', null);
      return setRfcComponent(r, mode, 'userinfo', userinfo);
    }
    case 'hostname':
    case 'host': {
      const v = value === null ? '' : value;
      if (component === 'hostname' && hostPortSplit(v) < v.length) fail(v, 'invalid-character', hostPortSplit(v), 'host', '":" in hostname');
      if (!hasAuthority) {
        checkPathForm(r.path, true, v, component, r);
        result = reparse(r, mode, r.schemeEnd + 1, r.schemeEnd + 1, '//' + v, v, 2);
      } else {
        const withPort = component === 'host' && hostPortSplit(v) < v.length;
        result = edit(r, mode, withPort ? Part.HostPort : Part.Host, r.hostStart, withPort ? r.pathStart : r.hostEnd, v, v, 0);
      }
      // What was written reads back whole: the host, and the port when the value gives one (a
      // host without one keeps the port, as the URL Standard's host setter does).
      const got = result.href.slice(result.hostStart, component === 'host' && hostPortSplit(v) < v.length ? result.pathStart : result.hostEnd);
      if (got !== v) fail(v, 'invalid-character', got.length, 'host');
      return result;
    }
    case 'port': {
      needAuthority();
      if (value === null || value === '') return r.hostEnd < r.pathStart ? edit(r, mode, Part.Port, r.hostEnd, r.pathStart, '', '', 0) : r;
      checkPort(value);
      return edit(r, mode, Part.Port, r.hostEnd, r.pathStart, ':' + value, value, 1);
    }
    case 'authority': {
      if (value === null) {
        if (!hasAuthority) return r;
        checkPathForm(r.path, false, '', 'authority', r);
        return reparse(r, mode, r.schemeEnd + 1, r.pathStart, '', '', 0);
      }
      checkPathForm(r.path, true, value, 'authority', r);
      for (let i = 0; i < value.length; i++) {
        const c = value.charCodeAt(i);
        if (c === 0x2f || c === 0x3f || c === 0x23) fail(value, 'invalid-character', i, 'authority', JSON.stringify(value.charAt(i)));
      }
      return hasAuthority
        ? reparse(r, mode, authStart, r.pathStart, value, value, 0)
        : reparse(r, mode, r.schemeEnd + 1, r.schemeEnd + 1, '//' + value, value, 2);
    }
    case 'path': {
      const v = value === null ? '' : value;
      checkValue(v, mode, PCHAR | RfcSet.Slash, 'path');
      checkPathForm(v, hasAuthority, v, 'path');
      if (r.schemeEnd < 0 && !hasAuthority) checkNoSchemePath(v, v, 'path');
      return edit(r, mode, Part.Path, r.pathStart, pathEnd(r), v, v, 0);
    }
    case 'query': {
      const qEnd = r.fragmentStart !== OMITTED ? r.fragmentStart : h.length;
      if (value === null) return r.queryStart === OMITTED ? r : edit(r, mode, Part.Query, r.queryStart, qEnd, '', '', 0);
      checkValue(value, mode, QUERY_CHARS, 'query', true);
      return r.queryStart === OMITTED
        ? edit(r, mode, Part.Query, pathEnd(r), pathEnd(r), '?' + value, value, 1)
        : edit(r, mode, Part.Query, r.queryStart, qEnd, '?' + value, value, 1);
    }
    case 'fragment': {
      if (value === null) return r.fragmentStart === OMITTED ? r : edit(r, mode, Part.Fragment, r.fragmentStart, h.length, '', '', 0);
      checkValue(value, mode, QUERY_CHARS, 'fragment');
      return r.fragmentStart === OMITTED
        ? edit(r, mode, Part.Fragment, h.length, h.length, '#' + value, value, 1)
        : edit(r, mode, Part.Fragment, r.fragmentStart, h.length, '#' + value, value, 1);
    }
  }
  return result;
}

/**
 * Whether anything but its characters constrains r's query: the URN grammar (RFC 8141 §2: "?+"
 * r-component or "?=" q-component) and the scheme rules. A query of the characters the
 * urlencoded serializer writes (ALPHA, DIGIT, "*-._+&=" and well-formed triplets, all RFC 3986
 * query characters) is otherwise always valid.
 */
export function queryConstrained(r: IriRecord, mode: Mode): boolean {
  return mode.schemeRules || (mode.urn !== 'none' && r.schemeEnd === 3 && r.href.slice(0, 3).toLowerCase() === 'urn');
}

/**
 * Sets a query that the application/x-www-form-urlencoded serializer wrote (null: none): as the
 * query setter does, without checking again characters that are all query characters.
 */
export function setSerializedQuery(r: IriRecord, mode: Mode, query: string | null): IriRecord {
  if (query === null || queryConstrained(r, mode)) return setRfcComponent(r, mode, 'query', query);
  const end = r.fragmentStart !== OMITTED ? r.fragmentStart : r.href.length;
  return r.queryStart === OMITTED
    ? edit(r, mode, Part.Query, end, end, '?' + query, query, 1)
    : edit(r, mode, Part.Query, r.queryStart, end, '?' + query, query, 1);
}
