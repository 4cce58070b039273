// URL §1.3: UTF-8 percent-encode with the component percent-encode set gives the same result
// as encodeURIComponent (the spec says so); short and long inputs take different code paths.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ENCODE_SETS, EncodeSet, findEncoded, percentDecodeString, percentDecodeToBytes, utf8PercentEncode } from '../../lib/encoding/percent';
import { utf8DecodeWithoutBOM } from '../../lib/encoding/utf8';
import { scalingRatio } from '../support/timing';

describe('percent-encoding', () => {
  it('component set = encodeURIComponent, short and long', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.integer({ min: 1, max: 80 }), (s, times) => {
        const input = s.repeat(times);
        expect(utf8PercentEncode(input, 0, input.length, EncodeSet.Component)).toBe(encodeURIComponent(input));
      }),
      { numRuns: 400, seed: 1 },
    );
  });
  it('lone surrogates encode as U+FFFD in both paths', () => {
    for (const n of [1, 2000]) {
      const input = 'a\ud800b\udc00'.repeat(n);
      expect(utf8PercentEncode(input, 0, input.length, EncodeSet.Path)).toBe('a%EF%BF%BDb%EF%BF%BD'.repeat(n));
    }
  });
  it('a range of the input: = encodeURIComponent of the slice made well-formed (a pair cut by the range is U+FFFD)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), fc.nat(), fc.nat(), (s, x, y) => {
        const a = x % (s.length + 1), b = a + (y % (s.length - a + 1));
        expect(utf8PercentEncode(s, a, b, EncodeSet.Component)).toBe(encodeURIComponent(s.slice(a, b).toWellFormed()));
      }),
      { numRuns: 2000, seed: 3 },
    );
  });
  it('long input: a surrogate pair across a block boundary (455 code units) stays one code point', () => {
    for (let k = 0; k < 4; k++) {
      for (const input of ['a'.repeat(k) + '\ud83d\udca9'.repeat(700), 'a'.repeat(500 + k) + ' \ud83d\udca9'.repeat(400), '\ud800'.repeat(k) + '\ud83d\udca9x'.repeat(500)]) {
        expect(utf8PercentEncode(input, 0, input.length, EncodeSet.Component)).toBe(encodeURIComponent(input.toWellFormed()));
      }
    }
  });
  it('every set, short input (built from slices and escapes up to 6 pieces, else in the buffer) = URL §1.3 written out', () => {
    // URL §1.3 UTF-8 percent-encode, one code point at a time (a lone surrogate is U+FFFD).
    const reference = (s: string, set: EncodeSet, spaceAsPlus: boolean): string => {
      let out = '';
      for (const ch of s.toWellFormed()) {
        const c = ch.codePointAt(0)!;
        if (c < 0x80 && (ENCODE_SETS[c] & set) === 0) out += ch;
        else if (spaceAsPlus && c === 0x20) out += '+';
        else for (const b of new TextEncoder().encode(ch)) out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
      }
      return out;
    };
    const sets = [EncodeSet.C0Control, EncodeSet.Fragment, EncodeSet.Query, EncodeSet.SpecialQuery, EncodeSet.Path,
      EncodeSet.Userinfo, EncodeSet.Component, EncodeSet.FormUrlencoded];
    const units = ['a', 'Z', '0', '/', ' ', '"', '#', '%', "'", '<', '>', '?', '`', '{', '}', '^', '|', '\\', '[', ']', '@', ':',
      '=', '&', '+', '$', '~', '\u0000', '\u001f', '\u007f', '\u00e9', '\u20ac', '\u0434\u043e', '\ud83d\ude00', '\ud800', '\udc00', 'abcdef'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...units), { maxLength: 40 }), fc.constantFrom(...sets), fc.boolean(), fc.nat(), fc.nat(), (a, set, plus, x, y) => {
        const s = a.join('');
        const start = x % (s.length + 1), end = start + (y % (s.length - start + 1));
        // (A range never cuts a surrogate pair where the parser calls this; pairs cut here read as lone.)
        expect(utf8PercentEncode(s, start, end, set, plus)).toBe(reference(s.slice(start, end), set, plus));
      }),
      { numRuns: 20000, seed: 7 },
    );
  });
  it('space as plus (form-urlencoded) in both paths', () => {
    for (const n of [1, 2000]) {
      const input = 'a b~'.repeat(n);
      expect(utf8PercentEncode(input, 0, input.length, EncodeSet.FormUrlencoded, true)).toBe('a+b%7E'.repeat(n));
    }
  });
  it('percent-decode: raw code points decode apart from the escapes around them (= decoding all the bytes)', () => {
    const pieces = ['a', '%', '%4', '%41', '%zz', '%C3', '%A9', '%c3%a9', '%E2%82', '%AC', '%F0%9F%92', '%A9', '%ED%A0%80', '%FF', '%C0%80',
      '\u00e9', '\u20ac', '\ud83d\udca9', '\ud800', '\udc00', '\ud83d', '\udca9', '\ufeff', '%EF%BB%BF'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), fc.nat(3), fc.nat(3), (a, x, y) => {
        // (Padded with ASCII: the callers' ranges never cut a surrogate pair.)
        const s = '%a' + a.join('') + '%4';
        const start = Math.min(x, 3), end = s.length - Math.min(y, 2);
        expect(percentDecodeString(s, start, end)).toBe(utf8DecodeWithoutBOM(percentDecodeToBytes(s, start, end)));
      }),
      { numRuns: 5000, seed: 5 },
    );
  });
  it('percent-decode round trip', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (s) => {
        expect(percentDecodeString(utf8PercentEncode(s, 0, s.length, EncodeSet.Component))).toBe(s);
      }),
      { numRuns: 300, seed: 2 },
    );
  });
  // A timing check (spec-tests/support/timing.ts: CPU time, a GC before each sample, the best of
  // seven), up to three attempts: another process can still spoil one; quadratic fails them all.
  it('grows linearly with input length', { retry: 2 }, () => {
    const inputs: Record<number, string> = { 100000: 'é'.repeat(100000), 800000: 'é'.repeat(800000) };
    const run = (k: number) => utf8PercentEncode(inputs[k], 0, k, EncodeSet.Query);
    expect(scalingRatio(run, 100000, 8, 'percent-encode')).toBeLessThan(24); // linear: about 8; quadratic: 64
  });
});

