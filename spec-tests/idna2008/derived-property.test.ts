// RFC 5892 §2-3: every code point's derived property, checked three ways, each against data the
// generator (scripts/gen-unicode-rfc5892.mjs) does not read:
// 1. the NV8/XV8 IDNA2008 Status field and the statuses of UTS #46's IdnaMappingTable.txt of the
//    tables' version (17.0.0, or 15.1.0 in the unicode-15.1.0 project);
// 2. Unicode's own IDNA2008_Category file, Idna2008.txt 17.0.0, on every code point assigned in
//    the tables' version (on older tables, a disagreement must come from an input property that
//    changed between the versions);
// 3. the RFC 5892 rules restated here over the UCD text files (the generator uses the @unicode
//    package and its own NFKC; this test uses DerivedGeneralCategory.txt, PropList.txt,
//    DerivedCoreProperties.txt, Blocks.txt, HangulSyllableType.txt and the NFKC_CF mapping of
//    DerivedNormalizationProps.txt). This one shares the rule order with the generator, so only
//    1 and 2 can catch a wrong rule.
// One expected-failures file for the three, keys prefixed "UTS46 ", "Idna2008.txt " and "block ".
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readExpectedFailures, Tally } from '../support/tally';
import { derivedProperty } from '../../lib/api/idna';
import { eachCodePoint, eachCodePointIn } from '../unicode/ucd-text';
import { tableVersion } from '../support/unicode-tables';

const expectedFile = fileURLToPath(new URL('./derived-property.expected-failures.json', import.meta.url));
const SIZE = 0x110000;
const PREFIXES = ['UTS46 ', 'Idna2008.txt ', 'block '];

/** The expected failures whose key starts with prefix. */
function expectedFailures(prefix: string): Record<string, string> {
  const all = readExpectedFailures(expectedFile);
  return Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith(prefix)));
}

const hex = (cp: number): string => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');

/** RFC 5892 §2.6 Exceptions (F) as listed in the RFC. */
const EXCEPTIONS: Record<number, string> = {};
for (const cp of [0x00df, 0x03c2, 0x06fd, 0x06fe, 0x0f0b, 0x3007]) EXCEPTIONS[cp] = 'PVALID';
for (const cp of [0x00b7, 0x0375, 0x05f3, 0x05f4, 0x30fb]) EXCEPTIONS[cp] = 'CONTEXTO';
for (let cp = 0x0660; cp <= 0x0669; cp++) EXCEPTIONS[cp] = 'CONTEXTO';
for (let cp = 0x06f0; cp <= 0x06f9; cp++) EXCEPTIONS[cp] = 'CONTEXTO';
for (const cp of [0x0640, 0x07fa, 0x302e, 0x302f, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303b]) EXCEPTIONS[cp] = 'DISALLOWED';

const IDNA2008_VALUES = ['PVALID', 'CONTEXTJ', 'CONTEXTO', 'DISALLOWED', 'UNASSIGNED'];
const ALLOWED = ['PVALID', 'CONTEXTJ', 'CONTEXTO'];

