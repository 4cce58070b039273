// The shipped Unicode 17.0.0 tables (lib/unicode/generated, the default vitest project) against
// Unicode's own 17.0.0 test files, with nothing exempted: IdnaTestV2.txt (every line, defaults and each flag off),
// Idna2008.txt (the RFC 5892 derived property on every code point). NormalizationTest.txt and the
// WPT URL suite run through their usual runners.
import { describe, expect, it } from 'vitest';
import { Tally } from '../support/tally';
import { tableVersion } from '../support/unicode-tables';
import { eachCodePointIn } from '../unicode/ucd-text';
import { readCases } from '../uts46/idna-test-v2-data';
import { checkIdnaTestLine, VARIANTS_16_ON as variants } from '../uts46/idna-test-v2-check';
import { derivedPropertyValue, DERIVED_PROPERTY_NAMES } from '../../lib/unicode/properties';
import { decodedTableCount } from '../../lib/unicode/tables';

describe(`Unicode ${tableVersion} tables`, () => {
  it('are the 17.0.0 tables', () => {
    expect(tableVersion).toBe('17.0.0');
    expect(decodedTableCount()).toBe(0);
    // U+1C89 CYRILLIC CAPITAL LETTER TJE is new in 16.0 (DISALLOWED: it is mapped by case folding).
    expect(DERIVED_PROPERTY_NAMES[derivedPropertyValue(0x1c89)]).toBe('DISALLOWED');
  });

  const cases = readCases('unicode-17.0.0/IdnaTestV2.txt');
  for (const variant of variants) {
    it(`IdnaTestV2.txt 17.0.0, every line: toUnicode, toAsciiN, toAsciiT (${variant.name})`, () => {
      const suffix = variant.name === 'defaults' ? '' : ` [${variant.name}]`;
      const tally = new Tally(`IdnaTestV2.txt 17.0.0 on the 17.0.0 tables, ${variant.name}`);
      for (const c of cases) checkIdnaTestLine(c, variant, suffix, tally);
      expect(cases.length).toBeGreaterThan(6000);
      expect(tally.finish()).toEqual([]);
    });
  }

  it('derivedProperty equals Idna2008.txt 17.0.0 on every code point', () => {
    const want: string[] = new Array(0x110000).fill('UNASSIGNED');
    eachCodePointIn('unicode-17.0.0', 'Idna2008.txt', (cp, f) => (want[cp] = f[0]));
    const tally = new Tally('derivedProperty vs Idna2008.txt 17.0.0, every code point');
    for (let cp = 0; cp < 0x110000; cp++) {
      const got = DERIVED_PROPERTY_NAMES[derivedPropertyValue(cp)];
      tally.check(`U+${cp.toString(16).toUpperCase()}`, got === want[cp], `ours ${got}, Idna2008.txt ${want[cp]}`);
    }
    expect(tally.finish()).toEqual([]);
  });
});
