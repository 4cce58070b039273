// RFC 3492 Punycode: §6.2 decoding and §6.3 encoding of one label (label splitting and the
// "xn--" prefix are the callers'), our own code after the RFC's pseudocode, in O(n log n).
//
// The RFC's loops are quadratic in a long label: the encoder rescans the whole input once per
// distinct code point (§6.3 "for each code point c in the input"), and the decoder inserts each
// code point into the output array (§6.2 "insert n into output at position i"). Here both read
// positions from a Fenwick tree (a binary indexed tree over the label's positions):
// - the encoder takes the code points in increasing order (ties by position); for each it counts
//   the smaller code points between two occurrences with prefix sums, which is what the RFC's
//   scan adds to delta one at a time;
// - the decoder first reads every (position, code point) insertion, then places them from the
//   last to the first: the i-th insertion lands on the i-th slot still free at that point, found
//   by a descent of the tree; the basic code points fill the slots left.
// A short label (at most 31 units, the speed path's case) takes the encoder's order on bits of
// one int32 instead of a tree (punycodeEncodeInto).
// Same results, same failures (overflow, bad digit, non-basic code point before the last "-") as
// the RFC, and as the `punycode` package, which the tests compare against on generated labels.

import { codePointAt } from '../core/chars';
import { asciiString } from '../core/ascii-string';
import { fromCodePoints, toCodePoints } from '../unicode/code-points';
import { SPEED_PATHS } from '../core/build';

const BASE = 36, T_MIN = 1, T_MAX = 26, SKEW = 38, DAMP = 700, INITIAL_BIAS = 72, INITIAL_N = 0x80;
const MAX_INT = 0x7fffffff; // §6.4: fail where a 32-bit signed integer would overflow

/** RFC 3492 §6.1 bias adaptation. */
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  // Every value here is below 2^31, so `| 0` is the floor of a quotient.
  delta = firstTime ? (delta / DAMP) | 0 : delta >> 1;
  delta += (delta / numPoints) | 0;
  let k = 0;
  while (delta > ((BASE - T_MIN) * T_MAX) >> 1) {
    delta = (delta / (BASE - T_MIN)) | 0;
    k += BASE;
  }
  return k + ((((BASE - T_MIN + 1) * delta) / (delta + SKEW)) | 0);
}

/** §5 digit value of a basic code point ("a"-"z"/"A"-"Z" 0-25, "0"-"9" 26-35), BASE if none. */
function digitValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x16;
  if (c >= 0x41 && c <= 0x5a) return c - 0x41;
  if (c >= 0x61 && c <= 0x7a) return c - 0x61;
  return BASE;
}

/** §5 the basic code points (lower case) of the digits 0-35. */
const DIGITS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** §5 the basic code point (lower case) of digit d (a lookup: no branch on random digits). */
function digitChar(d: number): number {
  return DIGITS.charCodeAt(d);
}

/** Fenwick tree helpers over tree[1..n]: add d (1 or -1) at position i (0-based), count below i. */
function bitAdd(tree: Int32Array, n: number, i: number, d: number): void {
  for (let x = i + 1; x <= n; x += x & -x) tree[x] += d;
}
function bitCountBelow(tree: Int32Array, i: number): number {
  let sum = 0;
  for (let x = i; x > 0; x -= x & -x) sum += tree[x];
  return sum;
}

/**
 * RFC 3492 §6.2 decoding of the part after "xn--"; null on failure (non-basic code point before
 * the last delimiter, bad digit, truncated number, overflow, or a code point past U+10FFFF).
 */
