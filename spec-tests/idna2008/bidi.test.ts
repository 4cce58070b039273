// RFC 5893 §2: a positive and a negative case for each of the six conditions of the Bidi rule,
// on bidiRuleFailures and through validate() on Bidi domain names (both profiles).
import { describe, expect, it } from 'vitest';
import { bidiRuleFailures, hasRtlCharacter } from '../../lib/idna/bidi';
import { validate } from '../../lib/api/idna';

const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0) as number);
const failures = (label: string) => {
  const bits = bidiRuleFailures(cps(label));
  return [1, 2, 3, 4, 5, 6].filter((n) => bits & (1 << n));
};

// [condition, label, passes]; each negative fails that condition only.
const cases: Array<[number, string, boolean]> = [
  [1, '\u05D0\u05D1', true], // starts with R
  [1, '\u0627\u0628', true], // starts with AL
  [1, 'abc', true], // starts with L
  [1, '1\u05D0', false], // starts with EN
  [2, '\u05D0-\u05D1', true], // ES allowed in an RTL label
  [2, '\u05D0a\u05D1', false], // L in an RTL label
  [3, '\u05D0\u05D1\u0301', true], // ends with R then NSM
  [3, '\u05D01', true], // ends with EN
  [3, '\u05D0!', false], // ends with ON
  [4, '\u05D012', true], // EN only
  [4, '\u05D01\u0661', false], // EN and AN
  [5, 'a-b', true], // ES allowed in an LTR label
  [5, 'a\u05D0b', false], // R in an LTR label
  [6, 'ab1', true], // ends with EN
  [6, 'a\u0301', true], // ends with L then NSM
  [6, 'a!', false], // ends with ON
];

describe('RFC 5893 Bidi rule', () => {
  for (const [n, label, passes] of cases) {
    it(`condition ${n}: ${JSON.stringify(label)} ${passes ? 'passes' : 'fails'}`, () => {
      expect(failures(label)).toEqual(passes ? [] : [n]);
      // In a Bidi domain name (the other label is Hebrew) validate() reports BIDI_n.
      const domain = label + '.\u05D0';
      for (const options of [{}, { profile: 'idna2008' as const, mapping: 'none' as const }]) {
        const codes = validate(domain, options).errors.map((e) => e.code);
        expect(codes.includes(`BIDI_${n}` as never)).toBe(!passes);
      }
    });
  }

  it('applies only to Bidi domain names (RFC 5893 §1.4: some R, AL or AN)', () => {
    expect(hasRtlCharacter(cps('1a'))).toBe(false);
    expect(hasRtlCharacter(cps('a\u0661'))).toBe(true); // AN
    expect(validate('1a.b').valid).toBe(true);
    expect(validate('1a.\u05D0').errors).toEqual([{ code: 'BIDI_1', label: 0, codePoint: -1 }]);
    expect(validate('1a.\u05D0', { checkBidi: false }).valid).toBe(true);
  });
});
