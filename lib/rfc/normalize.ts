// Normalization (RFC 3986 §6.2.2-6.2.3, RFC 3987 §5.3.2-5.3.3): the comparison ladder's steps,
// each an option and all on by default. The input is a parsed record; the output is the
// normalized string, which the caller parses again in the same mode.

import { defaultPort } from '../core/schemes';
import { IriRecord, OMITTED, HostKind } from '../core/record';
import { codePointAt, hexValue, fromCodePoint } from '../core/chars';
import { isBidiFormatting, isBidiIsolate, isIprivate, isUcschar, RFC_CHARS, RfcSet } from './chars';
import { usesDns } from './dns';
import { removeDotSegments } from './resolve';
import { isUrnRecord } from './urn';
import { isNfcQuickCheckYes, isNfcUnstable, nfcString } from '../unicode/normalize';
import { uts46MapToUnicode } from '../idna/policy';
import { boolOption, optionBag, optionRangeError, ownOption } from '../core/options';

/**
 * The steps of the ladder. Every step is on by default; `characters` is 'nfc' by default for
 * IRIs (NFKC only when asked, RFC 3987 §5.3.2.2) and has no effect on ASCII.
 */
export interface NormalizeOptions {
  /** RFC 3986 §6.2.2.1, RFC 3987 §5.3.2.1: scheme and host to lower case, "%xx" to "%XX". */
  case?: boolean;
  /**
   * RFC 3986 §6.2.2.2, RFC 3987 §5.3.2.3: decode triplets of unreserved characters and, for
   * IRIs, the percent-encoded UTF-8 of iunreserved characters (never reserved ones, "%25",
   * bidi formatting characters, or characters an IRI does not allow there).
   */
  percentEncoding?: boolean;
  /** RFC 3986 §6.2.2.3: remove_dot_segments on the path. */
  pathSegments?: boolean;
  /**
   * RFC 3987 §5.3.2.2: 'nfc' (default for IRIs), false, or a normalization function: NFKC is
   * `nfkc` from 'iri-url/nfkc' (a separate entry: its table stays out of the main bundle).
   * Each component is normalized between its delimiters, which stay as written: a "%HH"
   * triplet, an ASCII character other than unreserved ("=" + U+0338 is not made "≠"), and a
   * code point whose normalization holds one ("／", "﹕", "＃", "％", U+037E ";") are kept, and
   * so is a path segment that would become "." or ".." ("．．"): the result has the same
   * components, delimiters and dot segments as the input.
   */
  characters?: 'nfc' | false | ((s: string) => string);
  /** RFC 3986 §6.2.3: default port and empty port removed, empty path "/" (core/schemes.ts). */
  schemeBased?: boolean;
}

/**
 * RFC 3986 §6.2.3 scheme-based normalization: the default port of a (lowercase) scheme that has
 * one (http, https, ws, wss, ftp; core/schemes.ts), else undefined.
 */
export function schemeBasedPort(scheme: string): number | undefined {
  const port = defaultPort(scheme);
  return port >= 0 ? port : undefined;
}

const HEX = '0123456789ABCDEF';

/**
 * Percent-encoding and case normalization of s (one component): decodes (when `decode`) the
 * triplets of unreserved characters and, when `iri`, the UTF-8 of ucschar (iprivate too when
 * `iprivate`); upper-cases the hex of the triplets left: all of them ('all'), those of octets
 * 0x80 and above ('non-ascii', RFC 3987 §3.2 step 4), or none.
 */
export function normalizePercent(s: string, iri: boolean, iprivate: boolean, decode: boolean, upper: 'all' | 'non-ascii' | 'none'): string {
  if (s.indexOf('%') < 0) return s;
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) !== 0x25) continue;
    const h = hexValue(s.charCodeAt(i + 1)), l = hexValue(s.charCodeAt(i + 2));
    if (h < 0 || l < 0) continue;
    const b = (h << 4) | l;
    let decoded = '';
    let used = 3;
    if (decode) {
      if (b < 0x80) {
        if ((RFC_CHARS[b] & RfcSet.Unreserved) !== 0) decoded = String.fromCharCode(b);
      } else if (iri) {
        const r = decodeUTF8Triplets(s, i);
        if (r !== null && allowedDecoded(r.cp, iprivate)) {
          decoded = fromCodePoint(r.cp);
          used = r.length;
        }
      }
    }
    if (decoded === '' && (upper === 'none' || (upper === 'non-ascii' && b < 0x80))) continue;
    parts.push(s.slice(from, i));
    parts.push(decoded !== '' ? decoded : '%' + HEX.charAt(h) + HEX.charAt(l));
    from = i + used;
    i += used - 1;
  }
  if (from === 0) return s;
  parts.push(s.slice(from));
  return parts.join('');
}