export function punycodeDecode(input: string): string | null {
  const length = input.length;
  // §6.2: the basic code points are those before the last delimiter (none when there is none).
  let b = input.lastIndexOf('-');
  if (b < 0) b = 0;
  for (let j = 0; j < b; j++) if (input.charCodeAt(j) >= 0x80) return null;
  // Pass 1: the RFC's main loop, recording each insertion instead of performing it.
  const positions: number[] = [];
  const codePoints: number[] = [];
  let n = INITIAL_N, i = 0, bias = INITIAL_BIAS;
  for (let index = b > 0 ? b + 1 : 0; index < length; ) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= length) return null;
      const digit = digitValue(input.charCodeAt(index++));
      if (digit >= BASE) return null;
      if (digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      if (w > Math.floor(MAX_INT / (BASE - t))) return null;
      w *= BASE - t;
    }
    const out = b + positions.length + 1;
    bias = adapt(i - oldi, out, oldi === 0);
    if (Math.floor(i / out) > MAX_INT - n) return null;
    n += Math.floor(i / out);
    i %= out;
    if (n > 0x10ffff) return null; // not a code point (the package throws a RangeError there)
    positions.push(i);
    codePoints.push(n);
    i++;
  }
  // Pass 2: place the insertions from the last to the first on the free slots.
  const total = b + positions.length;
  const result = new Int32Array(total);
  const filled = new Uint8Array(total);
  if (positions.length > 0) {
    // tree counts free slots; built in O(total) with every slot free.
    const tree = new Int32Array(total + 1);
    for (let x = 1; x <= total; x++) {
      tree[x]++;
      const parent = x + (x & -x);
      if (parent <= total) tree[parent] += tree[x];
    }
    let top = 1;
    while (top * 2 <= total) top *= 2;
    for (let j = positions.length - 1; j >= 0; j--) {
      // The slot holding the (positions[j] + 1)-th free one: descend from the highest power of two.
      let rank = positions[j] + 1, x = 0;
      for (let step = top; step > 0; step >>= 1) {
        if (x + step <= total && tree[x + step] < rank) {
          x += step;
          rank -= tree[x];
        }
      }
      result[x] = codePoints[j];
      filled[x] = 1;
      bitAdd(tree, total, x, -1);
    }
  }
  for (let slot = 0, j = 0; slot < total; slot++) {
    if (filled[slot] === 0) result[slot] = input.charCodeAt(j++);
  }
  // UTF-16 (a code point in the surrogate range stays one unit, as in the package).
  return fromCodePoints(result);
}

/**
 * Labels of at most this many UTF-16 units take punycodeEncodeInto (one bit per position in an
 * int32, no sort beyond an insertion, no tree); longer ones encodeLong.
 */
export const SHORT_LABEL = 31;
/** The output units of a short label, reused from call to call. */
let shortUnits: Uint8Array | null = null;

/** RFC 3492 §6.3 encoding of a label (UTF-16; a lone surrogate counts as a code point); null on overflow. */
export function punycodeEncode(label: string): string | null {
  const end = label.length;
  if (SPEED_PATHS && end <= SHORT_LABEL) {
    // At most 11 bytes per unit plus "-" (see punycodeEncodeInto).
    const units = shortUnits || (shortUnits = new Uint8Array(11 * SHORT_LABEL + 1));
    const o = punycodeEncodeInto(label, 0, end, units, 0, false);
    return o < 0 ? null : asciiString(units, o);
  }
  return encodeLong(toCodePoints(label));
}

/** §6.3 generalized variable-length integer q written to out[o...]; returns the new end. */
function writeVarint(out: Uint8Array | number[], o: number, q: number, bias: number): number {
  for (let k = BASE; ; k += BASE) {
    const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
    if (q < t) break;
    const r = q - t, d = BASE - t;
    q = (r / d) | 0; // r <= MAX_INT
    out[o++] = digitChar(t + r - q * d);
  }
  out[o++] = digitChar(q);
  return o;
}

/** The non-basic code points of a short label as cp * 64 + position, sorted; reused. */
let shortKeys: Int32Array | null = null;

/** The number of bits set in the int32 x. */
function popCount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  x = x + (x >>> 8);
  return (x + (x >>> 16)) & 0x3f;
}

/**
 * §6.3 for a short label s[start, end) (at most SHORT_LABEL units), written as ASCII bytes to
 * out[o...], which must have room for 11 bytes per unit plus one: one per basic code point, "-",
 * and per other code point one delta of at most 10 digits (each digit but the last divides it by
 * BASE - t >= 10, and delta <= MAX_INT < 10^10). Returns the end of the output, or -1 on
 * overflow. With `lower`, the basic code points A-Z are written in lower case (UTS #46 maps them
 * so first; the deltas do not depend on the basic code points' values).
 *
 * As encodeLong but on bits: the non-basic code points sorted by value then position (insertion
 * sort, few of them), and the positions holding a code point below n as one int32, so that what
 * the RFC's scan adds between two occurrences of n is a count of bits.
 */
