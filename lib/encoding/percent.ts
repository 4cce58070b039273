// URL §1.3 percent-encoded bytes: the percent-encode sets (chained as the spec defines them),
// UTF-8 percent-encode and percent-decode.

import { hexValue, codePointAt } from '../core/chars';
import { toUSVString } from '../core/chars';
import { encodeCodePointUTF8, utf8DecodeWithoutBOM } from './utf8';

/** Percent-encode sets as bits; a code point above U+007E is in every set. */
export const enum EncodeSet {
  C0Control = 1,
  Fragment = 2,
  Query = 4,
  SpecialQuery = 8,
  Path = 16,
  Userinfo = 32,
  Component = 64,
  FormUrlencoded = 128,
}

/** ENCODE_SETS[c] has bit S set when ASCII code point c is in set S. */
export const ENCODE_SETS: Uint8Array = /* @__PURE__ */ buildEncodeSets();

function buildEncodeSets(): Uint8Array {
  const t = new Uint8Array(128);
  const add = (bits: number, chars: string) => {
    for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] |= bits;
  };
  // Each set includes the ones it is defined from (URL §1.3).
  const C0 = 0xff, FRAG = 0xfe & ~EncodeSet.Query & ~EncodeSet.SpecialQuery;
  const QUERY = 0xfe & ~EncodeSet.Fragment;
  const PATH = EncodeSet.Path | EncodeSet.Userinfo | EncodeSet.Component | EncodeSet.FormUrlencoded;
  const USERINFO = PATH & ~EncodeSet.Path;
  const COMPONENT = USERINFO & ~EncodeSet.Userinfo;
  for (let c = 0; c < 0x20; c++) t[c] = C0; // C0 controls
  t[0x7f] = C0; // code points greater than U+007E
  // fragment set = C0 + space " < > `; query set = C0 + space " # < >; both reach path and up.
  add(FRAG | QUERY, ' "<>');
  add(FRAG, '`');
  add(QUERY, '#');
  add(EncodeSet.SpecialQuery, "'"); // only special-query: path/userinfo/component derive from query, not special-query
  add(PATH, '?^`{}');
  add(USERINFO, '/:;=@[\\]|');
  add(COMPONENT, '$%&+,');
  add(EncodeSet.FormUrlencoded, "!'()~");
  return t;
}

/** "%XX" for every byte (upper-case hex, URL §1.3 percent-encode a byte). */
const PCT: string[] = /* @__PURE__ */ (() => {
  const hex = '0123456789ABCDEF';
  const t: string[] = [];
  for (let b = 0; b < 256; b++) t.push('%' + hex.charAt(b >> 4) + hex.charAt(b & 15));
  return t;
})();

/** Index of the first code unit in s[start,end) that `set` encodes, or end. */
export function findEncoded(s: string, start: number, end: number, set: EncodeSet): number {
  if (end - start > 24) {
    // Long runs: one native scan (a character class, nothing to backtrack).
    const re = setRegExp(set);
    re.lastIndex = start;
    const m = re.exec(s);
    return m === null || m.index > end ? end : m.index;
  }
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || (ENCODE_SETS[c] & set) !== 0) return i;
  }
  return end;
}

const SET_REGEXPS: { [set: number]: RegExp } = {};

/** /[^kept]/g for a set: matches the first code unit the set encodes. */
function setRegExp(set: EncodeSet): RegExp {
  let re = SET_REGEXPS[set];
  if (re === undefined) {
    let kept = '';
    for (let c = 0x20; c < 0x7f; c++) {
      if ((ENCODE_SETS[c] & set) === 0) kept += '\\x' + (c < 16 ? '0' : '') + c.toString(16);
    }
    re = SET_REGEXPS[set] = new RegExp('[^' + kept + ']', 'g');
  }
  return re;
}

/** The percent-encoded UTF-8 of the code point at s[i] (lone surrogates as U+FFFD). */
function encodeCodePoint(s: string, i: number, end: number): string {
  const c = s.charCodeAt(i);
  if (c < 0x80) return PCT[c];
  if (c < 0x800) return PCT[0xc0 | (c >> 6)] + PCT[0x80 | (c & 0x3f)];
  if ((c & 0xf800) === 0xd800) {
    const cp = codePointAt(s, i, end);
    if (cp > 0xffff) {
      return PCT[0xf0 | (cp >> 18)] + PCT[0x80 | ((cp >> 12) & 0x3f)] + PCT[0x80 | ((cp >> 6) & 0x3f)] + PCT[0x80 | (cp & 0x3f)];
    }
    return '%EF%BF%BD'; // a lone surrogate is U+FFFD
  }
  return PCT[0xe0 | (c >> 12)] + PCT[0x80 | ((c >> 6) & 0x3f)] + PCT[0x80 | (c & 0x3f)];
}