/**
 * normalizePercent on a path, except that a segment which would decode to "." or ".." keeps its
 * triplets (their hex case as `upper` says): decoding alone must not create a dot segment, which RFC 3986
 * §5.2.4 would then remove when the IRI is used as a base (fast-uri GHSA 2026: "%2e%2e" turned
 * into traversal). Used where no remove_dot_segments follows (fromURI, pathSegments: false).
 */
export function normalizePathPercent(path: string, iri: boolean, decode: boolean, upper: 'all' | 'non-ascii' | 'none'): string {
  const out = normalizePercent(path, iri, false, decode, upper);
  if (!decode || out === path || path.indexOf('%') < 0) return out;
  const segments = path.split('/');
  let changed = false;
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i];
    const d = normalizePercent(seg, iri, false, decode, upper);
    if ((d === '.' || d === '..') && seg !== d) {
      segments[i] = normalizePercent(seg, iri, false, false, upper);
      changed = true;
    } else segments[i] = d;
  }
  return changed ? segments.join('/') : out;
}

/** An IRI may hold the character directly (RFC 3987 §2.2 iunreserved / iprivate, §4.1). */
function allowedDecoded(cp: number, iprivate: boolean): boolean {
  if (isBidiFormatting(cp) || isBidiIsolate(cp)) return false;
  return isUcschar(cp) || (iprivate && isIprivate(cp));
}

/** Decodes the well-formed UTF-8 sequence of %XX triplets at s[i], or null. */
export function decodeUTF8Triplets(s: string, i: number): { cp: number; length: number } | null {
  const byteAt = (k: number) => {
    if (s.charCodeAt(i + 3 * k) !== 0x25) return -1;
    const h = hexValue(s.charCodeAt(i + 3 * k + 1)), l = hexValue(s.charCodeAt(i + 3 * k + 2));
    return h < 0 || l < 0 ? -1 : (h << 4) | l;
  };
  const b0 = byteAt(0);
  let n: number, cp: number, min: number;
  if (b0 >= 0xc2 && b0 <= 0xdf) { n = 2; cp = b0 & 0x1f; min = 0x80; }
  else if (b0 >= 0xe0 && b0 <= 0xef) { n = 3; cp = b0 & 0x0f; min = 0x800; }
  else if (b0 >= 0xf0 && b0 <= 0xf4) { n = 4; cp = b0 & 0x07; min = 0x10000; }
  else return null;
  for (let k = 1; k < n; k++) {
    const b = byteAt(k);
    if (b < 0x80 || b > 0xbf) return null;
    cp = (cp << 6) | (b & 0x3f);
  }
  // RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF.
  if (cp < min || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) return null;
  return { cp, length: 3 * n };
}

/** NormalizeOptions as read (own properties only, core/options.ts): every step decided. */
export interface NormalizeSteps {
  case: boolean;
  percentEncoding: boolean;
  pathSegments: boolean;
  /** 'nfc', false or a function; undefined: 'nfc' for IRIs, false for URIs. */
  characters: 'nfc' | false | ((s: string) => string) | undefined;
  schemeBased: boolean;
}

/**
 * Reads NormalizeOptions: the four flags by ToBoolean (default true); characters must be
 * 'nfc', false or a function (undefined: the default), else RangeError.
 */
