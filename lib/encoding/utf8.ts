// UTF-8 encode and decode (WHATWG Encoding §UTF-8), on JS strings and plain byte arrays.
// Lone surrogates encode as U+FFFD, as USVString conversion would make them first.

import { codePointAt, pushCodeUnits } from '../core/chars';


/**
 * Appends the UTF-8 bytes of the code point starting at s[i] to out; returns the number of
 * UTF-16 code units consumed (1 or 2).
 */
export function encodeCodePointUTF8(s: string, i: number, out: number[]): number {
  let c = s.charCodeAt(i);
  let used = 1;
  if (c < 0x80) { out.push(c); return 1; }
  if (c < 0x800) { out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f)); return 1; }
  if ((c & 0xf800) === 0xd800) {
    const cp = codePointAt(s, i);
    if (cp > 0xffff) {
      c = cp;
      used = 2;
      out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
      return used;
    }
    c = 0xfffd; // lone surrogate
  }
  out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  return used;
}

/** Encoding §UTF-8 decode without BOM: invalid sequences become U+FFFD (maximal subparts). */
export function utf8DecodeWithoutBOM(bytes: ArrayLike<number>, start = 0, end = bytes.length): string {
  const units: number[] = [];
  const chunks: string[] = [];
  let needed = 0, seen = 0, cp = 0, lower = 0x80, upper = 0xbf;
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if (needed === 0) {
      if (b <= 0x7f) units.push(b);
      else if (b >= 0xc2 && b <= 0xdf) { needed = 1; cp = b & 0x1f; }
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        if (b === 0xed) upper = 0x9f;
        needed = 2; cp = b & 0xf;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        if (b === 0xf4) upper = 0x8f;
        needed = 3; cp = b & 0x7;
      } else units.push(0xfffd);
    } else if (b < lower || b > upper) {
      // Encoding §UTF-8 decoder step 4: error, and the byte is processed again.
      needed = seen = cp = 0; lower = 0x80; upper = 0xbf;
      units.push(0xfffd);
      i--;
      continue;
    } else {
      lower = 0x80; upper = 0xbf;
      cp = (cp << 6) | (b & 0x3f);
      if (++seen === needed) {
        pushCodeUnits(units, cp);
        needed = seen = cp = 0;
      }
    }
    if (units.length >= 4096) { chunks.push(String.fromCharCode.apply(null, units)); units.length = 0; }
  }
  if (needed !== 0) units.push(0xfffd);
  chunks.push(String.fromCharCode.apply(null, units));
  return chunks.length === 1 ? chunks[0] : chunks.join('');
}
