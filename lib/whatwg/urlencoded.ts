// URL §5 application/x-www-form-urlencoded: §5.1 parser (via the §5.3 string parser hook) and
// §5.2 serializer, on a list kept as two parallel arrays (names[i], values[i]).

import { hexValue } from '../core/chars';
import { asciiString } from '../core/ascii-string';
import { SPEED_PATHS } from '../core/build';
import { ENCODE_SETS, EncodeSet, percentDecodeString, utf8PercentEncode, utf8PercentEncodeInto } from '../encoding/percent';

/**
 * Inputs up to this many code units are serialized in one buffer: reserializeUrlencoded writes
 * at most 10 bytes per unit in, serializeUrlencoded 9 (counting 2 units for each "=" and "&").
 */
const SHORT_QUERY = 800;
let reserializeBuf: Uint8Array | null = null;
const reserializeViews: Uint8Array[] = [];

/**
 * URL §5.3 urlencoded string parser on input[start, end): appends each (name, value) tuple to
 * `names`/`values`.
 *
 * Unlike the spec, this splits the string rather than its UTF-8 bytes: "&", "=", "+" and "%"
 * are ASCII and UTF-8 never uses ASCII bytes inside a multi-byte sequence, so both splits agree.
 * The input may hold lone surrogates: each name and value becomes a scalar value string here
 * (as UTF-8 encoding then decoding would make it), so callers need not convert it first.
 */
export function parseUrlencoded(input: string, names: string[], values: string[], start = 0, end = input.length): void {
  // A long query's lists are sized once, to a bound on the tuple count (one more than the "&"s),
  // rather than grown one tuple at a time: growing copies them about twice over, and on a long
  // query those copies, alive across young-generation collections, are what the collector keeps
  // copying (issue 13). (Short ones grow: the extra scan would cost more than it saves.)
  let w = names.length;
  const sized = SPEED_PATHS && end - start > 1024;
  if (sized) {
    let bound = w + 1;
    for (let a = input.indexOf('&', start); a >= 0 && a < end; a = input.indexOf('&', a + 1)) bound++;
    names.length = values.length = bound;
  }
  // URL §5.1 step 1: split on "&"; step 3: for each byte sequence, one pass finds the first "="
  // and notes whether the name and the value need "+" replaced, percent-decoding or USV repair.
  let seqStart = start;
  let eq = -1;
  let flags = 0, nameFlags = 0;
  for (let i = start; i <= end; i++) {
    const c = i < end ? input.charCodeAt(i) : 0x26;
    if (c === 0x26) {
      // URL §5.1 step 3.1: the empty byte sequence is skipped.
      if (i > seqStart) {
        // Steps 3.2-3.3: name up to the first "=", value after it (empty when there is no "=").
        if (eq < 0) {
          names[w] = decodeComponent(input, seqStart, i, flags);
          values[w] = '';
        } else {
          names[w] = decodeComponent(input, seqStart, eq, nameFlags);
          values[w] = decodeComponent(input, eq + 1, i, flags);
        }
        w++;
      }
      seqStart = i + 1;
      eq = -1;
      flags = 0;
    } else if (c === 0x3d) {
      if (eq < 0) { eq = i; nameFlags = flags; flags = 0; }
    } else if (c === 0x2b) flags |= HAS_PLUS;
    else if (c === 0x25) flags |= HAS_PERCENT;
    else if (c >= 0x80) flags |= HAS_NON_ASCII;
  }
  if (sized) names.length = values.length = w;
}

const HAS_PLUS = 1, HAS_PERCENT = 2, HAS_NON_ASCII = 4;

/**
 * URL §5.1 steps 3.4-3.5 for s[start, end): "+" to space, then UTF-8 decode without BOM of the
 * percent-decoding. `flags` say which of "+", "%" and non-ASCII occur in the range.
 */
function decodeComponent(s: string, start: number, end: number, flags: number): string {
  if (flags === 0) return s.slice(start, end);
  // ASCII with escapes: decode in one pass while every escaped byte is ASCII (then the bytes are
  // the code points); anything else takes the full byte path.
  if (SPEED_PATHS && flags === (flags & (HAS_PLUS | HAS_PERCENT))) {
    let out = '';
    let from = start;
    for (let i = start; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c === 0x2b) {
        out += s.slice(from, i) + ' ';
        from = i + 1;
      } else if (c === 0x25 && i + 2 < end) {
        const h = hexValue(s.charCodeAt(i + 1)), l = hexValue(s.charCodeAt(i + 2));
        if (h < 0 || l < 0) continue;
        if (h >= 8) return percentDecodeString(replacePlus(s.slice(start, end)));
        out += s.slice(from, i) + String.fromCharCode((h << 4) | l);
        i += 2;
        from = i + 1;
      }
    }
    return out + s.slice(from, end);
  }
  // (Without "%", percentDecodeString only replaces lone surrogates.)
  return percentDecodeString(replacePlus(s.slice(start, end)));
}

