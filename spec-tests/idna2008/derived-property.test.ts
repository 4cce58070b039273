// RFC 5892 §2-3: every code point's derived property, checked against the categories computed
// here straight from the UCD text files (the generator uses the @unicode package and its own
// NFKC; this test uses DerivedGeneralCategory.txt, PropList.txt, DerivedCoreProperties.txt,
// Blocks.txt, HangulSyllableType.txt and the NFKC_CF mapping of DerivedNormalizationProps.txt).
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readConformance, readExpectedFailures, Tally } from '../support/tally';
import { derivedProperty } from '../../lib/idna/index';
import { eachCodePoint } from '../unicode/ucd-text';

const expectedFile = fileURLToPath(new URL('./derived-property.expected-failures.json', import.meta.url));

/** Calls fn(cp, fields) for every code point of every data line of ucd/<rel>. */
function eachLine(rel: string, fn: (cp: number, fields: string[]) => void): void {
  eachCodePoint('ucd/' + rel, fn);
}

function codePointSet(rel: string, value: string): Uint8Array {
  const set = new Uint8Array(0x110000);
  eachLine(rel, (cp, f) => {
    if (f[0] === value) set[cp] = 1;
  });
  return set;
}

describe('RFC 5892 derived property, all code points', () => {
  it('matches the categories computed from the UCD text files', () => {
    const gc: string[] = new Array(0x110000).fill('Cn'); // @missing: Cn
    eachLine('extracted/DerivedGeneralCategory.txt', (cp, f) => (gc[cp] = f[0]));
    const whiteSpace = codePointSet('PropList.txt', 'White_Space');
    const noncharacter = codePointSet('PropList.txt', 'Noncharacter_Code_Point');
    const joinControl = codePointSet('PropList.txt', 'Join_Control');
    const defaultIgnorable = codePointSet('DerivedCoreProperties.txt', 'Default_Ignorable_Code_Point');
    const hangul = new Array<string>(0x110000);
    eachLine('HangulSyllableType.txt', (cp, f) => (hangul[cp] = f[0]));
    const ignorableBlock = new Uint8Array(0x110000);
    eachLine('Blocks.txt', (cp, f) => {
      if (['Combining Diacritical Marks for Symbols', 'Musical Symbols', 'Ancient Greek Musical Notation'].includes(f[0])) ignorableBlock[cp] = 1;
    });
    // Category B through NFKC_Casefold: NFKC_CF(cp) != cp. (NFKC_CF also drops default ignorable
    // code points, which category C makes DISALLOWED anyway.)
    const unstable = new Uint8Array(0x110000);
    eachLine('DerivedNormalizationProps.txt', (cp, f) => {
      if (f[0] !== 'NFKC_CF') return;
      const mapped = f[1] ? f[1].split(' ').map((h) => parseInt(h, 16)) : [];
      if (mapped.length !== 1 || mapped[0] !== cp) unstable[cp] = 1;
    });
    // RFC 5892 §2.6 Exceptions (F) as listed in the RFC.
    const exceptions: Record<number, string> = {};
    for (const cp of [0x00df, 0x03c2, 0x06fd, 0x06fe, 0x0f0b, 0x3007]) exceptions[cp] = 'PVALID';
    for (const cp of [0x00b7, 0x0375, 0x05f3, 0x05f4, 0x30fb]) exceptions[cp] = 'CONTEXTO';
    for (let cp = 0x0660; cp <= 0x0669; cp++) exceptions[cp] = 'CONTEXTO';
    for (let cp = 0x06f0; cp <= 0x06f9; cp++) exceptions[cp] = 'CONTEXTO';
    for (const cp of [0x0640, 0x07fa, 0x302e, 0x302f, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303b]) exceptions[cp] = 'DISALLOWED';

    const expectedValue = (cp: number): string => {
      if (cp in exceptions) return exceptions[cp]; // F (G BackwardCompatible is empty)
      if (gc[cp] === 'Cn' && !noncharacter[cp]) return 'UNASSIGNED'; // J
      if (cp === 0x2d || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a)) return 'PVALID'; // E
      if (joinControl[cp]) return 'CONTEXTJ'; // H
      if (unstable[cp]) return 'DISALLOWED'; // B
      if (defaultIgnorable[cp] || whiteSpace[cp] || noncharacter[cp]) return 'DISALLOWED'; // C
      if (ignorableBlock[cp]) return 'DISALLOWED'; // D
      if (hangul[cp] === 'L' || hangul[cp] === 'V' || hangul[cp] === 'T') return 'DISALLOWED'; // I
      if (['Ll', 'Lu', 'Lo', 'Nd', 'Lm', 'Mn', 'Mc'].includes(gc[cp])) return 'PVALID'; // A
      return 'DISALLOWED';
    };

    // One case per 256-code-point block; the detail lists the first mismatches.
    const tally = new Tally('RFC 5892 derived property', readExpectedFailures(expectedFile));
    const counts: Record<string, number> = {};
    for (let block = 0; block < 0x110000; block += 0x100) {
      const bad: string[] = [];
      for (let cp = block; cp < block + 0x100; cp++) {
        const got = derivedProperty(cp);
        counts[got] = (counts[got] ?? 0) + 1;
        const want = expectedValue(cp);
        if (got !== want) bad.push(`U+${cp.toString(16).toUpperCase()} ${got} (expected ${want})`);
      }
      tally.check(`block ${block.toString(16).toUpperCase()}`, bad.length === 0, bad.slice(0, 5).join(', '));
    }
    console.log('derived property counts:', JSON.stringify(counts));
    expect(tally.finish()).toEqual([]);
    // Sanity: the counts published with Unicode 15.1.0's IDNA2008 table are of this order.
    expect(counts.CONTEXTJ).toBe(2);
    expect(counts.CONTEXTO).toBe(25);
  });

  it('gives the RFC 5892 values of some well-known code points', () => {
    expect(derivedProperty(0x61)).toBe('PVALID');
    expect(derivedProperty(0x41)).toBe('DISALLOWED');
    expect(derivedProperty(0xdf)).toBe('PVALID');
    expect(derivedProperty(0x200c)).toBe('CONTEXTJ');
    expect(derivedProperty(0xb7)).toBe('CONTEXTO');
    expect(derivedProperty(0x0640)).toBe('DISALLOWED');
    expect(derivedProperty(0x1e030)).toBe('DISALLOWED'); // added in 15.0 (modifier letter, NFKC-unstable)
    expect(derivedProperty(0x4e00)).toBe('PVALID');
    expect(derivedProperty(0x1100)).toBe('DISALLOWED'); // old Hangul jamo (I)
    expect(derivedProperty(0xfdd0)).toBe('DISALLOWED'); // noncharacter (C), not UNASSIGNED
    expect(derivedProperty(0x0378)).toBe('UNASSIGNED');
    expect(derivedProperty(0x31350)).toBe('PVALID'); // CJK Extension H (15.0)
    expect(derivedProperty(0x2ebf0)).toBe('PVALID'); // CJK Extension I (15.1)
    expect(() => derivedProperty(0x110000)).toThrow(RangeError);
  });
});