export function normalizeSteps(options: unknown, fn: string): NormalizeSteps {
  const bag = optionBag(options, fn);
  const form = ownOption(bag, 'characters');
  if (form !== undefined && form !== false && form !== 'nfc' && typeof form !== 'function') {
    throw optionRangeError(fn, 'characters', "'nfc', false or a function (for NFKC: nfkc from 'iri-url/nfkc')", form);
  }
  return {
    case: boolOption(bag, 'case', true),
    percentEncoding: boolOption(bag, 'percentEncoding', true),
    pathSegments: boolOption(bag, 'pathSegments', true),
    characters: form as NormalizeSteps['characters'],
    schemeBased: boolOption(bag, 'schemeBased', true),
  };
}

type CharacterForm = 'nfc' | ((s: string) => string);

function applyForm(s: string, form: CharacterForm): string {
  return form === 'nfc' ? nfcString(s) : form(s);
}

/**
 * True when every ASCII character of s is unreserved (RFC 3986 §2.3): a normalization that
 * produced s created no delimiter, "%" or character that is not allowed.
 */
function onlyUnreservedASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && (RFC_CHARS[c] & RfcSet.Unreserved) === 0) return false;
  }
  return true;
}

/**
 * RFC 3987 §5.3.2.2 character normalization of one component (percent-normalized already),
 * which must not change what the component delimits. The text is normalized in pieces between
 * boundaries, and the boundaries are kept as written: every ASCII character that is not
 * unreserved (delimiters such as "=" and "/", which a following U+0338 would otherwise compose
 * into "≠"), every "%HH" triplet (whose hex digits a combining mark would otherwise compose),
 * and every code point whose own normalization has such an ASCII character ("／", "﹕", "＃",
 * U+037E to ";", U+1FEF to "`", U+00A0 to a space under NFKC). A piece whose normalization
 * still has one stays as written. In a path (`path`), a segment that normalization would turn
 * into "." or ".." ("．．") stays as written too, so no dot segment appears. The result has the
 * same boundaries, so normalizing it again changes nothing.
 */
function characters(s: string, form: 'nfc' | false | ((s: string) => string), path: boolean): string {
  if (form === false) return s;
  let i = 0;
  while (i < s.length && s.charCodeAt(i) < 0x80) i++;
  if (i === s.length) return s;
  // Already normal: each piece of a normalized string is normalized, so nothing changes.
  const whole = applyForm(s, form);
  if (whole === s) return s;
  const n = characterPieces(s, form, form === 'nfc', whole);
  if (!path || (n.charCodeAt(0) !== 0x2e && n.indexOf('/.') < 0)) return n;
  // "/" is a boundary, so the segments of s and n correspond one to one.
  const from = s.split('/');
  const to = n.split('/');
  for (let k = 0; k < to.length; k++) {
    if ((to[k] === '.' || to[k] === '..') && from[k] !== to[k]) to[k] = from[k];
  }
  return to.join('/');
}

/**
 * characters() on s without the dot-segment rule: each run between boundaries normalized
 * (`whole`, when given, is the normalization of all of s, for a run that is all of s). With
 * NFC (`join`), a boundary followed by an NFC_Quick_Check=Yes starter (or by nothing) does not
 * end a run: nothing composes with it across that starter, so NFC of the longer run is the
 * runs' NFC joined by it, as long as no boundary character appears, which characterRun checks.
 */
function characterPieces(s: string, form: CharacterForm, join: boolean, whole?: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || (RFC_CHARS[c] & RfcSet.Unreserved) !== 0) continue;
    // A boundary: a "%HH" triplet, or another ASCII character that is not unreserved.
    const size = c === 0x25 && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0 ? 3 : 1;
    if (join && (i + size === s.length || !isNfcUnstable(codePointAt(s, i + size)))) {
      i += size - 1;
      continue;
    }
    out += characterRun(s.slice(start, i), form) + s.slice(i, i + size);
    i += size - 1;
    start = i + 1;
  }
  return start === 0 && whole !== undefined ? characterRun(s, form, whole) : out + characterRun(s.slice(start), form);
}

/** The next index at or after i of an ASCII character of s that is not unreserved, or s.length. */
function nextBoundaryChar(s: string, i: number): number {
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && (RFC_CHARS[c] & RfcSet.Unreserved) === 0) return i;
    i++;
  }
  return i;
}

