// URNs: RFC 8141 §2 syntax (NID, NSS, r-, q- and f-components) and §3 URN-equivalence; under
// { urn: 'rfc2141' }, RFC 2141 §2 syntax and §5 lexical equivalence. The strict parser calls
// checkUrn for every IRI whose scheme is "urn" (lib/rfc/parse.ts).
//
// IRI form (mode rfc3987, or { iri: true }): RFC 8141 §2 keeps URNs in ASCII ("any such
// characters need to be percent-encoded"), and an IRI is a URN when its RFC 3987 §3.1 mapping
// (UTF-8, then %HH) is one. So a ucschar stands for its pct-encoded octets and is allowed exactly
// where pct-encoded is (NSS, r-, q-, f-component; RFC 2141 NSS), iprivate where RFC 3987 allows
// it (the query, which holds the r- and q-components), and never in the NID (RFC 8141 §2.1: no
// encoding mechanism for NIDs). Equivalence does not map IRIs to URIs (RFC 3987 §5.3.1).

import type { Mode } from '../core/mode';
import type { IriRecord } from '../core/record';
import { rfcIssue, throwingSink } from '../core/errors';
import type { RfcErrorCode, RfcIssue, RfcSink } from '../core/errors';
import { hexValue, isASCIIAlphanumeric, codePointAt } from '../core/chars';
import { boolOption, enumOption, optionBag } from '../core/options';
import { PCHAR, QUERY_CHARS, RFC_CHARS, RfcSet } from './chars';
import { CheckContext, checkChars, isPctTriplet, nonASCIIError } from './components';

/** True when the record's scheme is "urn" (in any case, RFC 3986 §3.1): a URN, for RFC 8141. */
export function isUrnRecord(r: IriRecord): boolean {
  return r.schemeEnd === 3 && r.href.slice(0, 3).toLowerCase() === 'urn';
}

/** Which URN grammar applies: RFC 8141 (default) or the obsolete RFC 2141. */
export type UrnSyntax = 'rfc8141' | 'rfc2141';

/**
 * Options of parseUrn and urnEquivalent:
 * - `urn`: 'rfc8141' (default; RFC 8141 §2 and §3) or 'rfc2141' (RFC 2141 §2 and §5: NID of 1
 *   to 32 characters, the NID "urn" reserved, its own character set, no r/q/f components).
 * - `iri` (parseUrn only): accept the IRI form (RFC 3987 §2.2 ucschar, see the file note).
 *   urnEquivalent always accepts it.
 */
export interface UrnOptions {
  /** The grammar: 'rfc8141' (default) or the obsolete 'rfc2141'. */
  urn?: UrnSyntax;
  /** Accept the IRI form (RFC 3987 ucschar where RFC 8141 allows percent-encoding); default false. */
  iri?: boolean;
}

const URN_SYNTAXES: readonly UrnSyntax[] = ['rfc8141', 'rfc2141'];

/** The parts of a URN, as written (no case or percent-encoding normalization). */
export interface UrnParts {
  /** The NID (RFC 8141 §2.1), without the colons. */
  nid: string;
  /** The NSS (RFC 8141 §2.2). Under RFC 2141 everything after the NID's ":". */
  nss: string;
  /** RFC 8141 §2.3.1, after "?+"; null when absent (always under RFC 2141). */
  rComponent: string | null;
  /** RFC 8141 §2.3.2, after "?="; null when absent (always under RFC 2141). */
  qComponent: string | null;
  /** RFC 8141 §2.3.3, after "#" (may be ""); null when absent (always under RFC 2141). */
  fComponent: string | null;
}

/** One scan of a string against the URN grammar. */
interface Scan {
  s: string;
  rfc2141: boolean;
  iri: boolean;
  /**
   * Called from the strict parser, which has already checked every character against the
   * RFC 3986/3987 sets of its component: only what the URN grammar adds is reported.
   */
  generic: boolean;
  warnings: boolean;
  sink: RfcSink;
  errors: number;
  /** The context of components.ts checkChars: reports through `report` (which counts errors). */
  check: CheckContext;
}

