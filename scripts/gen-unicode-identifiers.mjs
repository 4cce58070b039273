// The identifier table for URLPattern group names (URL Pattern §1.3 "is a valid name code point":
// ECMAScript IdentifierStart / IdentifierPart, i.e. ID_Start / ID_Continue plus "$", "_", ZWNJ,
// ZWJ, which lib/unicode/identifiers.ts adds). Written by scripts/gen-unicode.mjs (one more file
// in lib/unicode/generated); kept in its own module so that the other tables' code is untouched.
import { fillFromPackage } from './gen-unicode-sources.mjs';
import { encodeRuns, stringLiteral } from './gen-unicode-encode.mjs';
import { MAX } from './gen-unicode-ucd.mjs';

/** identifiers.ts: runs of 0 (neither), 1 (ID_Continue only), 2 (ID_Start, hence also ID_Continue). */
export async function identifiersFile(header, unicodeVersion) {
  const values = new Uint8Array(MAX);
  await fillFromPackage(values, 'Binary_Property', 'ID_Continue', 1);
  const start = new Uint8Array(MAX);
  await fillFromPackage(start, 'Binary_Property', 'ID_Start', 1);
  for (let cp = 0; cp < MAX; cp++) {
    if (start[cp]) {
      if (!values[cp]) throw new Error('ID_Start but not ID_Continue at ' + cp.toString(16));
      values[cp] = 2;
    }
  }
  const r = encodeRuns(values);
  return {
    name: 'identifiers.ts',
    text:
      header([`@unicode/unicode-${unicodeVersion} Binary_Property ID_Start, ID_Continue`]) +
      `/** ID_Start / ID_Continue: runs, their lengths then their values (${r.runs} runs); 0 neither, 1 ID_Continue only, 2 ID_Start. */\n` +
      `export const IDENTIFIER_VALUES = 'No Continue Start';\n` +
      `export const IDENTIFIER_RUNS =\n  ${stringLiteral(r.data)};\n`,
    stats: `${r.runs} runs`,
  };
}