// The IDNA2008 Status field of IdnaMappingTable.txt (UTS #46 §5, "IDNA Mapping Table"; the 15.1.0
// file's header only points there). Informative, and only on status valid:
// - NV8: valid under UTS #46, but excluded from all domain names by IDNA2008 for all versions of
//   Unicode;
// - XV8: valid under UTS #46, excluded by IDNA2008 for this version of Unicode, though valid in an
//   earlier one (only U+19DA NEW TAI LUE THAM DIGIT ONE, Nd until 6.0, No since: RFC 6452 §1.3).
// The field looks at single code points: the CONTEXTJ/CONTEXTO rules and the Bidi rule need a
// label, so code points with a contextual rule are not NV8 (Unicode's L2/10-446R2, which introduced
// the field). Hence, on every code point, with d = derivedProperty(cp):
// - valid + NV8 or XV8: d is DISALLOWED (excluded from all domain names, yet assigned: UTS #46 never
//   makes an unassigned code point valid);
// - valid without a flag: d is PVALID, CONTEXTJ or CONTEXTO;
// - deviation (U+00DF, U+03C2, U+200C, U+200D): d is PVALID, CONTEXTJ or CONTEXTO; a deviation is a
//   code point IDNA2003 mapped or removed and IDNA2008 allows, which nontransitional processing keeps;
// - disallowed_STD3_valid (ASCII other than letters, digits, "-" and "."): DISALLOWED; with
//   UseSTD3ASCIIRules, the setting that matches IDNA2008, they are disallowed (17.0.0's table, which
//   has no STD3 statuses, marks them valid + NV8);
// - mapped, ignored, disallowed_STD3_mapped, disallowed: DISALLOWED or UNASSIGNED. The converse
//   direction: UTS #46 nontransitional processing keeps every code point of a label IDNA2008 allows,
//   so such a code point is never mapped, removed or rejected.
interface Implication {
  rule: string;
  allowed: readonly string[];
}
function implication(status: string, flag: string): Implication {
  if (status === 'valid' && flag) return { rule: `valid + ${flag}`, allowed: ['DISALLOWED'] };
  if (status === 'valid') return { rule: 'valid', allowed: ALLOWED };
  if (status === 'deviation') return { rule: 'deviation', allowed: ALLOWED };
  if (status === 'disallowed_STD3_valid') return { rule: status, allowed: ['DISALLOWED'] };
  if (['mapped', 'ignored', 'disallowed_STD3_mapped', 'disallowed'].includes(status)) {
    return { rule: 'mapped/ignored/disallowed', allowed: ['DISALLOWED', 'UNASSIGNED'] };
  }
  throw new Error(`IdnaMappingTable.txt: unknown status ${status}`);
}

/** The inputs RFC 5892 §2-3 read for one code point, from one UCD version (rules A-J). */
interface Rfc5892Inputs {
  assigned: Uint8Array; // DerivedAge.txt lists it
  gc: string[];
  nfkcCf: Array<string | undefined>; // NFKC_CF mapping, undefined = the code point itself
  defaultIgnorable: Uint8Array;
  whiteSpace: Uint8Array;
  noncharacter: Uint8Array;
  joinControl: Uint8Array;
  hangul: string[];
  block: string[];
}

function readInputs(folder: string): Rfc5892Inputs {
  const each = (rel: string, fn: (cp: number, f: string[]) => void): void => eachCodePointIn(folder, 'ucd/' + rel, fn);
  const set = (rel: string, value: string): Uint8Array => {
    const out = new Uint8Array(SIZE);
    each(rel, (cp, f) => {
      if (f[0] === value) out[cp] = 1;
    });
    return out;
  };
  const assigned = new Uint8Array(SIZE); // @missing: Unassigned
  each('DerivedAge.txt', (cp) => (assigned[cp] = 1));
  const gc: string[] = new Array(SIZE).fill('Cn'); // @missing: Cn
  each('extracted/DerivedGeneralCategory.txt', (cp, f) => (gc[cp] = f[0]));
  const nfkcCf: Array<string | undefined> = new Array(SIZE);
  each('DerivedNormalizationProps.txt', (cp, f) => {
    if (f[0] === 'NFKC_CF') nfkcCf[cp] = f[1];
  });
  const hangul: string[] = new Array(SIZE).fill('NA'); // @missing: Not_Applicable
  each('HangulSyllableType.txt', (cp, f) => (hangul[cp] = f[0]));
  const block: string[] = new Array(SIZE).fill('No_Block'); // @missing: No_Block
  each('Blocks.txt', (cp, f) => (block[cp] = f[0]));
  return {
    assigned,
    gc,
    nfkcCf,
    defaultIgnorable: set('DerivedCoreProperties.txt', 'Default_Ignorable_Code_Point'),
    whiteSpace: set('PropList.txt', 'White_Space'),
    noncharacter: set('PropList.txt', 'Noncharacter_Code_Point'),
    joinControl: set('PropList.txt', 'Join_Control'),
    hangul,
    block,
  };
}