function report(sc: Scan, code: RfcErrorCode, index: number, component: string, detail?: string, warning = false): void {
  if (!warning) sc.errors++;
  else if (!sc.warnings) return;
  sc.sink(rfcIssue(code, index, component, detail, warning ? 'warning' : 'error'));
}

function describe(s: string, i: number): string {
  const c = s.charCodeAt(i);
  if (c >= 0x21 && c < 0x7f) return JSON.stringify(s.charAt(i));
  let h = c.toString(16).toUpperCase();
  while (h.length < 4) h = '0' + h;
  return 'U+' + h;
}

/** True when the strict parser rejects this ASCII character in any component after the scheme. */
function genericRejects(c: number): boolean {
  return c !== 0x25 && c !== 0x23 && (RFC_CHARS[c] & QUERY_CHARS) === 0;
}

/**
 * A non-ASCII character at s[i] (outside the NID); returns its UTF-16 width. URN: RFC 8141 §2
 * (ASCII only). IRI form: RFC 3987 §2.2 ucschar, iprivate only in the query, §4.1 no bidi
 * formatting characters (components.ts).
 */
function checkNonASCII(sc: Scan, i: number, end: number, component: string, iprivate: boolean): number {
  const s = sc.s;
  const cp = codePointAt(s, i, end);
  const width = cp > 0xffff ? 2 : 1;
  if (sc.generic) return width; // the strict parser has checked it
  const error = nonASCIIError(cp, sc.check.mode, RfcSet.Unreserved, iprivate);
  if (error === 'non-ascii-character') report(sc, error, i, component, 'RFC 8141 §2: percent-encode the UTF-8 of ' + describe(s, i) + ', or allow the IRI form with { iri: true }');
  else if (error !== null) report(sc, error, i, component, describe(s, i));
  return width;
}

/**
 * RFC 8141 s[start,end) against RFC 3986 character classes (`allowed`) plus pct-encoded. The
 * sets are those the strict parser applies to the same span (NSS in the path, r- and
 * q-components in the query, f-component = fragment), so only standalone scans need this.
 */
function checkUrnChars(sc: Scan, start: number, end: number, allowed: number, component: string, code: RfcErrorCode, iprivate: boolean): void {
  if (!sc.generic) checkChars(sc.check, start, end, allowed, component, iprivate, code);
}

/** RFC 2141 §2.2 <trans> without <reserved>: upper, lower, number and <other>. */
function isUrnChar2141(c: number): boolean {
  // <other> ::= "(" | ")" | "+" | "," | "-" | "." | ":" | "=" | "@" | ";" | "$" | "_" | "!" | "*" | "'"
  return isASCIIAlphanumeric(c) || "()+,-.:=@;$_!*'".indexOf(String.fromCharCode(c)) >= 0;
}

/**
 * RFC 2141 §2.2-2.4: NSS = 1*<URN chars>; <URN chars> = <trans> | "%" <hex> <hex>. The
 * <reserved> characters "/", "?", "#" belong to <trans> but SHOULD NOT be used unencoded
 * (§2.3.2): a warning. Any <excluded> character is an error: RFC 2141 §2.4 says a URN ends
 * there, so a string that goes on is not a URN.
 */
function checkNss2141(sc: Scan, start: number, end: number): void {
  const s = sc.s;
  let query = false; // RFC 3987 iprivate is allowed in what the generic grammar calls the query
  let fragment = false;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) {
      i += checkNonASCII(sc, i, end, 'nss', query && !fragment) - 1;
      continue;
    }
    if (isUrnChar2141(c)) continue;
    if (c === 0x25) { // §2.3.1: "%" MUST be followed by two <hex>
      if (!isPctTriplet(s, i, end)) {
        if (!sc.generic) report(sc, 'invalid-percent-encoding', i, 'nss', 'RFC 2141 §2.3.1');
        continue;
      }
      // §2.4: octet 0 "should NEVER be used, in either unencoded or %-encoded form".
      if (s.charCodeAt(i + 1) === 0x30 && s.charCodeAt(i + 2) === 0x30) report(sc, 'urn-nul-octet', i, 'nss', undefined, true);
      i += 2;
      continue;
    }
    if (c === 0x2f || c === 0x3f || c === 0x23) { // §2.3.2 <reserved>
      if (c === 0x3f) query = true;
      if (c === 0x23) fragment = true;
      report(sc, 'urn-reserved-character', i, 'nss', describe(s, i), true);
      continue;
    }
    // §2.4 <excluded> (and octet 0, which is in no set); the strict parser has already rejected
    // those that no RFC 3986 component allows, leaving "&" and "~".
    if (sc.generic && genericRejects(c)) continue;
    report(sc, 'invalid-urn-nss', i, 'nss', describe(s, i) + ' is excluded by RFC 2141 §2.4; percent-encode it');
  }
}