/**
 * URL §1.3 UTF-8 percent-encode s[start,end) using `set`; a slice when nothing needs encoding.
 * With spaceAsPlus (application/x-www-form-urlencoded), U+0020 becomes "+".
 */
export function utf8PercentEncode(s: string, start: number, end: number, set: EncodeSet, spaceAsPlus = false): string {
  let i = findEncoded(s, start, end, set);
  if (i === end) return start === 0 && end === s.length ? s : s.slice(start, end);
  if (end - start > 1024) return encodeLong(s, start, i, end, set, spaceAsPlus);
  let out = s.slice(start, i);
  let from = i;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && (ENCODE_SETS[c] & set) === 0) { i++; continue; }
    if (from < i) out += s.slice(from, i);
    if (spaceAsPlus && c === 0x20) {
      out += '+';
      i++;
    } else {
      out += encodeCodePoint(s, i, end);
      i += codePointAt(s, i, end) > 0xffff ? 2 : 1;
    }
    from = i;
  }
  if (from < end) out += s.slice(from, end);
  return out;
}

const HEX_UNITS = [0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46];

/**
 * utf8PercentEncode for long input: code units go to an array turned into strings in chunks,
 * so the time stays linear (many small strings joined by += do not, past a few 100k).
 */
function encodeLong(s: string, start: number, i: number, end: number, set: EncodeSet, spaceAsPlus: boolean): string {
  const chunks: string[] = [s.slice(start, i)];
  const units: number[] = [];
  const flush = () => {
    if (units.length > 0) {
      chunks.push(String.fromCharCode.apply(null, units));
      units.length = 0;
    }
  };
  const byte = (b: number) => { units.push(0x25, HEX_UNITS[b >> 4], HEX_UNITS[b & 15]); };
  let from = i;
  while (i < end) {
    let c = s.charCodeAt(i);
    if (c < 0x80 && (ENCODE_SETS[c] & set) === 0) { i++; continue; }
    if (from < i) { flush(); chunks.push(s.slice(from, i)); }
    i++;
    if (spaceAsPlus && c === 0x20) units.push(0x2b);
    else if (c < 0x80) byte(c);
    else if (c < 0x800) { byte(0xc0 | (c >> 6)); byte(0x80 | (c & 0x3f)); }
    else {
      if ((c & 0xf800) === 0xd800) {
        const cp = codePointAt(s, i - 1, end);
        if (cp > 0xffff) {
          c = cp;
          i++;
          byte(0xf0 | (c >> 18)); byte(0x80 | ((c >> 12) & 0x3f)); byte(0x80 | ((c >> 6) & 0x3f)); byte(0x80 | (c & 0x3f));
          from = i;
          if (units.length > 8192) flush();
          continue;
        }
        c = 0xfffd; // a lone surrogate is U+FFFD
      }
      byte(0xe0 | (c >> 12)); byte(0x80 | ((c >> 6) & 0x3f)); byte(0x80 | (c & 0x3f));
    }
    from = i;
    if (units.length > 8192) flush();
  }
  flush();
  if (from < end) chunks.push(s.slice(from, end));
  return chunks.join('');
}

/** URL §1.3 percent-decode a string: the bytes of its UTF-8 encoding, with %XX decoded. */
export function percentDecodeToBytes(s: string, start = 0, end = s.length): number[] {
  const out: number[] = [];
  for (let i = start; i < end; ) {
    const c = s.charCodeAt(i);
    if (c === 0x25 && i + 2 < end) {
      const h = hexValue(s.charCodeAt(i + 1)), l = hexValue(s.charCodeAt(i + 2));
      if (h >= 0 && l >= 0) { out.push((h << 4) | l); i += 3; continue; }
    }
    if (c < 0x80) { out.push(c); i++; }
    else i += encodeCodePointUTF8(s, i, out);
  }
  return out;
}

/** UTF-8 decode without BOM of the percent-decoding of s (used by the host parser and forms). */
export function percentDecodeString(s: string, start = 0, end = s.length): string {
  // Without "%", decoding the UTF-8 encoding gives the string back, lone surrogates as U+FFFD.
  let percent = false;
  let ascii = true;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x25) { percent = true; break; }
    if (c >= 0x80) ascii = false;
  }
  const slice = start === 0 && end === s.length ? s : s.slice(start, end);
  if (!percent) return ascii ? slice : toUSVString(slice);
  return utf8DecodeWithoutBOM(percentDecodeToBytes(s, start, end));
}