/** s with every "+" replaced by a space. */
function replacePlus(s: string): string {
  return s.indexOf('+') < 0 ? s : s.split('+').join(' ');
}

/** URL §5.3 urlencoded string parser: the list of (name, value) tuples of `input`. */
export function parseUrlencodedString(input: string): { names: string[]; values: string[] } {
  const names: string[] = [], values: string[] = [];
  parseUrlencoded(input, names, values);
  return { names, values };
}

/**
 * URL §5.2 urlencoded serializer (UTF-8 only) of the first `count` tuples: each name and value
 * percent-encoded with the application/x-www-form-urlencoded percent-encode set, space as "+",
 * joined as name=value with "&".
 */
export function serializeUrlencoded(names: readonly string[], values: readonly string[], count = names.length): string {
  if (SPEED_PATHS) {
    // A short list: written into one buffer (at most 9 bytes per code unit, and "=" and "&"),
    // one string made from it.
    let units = 0;
    for (let i = 0; i < count && units <= SHORT_QUERY; i++) units += names[i].length + values[i].length + 2;
    if (units <= SHORT_QUERY) {
      const buf = reserializeBuf || (reserializeBuf = new Uint8Array(10 * SHORT_QUERY));
      let o = 0;
      for (let i = 0; i < count; i++) {
        const name = names[i], value = values[i];
        if (i > 0) buf[o++] = 0x26;
        o = utf8PercentEncodeInto(buf, o, name, 0, name.length, EncodeSet.FormUrlencoded, true);
        buf[o++] = 0x3d;
        o = utf8PercentEncodeInto(buf, o, value, 0, value.length, EncodeSet.FormUrlencoded, true);
      }
      return asciiString(buf, o, reserializeViews);
    }
  }
  // Appending makes a rope (two nodes and two short strings per tuple, about 110 bytes), all of
  // it alive until the end: on a long list the young-generation collections keep copying it and
  // then promote it. So each 128 tuples are flattened (reading a character of a rope flattens it
  // in V8, a plain read elsewhere) before they join the output: the nodes die young, and what
  // lives on is the text (issue 13: 4x the pairs had cost 6-8x the time, now about 4x).
  let output = '', chunk = '';
  for (let i = 0; i < count; i++) {
    const name = names[i], value = values[i];
    // Step 3.4: "&" between tuples; step 3.5: name "=" value.
    if (i > 0) chunk += '&';
    chunk += utf8PercentEncode(name, 0, name.length, EncodeSet.FormUrlencoded, true) + '=' +
      utf8PercentEncode(value, 0, value.length, EncodeSet.FormUrlencoded, true);
    if ((i & 127) === 127) {
      chunk.charCodeAt(0);
      output += chunk;
      chunk = '';
    }
  }
  return output + chunk;
}

const HEX = '0123456789ABCDEF';

/**
 * URL §5.2 serializer of the URL §5.1 parse of s[start, end), in one pass without the list:
 * what `serializeUrlencoded` of `parseUrlencoded(s)` returns (a shortcut to the same result,
 * for a URLSearchParams that is serialized before anything reads or changes its list). Returns s
 * itself (or its slice) when the serialization equals it, and null when the input is longer than
 * SHORT_QUERY or holds a percent-encoded byte sequence that is not valid UTF-8 (then the caller
 * takes the general path, which replaces it with U+FFFD).
 *
 * Per code point of a name or value, decoding then encoding gives: ALPHA, DIGIT, "*-._" and "+"
 * themselves ("+" decodes to a space, which encodes as "+"); a space "+"; "%" and two hex
 * digits of an ASCII byte that byte encoded; of a valid UTF-8 sequence the same escapes in upper
 * case; any other code point its UTF-8 percent-encoding (a lone surrogate as U+FFFD's).
 */
