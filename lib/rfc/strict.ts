// The strict modes (rfc3986, rfc3987) as the IRI class uses them: parsing against a base
// (RFC 3986 §5), validation with every error and warning, resolution to a string, and the
// RFC 6454 origin.

import type { Mode } from '../core/mode';
import { hexValue, fromCodePoint } from '../core/chars';
import { RFC_CHARS, RfcSet } from './chars';
import { decodeUTF8Triplets, schemeBasedPort } from './normalize';
import { issueError, rfcIssue } from '../core/errors';
import type { RfcIssue, RfcSink } from '../core/errors';
import { IriRecord, HostKind, OMITTED } from '../core/record';
import { firstColon, hasScheme, parseReference, pathReferenceEnd } from './parse';
import { Components, PreparedBase, mayHoldDotSegment, prepareBase, recompose, resolvePathReference, transformReference } from './resolve';
import { checkDnsHost, dnsHostToASCII, mayHoldIdnaLabel, usesDns } from './dns';
import { checkUrn } from './urn';
import { checkSchemeRules } from './schemes';

/** The RFC 3986 §5.2.2 components of a strict record (null when undefined). */
export function componentsOf(r: IriRecord): Components {
  const h = r.href;
  return {
    scheme: r.schemeEnd >= 0 ? h.slice(0, r.schemeEnd) : null,
    authority: r.hostKind === HostKind.None ? null : h.slice(r.schemeEnd + 3, r.pathStart),
    path: r.path,
    query: r.query,
    fragment: r.fragment,
  };
}

/**
 * Parses an absolute IRI (RFC 3986 §4.3), or for the input in a mode with `reference`, any
 * IRI-reference (§4.1). A missing scheme is reported before the rest of the input is checked:
 * it is the error at index 0, the first a reader would fix. When the first segment has a ":"
 * that cannot end a scheme ("1a:x", ":x"), the parser's colon-in-first-segment says why the
 * input is neither an absolute IRI nor a relative reference, and is the one error for it.
 */
function parseAbsolute(input: string, mode: Mode, what: 'base' | 'input'): IriRecord {
  const code = what === 'base' ? 'base-not-absolute' : 'missing-scheme';
  try {
    if (what === 'input' && mode.reference) return parseReference(input, mode, stopSink);
    let r: IriRecord;
    try {
      r = parseReference(input, mode, stopSink);
    } catch (e) {
      // Without a ":" that could end a scheme, the missing scheme is the first error.
      if (firstColon(input) < 0) stopSink(rfcIssue(code, 0, 'scheme'));
      throw e;
    }
    if (r.schemeEnd < 0) stopSink(rfcIssue(code, 0, 'scheme'));
    return r;
  } catch (e) {
    throw inString(e, input);
  }
}

/**
 * The first error of a strict parse: stopSink throws it as a plain object (nothing captures a
 * stack trace where it is found), and the entry point that started the parse turns it into an
 * IRIError in the string it names (set by the step that parsed that string), or into null.
 */
class Stop {
  issue: RfcIssue;
  input: string | null;
  constructor(issue: RfcIssue) {
    this.issue = issue;
    this.input = null;
  }
}

const stopSink: RfcSink = (issue) => {
  if (issue.severity === 'error') throw new Stop(issue);
};

/** Names `s` as the string a Stop is in, when the step that parsed s threw it. */
function inString(e: unknown, s: string): unknown {
  if (e instanceof Stop && e.input === null) e.input = s;
  return e;
}

/** What an entry point that throws rethrows: a Stop as IRIError. */
function thrown(e: unknown): unknown {
  return e instanceof Stop ? issueError(e.issue, e.input as string) : e;
}

/**
 * Parses `input` (an IRI, or a reference resolved against `base`) in a strict mode; throws
 * IRIError on the first error.
 */
export function strictParse(input: string, base: string | null, mode: Mode): IriRecord {
  try {
    return base === null ? parseAbsolute(input, mode, 'input') : resolveAgainst(cachedBase(base, mode), input, mode);
  } catch (e) {
    throw thrown(e);
  }
}