/**
 * The RFC 5892 inputs of cp that differ between the two versions ("" when none does). Script,
 * Joining_Type, Bidi_Class and Canonical_Combining_Class feed only the contextual and Bidi rules,
 * which look at labels, not the derived property; the §2.6 exceptions are the RFC's fixed list.
 */
function inputChanges(cp: number, a: Rfc5892Inputs, b: Rfc5892Inputs): string {
  const out: string[] = [];
  const values: Array<[string, ArrayLike<unknown>, ArrayLike<unknown>]> = [
    ['General_Category', a.gc, b.gc],
    ['NFKC_Casefold', a.nfkcCf, b.nfkcCf],
    ['Default_Ignorable_Code_Point', a.defaultIgnorable, b.defaultIgnorable],
    ['White_Space', a.whiteSpace, b.whiteSpace],
    ['Noncharacter_Code_Point', a.noncharacter, b.noncharacter],
    ['Join_Control', a.joinControl, b.joinControl],
    ['Hangul_Syllable_Type', a.hangul, b.hangul],
    ['Block', a.block, b.block],
  ];
  for (const [name, x, y] of values) {
    if (x[cp] !== y[cp]) out.push(`${name} ${String(x[cp] ?? '(itself)')} -> ${String(y[cp] ?? '(itself)')}`);
  }
  return out.join(', ');
}

/** Idna2008.txt: IDNA2008_Category per code point (@missing: UNASSIGNED). */
function readIdna2008(rel: string): string[] {
  const out: string[] = new Array(SIZE).fill('UNASSIGNED');
  // The header lists the value "CONTEXT0" (a zero); the data lines say CONTEXTO. Any other
  // spelling fails here rather than counting as a disagreement.
  eachCodePointIn(rel.slice(0, rel.indexOf('/')), rel.slice(rel.indexOf('/') + 1), (cp, f) => {
    if (!IDNA2008_VALUES.includes(f[0])) throw new Error(`${rel}: unknown value ${f[0]} at ${hex(cp)}`);
    out[cp] = f[0];
  });
  return out;
}