/** True when n has the same ASCII characters other than unreserved as run, in the same order. */
function sameBoundaryChars(run: string, n: string): boolean {
  let i = nextBoundaryChar(run, 0);
  let j = nextBoundaryChar(n, 0);
  while (i < run.length && j < n.length) {
    if (run.charCodeAt(i) !== n.charCodeAt(j)) return false;
    i = nextBoundaryChar(run, i + 1);
    j = nextBoundaryChar(n, j + 1);
  }
  return i === run.length && j === n.length;
}

/**
 * A run between boundaries, normalized whole when that gives no boundary character; else split
 * at the code points whose own normalization gives one, which stay as written, and the pieces
 * between them normalized (or kept as written when one still gives a boundary character).
 */
function characterRun(run: string, form: CharacterForm, n: string = applyForm(run, form)): string {
  if (run === '') return run;
  if (sameBoundaryChars(run, n)) return n;
  if (nextBoundaryChar(run, 0) < run.length) return characterPieces(run, form, false); // a joined run
  let out = '';
  let start = 0;
  let i = 0;
  while (i < run.length) {
    const cp = codePointAt(run, i);
    const size = cp > 0xffff ? 2 : 1;
    // NFC_Quick_Check=Yes: NFC leaves the code point alone.
    if (cp >= 0x80 && !(form === 'nfc' && isNfcQuickCheckYes(cp)) && !onlyUnreservedASCII(applyForm(run.slice(i, i + size), form))) {
      out += characterPiece(run.slice(start, i), form) + run.slice(i, i + size);
      start = i + size;
    }
    i += size;
  }
  return out + characterPiece(run.slice(start), form);
}

function characterPiece(piece: string, form: CharacterForm): string {
  if (piece === '') return piece;
  const n = applyForm(piece, form);
  return onlyUnreservedASCII(n) ? n : piece;
}

/**
 * Normalizes a strict record (or a WHATWG one) with `iri` telling whether ucschar may be
 * decoded; returns the string.
 */
export function normalizeRecord(r: IriRecord, iri: boolean, o: NormalizeSteps): string {
  const doCase = o.case, doPct = o.percentEncoding, doPath = o.pathSegments;
  const doScheme = o.schemeBased;
  const form = o.characters === undefined ? (iri ? 'nfc' : false) : o.characters;
  const h = r.href;
  if (isUrnRecord(r)) return normalizeUrn(h, doCase);
  const pct = (s: string, iprivate = false) => characters(normalizePercent(s, iri, iprivate, doPct, doCase ? 'all' : 'none'), form, false);
  const absolute = r.schemeEnd >= 0;
  let scheme = absolute ? h.slice(0, r.schemeEnd) : '';
  if (doCase) scheme = scheme.toLowerCase();
  let out = absolute ? scheme + ':' : '';
  const hasAuthority = r.hostKind !== HostKind.None;
  const dp = doScheme ? schemeBasedPort(scheme.toLowerCase()) : undefined;
  if (hasAuthority) {
    out += '//';
    if (r.hostStart > r.schemeEnd + 3) out += pct(h.slice(r.schemeEnd + 3, r.hostStart - 1)) + '@';
    let host = h.slice(r.hostStart, r.hostEnd);
    if (r.hostKind === HostKind.Domain) {
      host = pct(host);
      if (doCase) host = caseHost(host, scheme.toLowerCase());
    } else if (doCase) host = normalizePercent(host.toLowerCase(), false, false, false, 'all'); // IP literals (zone ID triplets) and IPv4
    out += host;
    if (r.hostEnd < r.pathStart) {
      const port = h.slice(r.hostEnd + 1, r.pathStart);
      if (!(dp !== undefined && (port === '' || Number(port) === dp))) out += ':' + port;
    }
  }
  // RFC 3986 §6.2.2.3 after §6.2.2.2: decoded dot segments are removed with the literal ones.
  // A relative-path reference (no scheme, no authority, no leading "/") is merged with its
  // base before resolution removes its dot segments (§5.2.2, §5.2.3): see removeDotSegmentsRelative.
  const relativePath = !absolute && !hasAuthority && r.path.charCodeAt(0) !== 0x2f;
  const pathText = doPath ? normalizePercent(r.path, iri, false, doPct, doCase ? 'all' : 'none') : normalizePathPercent(r.path, iri, doPct, doCase ? 'all' : 'none');
  let path = characters(pathText, form, true);
  if (doPath) path = relativePath ? removeDotSegmentsRelative(path) : removeDotSegments(path);
  if (dp !== undefined && hasAuthority && path === '') path = '/';
  // A path starting with "//" without an authority keeps "/." in front (see resolve.ts).
  if (!hasAuthority && path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f) out += '/.';
  out += path;
  if (r.queryStart !== OMITTED) out += '?' + pct(r.query as string, true);
  if (r.fragmentStart !== OMITTED) out += '#' + pct(r.fragment as string);
  return out;
}

