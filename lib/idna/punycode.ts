// RFC 3492 Punycode, through the punycode package's encode and decode only (label splitting and
// the "xn--" prefix are handled by the callers). The specifier names the package's ES module file
// (its "module" field; the package has no exports map), so that dist/*.mjs is ESM all the way down
// for browsers and bundlers, and never the bare name, which Node maps to its deprecated built-in
// module. The CommonJS build requires punycode.js instead (rollup.config.mjs, `paths`).
import { decode, encode } from 'punycode/punycode.es6.js';

/**
 * Input limits. Unlike RFC 3492, which fails only on integer overflow (§6.4), longer inputs fail
 * up front: the package's encoder is O(length × distinct code points) and its decoder O(length²),
 * so an unbounded label would make host parsing quadratic. The limits are ICU's (ICU-13727; see
 * whatwg/url#824), hence what browsers built on ICU accept: 1000 UTF-16 code units to encode,
 * 2000 characters to decode. A DNS label is at most 63 octets, so no valid A-label comes close.
 */
export const PUNYCODE_ENCODE_MAX_CODE_UNITS = 1000;
export const PUNYCODE_DECODE_MAX_CHARS = 2000;

/** RFC 3492 §6.2 decoding of the part after "xn--"; null on failure (bad digit, overflow, too long). */
export function punycodeDecode(input: string): string | null {
  if (input.length > PUNYCODE_DECODE_MAX_CHARS) return null;
  try {
    return decode(input);
  } catch (e) {
    return null;
  }
}

/** RFC 3492 §6.3 encoding of a label; null on failure (overflow, too long). */
export function punycodeEncode(label: string): string | null {
  if (label.length > PUNYCODE_ENCODE_MAX_CODE_UNITS) return null;
  try {
    return encode(label);
  } catch (e) {
    return null;
  }
}