/** strictParse returning null instead of throwing (IRI.parse, IRI.canParse). */
export function strictParseOrNull(input: string, base: string | null, mode: Mode): IriRecord | null {
  try {
    return base === null ? parseAbsolute(input, mode, 'input') : resolveAgainst(cachedBase(base, mode), input, mode);
  } catch (e) {
    if (e instanceof Stop) return null;
    throw e;
  }
}

/**
 * Parses `input` as a reference and resolves it against a base already parsed in a mode that
 * parses as `mode` does (see parsesAlike): the base is neither parsed nor checked again.
 */
export function strictParseAgainst(input: string, base: ResolutionBase, mode: Mode): IriRecord {
  try {
    return resolveAgainst(base, input, mode);
  } catch (e) {
    throw thrown(e);
  }
}

/** strictParseAgainst returning null instead of throwing. */
export function strictParseAgainstOrNull(input: string, base: ResolutionBase, mode: Mode): IriRecord | null {
  try {
    return resolveAgainst(base, input, mode);
  } catch (e) {
    if (e instanceof Stop) return null;
    throw e;
  }
}

/**
 * A base ready for RFC 3986 §5.2 (an absolute IRI, §5.1, used without its fragment): its record,
 * which gives the target its authority's offsets, and what resolve.ts prepares from it once.
 */
export interface ResolutionBase {
  record: IriRecord;
  prepared: PreparedBase;
}

/** The ResolutionBase of an absolute strict record (its schemeEnd is not -1). */
export function resolutionBase(record: IriRecord): ResolutionBase {
  return { record, prepared: prepareBase(withoutFragment(componentsOf(record))) };
}

/**
 * Whether records parsed in mode `a` are valid, and parsed alike, in mode `b`: the same grammar
 * and the same host, URN and scheme checks (resolution and the reference option aside).
 */
export function parsesAlike(a: Mode, b: Mode): boolean {
  return a === b || (a.kind === b.kind && a.idna === b.idna && a.urn === b.urn && a.zoneId === b.zoneId &&
    a.allowBidiIsolates === b.allowBidiIsolates && a.schemeRules === b.schemeRules);
}

/**
 * RFC 3986 §5.2.2-5.3: the record of `ref` resolved against `b`, without parsing the target
 * again. A valid base and a valid reference make a valid target, up to what §5.2 combines:
 * - the components §5.2.2 copies (scheme, authority, query, fragment) keep the validity they
 *   were parsed with, and so do their offsets, moved by what comes before them;
 * - a merged path is made of segments of valid paths (§5.2.3 joins at a "/", §5.2.4 drops whole
 *   segments, so no "%" triplet is cut), and §5.3 (recompose) writes "/." before a path that
 *   starts with "//" when there is no authority;
 * - a reference without a scheme had its host checked without one: under the base's scheme it
 *   may be a DNS name, so IDNA checks it now (only then: a host from the base was checked with
 *   it);
 * - the target as a whole may be a URN, or meet the scheme rules, where neither part was: those
 *   grammars check it.
 */