/** RFC 8141 §2 r-component / q-component = pchar *( pchar / "/" / "?" ), in s[start,end). */
function checkRqComponent(sc: Scan, start: number, end: number, component: string, marker: string): void {
  const s = sc.s;
  if (start === end) {
    report(sc, 'invalid-urn-component', start, component, `"${marker}" needs at least one pchar`);
    return;
  }
  const c = s.charCodeAt(start);
  if (c === 0x2f || c === 0x3f) report(sc, 'invalid-urn-component', start, component, `the ${component} starts with a pchar, not ${describe(s, start)}`);
  checkUrnChars(sc, start, end, QUERY_CHARS, component, 'invalid-urn-component', true);
}

function indexOrEnd(s: string, ch: string, from: number): number {
  const k = s.indexOf(ch, from);
  return k < 0 ? s.length : k;
}

/** Scans sc.s; returns its parts, or null when the structure could not be found. */
function scanUrn(sc: Scan): UrnParts | null {
  const s = sc.s;
  const n = s.length;
  const rfc2141 = sc.rfc2141;

  // RFC 8141 §2 assigned-name = "urn" ":" ...; RFC 2141 §2: 'The leading "urn:" sequence is
  // case-insensitive' (RFC 8141 §3.1 step 1 lowercases it, and RFC 5234 strings are too).
  const prefix = 'urn:';
  for (let k = 0; k < 4; k++) {
    const c = k < n ? s.charCodeAt(k) : -1;
    const want = prefix.charCodeAt(k);
    if (c !== want && !(k < 3 && c >= 0 && (c | 0x20) === want)) {
      report(sc, 'invalid-urn-prefix', k, 'scheme');
      return null;
    }
  }

  // NID: up to the next ":" within the assigned-name (RFC 8141: it ends at "?" or "#"; RFC 2141
  // has no components, so the rest of the string).
  const nidStart = 4;
  let nidEnd = nidStart;
  while (nidEnd < n) {
    const c = s.charCodeAt(nidEnd);
    if (c === 0x3a || (!rfc2141 && (c === 0x3f || c === 0x23))) break;
    nidEnd++;
  }
  let ldh = true;
  for (let k = nidStart; k < nidEnd; k++) {
    const c = s.charCodeAt(k);
    if (isASCIIAlphanumeric(c) || c === 0x2d) continue; // RFC 8141 ldh; RFC 2141 let-num-hyp
    ldh = false;
    // RFC 8141 §2.1: no non-ASCII characters and no encoding in NIDs.
    const seen = sc.generic && (c < 0x80 ? genericRejects(c) : !sc.iri);
    if (!seen) report(sc, 'invalid-urn-nid', k, 'nid', describe(s, k) + ' (letters, digits and "-" only)');
    break;
  }
  const nidLength = nidEnd - nidStart;
  if (ldh) {
    if (nidLength > 0 && s.charCodeAt(nidStart) === 0x2d) {
      // RFC 8141: (alphanum) first; RFC 2141: <let-num> first.
      report(sc, 'invalid-urn-nid', nidStart, 'nid', 'the NID cannot start with "-"');
    } else if (!rfc2141 && nidLength > 1 && s.charCodeAt(nidEnd - 1) === 0x2d) {
      // RFC 8141: (alphanum) last (Appendix B.1: "Disallows '-' at the end of the NID").
      report(sc, 'invalid-urn-nid', nidEnd - 1, 'nid', 'the NID cannot end with "-"');
    } else if (nidLength < (rfc2141 ? 1 : 2) || nidLength > 32) {
      report(sc, 'invalid-urn-nid-length', nidLength > 32 ? nidStart + 32 : nidStart, 'nid', `the NID has ${nidLength} character${nidLength === 1 ? '' : 's'}`);
    } else if (rfc2141 && nidLength === 3 && s.slice(nidStart, nidEnd).toLowerCase() === 'urn') {
      // RFC 2141 §2.1 (the NID is case-insensitive). RFC 8141 has no such rule: §5.1 forbids only
      // NIDs starting with "urn-" for formal namespaces, and "urn" is valid §2 syntax.
      report(sc, 'urn-nid-reserved', nidStart, 'nid');
    }
  }
  if (nidEnd >= n || s.charCodeAt(nidEnd) !== 0x3a) {
    report(sc, 'missing-urn-nss', nidEnd, 'nss', 'no ":" after the NID');
    return null;
  }

  // NSS: RFC 8141 §2 NSS = pchar *(pchar / "/"), ended by "?" or "#"; RFC 2141 §2.2 NSS =
  // 1*<URN chars>, to the end.
  const nssStart = nidEnd + 1;
  let nssEnd = n;
  if (!rfc2141) {
    nssEnd = nssStart;
    while (nssEnd < n) {
      const c = s.charCodeAt(nssEnd);
      if (c === 0x3f || c === 0x23) break;
      nssEnd++;
    }
  }
  if (nssEnd === nssStart) report(sc, 'missing-urn-nss', nssStart, 'nss', 'the NSS is empty');
  else if (!rfc2141 && s.charCodeAt(nssStart) === 0x2f) report(sc, 'invalid-urn-nss', nssStart, 'nss', 'the NSS starts with a pchar, not "/"');
  if (rfc2141) checkNss2141(sc, nssStart, nssEnd);
  else checkUrnChars(sc, nssStart, nssEnd, PCHAR | RfcSet.Slash, 'nss', 'invalid-urn-nss', false);
  const parts: UrnParts = { nid: s.slice(nidStart, nidEnd), nss: s.slice(nssStart, nssEnd), rComponent: null, qComponent: null, fComponent: null };
  if (rfc2141) return parts;

  // RFC 8141 §2 rq-components = [ "?+" r-component ] [ "?=" q-component ]
  let i = nssEnd;
  if (i < n && s.charCodeAt(i) === 0x3f && s.charCodeAt(i + 1) === 0x2b) {
    // §2.3.1: "The r-component ends with a "?=" sequence ... or a "#" character".
    const start = i + 2;
    let k = start;
    while (k < n) {
      const c = s.charCodeAt(k);
      if (c === 0x23 || (c === 0x3f && s.charCodeAt(k + 1) === 0x3d)) break;
      k++;
    }
    checkRqComponent(sc, start, k, 'r-component', '?+');
    parts.rComponent = s.slice(start, k);
    i = k;
  }
  if (i < n && s.charCodeAt(i) === 0x3f) {
    if (s.charCodeAt(i + 1) === 0x3d) {
      // §2.3.2: "The q-component ends with a "#" character". A later "?+" is q-component data.
      const start = i + 2;
      const k = indexOrEnd(s, '#', start);
      checkRqComponent(sc, start, k, 'q-component', '?=');
      parts.qComponent = s.slice(start, k);
      i = k;
    } else {
      // §2: 'a "?" that is not immediately followed by "=" or "+" is not defined for URNs and
      // SHOULD be treated as a syntax error by URN-specific parsers'.
      report(sc, 'invalid-urn-question-mark', i, 'rq-components', s.charCodeAt(i + 1) === 0x2b ? '"?+" after "?="' : undefined);
      i = indexOrEnd(s, '#', i);
    }
  }
  if (i < n) { // §2.3.3 f-component = fragment (RFC 3986 §3.5), may be empty
    checkUrnChars(sc, i + 1, n, QUERY_CHARS, 'f-component', 'invalid-urn-component', false);
    parts.fComponent = s.slice(i + 1);
  }
  return parts;
}

