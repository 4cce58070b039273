// ECMAScript IdentifierStart / IdentifierPart code points (ECMA-262 §12.7: ID_Start or "$" or "_";
// ID_Continue or "$" or ZWNJ or ZWJ), for URLPattern group names (URL Pattern §1.3 "is a valid
// name code point"). From our generated table, decoded on first use: only lib/urlpattern imports it.
import { IDENTIFIER_RUNS } from './generated/identifiers';
import { lazyRunLookup } from './tables';

const lookup = /* @__PURE__ */ lazyRunLookup(IDENTIFIER_RUNS);

function asciiIdentifier(cp: number, start: boolean): boolean {
  if ((cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a) || cp === 0x24 || cp === 0x5f) return true;
  return !start && cp >= 0x30 && cp <= 0x39;
}

/** ECMA-262 IdentifierStart: ID_Start, "$" or "_". */
export function isIdentifierStart(cp: number): boolean {
  if (cp < 0x80) return asciiIdentifier(cp, true);
  return lookup(cp) === 2;
}

/** ECMA-262 IdentifierPart: ID_Continue, "$", U+200C ZWNJ or U+200D ZWJ. */
export function isIdentifierPart(cp: number): boolean {
  if (cp < 0x80) return asciiIdentifier(cp, false);
  return cp === 0x200c || cp === 0x200d || lookup(cp) !== 0;
}
