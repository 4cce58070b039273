// URL §5 application/x-www-form-urlencoded: §5.1 parser (via the §5.3 string parser hook) and
// §5.2 serializer, on a list kept as two parallel arrays (names[i], values[i]).

import { hexValue } from '../core/chars';
import { EncodeSet, percentDecodeString, utf8PercentEncode } from '../encoding/percent';
import { toUSVString } from '../core/chars';

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
  const sized = end - start > 1024;
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
  if ((flags & HAS_PERCENT) === 0) {
    const t = s.slice(start, end);
    // Without "%", decode(encode(t)) only replaces lone surrogates.
    return (flags & HAS_NON_ASCII) !== 0 ? toUSVString(replacePlus(t)) : replacePlus(t);
  }
  // ASCII with escapes: decode in one pass while every escaped byte is ASCII (then the bytes are
  // the code points); anything else takes the full byte path.
  if ((flags & HAS_NON_ASCII) === 0) {
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
  return percentDecodeString(replacePlus(s.slice(start, end)));
}

function replacePlus(s: string): string {
  let i = s.indexOf('+');
  if (i < 0) return s;
  let out = '';
  let from = 0;
  while (i >= 0) {
    out += s.slice(from, i) + ' ';
    from = i + 1;
    i = s.indexOf('+', from);
  }
  return out + s.slice(from);
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
