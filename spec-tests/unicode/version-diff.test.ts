// spec-tests/support/unicode-version-diff.ts: the Unicode 15.1.0 / 17.0.0 difference test used to
// exempt WPT IDNA cases.
import { describe, expect, it } from 'vitest';
import { differingCodePoints, versionDifference } from '../support/unicode-version-diff';

describe('versionDifference', () => {
  it('finds newly assigned and changed code points, and nothing in ASCII', () => {
    expect(versionDifference('example.com')).toBe(null);
    expect(versionDifference('a_b=c')).toBe(null); // STD3 statuses folded as UseSTD3ASCIIRules=false
    expect(versionDifference('bücher.中国')).toBe(null);
    expect(versionDifference('a\u{1C89}b')).toBe(0x1c89); // CYRILLIC CAPITAL LETTER TJE, new in 16.0
    expect(versionDifference('x\u{16EA0}\u{1C89}')).toBe(0x16ea0); // Beria Erfe (17.0): first one wins
    expect(versionDifference('\u{1E030}')).toBe(null); // assigned in 15.0, same treatment
    const d = differingCodePoints();
    let n = 0;
    for (let cp = 0; cp < 0x80; cp++) expect(d[cp]).toBe(0);
    for (let cp = 0; cp < 0x110000; cp++) n += d[cp];
    console.log(`code points whose UTS #46 treatment differs between 15.1.0 and 17.0.0: ${n}`);
    expect(n).toBeGreaterThan(5000); // 16.0 and 17.0 added over 10,000 characters
  });
});
