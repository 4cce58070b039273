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
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readExpectedFailures, Tally } from '../support/tally';
import { readCases } from './idna-test-v2-data';
import {
  uts46ToASCII, uts46ToASCIIWithErrors, uts46ToUnicode, Uts46Options,
} from '../../lib/idna/uts46';

const expectedFile = fileURLToPath(new URL('./idna-test-v2.expected-failures.json', import.meta.url));

const defaults: Uts46Options = {
  useSTD3ASCIIRules: true,
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  transitionalProcessing: false,
  verifyDnsLength: true,
  ignoreInvalidPunycode: false,
};

/** Flag variants: the option turned off and the status codes that stop counting. */
const variants: Array<{ name: string; options: Partial<Uts46Options>; ignored: RegExp | null }> = [
  { name: 'defaults', options: {}, ignored: null },
  { name: 'checkHyphens=false', options: { checkHyphens: false }, ignored: /^V[23]$/ },
  { name: 'checkBidi=false', options: { checkBidi: false }, ignored: /^B[1-6]$/ },
  { name: 'checkJoiners=false', options: { checkJoiners: false }, ignored: /^C[12]$/ },
  { name: 'verifyDnsLength=false', options: { verifyDnsLength: false }, ignored: /^(A4_[12]|X4_2|X3)$/ },
];

const show = (s: string | null) => (s === null ? 'null' : JSON.stringify(s));

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
      const tally = new Tally(`IdnaTestV2 ${variant.name}`, mine);
      const options = { ...defaults, ...variant.options };
      const relevant = (codes: string[]) => codes.filter((c) => !(variant.ignored && variant.ignored.test(c)));
      for (const c of cases) {
        // toUnicode (Transitional_Processing=false).
        const u = uts46ToUnicode(c.source, options);
        const uError = relevant(c.toUnicodeStatus).length > 0;
        tally.check(
          `line ${c.line} toUnicode${suffix}`,
          u.result === c.toUnicode && u.error === uError,
          `${show(c.source)} -> ${show(u.result)} error=${u.error}; expected ${show(c.toUnicode)} ${JSON.stringify(c.toUnicodeStatus)}`,
        );
        // toAsciiN and toAsciiT: a status means failure (null).
        for (const [kind, transitional, want, wantStatus] of [
          ['toAsciiN', false, c.toAsciiN, c.toAsciiNStatus],
          ['toAsciiT', true, c.toAsciiT, c.toAsciiTStatus],
        ] as const) {
          const o = { ...options, transitionalProcessing: transitional };
          const expectNull = relevant(wantStatus).length > 0;
          const got = uts46ToASCII(c.source, o);
          // The collecting variant takes the general path even for ASCII input: it must agree.
          const errors: unknown[] = [];
          const slow = uts46ToASCIIWithErrors(c.source, o, errors as never);
          const ok = (expectNull ? got === null : got === want) && slow === got && (slow === null) === errors.length > 0;
          tally.check(
            `line ${c.line} ${kind}${suffix}`,
            ok,
            `${show(c.source)} -> ${show(got)} (collecting: ${show(slow)}, ${errors.length} errors); expected ${expectNull ? 'error ' + JSON.stringify(wantStatus) : show(want)}`,
          );
        }
      }
      expect(tally.finish()).toEqual([]);
    });
  }
});
