// One string from a buffer of ASCII bytes (percent-encoding and Punycode output), made once: the
// engine's TextDecoder where there is one and the run is not short (a native copy, six times as
// fast as String.fromCharCode.apply at 100 units in V8), else String.fromCharCode.apply over a
// plain array kept from call to call (ES5 engines, on whatever they accept as arguments lists).
// The TextDecoder path is a speed path (./build.ts): the size-first <script> builds leave it out.
import { SPEED_PATHS } from './build';

interface Decoder { decode(input: Uint8Array): string }
/** The Encoding Standard's TextDecoder, where the engine has one (not in the ES lib types). */
declare const TextDecoder: (new (label: string) => Decoder) | undefined;
interface Encoder { encodeInto(input: string, out: Uint8Array): unknown }
/** The Encoding Standard's TextEncoder, where the engine has one. */
declare const TextEncoder: (new () => Encoder) | undefined;

/** Longest run made with String.fromCharCode.apply where there is a TextDecoder. */
const SHORT_RUN = 12;
/** Longest view kept in a caller's `views`. */
const CACHED_VIEWS = 256;

/** undefined until first use; null where TextDecoder is missing or fails the check below. */
let decoder: Decoder | null | undefined;
let encoder: Encoder | null | undefined;
const units: number[] = [];

function makeDecoder(): Decoder | null {
  try {
    // UTF-8 decodes ASCII bytes, which every byte here is, to themselves (no BOM: that is not
    // ASCII); engines optimize this decoder first (in Node 20 a quarter faster than "latin1").
    const d = typeof TextDecoder === 'function' ? new TextDecoder('utf-8') : null;
    return d && d.decode(new Uint8Array([0x61, 0x25])) === 'a%' ? d : null;
  } catch (e) {
    return null;
  }
}

/**
 * The string of the ASCII bytes buf[0, length) (length at most 8192). Short runs take the array
 * path even with a TextDecoder: its fixed cost (about 50 ns in Node 20) is below the array's from
 * about 8 units on (60 ns at 8, then 3 ns per unit); SHORT_RUN leaves room for engines with a
 * dearer decoder. `views`: an array the caller keeps with buf, where views of buf are kept by
 * length.
 *
 * `length` is where the caller's writes ended: past buf's end, the writes beyond it were dropped
 * (typed arrays ignore them) and a string made now would be cut short (subarray clamps) or padded
 * with NULs. Every caller sizes buf for its worst case, so this never happens; if a sizing were
 * wrong, the RangeError here keeps a shortened href, label or query from ever being returned.
 */
/**
 * The ASCII s[0, length) written at buf[0...] (views: as asciiString's): the engine's TextEncoder
 * where there is one and the run is not short (a native copy: it stops where the view ends), else
 * one code unit at a time.
 */
export function asciiInto(buf: Uint8Array, s: string, length: number, views: Uint8Array[]): void {
  if (SPEED_PATHS && length > SHORT_RUN) {
    if (encoder === undefined) {
      try {
        encoder = typeof TextEncoder === 'function' ? new TextEncoder() : null;
      } catch (e) {
        encoder = null;
      }
    }
    if (encoder !== null) {
      encoder.encodeInto(s, length > CACHED_VIEWS ? buf.subarray(0, length) : views[length] || (views[length] = buf.subarray(0, length)));
      return;
    }
  }
  for (let i = 0; i < length; i++) buf[i] = s.charCodeAt(i);
}

export function asciiString(buf: Uint8Array, length: number, views?: Uint8Array[]): string {
  if (length > buf.length) throw new RangeError(`iri-url: ${length} bytes written into a buffer of ${buf.length}`);
  if (SPEED_PATHS && length > SHORT_RUN) {
    if (decoder === undefined) decoder = makeDecoder();
    if (decoder !== null) {
      // A view of buf[0, length) for the decoder: kept in `views` (by length) when the caller
      // keeps buf, so that a hot caller allocates no view per string (about a quarter of the
      // decoder's cost in V8).
      if (views === undefined || length > CACHED_VIEWS) return decoder.decode(buf.subarray(0, length));
      return decoder.decode(views[length] || (views[length] = buf.subarray(0, length)));
    }
  }
  for (let i = 0; i < length; i++) units[i] = buf[i];
  units.length = length;
  return String.fromCharCode.apply(null, units);
}