function newScan(s: string, syntax: UrnSyntax | undefined, iri: boolean, generic: boolean, sink: RfcSink, warnings: boolean): Scan {
  if (syntax !== undefined && syntax !== 'rfc8141' && syntax !== 'rfc2141') {
    throw new RangeError(`urn: unknown syntax ${JSON.stringify(syntax)}`);
  }
  const sc: Scan = { s, rfc2141: syntax === 'rfc2141', iri, generic, warnings, sink, errors: 0, check: { s, mode: { iri, allowBidiIsolates: false, nonASCIIFix: generic ? undefined : 'pass { iri: true } for the IRI form' }, sink } };
  sc.check.sink = (issue: RfcIssue) => { sc.errors++; sink(issue); };
  return sc;
}

/**
 * Checks `s` against the URN grammar and reports each problem to `sink` with its index in s.
 * Given a strict Mode (the hook in parseReference), the grammar is the mode's `urn` option, the
 * IRI form is allowed in mode rfc3987, and characters the strict parser has already rejected are
 * not reported again. Given 'rfc8141' or 'rfc2141', s is checked alone, as an ASCII URN.
 * Warnings (RFC 2141 §2.3.2 and §2.4) are reported only when `warnings` is true.
 */
export function checkUrn(s: string, mode: Mode | UrnSyntax, sink: RfcSink, warnings = false): void {
  if (typeof mode === 'string') scanUrn(newScan(s, mode, false, false, sink, warnings));
  else if (mode.urn !== 'none') scanUrn(newScan(s, mode.urn, mode.iri, true, sink, warnings));
}

