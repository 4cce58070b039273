// RFC 5892 Appendix A: a positive and a negative case for every contextual rule, on the rule
// functions and through IDNA2008 registration (and UTS #46 CheckJoiners for CONTEXTJ).
import { describe, expect, it } from 'vitest';
import { contextJRule, contextORule, labelContext } from '../../lib/idna/context-rules';
import { validate } from '../../lib/api/idna';
import { scalingRatio } from '../support/timing';

const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0) as number);

/** Runs the rule of the code point `at` in `label` (CONTEXTJ or CONTEXTO). */
function rule(label: string, at: number): boolean {
  const l = cps(label);
  const cp = l[at];
  return cp === 0x200c || cp === 0x200d ? contextJRule(l, at) : contextORule(l, at, labelContext(l));
}

const codesOf = (domain: string, options = {}) => validate(domain, { profile: 'idna2008', strictness: 'registration', ...options }).errors.map((e) => e.code);

// [rule, label, index of the contextual code point, expected]
const cases: Array<[string, string, number, boolean]> = [
  ['A.1 ZWNJ after virama', '\u0915\u094D\u200C\u0937', 2, true],
  ['A.1 ZWNJ between joining L/D and R/D (with T in between)', '\u0628\u064E\u200C\u064E\u0628', 2, true],
  ['A.1 ZWNJ between dual-joining letters', '\u0628\u200C\u0628', 1, true],
  ['A.1 ZWNJ between non-joining letters', 'a\u200Cb', 1, false],
  ['A.1 ZWNJ at the end (no right side)', '\u0628\u200C', 1, false],
  ['A.1 ZWNJ after a right-joining letter', '\u0627\u200C\u0628', 1, false],
  ['A.2 ZWJ after virama', '\u0915\u094D\u200D\u0937', 2, true],
  ['A.2 ZWJ between joining letters (no virama)', '\u0628\u200D\u0628', 1, false],
  ['A.2 ZWJ at the start', '\u200Da', 0, false],
  ['A.3 MIDDLE DOT between two l', 'l\u00B7l', 1, true],
  ['A.3 MIDDLE DOT after another letter', 'a\u00B7l', 1, false],
  ['A.3 MIDDLE DOT at the start', '\u00B7l', 0, false],
  ['A.4 KERAIA before Greek', '\u0375\u03B1', 0, true],
  ['A.4 KERAIA before Latin', '\u0375a', 0, false],
  ['A.4 KERAIA at the end', '\u03B1\u0375', 1, false],
  ['A.5 GERESH after Hebrew', '\u05D0\u05F3', 1, true],
  ['A.5 GERESH after Latin', 'a\u05F3', 1, false],
  ['A.6 GERSHAYIM after Hebrew', '\u05D0\u05F4', 1, true],
  ['A.6 GERSHAYIM at the start', '\u05F4\u05D0', 0, false],
  ['A.7 KATAKANA MIDDLE DOT with Katakana', '\u30A2\u30FB\u30A4', 1, true],
  ['A.7 KATAKANA MIDDLE DOT with Han', '\u30FB\u4E00', 0, true],
  ['A.7 KATAKANA MIDDLE DOT with Hiragana', '\u3042\u30FB', 1, true],
  ['A.7 KATAKANA MIDDLE DOT with Latin only', 'a\u30FBb', 1, false],
  ['A.8 ARABIC-INDIC DIGIT alone', '\u0628\u0661\u0662', 1, true],
  ['A.8 ARABIC-INDIC DIGIT with an extended one', '\u0628\u0661\u06F2', 1, false],
  ['A.9 EXTENDED ARABIC-INDIC DIGIT alone', '\u0628\u06F1\u06F2', 1, true],
  ['A.9 EXTENDED ARABIC-INDIC DIGIT with an Arabic-Indic one', '\u0628\u06F1\u0662', 1, false],
];

describe('RFC 5892 Appendix A contextual rules', () => {
  for (const [name, label, at, expected] of cases) {
    it(`${name}: ${expected ? 'allowed' : 'rejected'}`, () => {
      expect(rule(label, at)).toBe(expected);
      const contextual = name.startsWith('A.1') || name.startsWith('A.2') ? 'CONTEXTJ' : 'CONTEXTO';
      // Through IDNA2008 registration, which tests every rule.
      expect(codesOf(label).includes(contextual)).toBe(!expected);
    });
  }

  it('lookup tests CONTEXTJ rules but only the existence of CONTEXTO rules (RFC 5891 §5.4)', () => {
    expect(codesOf('a\u00B7l', { strictness: 'lookup', mapping: 'none' })).not.toContain('CONTEXTO');
    expect(codesOf('a\u200Cb', { strictness: 'lookup', mapping: 'none' })).toContain('CONTEXTJ');
  });

  it('UTS #46 CheckJoiners applies A.1 and A.2 (V7)', () => {
    expect(validate('\u0915\u094D\u200C\u0937').valid).toBe(true);
    expect(validate('a\u200Cb').errors).toEqual([{ code: 'CONTEXTJ', label: 0, codePoint: 0x200c }]);
    expect(validate('a\u200Db', { checkJoiners: false }).valid).toBe(true);
  });

  // A timing check (spec-tests/support/timing.ts: CPU time, a GC before each sample, the best of
  // seven), up to three attempts: another process can still spoil one; quadratic fails them all.
  it('stays linear with many joiners and long runs of transparent marks', { retry: 2 }, () => {
    const unit = '\u0628' + '\u064E'.repeat(50) + '\u200C';
    const labels: Record<number, string> = { 40: unit.repeat(40) + '\u0628', 320: unit.repeat(320) + '\u0628' };
    expect(rule(labels[320], 51)).toBe(true);
    const run = (n: number) => {
      const l = cps(labels[n]);
      for (let i = 0; i < l.length; i++) if (l[i] === 0x200c && !contextJRule(l, i)) throw new Error('CONTEXTJ');
      return rule(labels[n], 51);
    };
    expect(scalingRatio(run, 40, 8, 'contextj')).toBeLessThan(24); // linear: about 8; quadratic: 64
  });
});
