// The character check of one component, shared by the strict parser (parse.ts) and the URN
// grammar (urn.ts): RFC 3986 §2 character classes plus pct-encoded (§2.1), and in RFC 3987 mode
// ucschar (§2.2 iunreserved), iprivate (query only) and no bidi formatting characters (§4.1).

import { rfcIssue } from '../core/errors';
import type { RfcErrorCode, RfcSink } from '../core/errors';
import { codePointAt, hexValue } from '../core/chars';
import {
  PCHAR, QUERY_CHARS, REG_NAME_CHARS, RFC_CHARS, RfcSet, USERINFO_CHARS, isBidiFormatting, isBidiIsolate, isIprivate, isUcschar,
} from './chars';

/** What a component check needs besides the characters it allows. */
export interface CheckContext {
  s: string;
  /**
   * The mode's settings the check reads (a strict Mode has both); `nonASCIIFix`, the option that
   * allows non-ASCII characters where the caller is not an IRI mode (urn.parse: `{ iri: true }`).
   */
  mode: { iri: boolean; allowBidiIsolates: boolean; nonASCIIFix?: string };
  sink: RfcSink;
}

/** "U+00E9" */
export function hex4(cp: number): string {
  let h = cp.toString(16).toUpperCase();
  while (h.length < 4) h = '0' + h;
  return 'U+' + h;
}

/** RFC 3986 §2.1 pct-encoded = "%" HEXDIG HEXDIG at s[i] (before end). */
export function isPctTriplet(s: string, i: number, end: number): boolean {
  return i + 2 < end && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0;
}

/**
 * The error for non-ASCII code point cp in a component that allows `allowed` (and iprivate when
 * `iprivate`), or null when the component may hold it.
 */
export function nonASCIIError(cp: number, mode: CheckContext['mode'], allowed: number, iprivate: boolean): RfcErrorCode | null {
  if (!mode.iri) return 'non-ascii-character'; // RFC 3986 §2: a URI is ASCII
  if (isBidiFormatting(cp) || (isBidiIsolate(cp) && !mode.allowBidiIsolates)) return 'bidi-formatting-character'; // RFC 3987 §4.1
  if (isUcschar(cp)) return (allowed & RfcSet.Unreserved) !== 0 ? null : 'invalid-character'; // iunreserved
  if (isIprivate(cp)) return iprivate ? null : 'iprivate-outside-query';
  return 'invalid-character';
}

/**
 * Checks s[start,end) against `allowed` (RFC 3986 character classes) plus pct-encoded, and in
 * RFC 3987 mode ucschar (and iprivate when `iprivate`); an ASCII character outside the set is
 * reported as `code`. Returns false when anything failed.
 */
export function checkChars(
  ctx: CheckContext, start: number, end: number, allowed: number, component: string, iprivate = false,
  code: RfcErrorCode = 'invalid-character',
): boolean {
  const s = ctx.s;
  let ok = true;
  // Fast exit: a native scan for the first code unit outside the set (and "%"); when there is
  // none, only the triplets are left to check.
  const stop = end - start > 32 ? STOPS[allowed] : undefined; // short ranges: the loop is cheaper
  let from = start;
  if (stop !== undefined) {
    stop.lastIndex = start;
    const m = stop.exec(s);
    from = m === null || m.index >= end ? end : m.index;
    if (from === end) {
      for (let p = s.indexOf('%', start); p >= 0 && p < end; p = s.indexOf('%', p + 1)) {
        if (!isPctTriplet(s, p, end)) { from = start; break; }
      }
      if (from === end) return true;
    }
    from = start; // something to report: the full loop finds it with its index
  }
  for (let i = from; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((RFC_CHARS[c] & allowed) !== 0) continue;
      if (c === 0x25) { // RFC 3986 §2.1
        if (isPctTriplet(s, i, end)) { i += 2; continue; }
        ctx.sink(rfcIssue('invalid-percent-encoding', i, component));
        ok = false;
        continue;
      }
      ctx.sink(rfcIssue(code, i, component, `${JSON.stringify(s.charAt(i))} in ${component}`));
      ok = false;
      continue;
    }
    const cp = codePointAt(s, i, end);
    const error = nonASCIIError(cp, ctx.mode, allowed, iprivate);
    if (error !== null) {
      const fix = ctx.mode.nonASCIIFix !== undefined ? ctx.mode.nonASCIIFix : 'use mode "rfc3987" for IRIs';
      const what = error === 'non-ascii-character' ? `${hex4(cp)}: percent-encode its UTF-8, or ${fix}`
        : error === 'invalid-character' ? `${hex4(cp)} in ${component}` : hex4(cp);
      ctx.sink(rfcIssue(error, i, component, what));
      ok = false;
    }
    if (cp > 0xffff) i++;
  }
  return ok;
}

/**
 * For the sets components use: the first code unit that is neither in the set nor "%"
 * (ASCII classes; everything non-ASCII stops). `g` for lastIndex (ES5 has no `y`).
 */
const STOPS: { [allowed: number]: RegExp } = /* @__PURE__ */ stopTable();

/** STOPS, made in a function so that a bundle without this module's checks drops it. */
function stopTable(): { [allowed: number]: RegExp } {
  const t: { [allowed: number]: RegExp } = {};
  t[PCHAR | RfcSet.Slash] = /[^!$-;=@-Z_a-z~]/g;
  t[QUERY_CHARS] = /[^!$-;=?-Z_a-z~]/g;
  t[USERINFO_CHARS] = /[^!$-.0-;=A-Z_a-z~]/g;
  t[REG_NAME_CHARS] = /[^!$-.0-9;=A-Z_a-z~]/g;
  return t;
}