/**
 * Parses a URN (RFC 8141 §2, or RFC 2141 §2 with { urn: 'rfc2141' }) into its parts, as
 * written. Throws IRIError with the code and index of the first error.
 */
export function parseUrn(str: string, options?: UrnOptions): UrnParts {
  const bag = optionBag(options, 'urn.parse');
  const syntax = enumOption(bag, 'urn', URN_SYNTAXES, 'rfc8141', 'urn.parse');
  return scanUrn(newScan(str, syntax, boolOption(bag, 'iri', false), false, throwingSink(str), false)) as UrnParts;
}

/** The parts of s when it is a URN (IRI form allowed), else null. */
function urnOrNull(s: string, syntax: UrnSyntax | undefined): UrnParts | null {
  const sc = newScan(s, syntax, true, false, () => {}, false);
  const parts = scanUrn(sc);
  return sc.errors === 0 ? parts : null;
}

/** a and b equal with the hex digits of each pct-encoded triplet compared case-insensitively. */
function equalIgnoringPctCase(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const c = a.charCodeAt(i);
    if (c !== b.charCodeAt(i)) return false;
    if (c === 0x25) { // both valid: two hex digits follow in each (RFC 3986 §6.2.2.1)
      if (hexValue(a.charCodeAt(i + 1)) !== hexValue(b.charCodeAt(i + 1))) return false;
      if (hexValue(a.charCodeAt(i + 2)) !== hexValue(b.charCodeAt(i + 2))) return false;
      i += 2;
    }
  }
  return true;
}

/**
 * URN-equivalence. RFC 8141 §3.1: the assigned-names are equal after lowercasing "urn" and the
 * NID and uppercasing the hex digits of pct-encoded triplets in the NSS (never decoding them);
 * r-, q- and f-components are ignored. RFC 2141 §5 ({ urn: 'rfc2141' }): the same case
 * normalizations over the whole URN (it has no components: "?" and "#" are NSS characters).
 * IRI forms are compared as written (RFC 3987 §5.3.1: no mapping to URIs). When a or b is not a
 * URN, the answer is simple string comparison (RFC 3986 §6.2.1), so the relation stays
 * reflexive.
 */
export function urnEquivalent(a: string, b: string, options?: UrnOptions): boolean {
  const syntax = enumOption(optionBag(options, 'urn.equivalent'), 'urn', URN_SYNTAXES, 'rfc8141', 'urn.equivalent');
  const pa = urnOrNull(a, syntax);
  const pb = pa === null ? null : urnOrNull(b, syntax);
  if (pa === null || pb === null) return a === b;
  return pa.nid.toLowerCase() === pb.nid.toLowerCase() && equalIgnoringPctCase(pa.nss, pb.nss);
}