function resolveAgainst(b: ResolutionBase, ref: string, mode: Mode): IriRecord {
  const base = b.record;
  const p = b.prepared;
  let t: IriRecord;
  let scheme: string;
  let hostFromRef = false;
  const pathEnd = pathReferenceEnd(ref, mode);
  if (pathEnd >= 0) {
    // Neither scheme nor authority: Base.scheme and Base.authority, the merged path, then R's
    // query (or Base.query for an empty path) and fragment.
    const href = resolvePathReference(p, ref, 0, pathEnd, ref.charCodeAt(pathEnd) === 0x3f);
    scheme = p.components.scheme as string;
    const hash = ref.indexOf('#', pathEnd);
    const queryLength = ref.charCodeAt(pathEnd) === 0x3f ? (hash >= 0 ? hash : ref.length) - pathEnd - 1
      : pathEnd === 0 && p.components.query !== null ? p.components.query.length : -1;
    t = targetRecord(href, base.schemeEnd, base.hostKind === HostKind.None ? null : base, 0, queryLength, hash >= 0 ? ref.length - hash - 1 : -1, mode);
  } else {
    let r: IriRecord;
    try {
      r = parseReference(ref, mode, stopSink);
    } catch (e) {
      throw inString(e, ref);
    }
    if ((r.schemeEnd >= 0 ? !mode.nonStrictResolution : r.hostKind !== HostKind.None) && !mayHoldDotSegment(ref, r.pathStart, r.pathEnd)) {
      // §5.2.2 with R.scheme (strict) or R.authority: T is R, with Base.scheme when R has none,
      // and R.path without dot segments, which it has none of: §5.3 writes R again.
      if (r.schemeEnd >= 0) return r;
      scheme = p.components.scheme as string;
      const n = ref.length;
      t = targetRecord(scheme + ':' + ref, base.schemeEnd, r, base.schemeEnd + 1,
        r.queryStart === OMITTED ? -1 : (r.fragmentStart === OMITTED ? n : r.fragmentStart) - r.queryStart - 1,
        r.fragmentStart === OMITTED ? -1 : n - r.fragmentStart - 1, mode);
      hostFromRef = true;
    } else {
      const c = transformReference(p.components, componentsOf(r), !mode.nonStrictResolution);
      scheme = c.scheme as string;
      const from = c.authority === null ? null : r.hostKind !== HostKind.None ? r : base;
      const schemeEnd = scheme.length;
      t = targetRecord(recompose(c), schemeEnd, from, from === r ? schemeEnd - r.schemeEnd : 0,
        c.query === null ? -1 : c.query.length, c.fragment === null ? -1 : c.fragment.length, mode);
      hostFromRef = from === r && r.schemeEnd < 0;
    }
  }
  // What §5.2 does not keep (see above); in the order parseReference checks it. (The scheme is
  // read from the components: reading the target would flatten the string just built.)
  try {
    if (hostFromRef && t.hostKind === HostKind.Domain && mode.idna !== 'none' && mayHoldIdnaLabel(t.href, t.hostStart, t.hostEnd) &&
      usesDns(scheme.toLowerCase())) {
      checkDnsHost(t.href, t.hostStart, t.hostEnd, mode.idna, stopSink);
    }
    if (mode.urn !== 'none' && scheme.length === 3 && scheme.toLowerCase() === 'urn') checkUrn(t.href, mode, stopSink);
    if (mode.schemeRules && t.schemeEnd > 0) checkSchemeRules(t, stopSink, false);
  } catch (e) {
    throw inString(e, t.href);
  }
  return t;
}

/**
 * The record of a §5.3 result `href` with its scheme ending at schemeEnd, its authority that of
 * `from` (a record, or null for none) moved by `shift`, and a query and fragment of the given
 * lengths (-1: undefined) at its end.
 */
function targetRecord(href: string, schemeEnd: number, from: IriRecord | null, shift: number, queryLength: number, fragmentLength: number, mode: Mode): IriRecord {
  const t = new IriRecord();
  t.href = href;
  t.schemeEnd = schemeEnd;
  if (from === null) {
    t.usernameEnd = t.hostStart = t.hostEnd = t.pathStart = schemeEnd + 1;
    t.bits = HostKind.None | (mode.kind << 4);
  } else {
    t.usernameEnd = from.usernameEnd + shift;
    t.hostStart = from.hostStart + shift;
    t.hostEnd = from.hostEnd + shift;
    t.port = from.port;
    t.pathStart = from.pathStart + shift;
    t.bits = from.hostKind | (mode.kind << 4);
  }
  const n = href.length;
  t.fragmentStart = fragmentLength < 0 ? OMITTED : n - fragmentLength - 1;
  t.queryStart = queryLength < 0 ? OMITTED : (fragmentLength < 0 ? n : t.fragmentStart) - queryLength - 1;
  return t;
}

/** RFC 3986 §5.1: a base is used without its fragment. */
function withoutFragment(c: Components): Components {
  return { scheme: c.scheme, authority: c.authority, path: c.path, query: c.query, fragment: null };
}

