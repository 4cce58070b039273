// Unicode's IdnaTestV2.txt 15.1.0 (UTS #46 conformance) on the 15.1.0 tables (a build option, vitest
// project unicode-15.1.0): toUnicode, toAsciiN and toAsciiT with the file's default flags, then once
// more with each optional flag turned off.
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
// that this file encodes. So a case that fails against this file is classified by what revision 33
// changed, each class checked on the case itself, not listed:
// - newer line: IdnaTestV2.txt 17.0.0 has a line with the same source, and our result with the
//   same flags meets that line's expectation (the newer file says what the current algorithm gives);
// - root label: with VerifyDnsLength, revision 33 rejects the empty root label of a trailing dot
//   (§4.2 step 4; 17.0.0's A4_2), which revision 31 exempted: the source ends with a label
//   separator, ToASCII fails, and the source without it gives exactly this line's answer without
//   its trailing ".";
// - STD3 mapped: revision 33 reads 15.1.0's disallowed_STD3_mapped as mapped (UseSTD3ASCIIRules is
//   an ASCII check in the validity criteria), where this file's toUnicode keeps such a code point:
//   our toUnicode is this line's with each of them replaced by its mapping, with the same error.
// Any other failing case fails the run.
import { describe, expect, it } from 'vitest';
import { readConformance, Tally } from '../support/tally';
import { tableVersion } from '../support/unicode-tables';
import { Case, readCases } from './idna-test-v2-data';
import { checkIdnaTestLine, IDNA_TEST_DEFAULTS, Variant, VARIANTS_16_ON } from './idna-test-v2-check';
import { uts46ToASCII, uts46ToUnicode } from '../../lib/idna/uts46';

/** Flag variants: the option turned off and the status codes that stop counting. */
const variants: Variant[] = [
  { name: 'defaults', options: {}, ignored: null },
  { name: 'checkHyphens=false', options: { checkHyphens: false }, ignored: /^V[23]$/ },
  { name: 'checkBidi=false', options: { checkBidi: false }, ignored: /^B[1-6]$/ },
  { name: 'checkJoiners=false', options: { checkJoiners: false }, ignored: /^C[12]$/ },
  { name: 'verifyDnsLength=false', options: { verifyDnsLength: false }, ignored: /^(A4_[12]|X4_2|X3)$/ },
];

/** The results of checkIdnaTestLine by case key ("line N toAsciiN [flag]"), for classifying. */
class Results {
  readonly ok = new Map<string, boolean>();
  check(key: string, ok: boolean): void {
    this.ok.set(key, ok);
  }
}

function results(c: Case, variant: Variant, suffix: string): Map<string, boolean> {
  const r = new Results();
  checkIdnaTestLine(c, variant, suffix, r as unknown as Tally);
  return r.ok;
}

