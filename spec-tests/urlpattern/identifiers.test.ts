// The identifier table (lib/unicode/generated/identifiers.ts, decoded by lib/unicode/identifiers.ts)
// on every code point: IdentifierStart = ID_Start + "$" + "_", IdentifierPart = ID_Continue + "$"
// + ZWNJ + ZWJ (ECMA-262 §12.7), against @unicode/unicode-15.1.0 (the shipped version); and the
// tokenizer's use of it for group names (URL Pattern §2.1.2 "is a valid name code point").
import { describe, expect, it } from 'vitest';
import { isIdentifierPart, isIdentifierStart } from '../../lib/unicode/identifiers';
import { tokenize, TokenType } from '../../lib/urlpattern/tokenizer';

import startPoints from '@unicode/unicode-15.1.0/Binary_Property/ID_Start/code-points.mjs';
import continuePoints from '@unicode/unicode-15.1.0/Binary_Property/ID_Continue/code-points.mjs';

const idStart = new Set<number>(startPoints);
const idContinue = new Set<number>(continuePoints);

describe('identifier table', () => {
  it('IdentifierStart and IdentifierPart on every code point', () => {
    let bad = 0;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const start = idStart.has(cp) || cp === 0x24 || cp === 0x5f;
      const part = idContinue.has(cp) || cp === 0x24 || cp === 0x200c || cp === 0x200d;
      if (isIdentifierStart(cp) !== start || isIdentifierPart(cp) !== part) bad++;
    }
    expect(bad).toBe(0);
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