describe('without TextDecoder (ES5 engines): the same output', () => {
  it('percent-encoding and Punycode', async () => {
    const saved = (globalThis as { TextDecoder?: unknown }).TextDecoder;
    delete (globalThis as { TextDecoder?: unknown }).TextDecoder;
    try {
      vi.resetModules();
      const p = await import('../../lib/encoding/percent');
      const y = await import('../../lib/idna/punycode');
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (s) => {
          expect(p.utf8PercentEncode(s, 0, s.length, p.EncodeSet.Component)).toBe(encodeURIComponent(s));
        }),
        { numRuns: 300, seed: 4 },
      );
      expect(y.punycodeEncode('bücher')).toBe('bcher-kva');
    } finally {
      (globalThis as { TextDecoder?: unknown }).TextDecoder = saved;
      vi.resetModules();
    }
  });
});

describe('findEncoded: the first code unit a set encodes', () => {
  it('short runs (one code unit at a time) and long runs (one native scan) agree with the table on every ASCII code point', () => {
    const sets = [EncodeSet.C0Control, EncodeSet.Fragment, EncodeSet.Query, EncodeSet.SpecialQuery, EncodeSet.Path,
      EncodeSet.Userinfo, EncodeSet.Component, EncodeSet.FormUrlencoded];
    for (const set of sets) {
      for (let c = 0; c < 0x80; c++) {
        const encoded = (ENCODE_SETS[c] & set) !== 0;
        for (const n of [3, 40]) { // (the native scan takes runs past 24 code units)
          const s = 'a'.repeat(n) + String.fromCharCode(c) + 'a';
          expect([set, c, n, findEncoded(s, 0, s.length, set)]).toEqual([set, c, n, encoded ? n : s.length]);
        }
      }
      const s = 'a'.repeat(40) + '\u00e9';
      expect(findEncoded(s, 0, s.length, set)).toBe(40); // (everything above U+007E is in every set)
    }
  });
});
