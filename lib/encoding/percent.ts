// URL §1.3 percent-encoded bytes: the percent-encode sets (chained as the spec defines them),
// UTF-8 percent-encode and percent-decode.

import { hexValue, codePointAt, asciiClass } from '../core/chars';
import { toUSVString } from '../core/chars';
import { encodeCodePointUTF8, utf8DecodeWithoutBOM } from './utf8';
import { asciiString } from '../core/ascii-string';
import { SPEED_PATHS } from '../core/build';
import { regExpIntact } from '../core/regexp';

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

/** Index of the first code unit in s[start,end) that `set` encodes, or end. */
export function findEncoded(s: string, start: number, end: number, set: EncodeSet): number {
  if (SPEED_PATHS && end - start > 24 && regExpIntact()) {
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
    re = SET_REGEXPS[set] = new RegExp('[^' + asciiClass((c) => (ENCODE_SETS[c] & set) === 0) + ']', 'g');
  }
  return re;
}

/** The upper-case hexadecimal digits (URL §1.3 percent-encode a byte). */
export const HEX_UNITS = [0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46];

/** URL §1.3 percent-encode a byte: "%" and its two hexadecimal digits at buf[o...]; returns o + 3. */
export function percentEncodeByte(buf: Uint8Array, o: number, b: number): number {
  buf[o] = 0x25; buf[o + 1] = HEX_UNITS[b >> 4]; buf[o + 2] = HEX_UNITS[b & 15];
  return o + 3;
}

/** Code units encoded into the buffer at a time (at most 9 bytes out per unit in). */
const SHORT_INPUT = 455;
/** The output buffer of utf8PercentEncode, kept from call to call. */
let scratch: Uint8Array | null = null;
const scratchViews: Uint8Array[] = [];

/**
 * URL §1.3 UTF-8 percent-encode s[start,end) using `set`; a slice when nothing needs encoding.
 * With spaceAsPlus (application/x-www-form-urlencoded), U+0020 becomes "+". The output is ASCII
 * (everything else is encoded): each block of SHORT_INPUT code units is written into a buffer
 * and made one flat string, with no concatenation per code point (no rope of small strings for
 * the URL to keep; linear time on long input).
 */
export function utf8PercentEncode(s: string, start: number, end: number, set: EncodeSet, spaceAsPlus = false): string {
  const i = findEncoded(s, start, end, set);
  if (i === end) return start === 0 && end === s.length ? s : s.slice(start, end);
  if (SPEED_PATHS && end - start <= SLICED_INPUT) {
    const sliced = encodeSliced(s, start, i, end, set, spaceAsPlus);
    if (sliced !== null) return sliced;
  }
  const buf = scratch || (scratch = new Uint8Array(9 * SHORT_INPUT));
  if (SPEED_PATHS && end - start <= SHORT_INPUT) {
    // One block: no chunk array (a speed path, as the blocks below give the same string).
    let o = 0;
    for (let j = start; j < i; j++) buf[o++] = s.charCodeAt(j);
    return asciiString(buf, utf8PercentEncodeInto(buf, o, s, i, end, set, spaceAsPlus), scratchViews);
  }
  const chunks: string[] = [s.slice(start, i)];
  for (let a = i; a < end; ) {
    let b = a + SHORT_INPUT;
    if (b >= end) b = end;
    else if ((s.charCodeAt(b - 1) & 0xfc00) === 0xd800) b--; // a surrogate pair stays in one block
    chunks.push(asciiString(buf, utf8PercentEncodeInto(buf, 0, s, a, b, set, spaceAsPlus), scratchViews));
    a = b;
  }
  return chunks.join('');
}

/** Longest input, and most pieces, that encodeSliced takes (speed path). */
const SLICED_INPUT = 64, SLICED_PIECES = 6;

/** "%XX" for each byte below 0x80, made on first use. */
let asciiEscapes: string[] | null = null;

/**
 * utf8PercentEncode of a short s[start,end) whose first code unit to encode is s[i], built from
 * at most SLICED_PIECES pieces: runs of the input kept as slices, "%XX" for an ASCII code unit,
 * and the engine's encodeURIComponent for a run of non-ASCII code points (ECMAScript §19.2.6.5
 * Encode: UTF-8, "%" and two upper-case hexadecimal digits per byte, as URL §1.3 percent-encode
 * writes them). Null when it would take more pieces, or for a surrogate (the buffer path does
 * those): then the caller encodes in its buffer. The pieces are joined in a rope that the URL
 * serializer flattens with the rest of the href (whatwg/parts.ts), so no rope is kept.
 */