export function reserializeUrlencoded(s: string, start: number, end: number): string | null {
  if (end - start > SHORT_QUERY) return null;
  const buf = reserializeBuf || (reserializeBuf = new Uint8Array(10 * SHORT_QUERY));
  let o = 0;
  let changed = false;
  // `inTuple`: inside a non-empty sequence; `eq`: its first "=" is behind.
  let inTuple = false, eq = false;
  for (let i = start; i < end; ) {
    const c = s.charCodeAt(i);
    if (c === 0x26) {
      // URL §5.1 step 3.1: an empty sequence is dropped (changed); §5.2: a tuple without "="
      // gets one. The "&" itself is written before the next tuple, if any.
      if (!inTuple) changed = true;
      else if (!eq) { buf[o++] = 0x3d; changed = true; }
      inTuple = false;
      i++;
      continue;
    }
    if (!inTuple) {
      if (o > 0) buf[o++] = 0x26;
      inTuple = true;
      eq = false;
    }
    if (c < 0x80) {
      if (c === 0x2b || (ENCODE_SETS[c] & EncodeSet.FormUrlencoded) === 0 || (c === 0x3d && !eq)) {
        if (c === 0x3d) eq = true;
        buf[o++] = c;
        i++;
        continue;
      }
      let b = c, escaped = false;
      if (c === 0x25 && i + 2 < end) {
        const h = hexValue(s.charCodeAt(i + 1)), l = hexValue(s.charCodeAt(i + 2));
        if (h >= 0 && l >= 0) {
          b = (h << 4) | l;
          if (b >= 0x80) {
            // A valid UTF-8 sequence re-encodes to the same bytes: its escapes, in upper case.
            const n = escapedSequence(s, i, end, b);
            if (n === 0) return null;
            for (let k = i + 3 * n; i < k; i += 3) {
              const hi = HEX.charCodeAt(hexValue(s.charCodeAt(i + 1))), lo = HEX.charCodeAt(hexValue(s.charCodeAt(i + 2)));
              if (hi !== s.charCodeAt(i + 1) || lo !== s.charCodeAt(i + 2)) changed = true;
              buf[o] = 0x25; buf[o + 1] = hi; buf[o + 2] = lo;
              o += 3;
            }
            continue;
          }
          escaped = true;
        }
      }
      i += escaped ? 3 : 1;
      if (b === 0x20) buf[o++] = 0x2b;
      else if ((ENCODE_SETS[b] & EncodeSet.FormUrlencoded) === 0) buf[o++] = b; // (escaped)
      else {
        const hi = HEX.charCodeAt(b >> 4), lo = HEX.charCodeAt(b & 15);
        buf[o] = 0x25; buf[o + 1] = hi; buf[o + 2] = lo;
        o += 3;
        // An escape of a byte in the set stays an escape: unchanged when already in upper case.
        if (escaped && hi === s.charCodeAt(i - 2) && lo === s.charCodeAt(i - 1)) continue;
      }
      changed = true;
      continue;
    }
    // A run of non-ASCII code units: their UTF-8 percent-encoding.
    let j = i + 1;
    while (j < end && s.charCodeAt(j) >= 0x80) j++;
    o = utf8PercentEncodeInto(buf, o, s, i, j, EncodeSet.FormUrlencoded);
    changed = true;
    i = j;
  }
  if (inTuple && !eq) { buf[o++] = 0x3d; changed = true; }
  else if (!inTuple && end > start) changed = true; // a trailing "&" (or only "&"s)
  if (!changed) return start === 0 && end === s.length ? s : s.slice(start, end);
  return asciiString(buf, o, reserializeViews);
}

/**
 * The number of bytes (2 to 4) of the valid UTF-8 sequence whose escapes start at s[i] (lead
 * byte `lead`, already read), or 0 when the escapes there are not one (Encoding §UTF-8 decoder).
 */
function escapedSequence(s: string, i: number, end: number, lead: number): number {
  const n = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  let lower = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
  let upper = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
  for (let k = 1; k < n; k++) {
    const p = i + 3 * k;
    if (p + 2 >= end || s.charCodeAt(p) !== 0x25) return 0;
    const h = hexValue(s.charCodeAt(p + 1)), l = hexValue(s.charCodeAt(p + 2));
    const b = (h << 4) | l;
    if (h < 0 || l < 0 || b < lower || b > upper) return 0;
    lower = 0x80;
    upper = 0xbf;
  }
  return n;
}
