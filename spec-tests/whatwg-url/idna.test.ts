// WPT toascii.json and IdnaTestV2*.json through URL (see run-idna.ts).
import { describe, expect, it } from 'vitest';
import { runHostSuite } from './run-idna';
import { defaultUnicodeVersion, latestUnicodeVersion, onVersion, tableVersion } from '../support/unicode-tables';
import { URL as OurURL } from '../../lib/index';

// URL on the latest tables (a second copy of the library when this run's tables are older, see
// scripts/unicode-version.mjs): the exemptions of older tables must pass with it.
const latest = async () => (await import(/* @vite-ignore */ '../../lib/index.ts' + onVersion(latestUnicodeVersion))).URL;

describe(`WPT IDNA through URL (Unicode ${tableVersion} tables)`, () => {
  it('toascii.json', async () => {
    expect(runHostSuite('wpt/toascii.json', './toascii.expected-failures.json', true, false, await latest())).toEqual([]);
  });
  it('IdnaTestV2.json (Unicode 17.0.0 + ASCII rule)', async () => {
    expect(runHostSuite('wpt/IdnaTestV2.json', './idna-test-v2.expected-failures.json', false, false, await latest())).toEqual([]);
  });
  // The WPT-format 15.1.0 data belong to the 15.1.0 tables only: on other tables this case is not
  // defined (not skipped); on 17.0.0, Unicode's own 17.0.0 files run (spec-tests/unicode-17).
  if (tableVersion === '15.1.0') {
    it('IdnaTestV2-unicode-15.1.0.json with the current ASCII rule', async () => {
      expect(runHostSuite('wpt/IdnaTestV2-unicode-15.1.0.json', './idna-test-v2-15.1.expected-failures.json', false, true, await latest())).toEqual([]);
    });
  }
});

// The shipped tables (the default project) are the Unicode version of WPT's IDNA data, so that
// the runners above list nothing there; on older tables (a build option) this case is not defined.
if (tableVersion === defaultUnicodeVersion) {
  describe('the shipped tables', () => {
    it(`are Unicode ${latestUnicodeVersion}, the version of WPT's IDNA data`, () => {
      expect(defaultUnicodeVersion).toBe(latestUnicodeVersion);
      // U+04C0 CYRILLIC LETTER PALOCHKA maps to U+04CF from Unicode 16.0 on (toascii.json).
      expect(new OurURL('http://\u04C0.com/').host).toBe('xn--s5a.com');
      // U+180E MONGOLIAN VOWEL SEPARATOR is ignored from Unicode 16.0 on (toascii.json).
      expect(new OurURL('http://a\u180Eb.com/').host).toBe('ab.com');
    });
  });
}

describe('URL §3.3 domain to ASCII and domain to Unicode', () => {
  it('round trip and failures', async () => {
    const { domainToASCII, domainToUnicode } = await import('../../lib/index');
    expect(domainToASCII('Bücher.DE')).toBe('xn--bcher-kva.de');
    expect(domainToASCII('EXAMPLE.com')).toBe('example.com');
    expect(domainToASCII('xn--a')).toBe('xn--a'); // ASCII: lowercased, no UTS #46 (beStrict false)
    expect(domainToASCII('xn--a', true)).toBeNull();
    expect(domainToASCII('a b')).toBeNull(); // forbidden domain code point
    expect(domainToASCII('\u00ad')).toBeNull(); // maps to the empty string
    expect(domainToUnicode('xn--bcher-kva.de')).toBe('bücher.de');
    expect(domainToUnicode('xn--8i7caa')).toBe('xn--8i7caa'); // an error: returned unchanged
    expect(domainToUnicode('EXAMPLE.com')).toBe('example.com');
  });
});