function encodeSliced(s: string, start: number, i: number, end: number, set: EncodeSet, spaceAsPlus: boolean): string | null {
  const escapes = asciiEscapes || (asciiEscapes = makeAsciiEscapes());
  let out = i > start ? s.slice(start, i) : '';
  let pieces = 1;
  let from = i; // start of the run kept as it is
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((ENCODE_SETS[c] & set) === 0) { i++; continue; }
      if (++pieces > SLICED_PIECES) return null;
      if (i > from) out += s.slice(from, i);
      out += spaceAsPlus && c === 0x20 ? '+' : escapes[c];
      from = ++i;
      continue;
    }
    let j = i;
    for (let d = c; d >= 0x80; d = j < end ? s.charCodeAt(j) : 0) {
      if ((d & 0xf800) === 0xd800) return null;
      j++;
    }
    if (++pieces > SLICED_PIECES) return null;
    if (i > from) out += s.slice(from, i);
    out += encodeURIComponent(s.slice(i, j));
    from = i = j;
  }
  return from === end ? out : out + s.slice(from, end);
}

function makeAsciiEscapes(): string[] {
  const t: string[] = [];
  for (let b = 0; b < 0x80; b++) t.push('%' + String.fromCharCode(HEX_UNITS[b >> 4], HEX_UNITS[b & 15]));
  return t;
}

/**
 * URL §1.3 UTF-8 percent-encode s[start,end) using `set`, written as ASCII bytes into buf from
 * index o on (buf must have room for 9 bytes per code unit); returns the index after the last
 * byte written. For a caller that builds a whole string in one buffer. spaceAsPlus: as for
 * utf8PercentEncode.
 */
export function utf8PercentEncodeInto(buf: Uint8Array, o: number, s: string, i: number, end: number, set: EncodeSet, spaceAsPlus?: boolean): number {
  while (i < end) {
    let c = s.charCodeAt(i++);
    if (c < 0x80) {
      if ((ENCODE_SETS[c] & set) === 0) buf[o++] = c;
      else if (spaceAsPlus && c === 0x20) buf[o++] = 0x2b;
      else o = percentEncodeByte(buf, o, c);
      continue;
    }
    // Percent-encode each byte of c's UTF-8 encoding, each length written out (no loop over
    // continuation bytes): the lead byte, then the continuation bytes, the last one below.
    if (c < 0x800) o = percentEncodeByte(buf, o, 0xc0 | (c >> 6));
    else {
      if ((c & 0xf800) === 0xd800) {
        const cp = codePointAt(s, i - 1, end);
        if (cp > 0xffff) {
          c = cp;
          i++;
          o = percentEncodeByte(buf, percentEncodeByte(buf, o, 0xf0 | (c >> 18)), 0x80 | ((c >> 12) & 0x3f));
        } else c = 0xfffd; // a lone surrogate is U+FFFD
      }
      if (c <= 0xffff) o = percentEncodeByte(buf, o, 0xe0 | (c >> 12));
      o = percentEncodeByte(buf, o, 0x80 | ((c >> 6) & 0x3f));
    }
    o = percentEncodeByte(buf, o, 0x80 | (c & 0x3f));
  }
  return o;
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

/**
 * UTF-8 decode without BOM of the percent-decoding of s[start, end) (used by the host parser and
 * forms): what utf8DecodeWithoutBOM(percentDecodeToBytes(s, start, end)) returns.
 *
 * A code point written as such (not escaped) encodes to a whole UTF-8 sequence, which decodes
 * back to it (a lone surrogate to U+FFFD) and neither completes nor continues the escaped bytes
 * around it: its lead byte ends a pending sequence as an error, as the end of the input does.
 * So only the runs of ASCII and escapes go through the byte decoder.
 */
export function percentDecodeString(s: string, start = 0, end = s.length): string {
  if (SPEED_PATHS) {
    // Without "%", the input itself (lone surrogates replaced), as the loop below makes it.
    let k = start;
    while (k < end && s.charCodeAt(k) !== 0x25) k++;
    if (k === end) return toUSVString(start === 0 && end === s.length ? s : s.slice(start, end));
  }
  const parts: string[] = [];
  const bytes: number[] = [];
  for (let i = start; i < end; ) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) {
      let j = i + 1;
      while (j < end && s.charCodeAt(j) >= 0x80) j++;
      if (bytes.length > 0) { parts.push(utf8DecodeWithoutBOM(bytes)); bytes.length = 0; }
      parts.push(toUSVString(s.slice(i, j)));
      i = j;
      continue;
    }
    if (c === 0x25 && i + 2 < end) {
      const h = hexValue(s.charCodeAt(i + 1)), l = hexValue(s.charCodeAt(i + 2));
      if (h >= 0 && l >= 0) { bytes.push((h << 4) | l); i += 3; continue; }
    }
    bytes.push(c);
    i++;
  }
  if (bytes.length > 0) parts.push(utf8DecodeWithoutBOM(bytes));
  return parts.join('');
}