/**
 * RFC 3986 §6.2.2.3 on the path of a relative-path reference, where it cannot change what the
 * reference resolves to: resolution merges the path with the base's directory (§5.2.3) and then
 * applies remove_dot_segments (§5.2.4), so "." segments and "segment/.." pairs can go, but the
 * leading ".." segments climb out of the base's directory and stay. The result never becomes
 * "" (which would mean the base itself), starts with "/" (an absolute path) or with a segment
 * holding ":" (a scheme): those are written with "./" in front. A final "." or ".." keeps its "/" ("a/.."
 * gives "./"). Equal results after resolution against every base whose path is empty with an
 * authority or contains "/" (a hierarchical base); against a base path without "/" (such as
 * "mailto:a"), remove_dot_segments of the rootless merged path is not the same function.
 */
export function removeDotSegmentsRelative(path: string): string {
  if (path.charCodeAt(0) !== 0x2e && path.indexOf('/.') < 0) return path;
  const segs = path.split('/');
  const out: string[] = [];
  const last = segs.length - 1;
  for (let i = 0; i <= last; i++) {
    const seg = segs[i];
    if (seg === '.') {
      if (i === last) out.push('');
    } else if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') {
        out.pop();
        if (i === last) out.push('');
      } else {
        out.push('..');
        if (i === last) out.push('');
      }
    } else out.push(seg);
  }
  return keepNoScheme(out.join('/'));
}

/**
 * "./" in front of a relative path that is empty, starts with "/" (an empty first segment) or
 * has ":" in its first segment (RFC 3986 §4.2), so that it stays the same relative path.
 */
function keepNoScheme(path: string): string {
  if (path === '' || path.charCodeAt(0) === 0x2f) return './' + path;
  const slash = path.indexOf('/');
  const colon = path.indexOf(':');
  return colon >= 0 && (slash < 0 || colon < slash) ? './' + path : path;
}

/**
 * RFC 8141 §3.1: a URN's normal form only lower-cases "urn" and the NID and upper-cases the hex
 * of triplets; "%41" and "A" are different URNs, so nothing is decoded, and the rest (NSS and
 * components) is case-sensitive.
 */
function normalizeUrn(h: string, doCase: boolean): string {
  if (!doCase) return h;
  const nidEnd = h.indexOf(':', 4);
  const head = nidEnd < 0 ? h.toLowerCase() : h.slice(0, nidEnd).toLowerCase();
  return head + (nidEnd < 0 ? '' : normalizePercent(h.slice(nidEnd), false, false, false, 'all'));
}

/**
 * RFC 3986 §6.2.2.1: a US-ASCII host is lower-cased; RFC 3987 §5.3.3: for schemes that use DNS,
 * a host with IDN labels is character-normalized with the UTS #46 mapping (derived from case
 * folding), kept as U-labels.
 */
function caseHost(host: string, scheme: string): string {
  let ascii = true;
  for (let i = 0; i < host.length; i++) if (host.charCodeAt(i) >= 0x80) { ascii = false; break; }
  // Lower-casing must not touch the hex of a triplet ("%3A" stays upper case, §6.2.2.1).
  if (ascii) return host.indexOf('%') < 0 ? host.toLowerCase() : normalizePercent(host.toLowerCase(), false, false, false, 'all');
  if (!usesDns(scheme)) return host;
  const u = uts46MapToUnicode(host);
  return u !== null ? u : host;
}
