// Unicode's IdnaTestV2.txt 17.0.0 (the current UTS #46 algorithm, revision 33 on) run with the
// Unicode 15.1.0 tables (a build option; vitest project unicode-15.1.0), on the lines whose data
// did not change between the two versions (on the shipped 17.0.0 tables every line runs:
// spec-tests/unicode-17/conformance.test.ts): a line
// is in scope only when no code point of its source or expected outputs has a different
// IdnaMappingTable status or mapping (15.1.0's disallowed_STD3_valid / disallowed_STD3_mapped read
// as valid / mapped) or is newly assigned (../support/unicode-version-diff.ts).
//
// Status codes, per this file's header (renumbered in Unicode 16.0): Pn §4 Processing step n,
// V1-V7 §4.1 Validity Criteria 1-7, U1 UseSTD3ASCIIRules, An §4.2 ToASCII step n, Bn Bidi, Cn
// ContextJ, X4_2 an empty label in toUnicode. Flags turned off ignore: CheckHyphens V2 V3,
// CheckJoiners Cn, CheckBidi Bn, UseSTD3ASCIIRules U1, VerifyDnsLength A4_1 A4_2 (and X4_2: see
// idna-test-v2.test.ts). V4 ("xn--" at the start without CheckHyphens) is never ignored.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readExpectedFailures, Tally } from '../support/tally';
import { versionDifference } from '../support/unicode-version-diff';
import { Case, readCases } from './idna-test-v2-data';
import { checkIdnaTestLine, VARIANTS_16_ON as variants } from './idna-test-v2-check';

const expectedFile = fileURLToPath(new URL('./idna-test-v2-17.expected-failures.json', import.meta.url));

function inScope(c: Case): boolean {
  return [c.source, c.toUnicode, c.toAsciiN, c.toAsciiT].every((s) => versionDifference(s) === null);
}

describe('IdnaTestV2.txt 17.0.0 with the 15.1.0 tables (lines whose data did not change)', () => {
  const all = readCases('unicode-17.0.0/IdnaTestV2.txt');
  const cases = all.filter(inScope);
  const expected = readExpectedFailures(expectedFile);
  console.log(`[IdnaTestV2 17.0.0] ${all.length} lines, ${cases.length} in scope (no code point with changed UTS #46 data)`);

  it('reads the whole file and keeps most lines in scope', () => {
    expect(all.length).toBeGreaterThan(6000);
    expect(cases.length).toBeGreaterThan(5000);
    // The revision 33 lines on fake A-labels are in scope.
    const sources = new Set(cases.map((c) => c.source));
    for (const s of ['xn--ASCII-', 'xn--unicode-.org', 'xn--', 'xn--xn--a--gua.pt']) expect(sources.has(s)).toBe(true);
  });

  for (const variant of variants) {
    it(`toUnicode, toAsciiN, toAsciiT (${variant.name})`, () => {
      const suffix = variant.name === 'defaults' ? '' : ` [${variant.name}]`;
      const mine = Object.fromEntries(Object.entries(expected).filter(([k]) => (suffix ? k.endsWith(suffix) : !k.endsWith(']'))));
      const tally = new Tally(`IdnaTestV2 17.0.0 ${variant.name}`, mine);
      for (const c of cases) checkIdnaTestLine(c, variant, suffix, tally);
      expect(tally.finish()).toEqual([]);
    });
  }
});
