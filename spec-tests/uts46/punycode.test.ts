// RFC 3492 Punycode (lib/idna/punycode.ts, issue 13 item 4): the RFC's §7.1 sample strings, the
// `punycode` package (a devDependency kept as the oracle) on generated labels, failures, and time
// linear in the label (the RFC's loops, and the package, are quadratic in distinct code points).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decode as oracleDecode, encode as oracleEncode } from 'punycode/punycode.es6.js';
import { punycodeDecode, punycodeEncode } from '../../lib/idna/punycode';
import { scalingRatio } from '../support/timing';

/** RFC 3492 §7.1 (A)-(S): label, code points (hex), Punycode (upper-case letters are the RFC's mixed-case annotation). */
const SAMPLES: [string, string, string][] = [
  ['A', '644 64a 647 645 627 628 62a 643 644 645 648 634 639 631 628 64a 61f', "egbpdaj6bu4bxfgehfvwxn"],
  ['B', '4ed6 4eec 4e3a 4ec0 4e48 4e0d 8bf4 4e2d 6587', "ihqwcrb4cv8a8dqg056pqjye"],
  ['C', '4ed6 5011 7232 4ec0 9ebd 4e0d 8aaa 4e2d 6587', "ihqwctvzc91f659drss3x8bo0yb"],
  ['D', '50 72 6f 10d 70 72 6f 73 74 11b 6e 65 6d 6c 75 76 ed 10d 65 73 6b 79', "Proprostnemluvesky-uyb24dma41a"],
  ['E', '5dc 5de 5d4 5d4 5dd 5e4 5e9 5d5 5d8 5dc 5d0 5de 5d3 5d1 5e8 5d9 5dd 5e2 5d1 5e8 5d9 5ea', "4dbcagdahymbxekheh6e0a7fei0b"],
  ['F', '92f 939 932 94b 917 939 93f 928 94d 926 940 915 94d 92f 94b 902 928 939 940 902 92c 94b 932 938 915 924 947 939 948 902', "i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd"],
  ['G', '306a 305c 307f 3093 306a 65e5 672c 8a9e 3092 8a71 3057 3066 304f 308c 306a 3044 306e 304b', "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"],
  ['H', 'c138 acc4 c758 baa8 b4e0 c0ac b78c b4e4 c774 d55c ad6d c5b4 b97c c774 d574 d55c b2e4 ba74 c5bc b9c8 b098 c88b c744 ae4c', "989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c"],
  ['I', '43f 43e 447 435 43c 443 436 435 43e 43d 438 43d 435 433 43e 432 43e 440 44f 442 43f 43e 440 443 441 441 43a 438', "b1abfaaepdrnnbgefbaDotcwatmq2g4l"],
  ['J', '50 6f 72 71 75 e9 6e 6f 70 75 65 64 65 6e 73 69 6d 70 6c 65 6d 65 6e 74 65 68 61 62 6c 61 72 65 6e 45 73 70 61 f1 6f 6c', "PorqunopuedensimplementehablarenEspaol-fmd56a"],
  ['K', '54 1ea1 69 73 61 6f 68 1ecd 6b 68 f4 6e 67 74 68 1ec3 63 68 1ec9 6e f3 69 74 69 1ebf 6e 67 56 69 1ec7 74', "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g"],
  ['L', '33 5e74 42 7d44 91d1 516b 5148 751f', "3B-ww4c5e180e575a65lsy2b"],
  ['M', '5b89 5ba4 5948 7f8e 6075 2d 77 69 74 68 2d 53 55 50 45 52 2d 4d 4f 4e 4b 45 59 53', "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"],
  ['N', '48 65 6c 6c 6f 2d 41 6e 6f 74 68 65 72 2d 57 61 79 2d 305d 308c 305e 308c 306e 5834 6240', "Hello-Another-Way--fc4qua05auwb3674vfr0b"],
  ['O', '3072 3068 3064 5c4b 6839 306e 4e0b 32', "2-u9tlzr9756bt3uc0v"],
  ['P', '4d 61 6a 69 3067 4b 6f 69 3059 308b 35 79d2 524d', "MajiKoi5-783gue6qz075azm5e"],
  ['Q', '30d1 30d5 30a3 30fc 64 65 30eb 30f3 30d0', "de-jg4avhby1noc0d"],
  ['R', '305d 306e 30b9 30d4 30fc 30c9 3067', "d9juau41awczczp"],
  ['S', '2d 3e 20 24 31 2e 30 30 20 3c 2d', "-> $1.00 <--"],
];

