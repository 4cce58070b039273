// URL §5 application/x-www-form-urlencoded: §5.1 parser (via the §5.3 string parser hook) and
// §5.2 serializer, on a list kept as one array of strings, each tuple's name then its value.

import { hexValue, toUSVString } from '../core/chars';
import { asciiString } from '../core/ascii-string';
import { SPEED_PATHS } from '../core/build';
import { flatten } from '../core/v8';
import { ENCODE_SETS, EncodeSet, percentDecodeString, percentEncodeByte, utf8PercentEncode, utf8PercentEncodeInto } from '../encoding/percent';
import { utf8DecodeWithoutBOM } from '../encoding/utf8';

/** Inputs up to this many code units are serialized in one buffer (at most 10 bytes per unit). */
const SHORT_QUERY = 800;
/** The serializers' buffer (made on first use, at [0]) and its views by length (core/ascii-string.ts). */
const scratch: Uint8Array[] = [];
const scratchViews: Uint8Array[] = [];

/** The serializers' buffer: scratch space within one call, which calls no code of the caller's. */
function scratchBuffer(): Uint8Array {
  return scratch[0] || (scratch[0] = new Uint8Array(10 * SHORT_QUERY));
}

/**
 * URL §5.3 urlencoded string parser on input[start, end): appends each tuple's name, then value,
 * to `list`. It splits the string, not its UTF-8 bytes: both agree, as "&", "=", "+" and "%" are
 * ASCII; lone surrogates become U+FFFD (as UTF-8 encoding then decoding makes them).
 */
export function parseUrlencoded(input: string, list: string[], start = 0, end = input.length): void {
  // A long query's list is sized once, to a bound on the tuple count (one more than the "&"s):
  // growing copies the tuples about twice over, and the young-generation collections keep copying
  // those copies. (Short ones grow: the extra scan would cost more than it saves.)
  let w = list.length;
  const sized = SPEED_PATHS && end - start > 1024;
  if (sized) {
    let bound = w + 2;
    for (let a = input.indexOf('&', start); a >= 0 && a < end; a = input.indexOf('&', a + 1)) bound += 2;
    list.length = bound;
  }
  // URL §5.1 step 1: split on "&"; step 3: for each byte sequence, one pass finds the first "="
  // and notes whether the name and the value need "+" replaced, percent-decoding or USV repair
  // (the library builds: see decodeComponent).
  let seqStart = start;
  let eq = -1;
  let flags = 0, nameFlags = 0;
  for (let i = start; ; i++) {
    let c = 0x26;
    if (i < end) {
      c = input.charCodeAt(i);
      // (Most code units are none of the five below: letters in one test.)
      if (c > 0x3d) {
        if (SPEED_PATHS && c >= 0x80) flags |= HAS_NON_ASCII;
        continue;
      }
    }
    if (c === 0x26) {
      // URL §5.1 step 3.1: the empty byte sequence is skipped.
      if (i > seqStart) {
        // Steps 3.2-3.3: name up to the first "=", value after it (empty when there is no "=").
        if (eq < 0) {
          list[w++] = decodeComponent(input, seqStart, i, flags);
          list[w++] = '';
        } else {
          list[w++] = decodeComponent(input, seqStart, eq, nameFlags);
          list[w++] = decodeComponent(input, eq + 1, i, flags);
        }
      }
      if (i >= end) break;
      seqStart = i + 1;
      eq = -1;
      flags = 0;
    } else if (c === 0x3d) {
      if (eq < 0) { eq = i; nameFlags = flags; flags = 0; }
    } else if (SPEED_PATHS && c === 0x2b) flags |= HAS_PLUS;
    else if (SPEED_PATHS && c === 0x25) flags |= HAS_PERCENT;
  }
  if (sized) list.length = w;
}

const HAS_PLUS = 1, HAS_PERCENT = 2, HAS_NON_ASCII = 4;

/**
 * URL §5.1 steps 3.4-3.5 for s[start, end): "+" to space, then UTF-8 decode without BOM of the
 * percent-decoding. `flags` say which of "+", "%" and non-ASCII occur in the range.
 */
function decodeComponent(s: string, start: number, end: number, flags: number): string {
  // (`flags` is a speed path, ../core/build.ts: the size-first builds note none and decode every
  // name and value, to the same string.)
  if (SPEED_PATHS && flags === 0) return s.slice(start, end);
  const t = replacePlus(s.slice(start, end));
  if (SPEED_PATHS) {
    if ((flags & HAS_PERCENT) === 0) return (flags & HAS_NON_ASCII) !== 0 ? toUSVString(t) : t;
    // Escapes of valid UTF-8 (the common case): decodeURIComponent gives the same code points,
    // and throws on anything else ("%" without two hex digits, bytes that are not UTF-8), left to
    // the byte path below (U+FFFD). It keeps lone surrogates, so those still need replacing.
    try {
      const d = decodeURIComponent(t);
      return (flags & HAS_NON_ASCII) !== 0 ? toUSVString(d) : d;
    } catch (e) {
      // (the byte path)
    }
  }
  // (Without "%", percentDecodeString only replaces lone surrogates.)
  return percentDecodeString(t);
}

/** s with every "+" replaced by a space. */
function replacePlus(s: string): string {
  let i = s.indexOf('+');
  if (i < 0) return s;
  // (The loop below is about twice as fast in V8; the script builds take the short form.)
  if (!SPEED_PATHS) return s.split('+').join(' ');
  let out = '';
  let from = 0;
  for (; i >= 0; i = s.indexOf('+', from)) {
    out += s.slice(from, i) + ' ';
    from = i + 1;
  }
  return out + s.slice(from);
}

