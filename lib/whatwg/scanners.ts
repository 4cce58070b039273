// The native scans of the URL parser (URL §4.4): regular expressions that find the first code
// unit a state would not copy as it is, each made from the percent-encode sets (URL §1.3,
// encoding/percent.ts) and the host code-point sets (URL §3.2, core/chars.ts), never written by
// hand. spec-tests/whatwg-url/scanners.test.ts checks each against those sets on every ASCII
// code point and on code points above.

import { ENCODE_SETS, EncodeSet } from '../encoding/percent';
import { isASCIIUpperAlpha, isForbiddenDomainCodePoint, asciiClass } from '../core/chars';

/**
 * A code point that every host keeps as written, up to ASCII lower case: printable ASCII that is
 * not a forbidden domain code point (URL §3.2: nor a forbidden host code point, nor "%") and not
 * ASCII upper alpha. A domain of these is itself in ASCII lower case (URL §3.3 domain to ASCII
 * step 5, no "%" to decode); an opaque host of these is itself (URL §3.5 opaque-host parser: none
 * is forbidden, none is in the C0 control percent-encode set).
 */
export function isPlainHostCodePoint(c: number): boolean {
  return c > 0x20 && c < 0x7f && !isForbiddenDomainCodePoint(c) && !isASCIIUpperAlpha(c);
}

/** isPlainHostCodePoint of each ASCII code point as 1 or 0, for hosts too short for a native scan to pay. */
export const PLAIN_HOST: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 0x80; c++) t[c] = isPlainHostCodePoint(c) ? 1 : 0;
  return t;
})();

/**
 * /[^kept]/g: matches the first code unit that keep() rejects (C0 controls, U+007F and
 * everything above U+007E always match), with `g` for lastIndex (ES5 has no `y`), then `tail`
 * as more alternatives.
 */
function stopAt(keep: (c: number) => boolean, tail: string): RegExp {
  return new RegExp('[^' + asciiClass(keep) + ']' + tail, 'g');
}

/** Whether ASCII c is outside the percent-encode set. */
function notIn(set: EncodeSet): (c: number) => boolean {
  return (c) => (ENCODE_SETS[c] & set) === 0;
}

/**
 * The path state for a special URL: outside the path percent-encode set, not "\\" (which ends a
 * segment there); "?" and "#" are in the set. Also stops at a "/" followed by "." or "%", where a
 * dot segment may start ("." and "%" never match alone, so a match is at lastIndex - 1 or - 2).
 */
export const PATH_STOP: RegExp = /* @__PURE__ */ stopAt((c) => notIn(EncodeSet.Path)(c) && c !== 0x5c, '|\\/[.%]');

/** PATH_STOP for a file URL: also ":" and "|", which may end a Windows drive letter (URL §4.1). */
export const FILE_PATH_STOP: RegExp = /* @__PURE__ */ stopAt((c) => notIn(EncodeSet.Path)(c) && c !== 0x5c && c !== 0x3a && c !== 0x7c, '|\\/[.%]');

/**
 * The opaque path state: outside the C0 control percent-encode set, and not space (kept in the
 * middle, but "%20" before "?" or "#"), "?" or "#" (which end the path).
 */
export const OPAQUE_PATH_STOP: RegExp = /* @__PURE__ */ stopAt((c) => notIn(EncodeSet.C0Control)(c) && c !== 0x20 && c !== 0x3f && c !== 0x23, '');

/** The query state of a special URL: outside the special-query percent-encode set (which holds "#"). */
export const SPECIAL_QUERY_STOP: RegExp = /* @__PURE__ */ stopAt(notIn(EncodeSet.SpecialQuery), '');

/** The query state of a URL that is not special: outside the query percent-encode set (which holds "#"). */
export const QUERY_STOP: RegExp = /* @__PURE__ */ stopAt(notIn(EncodeSet.Query), '');

/** The fragment state: outside the fragment percent-encode set. */
export const FRAGMENT_STOP: RegExp = /* @__PURE__ */ stopAt(notIn(EncodeSet.Fragment), '');

/** The host and authority states: a plain host code point (isPlainHostCodePoint). */
export const HOST_PLAIN_STOP: RegExp = /* @__PURE__ */ stopAt(isPlainHostCodePoint, '');

/**
 * The index of the first code unit of s from `from` on that re (one of the above) matches, or
 * s.length. A match is one code unit, or two for the path's "/." and "/%".
 */
export function firstStop(re: RegExp, s: string, from: number): number {
  // (Only where RegExp's built-ins are the engine's: parse.ts basicParse runs the recognizer and
  // the one pass only then, core/regexp.ts.)
  re.lastIndex = from;
  // test, not exec: no match object to allocate.
  if (!re.test(s)) return s.length;
  const e = re.lastIndex;
  const c = s.charCodeAt(e - 1);
  return (c === 0x2e || c === 0x25) && e - 2 >= from && s.charCodeAt(e - 2) === 0x2f ? e - 2 : e - 1;
}
