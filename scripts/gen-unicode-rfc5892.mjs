// RFC 5892 §2-3: the IDNA2008 derived property of every code point, computed from Unicode
// properties (General_Category, Default_Ignorable_Code_Point, White_Space,
// Noncharacter_Code_Point, Join_Control, Block, Hangul_Syllable_Type, NFKC, case folding).
import { packageCodePoints } from './gen-unicode-sources.mjs';
import { MAX } from './gen-unicode-ucd.mjs';

/** Value order shared with lib/unicode/properties.ts (DerivedProperty). */
export const DERIVED_PROPERTY_VALUES = ['PVALID', 'CONTEXTJ', 'CONTEXTO', 'DISALLOWED', 'UNASSIGNED'];
const PVALID = 0, CONTEXTJ = 1, DISALLOWED = 3, UNASSIGNED = 4;

// RFC 5892 §2.6 (F) Exceptions.
const EXCEPTIONS = {
  PVALID: [0x00df, 0x03c2, 0x06fd, 0x06fe, 0x0f0b, 0x3007],
  CONTEXTO: [0x00b7, 0x0375, 0x05f3, 0x05f4, 0x30fb, ...range(0x0660, 0x0669), ...range(0x06f0, 0x06f9)],
  DISALLOWED: [0x0640, 0x07fa, 0x302e, 0x302f, ...range(0x3031, 0x3035), 0x303b],
};
// RFC 5892 §2.7 (G) BackwardCompatible: empty in every published revision.
const BACKWARD_COMPATIBLE = {};

function range(a, b) {
  const out = [];
  for (let cp = a; cp <= b; cp++) out.push(cp);
  return out;
}

async function flags(property, values) {
  const set = new Uint8Array(MAX);
  for (const v of values) for (const cp of await packageCodePoints(property, v)) set[cp] = 1;
  return set;
}

/** Returns a Uint8Array of DERIVED_PROPERTY_VALUES indices, one per code point. */
export async function deriveIdna2008(ucd) {
  const exceptions = new Map();
  for (const name of Object.keys(EXCEPTIONS)) for (const cp of EXCEPTIONS[name]) exceptions.set(cp, DERIVED_PROPERTY_VALUES.indexOf(name));

  const unassignedGc = await flags('General_Category', ['Unassigned']);
  const noncharacter = await flags('Binary_Property', ['Noncharacter_Code_Point']);
  const joinControl = await flags('Binary_Property', ['Join_Control']);
  const ignorableProperty = await flags('Binary_Property', ['Default_Ignorable_Code_Point', 'White_Space', 'Noncharacter_Code_Point']);
  const ignorableBlock = await flags('Block', ['Combining_Diacritical_Marks_For_Symbols', 'Musical_Symbols', 'Ancient_Greek_Musical_Notation']);
  const letterDigit = await flags('General_Category', [
    'Lowercase_Letter', 'Uppercase_Letter', 'Other_Letter', 'Decimal_Number', 'Modifier_Letter', 'Nonspacing_Mark', 'Spacing_Mark',
  ]);

  // §2.2 (B) Unstable: toNFKC(toCaseFold(toNFKC(cp))) != cp.
  const unstable = (cp) => {
    const out = ucd.nfkc(ucd.caseFold(ucd.nfkc([cp])));
    return out.length !== 1 || out[0] !== cp;
  };

  const result = new Uint8Array(MAX);
  for (let cp = 0; cp < MAX; cp++) {
    let value;
    // §3 rules, in order: the first that applies wins.
    if (exceptions.has(cp)) value = exceptions.get(cp); // F
    else if (cp in BACKWARD_COMPATIBLE) value = BACKWARD_COMPATIBLE[cp]; // G
    else if (unassignedGc[cp] && !noncharacter[cp]) value = UNASSIGNED; // J
    else if (cp === 0x2d || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a)) value = PVALID; // E LDH
    else if (joinControl[cp]) value = CONTEXTJ; // H
    else if (unstable(cp)) value = DISALLOWED; // B
    else if (ignorableProperty[cp]) value = DISALLOWED; // C
    else if (ignorableBlock[cp]) value = DISALLOWED; // D
    else if (ucd.hangulSyllableType[cp] === 'L' || ucd.hangulSyllableType[cp] === 'V' || ucd.hangulSyllableType[cp] === 'T') value = DISALLOWED; // I
    else if (letterDigit[cp]) value = PVALID; // A
    else value = DISALLOWED;
    result[cp] = value;
  }
  return result;
}