export function punycodeEncodeInto(s: string, start: number, end: number, out: Uint8Array, o: number, lower: boolean): number {
  const keys = shortKeys || (shortKeys = new Int32Array(SHORT_LABEL));
  let total = 0, count = 0;
  let below = 0; // bit j: the code point at position j is below n (the basic ones first)
  const first = o;
  for (let i = start; i < end; i++, total++) {
    const cp = codePointAt(s, i, end);
    if (cp > 0xffff) i++;
    if (cp < 0x80) {
      out[o++] = lower && cp >= 0x41 && cp <= 0x5a ? cp + 0x20 : cp;
      below |= 1 << total;
    } else {
      // Insertion by value then position (the position is the key's low 6 bits).
      const key = cp * 64 + total;
      let k = count++;
      while (k > 0 && keys[k - 1] > key) { keys[k] = keys[k - 1]; k--; }
      keys[k] = key;
    }
  }
  const basicCount = o - first;
  if (basicCount > 0) out[o++] = 0x2d;
  let n = INITIAL_N, delta = 0, bias = INITIAL_BIAS, h = basicCount;
  const all = ~(-1 << total);
  for (let g = 0; g < count; ) {
    const m = keys[g] >> 6;
    // delta + (m - n) * (h + 1) must not overflow (exact: both factors are small here).
    if ((m - n) * (h + 1) > MAX_INT - delta) return -1;
    delta += (m - n) * (h + 1);
    n = m;
    // The occurrences of m in position order: before each, the scan counts the positions below n
    // since the previous one; at each it outputs delta.
    let from = -1; // the positions after the previous occurrence
    let e = g;
    for (; e < count && keys[e] >> 6 === m; e++) {
      const at = keys[e] & 63;
      delta += popCount(below & from & ~(-1 << at));
      if (delta > MAX_INT) return -1;
      o = writeVarint(out, o, delta, bias);
      bias = adapt(delta, h + 1, h === basicCount);
      delta = 0;
      h++;
      from = -1 << (at + 1);
    }
    // The rest of the scan, then delta++ and n++; the occurrences of m are below n from now on.
    delta += popCount(below & from & all) + 1; // at most SHORT_LABEL + 1 since the last output
    for (; g < e; g++) below |= 1 << (keys[g] & 63);
    n++;
  }
  return o;
}

/** §6.3 in O(n log n) for a long label (see the top of this file). */
function encodeLong(cps: number[]): string | null {
  const total = cps.length;
  const units: number[] = [];
  // §6.3: copy the basic code points, then the delimiter when there was any.
  const order: number[] = [];
  for (let j = 0; j < total; j++) {
    if (cps[j] < 0x80) units.push(cps[j]);
    else order.push(j);
  }
  const basicCount = units.length;
  if (basicCount > 0) units.push(0x2d);
  // The non-basic code points by value, then position: the RFC handles them in that order.
  order.sort((x, y) => cps[x] - cps[y] || x - y);
  // tree[]: the positions whose code point is below n (initially the basic ones).
  const tree = new Int32Array(total + 1);
  for (let j = 0; j < total; j++) if (cps[j] < 0x80) bitAdd(tree, total, j, 1);
  let below = basicCount; // how many positions the tree holds
  let n = INITIAL_N, delta = 0, bias = INITIAL_BIAS, h = basicCount;
  for (let g = 0; g < order.length; ) {
    const m = cps[order[g]];
    // §6.3: delta += (m - n) * (h + 1), failing on overflow.
    if (m - n > Math.floor((MAX_INT - delta) / (h + 1))) return null;
    delta += (m - n) * (h + 1);
    n = m;
    // The occurrences of m, in position order: between two of them the RFC's scan adds one per
    // smaller code point; at each it emits delta.
    let previous = 0; // the scan's position: everything before it was counted
    let end = g;
    while (end < order.length && cps[order[end]] === m) end++;
    for (let e = g; e < end; e++) {
      const pos = order[e];
      delta += bitCountBelow(tree, pos) - bitCountBelow(tree, previous);
      if (delta > MAX_INT) return null;
      // §6.3: output delta as a generalized variable-length integer.
      units.length = writeVarint(units, units.length, delta, bias);
      bias = adapt(delta, h + 1, h === basicCount);
      delta = 0;
      h++;
      previous = pos + 1;
    }
    // The rest of the scan, after the last occurrence, then delta++ and n++.
    delta += below - bitCountBelow(tree, previous);
    if (delta > MAX_INT) return null;
    for (let e = g; e < end; e++) bitAdd(tree, total, order[e], 1);
    below += end - g;
    delta++;
    n++;
    g = end;
  }
  // The string, in chunks (String.fromCharCode.apply takes a bounded argument list).
  const parts: string[] = [];
  for (let i = 0; i < units.length; i += 4096) parts.push(String.fromCharCode.apply(null, units.slice(i, i + 4096)));
  return parts.join('');
}
