// One IdnaTestV2.txt line against our UTS #46: toUnicode, toAsciiN and toAsciiT with the given
// flags, ignoring the status codes of the flags turned off (shared by the 15.1.0 and 17.0.0 runners).
import type { Tally } from '../support/tally';
import type { Case } from './idna-test-v2-data';
import { uts46ToASCII, uts46ToASCIIWithErrors, uts46ToUnicode, Uts46Options } from '../../lib/idna/uts46';

/** The file's default flags (its header: every check on, nontransitional unless toAsciiT). */
export const IDNA_TEST_DEFAULTS: Uts46Options = {
  useSTD3ASCIIRules: true,
  checkHyphens: true,
  checkBidi: true,
  checkJoiners: true,
  transitionalProcessing: false,
  verifyDnsLength: true,
  ignoreInvalidPunycode: false,
};

export interface Variant {
  name: string;
  options: Partial<Uts46Options>;
  /** The status codes that stop counting with the flag off. */
  ignored: RegExp | null;
}

const show = (s: string | null) => (s === null ? 'null' : JSON.stringify(s));


/**
 * The flag settings the IdnaTestV2.txt files of Unicode 16.0 and later are run with, each with the
 * status codes that turning its flag off ignores (codes as renumbered in 16.0: V2/V3 hyphens, Bn
 * Bidi, Cn joiners, U1 STD3, A4_1/A4_2/X4_2 DNS length).
 */
export const VARIANTS_16_ON: Variant[] = [
  { name: 'defaults', options: {}, ignored: null },
  { name: 'checkHyphens=false', options: { checkHyphens: false }, ignored: /^V[23]$/ },
  { name: 'checkBidi=false', options: { checkBidi: false }, ignored: /^B[1-6]$/ },
  { name: 'checkJoiners=false', options: { checkJoiners: false }, ignored: /^C[12]$/ },
  { name: 'useSTD3ASCIIRules=false', options: { useSTD3ASCIIRules: false }, ignored: /^U1$/ },
  { name: 'verifyDnsLength=false', options: { verifyDnsLength: false }, ignored: /^(A4_[12]|X4_2)$/ },
];
/** Checks one line (three cases: toUnicode, toAsciiN, toAsciiT); keys end with `suffix`. */
export function checkIdnaTestLine(c: Case, variant: Variant, suffix: string, tally: Tally): void {
  const options = { ...IDNA_TEST_DEFAULTS, ...variant.options };
  const relevant = (codes: string[]) => codes.filter((code) => !(variant.ignored && variant.ignored.test(code)));
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