/** Every error and warning of `input` (and of `base`, reported with index -1). */
export function strictValidate(input: string, base: string | null, mode: Mode): { issues: RfcIssue[]; href: string | null } {
  const issues: RfcIssue[] = [];
  const collect: RfcSink = (issue) => { issues.push(issue); };
  let b: IriRecord | null = null;
  if (base !== null) {
    const baseIssues: RfcIssue[] = [];
    if (!hasScheme(base)) baseIssues.push(rfcIssue('base-not-absolute', 0, 'scheme'));
    b = parseReference(base, mode, (issue) => { baseIssues.push(issue); }, true);
    for (let i = 0; i < baseIssues.length; i++) {
      const e = baseIssues[i];
      // The rule first, as everywhere; then where in the base (its own index).
      if (e.severity === 'error') issues.push({ code: e.code, index: -1, component: 'base', severity: 'error', message: `${e.message} (in the base, index ${e.index})` });
    }
  }
  // In input order: a missing scheme (index 0) before what the rest of the input has.
  if (base === null && !mode.reference && firstColon(input) < 0) collect(rfcIssue('missing-scheme', 0, 'scheme'));
  const r = parseReference(input, mode, collect, true);
  sortByIndex(issues);
  let failed = false;
  for (let i = 0; i < issues.length; i++) if (issues[i].severity === 'error') failed = true;
  if (failed) return { issues, href: null };
  if (b === null) return { issues, href: input };
  const resolved = recompose(transformReference(withoutFragment(componentsOf(b)), componentsOf(r), !mode.nonStrictResolution));
  return { issues, href: resolved };
}

/**
 * Puts issues in input order (the base's, index -1, first), keeping the order of those at one
 * index: a stable insertion sort (the checks that run after the components, such as the URN
 * grammar's, report indexes earlier than the last component's).
 */
function sortByIndex(issues: RfcIssue[]): void {
  for (let i = 1; i < issues.length; i++) {
    const x = issues[i];
    let j = i - 1;
    while (j >= 0 && issues[j].index > x.index) {
      issues[j + 1] = issues[j];
      j--;
    }
    issues[j + 1] = x;
  }
}

/**
 * Bases IRI.resolve parsed recently, for one mode at a time (resolving many references against
 * a few bases is the common case): an open-addressing table of BASE_SLOTS slots keyed by the base
 * string, found from a hash of its length and a few of its code units (no hash of the whole
 * string, which a fresh string, such as a slice of a line, would need on every call), the key
 * compared with ===. Bounded: emptied when it holds BASE_CACHE_SIZE entries (half the slots).
 */
const BASE_CACHE_SIZE = 64;
const BASE_SLOTS = 128;
/** The keys ('' for a free slot: no base is empty) and their prepared bases. */
const baseKeys: string[] = [];
const baseValues: (ResolutionBase | null)[] = [];
let baseCacheCount = BASE_CACHE_SIZE; // (emptied, which fills the slots, on first use)
let baseCacheMode = '';
let baseCacheModeObject: Mode | null = null;

function cachedBase(base: string, mode: Mode): ResolutionBase {
  // A mode object with the same settings shares the cache (options make new objects).
  if (mode !== baseCacheModeObject && modeKey(mode) !== baseCacheMode) {
    baseCacheCount = BASE_CACHE_SIZE; // emptied below
    baseCacheMode = modeKey(mode);
  }
  baseCacheModeObject = mode;
  if (baseCacheCount === BASE_CACHE_SIZE) {
    for (let k = 0; k < BASE_SLOTS; k++) {
      baseKeys[k] = '';
      baseValues[k] = null;
    }
    baseCacheCount = 0;
  }
  const n = base.length;
  let slot = (n * 31 + base.charCodeAt(n - 1) * 7 + base.charCodeAt(n >> 1) * 3 + base.charCodeAt(n >> 2) + base.charCodeAt((n * 3) >> 2) * 5) & (BASE_SLOTS - 1);
  for (let key = baseKeys[slot]; key !== ''; key = baseKeys[slot]) {
    if (key === base) return baseValues[slot] as ResolutionBase;
    slot = (slot + 1) & (BASE_SLOTS - 1);
  }
  const b = resolutionBase(parseAbsolute(base, mode, 'base'));
  baseKeys[slot] = base;
  baseValues[slot] = b;
  baseCacheCount++;
  return b;
}

/** A cache key prefix naming every setting of a mode that changes parsing. */
function modeKey(m: Mode): string {
  return m.name + '|' + m.idna + '|' + m.urn + '|' + (m.zoneId ? 1 : 0) + (m.allowBidiIsolates ? 1 : 0) + (m.schemeRules ? 1 : 0) + '|';
}

/**
 * IRI.resolve: RFC 3986 §5.2 on two strings; throws IRIError when either is invalid. The base
 * is parsed and prepared once (cached per base string).
 */
