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
