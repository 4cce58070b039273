// RFC 3492 Punycode, through the punycode package's encode and decode only (label splitting and
// the "xn--" prefix are handled by the callers). The specifier names the package's CommonJS file,
// so Node never resolves it to its deprecated built-in 'punycode' module, and both the ESM and
// the CJS builds can load it.
import punycode from 'punycode/punycode.js';

/** RFC 3492 §6.2 decoding of the part after "xn--"; null on failure (bad digit, overflow, ...). */
export function punycodeDecode(input: string): string | null {
  try {
    return punycode.decode(input);
  } catch (e) {
    return null;
  }
}

/** RFC 3492 §6.3 encoding of a label; null on failure (overflow). */
export function punycodeEncode(label: string): string | null {
  try {
    return punycode.encode(label);
  } catch (e) {
    return null;
  }
}
