// Unicode's IdnaTestV2.txt 15.1.0 (UTS #46 conformance): toUnicode, toAsciiN and toAsciiT with
// the file's default flags, then once more with each optional flag turned off.
//
// Status handling, per the file's header:
// - A blank column takes its value from the column the header names; an explicit [] means no errors.
// - Implementations need only record that there is an error, not reproduce the exact codes.
// - With a flag turned off, its status codes are ignored: CheckHyphens V2 V3, CheckBidi B1-B6
//   (the header's "V8"), CheckJoiners C1 C2 (its "V7"), VerifyDnsLength A4_1 A4_2 (the header
//   says "P4", but P4 is the Punycode step of §4 and A4_x are §4.2 step 4, VerifyDnsLength).
// - X4_2 and X3 mark empty labels in toUnicode (the toUnicode form of A4_2 / A3). ToUnicode has no
//   VerifyDnsLength flag in UTS #46; our verifyDnsLength option reports them, so they count as
//   errors with verifyDnsLength on and are ignored with it off, exactly like A4_x in toASCII.
//
// Our code applies the current UTS #46 algorithm (revision 33, Unicode 16.0 on), not revision 31
// that this file encodes: lines whose expectation is revision 31's behaviour (STD3 code points kept
// unmapped in toUnicode; "xn--" allowed at the start of a decoded label without CheckHyphens) are
// listed, each with the reason "revision 33 algorithm: ...". idna-test-v2-17.test.ts runs the
// 17.0.0 file, which encodes the current algorithm.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readExpectedFailures, Tally } from '../support/tally';
import { readCases } from './idna-test-v2-data';
import { checkIdnaTestLine, Variant } from './idna-test-v2-check';

const expectedFile = fileURLToPath(new URL('./idna-test-v2.expected-failures.json', import.meta.url));

/** Flag variants: the option turned off and the status codes that stop counting. */
const variants: Variant[] = [
  { name: 'defaults', options: {}, ignored: null },
  { name: 'checkHyphens=false', options: { checkHyphens: false }, ignored: /^V[23]$/ },
  { name: 'checkBidi=false', options: { checkBidi: false }, ignored: /^B[1-6]$/ },
  { name: 'checkJoiners=false', options: { checkJoiners: false }, ignored: /^C[12]$/ },
  { name: 'verifyDnsLength=false', options: { verifyDnsLength: false }, ignored: /^(A4_[12]|X4_2|X3)$/ },
];

describe('IdnaTestV2.txt 15.1.0', () => {
  const cases = readCases();
  const expected = readExpectedFailures(expectedFile);

  it('has the expected number of test lines', () => {
    expect(cases.length).toBeGreaterThan(6000);
  });

  for (const variant of variants) {
    it(`toUnicode, toAsciiN, toAsciiT (${variant.name})`, () => {
      const suffix = variant.name === 'defaults' ? '' : ` [${variant.name}]`;
      // The suite's one expected-failures file; each variant's keys end with its suffix.
      const mine = Object.fromEntries(Object.entries(expected).filter(([k]) => (suffix ? k.endsWith(suffix) : !k.endsWith(']'))));
      const tally = new Tally(`IdnaTestV2 15.1.0 ${variant.name}`, mine);
      for (const c of cases) checkIdnaTestLine(c, variant, suffix, tally);
      expect(tally.finish()).toEqual([]);
    });
  }
});