const fromHex = (hex: string) => String.fromCodePoint(...hex.split(' ').map((h) => parseInt(h, 16)));

/** The oracle's answer, null where it throws (overflow, bad input, a code point past U+10FFFF). */
function oracle(f: (s: string) => string, s: string): string | null {
  try { return f(s); } catch (e) { return null; }
}

describe('RFC 3492 §7.1 sample strings', () => {
  for (const [name, hex, puny] of SAMPLES) {
    it(`(${name}) encodes and decodes`, () => {
      const u = fromHex(hex);
      // Our encoder writes digits in lower case; the basic code points keep their case.
      expect(punycodeEncode(u)!.toLowerCase()).toBe(puny.toLowerCase());
      expect(punycodeDecode(puny)).toBe(u);
    });
  }
});

describe('against the punycode package', () => {
  // Labels mixing ASCII, a few scripts, astral code points and lone surrogates.
  const unit = fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0x2ff }), fc.integer({ min: 0x4e00, max: 0x4e40 }),
    fc.integer({ min: 0x10000, max: 0x10ffff }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.integer({ min: 0x80, max: 0xffff }),
  );
  const label = fc.array(unit, { maxLength: 80 }).map((cps) => String.fromCodePoint(...cps));
  it('encodes every generated label as it does', () => {
    fc.assert(fc.property(label, (s) => { expect(punycodeEncode(s)).toBe(oracle(oracleEncode, s)); }), { numRuns: 3000, seed: 3492 });
  });
  it('decodes its encodings and arbitrary strings of digits and delimiters as it does', () => {
    fc.assert(fc.property(label, (s) => {
      const e = oracleEncode(s);
      expect(punycodeDecode(e)).toBe(s);
      expect(punycodeDecode(e.toUpperCase())).toBe(oracle(oracleDecode, e.toUpperCase()));
    }), { numRuns: 2000, seed: 3493 });
    const junk = fc.array(fc.constantFrom(...'abcz019-9zzzzzzz-ü'.split('')), { maxLength: 40 }).map((xs) => xs.join(''));
    fc.assert(fc.property(junk, (s) => { expect(punycodeDecode(s)).toBe(oracle(oracleDecode, s)); }), { numRuns: 5000, seed: 3494 });
  });
  it('fails where it overflows (RFC 3492 §6.4)', () => {
    for (const s of ['99999999999', 'zzzzzzzzzzzzz', 'a-99999zzzzzz', 'x'.repeat(50) + '9']) {
      expect(punycodeDecode(s)).toBe(oracle(oracleDecode, s));
    }
    // The delta between the lowest and highest code point, times the labels' length, overflows.
    const wide = '\u0080'.repeat(2000) + '\u{10FFFF}';
    expect(punycodeEncode(wide)).toBe(oracle(oracleEncode, wide));
    expect(punycodeEncode(wide)).toBe(null);
  });
});

describe('long labels', () => {
  const distinct = (n: number, from = 0x4e00) => {
    const units: number[] = [];
    for (let i = 0; i < n; i++) units.push(from + i);
    return String.fromCharCode(...units);
  };
  it('answers like the package on 2k-16k distinct code points', () => {
    for (const n of [2048, 16384]) {
      const s = distinct(n);
      const e = punycodeEncode(s)!;
      expect(e).toBe(oracleEncode(s));
      expect(punycodeDecode(e)).toBe(s);
    }
  });
  // CPU time with a GC before each sample, the best of seven (spec-tests/support/timing.ts), and up
  // to three attempts: a loaded machine can still spoil one; a quadratic step fails every attempt.
  it('takes time linear in the label (16k distinct code points: 8x the input, within 24x the time of 2k)', { retry: 2 }, () => {
    const labels: Record<number, string> = { 2048: distinct(2048), 16384: distinct(16384) };
    // Quadratic would be 64x; n log n about 9x.
    expect(scalingRatio((n) => punycodeDecode(punycodeEncode(labels[n])!), 2048, 8, 'punycode')).toBeLessThan(24);
  });
});
