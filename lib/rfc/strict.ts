// The strict modes (rfc3986, rfc3987) as the IRI class uses them: parsing against a base
// (RFC 3986 §5), validation with every error and warning, resolution to a string, and the
// RFC 6454 origin.

import type { Mode } from '../core/mode';
import { hexValue, fromCodePoint } from '../core/chars';
import { RFC_CHARS, RfcSet } from './chars';
import { dnsHostToASCII } from './dns';
import { decodeUTF8Triplets, schemeBasedPort } from './normalize';
import { rfcIssue, throwingSink } from '../core/errors';
import type { RfcIssue, RfcSink } from '../core/errors';
import { IriRecord, HostKind } from '../core/record';
import { firstColon, hasScheme, parseReference, pathReferenceEnd } from './parse';
import { Components, PreparedBase, mayHoldDotSegment, prepareBase, recompose, resolvePathReference, transformReference } from './resolve';

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
function parseAbsolute(input: string, mode: Mode, sink: RfcSink, what: 'base' | 'input'): IriRecord {
  if (what === 'input' && mode.reference) return parseReference(input, mode, sink);
  const code = what === 'base' ? 'base-not-absolute' : 'missing-scheme';
  const noColon = firstColon(input) < 0;
  if (noColon) sink(rfcIssue(code, 0, 'scheme'));
  const r = parseReference(input, mode, sink);
  if (r.schemeEnd < 0 && !noColon) sink(rfcIssue(code, 0, 'scheme'));
  return r;
}

/** Thrown by the quiet sink: a plain object, so failing costs no stack trace. */
const FAILED = { failed: true };
const quietSink: RfcSink = (issue) => {
  if (issue.severity === 'error') throw FAILED;
};

/**
 * Parses `input` (an IRI, or a reference resolved against `base`) in a strict mode; throws
 * IRIError on the first error.
 */
export function strictParse(input: string, base: string | null, mode: Mode): IriRecord {
  return parseWith(input, base, mode, false) as IriRecord;
}

/** strictParse returning null instead of throwing (IRI.parse, IRI.canParse). */
export function strictParseOrNull(input: string, base: string | null, mode: Mode): IriRecord | null {
  try {
    return parseWith(input, base, mode, true);
  } catch (e) {
    if (e === FAILED) return null;
    throw e;
  }
}

function parseWith(input: string, base: string | null, mode: Mode, quiet: boolean): IriRecord | null {
  const sinkFor = (s: string) => (quiet ? quietSink : throwingSink(s));
  if (base === null) return parseAbsolute(input, mode, sinkFor(input), 'input');
  const b = parseAbsolute(base, mode, sinkFor(base), 'base');
  const ref = parseReference(input, mode, sinkFor(input));
  const resolved = recompose(transformReference(withoutFragment(componentsOf(b)), componentsOf(ref), !mode.nonStrictResolution));
  return parseReference(resolved, mode, sinkFor(resolved));
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
const baseValues: (PreparedBase | null)[] = [];
let baseCacheCount = BASE_CACHE_SIZE; // (emptied, which fills the slots, on first use)
let baseCacheMode = '';
let baseCacheModeObject: Mode | null = null;

function preparedBase(base: string, mode: Mode): PreparedBase {
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
    if (key === base) return baseValues[slot] as PreparedBase;
    slot = (slot + 1) & (BASE_SLOTS - 1);
  }
  const b = prepareBase(withoutFragment(componentsOf(parseAbsolute(base, mode, throwingSink(base), 'base'))));
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
 * is parsed and prepared once (cached per base string); a reference with neither scheme nor
 * authority (the usual case) is resolved from its offsets, with no components object.
 */
export function strictResolve(base: string, ref: string, mode: Mode): string {
  const b = preparedBase(base, mode);
  let result: string;
  let scheme: string;
  const pathEnd = pathReferenceEnd(ref, mode);
  if (pathEnd >= 0) {
    result = resolvePathReference(b, ref, 0, pathEnd, ref.charCodeAt(pathEnd) === 0x3f);
    scheme = b.components.scheme as string;
  } else {
    const r = parseReference(ref, mode, throwingSink(ref));
    if ((r.schemeEnd >= 0 ? !mode.nonStrictResolution : r.hostKind !== HostKind.None) && !mayHoldDotSegment(ref, r.pathStart, r.pathEnd)) {
      // §5.2.2 with R.scheme (strict) or R.authority: T is R, with Base.scheme when R has none,
      // and R.path without dot segments, which it has none of: §5.3 writes R again.
      scheme = r.schemeEnd >= 0 ? ref.slice(0, r.schemeEnd) : b.components.scheme as string;
      result = r.schemeEnd >= 0 ? ref : scheme + ':' + ref;
    } else {
      const t = transformReference(b.components, componentsOf(r), !mode.nonStrictResolution);
      result = recompose(t);
      scheme = t.scheme as string;
    }
  }
  // A valid base and reference give a valid IRI, except that a "urn:" result must also be a URN
  // and, with schemeRules, the result must meet its scheme's rules. (The scheme is read from the
  // components: reading the result would flatten the string just built.)
  if (mode.schemeRules || (mode.urn !== 'none' && scheme.length === 3 && scheme.toLowerCase() === 'urn')) {
    parseReference(result, mode, throwingSink(result));
  }
  return result;
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
