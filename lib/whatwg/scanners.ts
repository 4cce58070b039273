// The native scans of the URL parser (URL §4.4): regular expressions that find the first code
// unit a state would not copy as it is, made from the percent-encode sets (URL §1.3) and the host
// code-point sets (URL §3.2), never by hand (spec-tests/whatwg-url/scanners.test.ts checks them).

import { ENCODE_SETS, EncodeSet } from '../encoding/percent';
import { isASCIIUpperAlpha, isForbiddenDomainCodePoint, asciiClass } from '../core/chars';
import { regExpIntact } from '../core/regexp';
import { SPEED_PATHS } from '../core/build';

/**
 * A code point that every host keeps as written: printable ASCII, not a forbidden domain code
 * point (URL §3.2: nor a forbidden host code point, nor "%"), not ASCII upper alpha. A domain of
 * these is itself (URL §3.3 domain to ASCII step 5, no "%" to decode); so is an opaque host (URL
 * §3.5 opaque-host parser: none is forbidden, none is in the C0 control percent-encode set).
 */
export function isPlainHostCodePoint(c: number): boolean {
  return c > 0x20 && c < 0x7f && !isForbiddenDomainCodePoint(c) && !isASCIIUpperAlpha(c);
}

/**
 * A scan: where a run of code units that keep() accepts ends (C0 controls and above U+007E always
 * do), with `dots` also before a "/" followed by "." or "%". Twice: a table read one code unit at a
 * time, and the regular expression /[^kept]/g (`g` for lastIndex: ES5 has no `y`).
 */
export interface Scan { keep: Uint8Array; dots: boolean; re: RegExp | null }

function stopAt(keep: (c: number) => boolean, dots: boolean): Scan {
  const table = new Uint8Array(128);
  for (let c = 0; c < 0x80; c++) table[c] = c > 0x20 && c < 0x7f && keep(c) ? 1 : 0;
  // (The size-first builds read the table only: core/regexp.ts.)
  const re = SPEED_PATHS ? new RegExp('[^' + asciiClass(keep) + ']' + (dots ? '|\\/[.%]' : ''), 'g') : null;
  return { keep: table, dots, re };
}

/** Whether ASCII c is outside the percent-encode set. */
function notIn(set: EncodeSet): (c: number) => boolean {
  return (c) => (ENCODE_SETS[c] & set) === 0;
}

/**
 * The path state for a special URL: outside the path percent-encode set (which holds "?" and "#"),
 * not "\\"; also a "/" before "." or "%", where a dot segment may start (a match of two code units).
 */
export const PATH_STOP: Scan = /* @__PURE__ */ stopAt((c) => notIn(EncodeSet.Path)(c) && c !== 0x5c, true);

/** PATH_STOP for a file URL: also ":" and "|", which may end a Windows drive letter (URL §4.1). */
export const FILE_PATH_STOP: Scan = /* @__PURE__ */ stopAt((c) => notIn(EncodeSet.Path)(c) && c !== 0x5c && c !== 0x3a && c !== 0x7c, true);

/**
 * The opaque path state: outside the C0 control percent-encode set, and not space (kept in the
 * middle, but "%20" before "?" or "#"), "?" or "#" (which end the path).
 */
export const OPAQUE_PATH_STOP: Scan = /* @__PURE__ */ stopAt((c) => notIn(EncodeSet.C0Control)(c) && c !== 0x20 && c !== 0x3f && c !== 0x23, false);

/** The query state of a special URL: outside the special-query percent-encode set (which holds "#"). */
export const SPECIAL_QUERY_STOP: Scan = /* @__PURE__ */ stopAt(notIn(EncodeSet.SpecialQuery), false);

/** The query state of a URL that is not special: outside the query percent-encode set (which holds "#"). */
export const QUERY_STOP: Scan = /* @__PURE__ */ stopAt(notIn(EncodeSet.Query), false);

/** The fragment state: outside the fragment percent-encode set. */
export const FRAGMENT_STOP: Scan = /* @__PURE__ */ stopAt(notIn(EncodeSet.Fragment), false);

/** The host and authority states: a plain host code point (isPlainHostCodePoint). */
export const HOST_PLAIN_STOP: Scan = /* @__PURE__ */ stopAt(isPlainHostCodePoint, false);

/** isPlainHostCodePoint of each ASCII code point as 1 or 0 (HOST_PLAIN_STOP's table). */
export const PLAIN_HOST: Uint8Array = HOST_PLAIN_STOP.keep;

/**
 * The table of a scan over s[i, end): where it stops, or end. With `out`, the run is also copied
 * at out[o...] as it is read (one pass where a caller writes it: the run ends at o + stop - i).
 */
export function tableStop(scan: Scan, s: string, i: number, end: number, out: Uint8Array | null = null, o = 0): number {
  const keep = scan.keep;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || keep[c] === 0) return i;
    if (c === 0x2f && scan.dots && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d === 0x2e || d === 0x25) return i;
    }
    if (out !== null) out[o++] = c;
  }
  return end;
}

/** Code units left from which a scan runs its regular expression (below: its table). */
const SHORT_SCAN = 8;

/**
 * The index of the first code unit of s from `from` on where `scan` stops, or s.length: by its
 * regular expression (faster than the table from about 8 code units on), else by its table (also
 * in a program that replaced RegExp.prototype.test or exec: core/regexp.ts).
 */
export function firstStop(scan: Scan, s: string, from: number): number {
  const re = scan.re;
  if (s.length - from < SHORT_SCAN || re === null || !regExpIntact()) return tableStop(scan, s, from, s.length);
  re.lastIndex = from;
  // test, not exec: no match object to allocate. A match is one code unit, or "/." or "/%".
  if (!re.test(s)) return s.length;
  const e = re.lastIndex;
  const c = s.charCodeAt(e - 1);
  return (c === 0x2e || c === 0x25) && e - 2 >= from && s.charCodeAt(e - 2) === 0x2f ? e - 2 : e - 1;
}