/** 15.1.0's disallowed_STD3_mapped code points and their mappings. */
function std3Mapped(): Map<number, string> {
  const out = new Map<number, string>();
  for (const raw of readConformance('unicode-15.1.0/IdnaMappingTable.txt').split('\n')) {
    const f = raw.replace(/#.*/, '').split(';').map((x) => x.trim());
    if (f[1] !== 'disallowed_STD3_mapped') continue;
    const [a, b] = f[0].split('..').map((h) => parseInt(h, 16));
    const to = String.fromCodePoint(...f[2].split(' ').map((h) => parseInt(h, 16)));
    for (let cp = a; cp <= (b ?? a); cp++) out.set(cp, to);
  }
  return out;
}

const SEPARATORS = ['.', '\u3002', '\uFF0E', '\uFF61'];

/** The root label class (above) for a failing toAsciiN / toAsciiT case. */
function rootLabel(c: Case, variant: Variant, kind: string): boolean {
  const options = { ...IDNA_TEST_DEFAULTS, ...variant.options, transitionalProcessing: kind === 'toAsciiT' };
  if (!options.verifyDnsLength || !SEPARATORS.includes(c.source.slice(-1))) return false;
  const want = kind === 'toAsciiT' ? c.toAsciiT : c.toAsciiN;
  const wantStatus = kind === 'toAsciiT' ? c.toAsciiTStatus : c.toAsciiNStatus;
  if (wantStatus.some((code) => !(variant.ignored && variant.ignored.test(code))) || !want.endsWith('.')) return false;
  return uts46ToASCII(c.source, options) === null && uts46ToASCII(c.source.slice(0, -1), options) === want.slice(0, -1);
}

/** The STD3 mapped class (above) for a failing toUnicode case. */
function std3MappedKept(c: Case, variant: Variant, mapped: Map<number, string>): boolean {
  if (![...c.source].some((ch) => mapped.has(ch.codePointAt(0) as number))) return false;
  const want = [...c.toUnicode].map((ch) => mapped.get(ch.codePointAt(0) as number) ?? ch).join('');
  const u = uts46ToUnicode(c.source, { ...IDNA_TEST_DEFAULTS, ...variant.options });
  const wantError = c.toUnicodeStatus.some((code) => !(variant.ignored && variant.ignored.test(code)));
  return u.result === want && u.error === wantError;
}

describe('IdnaTestV2.txt 15.1.0 on the 15.1.0 tables', () => {
  const cases = readCases('unicode-15.1.0/IdnaTestV2.txt');
  const newerCases = readCases('unicode-17.0.0/IdnaTestV2.txt');
  const current = new Map<string, Case>();
  for (const c of newerCases) if (!current.has(c.source)) current.set(c.source, c);
  const mapped = std3Mapped();

  it('runs on the 15.1.0 tables and reads the whole file', () => {
    expect(tableVersion).toBe('15.1.0');
    expect(cases.length).toBeGreaterThan(6000);
    // The classes' premises, in the data: 17.0.0 rejects a trailing dot's root label with VerifyDnsLength.
    expect(newerCases.some((c) => c.source.endsWith('.') && c.toAsciiNStatus.includes('A4_2'))).toBe(true);
    expect(mapped.get(0x24aa)).toBe('(o)');
  });

  for (const variant of variants) {
    it(`toUnicode, toAsciiN, toAsciiT (${variant.name}); each failing case classified`, () => {
      const suffix = variant.name === 'defaults' ? '' : ` [${variant.name}]`;
      const variant17 = VARIANTS_16_ON.find((v) => v.name === variant.name) as Variant;
      const tally = new Tally(`IdnaTestV2 15.1.0 ${variant.name}`);
      const classes = { 'newer line': 0, 'root label': 0, 'STD3 mapped': 0 };
      for (const c of cases) {
        const mine = results(c, variant, suffix);
        const newer = current.get(c.source);
        const newerResults = newer === undefined ? null : results(newer, variant17, suffix);
        for (const [key, ok] of mine) {
          if (ok) { tally.check(key, true); continue; }
          // The same kind of case on the 17.0.0 line with the same source.
          const key17 = newer === undefined ? '' : key.replace(/^line \d+/, `line ${newer.line}`);
          const kind = (/ (to\w+)/.exec(key) as RegExpExecArray)[1];
          const cls = newerResults !== null && newerResults.get(key17) === true ? 'newer line'
            : kind !== 'toUnicode' && rootLabel(c, variant, kind) ? 'root label'
            : kind === 'toUnicode' && std3MappedKept(c, variant, mapped) ? 'STD3 mapped'
            : null;
          if (cls !== null) classes[cls]++;
          tally.check(key, cls !== null, newer === undefined ? 'no 17.0.0 line has this source, no class' : `fails against 17.0.0 (${key17}) too, no class`);
        }
      }
      console.log(`  ${variant.name}: revision 33 cases by class: ${JSON.stringify(classes)}`);
      expect(tally.finish()).toEqual([]);
    });
  }
});