/** URL §5.3 urlencoded string parser: the list of (name, value) tuples of `input` (name, value, name, ...). */
export function parseUrlencodedString(input: string): string[] {
  const list: string[] = [];
  parseUrlencoded(input, list);
  return list;
}

/**
 * URL §5.2 urlencoded serializer (UTF-8 only) of the list (name, value, name, ...): each name
 * and value percent-encoded with the application/x-www-form-urlencoded percent-encode set, space
 * as "+", joined as name=value with "&".
 */
export function serializeUrlencoded(list: readonly string[]): string {
  const n = list.length;
  if (SPEED_PATHS) {
    // A short list (at most 9 bytes per code unit, and "=" and "&"): one buffer, one string from it.
    let units = 0;
    for (let i = 0; i < n && units <= SHORT_QUERY; i++) units += list[i].length + 1;
    if (units <= SHORT_QUERY) {
      const buf = scratchBuffer();
      let o = 0;
      for (let i = 0; i < n; i++) {
        const x = list[i];
        // "=" after a name, "&" before a name but the first.
        if (i > 0) buf[o++] = i & 1 ? 0x3d : 0x26;
        o = utf8PercentEncodeInto(buf, o, x, 0, x.length, EncodeSet.FormUrlencoded, true);
      }
      return asciiString(buf, o, scratchViews);
    }
  }
  // Appending makes a rope (about 110 bytes per tuple), all alive until the end: the young-generation
  // collections copy it, then promote it. So each 128 tuples are flattened (core/v8.ts flatten)
  // first: the nodes die young (4x the pairs had cost 6-8x the time, now about 4x).
  let output = '', chunk = '';
  for (let i = 0; i < n; i++) {
    const x = list[i];
    // Step 3.4: "&" between tuples; step 3.5: name "=" value.
    if (i > 0) chunk += i & 1 ? '=' : '&';
    chunk += utf8PercentEncode(x, 0, x.length, EncodeSet.FormUrlencoded, true);
    if ((i & 255) === 255) {
      output += flatten(chunk);
      chunk = '';
    }
  }
  return output + chunk;
}

/** The bytes of a run of escapes (reserializeUrlencoded), kept from call to call. */
const runBytes: number[] = [];

/**
 * URL §5.2 serializer of the URL §5.1 parse of s[start, end), in one pass without the list (a
 * URLSearchParams serialized before its list is read); s (or its slice) when that is the result,
 * null past SHORT_QUERY code units. Decoding then encoding gives "+" for "+" (a space), an ASCII
 * byte's escape that byte encoded, a code point its encoding; a run of escapes with a byte beyond
 * ASCII is decoded as UTF-8 on its own (its end ends a pending sequence, as a component's does).
 */
export function reserializeUrlencoded(s: string, start: number, end: number): string | null {
  if (end - start > SHORT_QUERY) return null;
  const buf = scratchBuffer();
  let o = 0;
  // -1 between tuples, 0 in a name, 1 in a value.
  let part = -1;
  for (let i = start; i < end; ) {
    let c = s.charCodeAt(i);
    if (c === 0x26) {
      // URL §5.1 step 3.1: an empty sequence is dropped; §5.2: a tuple without "=" gets one.
      if (part === 0) buf[o++] = 0x3d;
      part = -1;
      i++;
      continue;
    }
    if (part < 0) {
      if (o > 0) buf[o++] = 0x26;
      part = 0;
    }
    let h = -1, l = -1;
    if (c === 0x25 && i + 2 < end && (h = hexValue(s.charCodeAt(i + 1))) >= 0 && (l = hexValue(s.charCodeAt(i + 2))) >= 0) {
      c = (h << 4) | l;
      if (c >= 0x80) {
        runBytes.length = 0;
        while (i + 2 < end && s.charCodeAt(i) === 0x25 && (h = hexValue(s.charCodeAt(i + 1))) >= 0 && (l = hexValue(s.charCodeAt(i + 2))) >= 0) {
          runBytes.push((h << 4) | l);
          i += 3;
        }
        const t = utf8DecodeWithoutBOM(runBytes);
        o = utf8PercentEncodeInto(buf, o, t, 0, t.length, EncodeSet.FormUrlencoded, true);
        continue;
      }
      i += 3;
    } else if (c >= 0x80) {
      let j = i + 1;
      while (j < end && s.charCodeAt(j) >= 0x80) j++;
      o = utf8PercentEncodeInto(buf, o, s, i, j, EncodeSet.FormUrlencoded, true);
      i = j;
      continue;
    } else {
      i++;
      // Step 3.2: the first "=" of a sequence ends the name; a raw "+" stays.
      if ((c === 0x3d && part === 0 && (part = 1)) || c === 0x2b) { buf[o++] = c; continue; }
    }
    // An ASCII code point (raw, or an escape's byte), encoded.
    if (c === 0x20) buf[o++] = 0x2b;
    else if ((ENCODE_SETS[c] & EncodeSet.FormUrlencoded) === 0) buf[o++] = c;
    else o = percentEncodeByte(buf, o, c);
  }
  if (part === 0) buf[o++] = 0x3d;
  // The input itself when the output is the same.
  if (o === end - start) {
    let k = 0;
    while (k < o && buf[k] === s.charCodeAt(start + k)) k++;
    if (k === o) return start === 0 && end === s.length ? s : s.slice(start, end);
  }
  return asciiString(buf, o, scratchViews);
}