export function strictResolve(base: string, ref: string, mode: Mode): string {
  try {
    return resolveAgainst(cachedBase(base, mode), ref, mode).href;
  } catch (e) {
    throw thrown(e);
  }
}

/**
 * RFC 6454 §4 origin of a strict record, serialized by §6.2: scheme "://" host [":" port] for
 * http, https, ws, wss and ftp, else "null" (§4 step 1: a globally unique identifier).
 * - the scheme and host in lower case (§4 steps 3 and 5); a reg-name is percent-decoded first
 *   (RFC 3986 §6.2.2.2) and its IDNA labels become A-labels by the mode's IDNA policy (the
 *   `idna` option; 'none' uses IDNA2008 lookup), so equivalent URIs have one origin;
 * - the port as written, without leading zeros (never through a Number: a port beyond 2^53 keeps
 *   its digits), and omitted when it is empty or the scheme's default (§6.2 step 3);
 * - "null" when there is no host or it is empty, when a triplet of the host decodes to a byte
 *   that is neither unreserved nor part of well-formed UTF-8, or when IDNA rejects a label.
 */
export function rfcOrigin(r: IriRecord, mode: Mode): string {
  if (r.schemeEnd < 0) return 'null'; // a relative reference (the reference option)
  const h = r.href;
  const scheme = h.slice(0, r.schemeEnd).toLowerCase();
  const dp = schemeBasedPort(scheme);
  if (dp === undefined) return 'null';
  let host: string | null;
  switch (r.hostKind) {
    case HostKind.Domain:
      host = decodeRegName(h, r.hostStart, r.hostEnd);
      if (host !== null) host = dnsHostToASCII(host, mode.idna);
      break;
    case HostKind.IPv6: { // RFC 6874 §2: "[" address "%25" ZoneID "]"
      const zone = h.indexOf('%25', r.hostStart);
      if (zone < 0 || zone >= r.hostEnd) host = h.slice(r.hostStart, r.hostEnd).toLowerCase();
      else {
        const id = decodeRegName(h, zone + 3, r.hostEnd - 1);
        host = id === null || hasNonASCII(id) ? null : (h.slice(r.hostStart, zone + 3) + id + ']').toLowerCase();
      }
      break;
    }
    case HostKind.IPv4: case HostKind.Opaque: // dotted decimal; IPvFuture (ASCII)
      host = h.slice(r.hostStart, r.hostEnd).toLowerCase();
      break;
    default: // None, Empty: RFC 6454 §4 step 4 ("If uri-host is empty... null" for these schemes)
      host = null;
  }
  if (host === null || host === '') return 'null';
  let port = '';
  if (r.hostEnd < r.pathStart) {
    let start = r.hostEnd + 1;
    const end = r.pathStart;
    while (start < end - 1 && h.charCodeAt(start) === 0x30) start++; // leading zeros
    port = h.slice(start, end);
    if (port === String(dp)) port = '';
  }
  return scheme + '://' + host + (port === '' ? '' : ':' + port);
}

function hasNonASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return true;
  return false;
}

/**
 * s[start,end) with every triplet decoded (RFC 3986 §2.1, §2.4): an ASCII byte must be
 * unreserved (a decoded delimiter would mean something else), bytes from 0x80 well-formed UTF-8
 * (RFC 3629; RFC 3987 §3.2). Null otherwise.
 */
function decodeRegName(s: string, start: number, end: number): string | null {
  if (s.indexOf('%', start) < 0 || s.indexOf('%', start) >= end) return s.slice(start, end);
  let out = '';
  let from = start;
  for (let i = start; i < end; i++) {
    if (s.charCodeAt(i) !== 0x25) continue;
    out += s.slice(from, i);
    const b = (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2));
    if (b < 0) return null; // (the strict grammars allow only well-formed triplets)
    if (b < 0x80) {
      if ((RFC_CHARS[b] & RfcSet.Unreserved) === 0) return null;
      out += String.fromCharCode(b);
      i += 2;
    } else {
      const d = end - i >= 6 ? decodeUTF8Triplets(s, i) : null;
      if (d === null || i + d.length > end) return null;
      out += fromCodePoint(d.cp);
      i += d.length - 1;
    }
    from = i + 1;
  }
  return out + s.slice(from, end);
}
