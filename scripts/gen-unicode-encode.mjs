// Compact text encoding shared by the generated tables and lib/unicode/tables.ts (which decodes it).
//
// A table is a sequence of unsigned integers written as base-64 varints: each character carries
// 5 payload bits, most significant group first; characters worth 32..63 mean "more follows".
// Alphabet: A-Z a-z 0-9 - _ (safe inside a JS string literal). Signed values use zigzag.

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function varint(n) {
  if (!Number.isInteger(n) || n < 0 || n > 0x7fffffff) throw new Error('varint out of range: ' + n);
  const groups = [];
  do {
    groups.unshift(n & 31);
    n = Math.floor(n / 32);
  } while (n > 0);
  let s = '';
  for (let i = 0; i < groups.length; i++) s += ALPHABET[groups[i] | (i < groups.length - 1 ? 32 : 0)];
  return s;
}

export function zigzag(n) {
  return n >= 0 ? 2 * n : -2 * n - 1;
}

export function encodeAll(numbers) {
  let s = '';
  for (const n of numbers) s += varint(n);
  return s;
}

/** Reference decoder (the generator checks its own output with it). */
export function decodeAll(s) {
  const out = [];
  let n = 0;
  for (const ch of s) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) throw new Error('bad character');
    n = n * 32 + (v & 31);
    if (v < 32) {
      out.push(n);
      n = 0;
    }
  }
  return out;
}

/**
 * Run-length form of a per-code-point array of small integers (length 0x110000), in two columns:
 * the n run lengths, then the n values; runs cover 0..10FFFF in order. (Columns gzip smaller than
 * (length, value) pairs: each column repeats its own patterns.)
 */
export function encodeRuns(values) {
  const lengths = [];
  const heads = [];
  let start = 0;
  for (let cp = 1; cp <= 0x110000; cp++) {
    if (cp === 0x110000 || values[cp] !== values[start]) {
      lengths.push(cp - start);
      heads.push(values[start]);
      start = cp;
    }
  }
  return { data: encodeAll(lengths) + encodeAll(heads), runs: lengths.length };
}

/** Splits a long string literal into lines of `width` characters for readable diffs. */
export function stringLiteral(s, width = 100) {
  const parts = [];
  for (let i = 0; i < s.length; i += width) parts.push(`'${s.slice(i, i + width)}'`);
  if (parts.length === 0) parts.push("''");
  return parts.join(' +\n  ');
}