const count = (m: Record<string, number>, k: string): void => {
  m[k] = (m[k] ?? 0) + 1;
};

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
  it('every expected failure belongs to one of the three checks', () => {
    const keys = Object.keys(readExpectedFailures(expectedFile));
    expect(keys.filter((k) => !PREFIXES.some((p) => k.startsWith(p)))).toEqual([]);
  });

  it(`agrees with the NV8/XV8 IDNA2008 Status and the statuses of IdnaMappingTable.txt ${tableVersion}`, () => {
    const status: string[] = new Array(SIZE);
    const flag: string[] = new Array(SIZE).fill('');
    eachCodePointIn('unicode-' + tableVersion, 'IdnaMappingTable.txt', (cp, f) => {
      status[cp] = f[0];
      const idna2008Status = f[2] ?? '';
      if (idna2008Status && (f[0] !== 'valid' || !['NV8', 'XV8'].includes(idna2008Status))) {
        throw new Error(`IdnaMappingTable.txt: IDNA2008 Status ${idna2008Status} on ${f[0]} at ${hex(cp)}`);
      }
      flag[cp] = idna2008Status;
    });
    const tally = new Tally(`RFC 5892 derived property vs UTS #46 ${tableVersion} NV8/XV8`, expectedFailures('UTS46 '));
    const byRule: Record<string, Record<string, number>> = {};
    const listedByRule: Record<string, number> = {};
    for (let cp = 0; cp < SIZE; cp++) {
      if (status[cp] === undefined) throw new Error(`IdnaMappingTable.txt: no entry for ${hex(cp)}`);
      const { rule, allowed } = implication(status[cp], flag[cp]);
      const got = derivedProperty(cp);
      count((byRule[rule] ??= {}), got);
      const key = `UTS46 ${hex(cp)}`;
      if (key in tally.expected) count(listedByRule, rule);
      tally.check(key, allowed.includes(got), `${rule}: ${got}, expected ${allowed.join(' or ')}`);
    }
    for (const rule of Object.keys(byRule)) {
      console.log(`  UTS #46 ${rule}: ${JSON.stringify(byRule[rule])}` + (listedByRule[rule] ? `, listed exceptions ${listedByRule[rule]}` : ''));
    }
    expect(tally.finish()).toEqual([]);
    expect(byRule['valid + XV8']).toEqual({ DISALLOWED: 1 }); // U+19DA
  });

  it(`agrees with Idna2008.txt 17.0.0 on every code point assigned in ${tableVersion}`, () => {
    const want = readIdna2008('unicode-17.0.0/Idna2008.txt');
    const v15 = readInputs('unicode-' + tableVersion);
    const v17 = readInputs('unicode-17.0.0');
    const tally = new Tally('RFC 5892 derived property vs Idna2008.txt 17.0.0', expectedFailures('Idna2008.txt '));
    let compared = 0;
    let agreed = 0;
    const inputsChanged: string[] = [];
    const listedByReason: Record<string, number> = {};
    const unassignedWrong: string[] = [];
    for (let cp = 0; cp < SIZE; cp++) {
      const got = derivedProperty(cp);
      if (!v15.assigned[cp]) {
        // Unassigned in the tables' version (surrogates, private use and noncharacters have an age): rule J.
        if (got !== 'UNASSIGNED') unassignedWrong.push(`${hex(cp)} ${got}`);
        continue;
      }
      compared++;
      const changes = inputChanges(cp, v15, v17);
      if (changes) inputsChanged.push(`${hex(cp)} ${changes}`);
      const key = `Idna2008.txt ${hex(cp)}`;
      const ok = got === want[cp];
      if (ok) agreed++;
      const reason = tally.expected[key];
      if (!ok && reason !== undefined) {
        // A listed disagreement must name the input change, found here, that explains it.
        expect(changes, `${key} is listed, but no RFC 5892 input changed between ${tableVersion} and 17.0.0`).not.toBe('');
        expect(reason, `${key}: the reason must name the change`).toContain(changes);
        count(listedByReason, changes);
      }
      const detail = changes
        ? `ours ${got}, 17.0.0 ${want[cp]}; inputs changed: ${changes} (list it with that reason)`
        : `ours ${got}, 17.0.0 ${want[cp]}; no RFC 5892 input changed between ${tableVersion} and 17.0.0: a bug`;
      tally.check(key, ok, detail);
    }
    console.log(
      `  code points assigned in ${tableVersion} compared: ${compared}, agree: ${agreed}, listed exceptions by reason: ${JSON.stringify(listedByReason)}; ` +
        `with some RFC 5892 input changed by 17.0.0: ${inputsChanged.length} (${inputsChanged.slice(0, 10).join('; ')}); unassigned in ${tableVersion} (each must be UNASSIGNED here): ${SIZE - compared}`,
    );
    const unassignedProblems = unassignedWrong.slice(0, 20).map((e) => `unassigned in ${tableVersion} but not UNASSIGNED here: ${e}`);
    expect([...tally.finish(), ...unassignedProblems]).toEqual([]);
  });

  it('matches the rules restated over the UCD text files (same rule order as the generator)', () => {
    const gc: string[] = new Array(SIZE).fill('Cn'); // @missing: Cn
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
    const expectedValue = (cp: number): string => {
      if (cp in EXCEPTIONS) return EXCEPTIONS[cp]; // F (G BackwardCompatible is empty)
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
    const tally = new Tally('RFC 5892 derived property vs the rules restated here', expectedFailures('block '));
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
    // Sanity: the counts published with Unicode's IDNA2008 tables (15.1.0 and 17.0.0 alike).
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
