// The decoded tables against the UCD / IDNA text files, code point by code point, and the value
// orders shared by the generator and lib/unicode.
import { describe, expect, it } from 'vitest';
import { eachCodePoint, missingRanges } from './ucd-text';
import { IdnaStatus, appendIdnaMapping, idnaStatus } from '../../lib/unicode/idna-mapping';
import { BidiClass, DerivedProperty, JoiningType, Script, bidiClass, isMark, joiningType, script } from '../../lib/unicode/properties';
import { canonicalDecomposition, combiningClass, isNfcQuickCheckYes, isNfcUnstable } from '../../lib/unicode/normalize';
import { compatibilityDecomposition, nfkc } from '../../lib/unicode/nfkc';
import { readConformance } from '../support/tally';
import { defaultUnicodeVersion, tableVersion } from '../support/unicode-tables';
import { caseFold } from '../../lib/unicode/case-folding';
import { FIRST_RTL_CODE_POINT } from '../../lib/idna/bidi';
import { IDNA_STATUS_VALUES } from '../../lib/unicode/generated/idna-mapping';
import { BIDI_CLASS_VALUES } from '../../lib/unicode/generated/bidi-class';
import { JOINING_TYPE_VALUES } from '../../lib/unicode/generated/joining-type';
import { decodeDecompositions, decodeRuns, decodeVarints, findRun, indexOfCodePoint } from '../../lib/unicode/tables';
import { SCRIPT_VALUES } from '../../lib/unicode/generated/scripts';
import { IDNA2008_DERIVED_VALUES } from '../../lib/unicode/generated/idna2008-derived';

const hex = (cp: number) => 'U+' + cp.toString(16).toUpperCase();

describe('generated value orders', () => {
  it('match the runtime constants', () => {
    expect(IDNA_STATUS_VALUES.split(' ')).toEqual(Object.keys(IdnaStatus));
    expect(BIDI_CLASS_VALUES.split(' ')).toEqual(Object.keys(BidiClass));
    expect(JOINING_TYPE_VALUES.split(' ')).toEqual(Object.keys(JoiningType));
    expect(SCRIPT_VALUES.split(' ')).toEqual(Object.keys(Script));
    expect(IDNA2008_DERIVED_VALUES.split(' ')).toEqual(Object.keys(DerivedProperty));
  });
});

describe('UTS #46 mapping table', () => {
  // The mappings are derived (lib/unicode/idna-mapping.ts) but for the listed exceptions: this
  // checks the derivation against the table it replaces, on every code point.
  it('gives every code point the status and mapping of IdnaMappingTable.txt (ASCII included)', () => {
    const bad: string[] = [];
    let count = 0;
    eachCodePoint('IdnaMappingTable.txt', (cp, f) => {
      count++;
      let status = (IdnaStatus as Record<string, number>)[f[0]];
      // From 16.0 on the table has no STD3 statuses: UseSTD3ASCIIRules became a check of ASCII
      // outside [a-z0-9-.], which idnaStatus keeps answering as disallowed_STD3_valid.
      const ldh = cp === 0x2d || cp === 0x2e || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a);
      if (cp < 0x80 && f[0] === 'valid' && !ldh) status = IdnaStatus.disallowed_STD3_valid;
      const hasMapping = f[0] === 'mapped' || f[0] === 'deviation' || f[0] === 'disallowed_STD3_mapped';
      const want = hasMapping && f[1] ? f[1].split(' ').map((h) => parseInt(h, 16)) : [];
      const got: number[] = [];
      if (hasMapping) appendIdnaMapping(cp, got);
      if (idnaStatus(cp) !== status || got.join() !== want.join()) bad.push(hex(cp));
    });
    expect(count).toBe(0x110000);
    expect(bad.slice(0, 20)).toEqual([]);
  });
});

describe('derived tables against the tables they replace', () => {
  it('NFC quick check (derived from decompositions, combining classes, Hangul) = NFC_QC and ccc of the UCD', () => {
    const want = new Uint8Array(0x110000);
    eachCodePoint('ucd/DerivedNormalizationProps.txt', (cp, f) => {
      if (f[0] === 'NFC_QC') want[cp] = 1;
    });
    eachCodePoint('ucd/extracted/DerivedCombiningClass.txt', (cp, f) => {
      if (Number(f[0]) !== 0) want[cp] = 1;
    });
    const bad: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) if (isNfcUnstable(cp) !== (want[cp] === 1)) bad.push(hex(cp));
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('NFC_Quick_Check=Yes (derived, starters and non-starters) = no NFC_QC entry in the UCD', () => {
    const want = new Uint8Array(0x110000);
    eachCodePoint('ucd/DerivedNormalizationProps.txt', (cp, f) => {
      if (f[0] === 'NFC_QC') want[cp] = 1;
    });
    const bad: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) if (isNfcQuickCheckYes(cp) !== (want[cp] === 0)) bad.push(hex(cp));
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('decompositions (run-encoded) = UnicodeData.txt field 5 on every code point', () => {
    const canonical: string[] = new Array(0x110000);
    const compat: string[] = new Array(0x110000);
    for (const line of readConformance('unicode-' + tableVersion + '/ucd/UnicodeData.txt').split('\n')) {
      const f = line.split(';');
      if (f.length < 6 || !f[5]) continue;
      const cps = f[5].replace(/^<\w+> /, '').split(' ').map((h) => parseInt(h, 16)).join();
      if (f[5].startsWith('<')) compat[parseInt(f[0], 16)] = cps;
      else canonical[parseInt(f[0], 16)] = cps;
    }
    const bad: string[] = [];
    let count = 0;
    for (let cp = 0; cp < 0x110000; cp++) {
      const c = canonicalDecomposition(cp);
      const k = compatibilityDecomposition(cp);
      if (c) count++;
      if (k) count++;
      if ((c ? c.join() : undefined) !== canonical[cp] || (k ? k.join() : undefined) !== compat[cp]) bad.push(hex(cp));
    }
    expect(bad.slice(0, 20)).toEqual([]);
    expect(count).toBeGreaterThan(5000);
  });

  it('full case folding = CaseFolding.txt C+F on every code point', () => {
    const want: number[][] = new Array(0x110000);
    eachCodePoint('ucd/CaseFolding.txt', (cp, f) => {
      if (f[0] === 'C' || f[0] === 'F') want[cp] = f[1].split(' ').map((h) => parseInt(h, 16));
    });
    const bad: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) if (caseFold([cp]).join() !== (want[cp] || [cp]).join()) bad.push(hex(cp));
    expect(bad.slice(0, 20)).toEqual([]);
  });
});

describe('property tables', () => {
  it('Canonical_Combining_Class matches UnicodeData.txt', () => {
    const want = new Uint8Array(0x110000);
    eachCodePoint('ucd/extracted/DerivedCombiningClass.txt', (cp, f) => (want[cp] = Number(f[0])));
    const bad: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) if (combiningClass(cp) !== want[cp]) bad.push(hex(cp));
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('Bidi_Class matches DerivedBidiClass.txt (with its @missing defaults)', () => {
    const names = Object.keys(BidiClass);
    const long: Record<string, string> = {
      Left_To_Right: 'L', Right_To_Left: 'R', Arabic_Letter: 'AL', European_Terminator: 'ET',
    };
    const want: string[] = new Array(0x110000);
    for (const [a, b, v] of missingRanges('ucd/extracted/DerivedBidiClass.txt')) want.fill(long[v] ?? 'Other', a, b + 1);
    eachCodePoint('ucd/extracted/DerivedBidiClass.txt', (cp, f) => (want[cp] = names.includes(f[0]) ? f[0] : 'Other'));
    const bad: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) if (names[bidiClass(cp)] !== want[cp]) bad.push(`${hex(cp)} ${names[bidiClass(cp)]} != ${want[cp]}`);
    expect(bad.slice(0, 20)).toEqual([]);
    // bidi.ts skips code points below FIRST_RTL_CODE_POINT when looking for R, AL, AN.
    for (let cp = 0; cp < FIRST_RTL_CODE_POINT; cp++) expect(['R', 'AL', 'AN']).not.toContain(want[cp]);
  });

  it('Joining_Type, Script and General_Category=Mark match the text files', () => {
    const jt = new Uint8Array(0x110000);
    eachCodePoint('ucd/extracted/DerivedJoiningType.txt', (cp, f) => (jt[cp] = Math.max(0, Object.keys(JoiningType).indexOf(f[0]))));
    const sc = new Uint8Array(0x110000);
    eachCodePoint('ucd/Scripts.txt', (cp, f) => (sc[cp] = Math.max(0, Object.keys(Script).indexOf(f[0]))));
    const mark = new Uint8Array(0x110000);
    eachCodePoint('ucd/extracted/DerivedGeneralCategory.txt', (cp, f) => (mark[cp] = f[0][0] === 'M' ? 1 : 0));
    const bad: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (joiningType(cp) !== jt[cp]) bad.push('jt ' + hex(cp));
      if (script(cp) !== sc[cp]) bad.push('sc ' + hex(cp));
      if (isMark(cp) !== (mark[cp] === 1)) bad.push('mark ' + hex(cp));
    }
    expect(bad.slice(0, 20)).toEqual([]);
  });
});

describe('URL-only property tables (the <script> builds, lib/core/build.ts URL_ONLY)', () => {
  // One table replaces Bidi_Class, Joining_Type and General_Category=Mark where UTS #46 with the
  // URL Standard's flags can let a code point through (status valid, deviation or
  // disallowed_STD3_valid). There it must give what the full tables give (which the tests above
  // check against the UCD).
  it('Bidi_Class, Joining_Type and Mark: equal to the full tables at every code point UTS #46 can keep (ES, CS, ET, BN as ON, AL as R)', async () => {
    const keep = new Uint8Array(0x110000);
    eachCodePoint('IdnaMappingTable.txt', (cp, f) => {
      if (f[0] === 'valid' || f[0] === 'deviation' || f[0] === 'disallowed_STD3_valid') keep[cp] = 1;
    });
    // The generated file of the version under test (the plugin redirects only lib/unicode's imports).
    const dir = '../../lib/unicode/generated/' + (tableVersion === defaultUnicodeVersion ? '' : 'unicode-' + tableVersion + '/');
    const { URL_PROPERTY_RUNS, URL_PROPERTY_VALUES } = await import(/* @vite-ignore */ dir + 'url-properties.ts');
    const runs = decodeRuns(URL_PROPERTY_RUNS), combos = decodeVarints(URL_PROPERTY_VALUES);
    expect(runs.starts.length).toBeLessThan(1185);
    const bad: string[] = [];
    let kept = 0;
    for (let cp = 0; cp < 0x110000; cp++) {
      if (!keep[cp]) continue;
      kept++;
      const v = runs.values[findRun(runs.starts, cp)];
      const got = [combos[3 * v], combos[3 * v + 1], combos[3 * v + 2] === 1];
      // RFC 5893 §2 names ES, CS, ET, ON and BN only together, and R and AL.
      const { ES, CS, ET, ON, BN, AL, R } = BidiClass;
      const bc = bidiClass(cp);
      const want = [bc === ES || bc === CS || bc === ET || bc === BN ? ON : bc === AL ? R : bc, joiningType(cp), isMark(cp)];
      if (got.join() !== want.join()) bad.push(`${hex(cp)} ${got.join()} != ${want.join()}`);
    }
    expect(kept).toBeGreaterThan(100000);
    expect(bad.slice(0, 20)).toEqual([]);
  });

  /** The URL-only case folding (one table): what lib/unicode/case-folding.ts caseFold reads there. */
  const urlCaseFold = async () => {
    const dir = '../../lib/unicode/generated/' + (tableVersion === defaultUnicodeVersion ? '' : 'unicode-' + tableVersion + '/');
    const t = decodeDecompositions((await import(/* @vite-ignore */ dir + 'case-folding.ts')).CASE_FOLDING_URL);
    return (cps: number[]) => {
      const out: number[] = [];
      for (const cp of cps) {
        const at = indexOfCodePoint(t.cps, cp);
        if (at < 0) out.push(cp);
        else for (let k = t.start[at]; k < t.start[at] + t.sizes[at]; k++) out.push(t.mapped[k]);
      }
      return out;
    };
  };

  it('case folding: CaseFolding.txt C+F on every code point that NFKC output can hold (NFKC_Quick_Check not No)', async () => {
    const want: number[][] = new Array(0x110000);
    eachCodePoint('ucd/CaseFolding.txt', (cp, f) => {
      if (f[0] === 'C' || f[0] === 'F') want[cp] = f[1].split(' ').map((h) => parseInt(h, 16));
    });
    const no = new Uint8Array(0x110000);
    eachCodePoint('ucd/DerivedNormalizationProps.txt', (cp, f) => {
      if (f[0] === 'NFKC_QC' && f[1] === 'N') no[cp] = 1;
    });
    const fold = await urlCaseFold();
    const bad: string[] = [];
    let checked = 0;
    for (let cp = 0; cp < 0x110000; cp++) {
      if (no[cp]) continue;
      checked++;
      if (fold([cp]).join() !== (want[cp] || [cp]).join()) bad.push(hex(cp));
    }
    expect(checked).toBeGreaterThan(0x100000);
    expect(bad.slice(0, 20)).toEqual([]);
  });

  it('UTS #46 statuses: the stored ones, deviation and disallowed_STD3_valid read as valid, disallowed_STD3_mapped as mapped, 8 as the derivation says', async () => {
    // Transitional_Processing and UseSTD3ASCIIRules are false for URLs (URL §3.3 domain to ASCII).
    const dir = '../../lib/unicode/generated/' + (tableVersion === defaultUnicodeVersion ? '' : 'unicode-' + tableVersion + '/');
    const g = await import(/* @vite-ignore */ dir + 'idna-mapping.ts');
    const low = decodeRuns(g.IDNA_STATUS_LOW_RUNS), high = decodeRuns(g.IDNA_STATUS_RUNS), one = decodeRuns(g.IDNA_STATUS_URL_RUNS);
    const full = (cp: number) => (cp < g.IDNA_STATUS_LOW_LIMIT ? low.values[findRun(low.starts, cp)] : high.values[findRun(high.starts, cp)]);
    const url = (cp: number) => one.values[findRun(one.starts, cp)];
    const urlFold = await urlCaseFold();
    const { valid, mapped, deviation, disallowed_STD3_valid, disallowed_STD3_mapped } = IdnaStatus;
    const FOLDED = 7, BY_DERIVATION = 8;
    const bad: string[] = [];
    let byDerivation = 0;
    for (let cp = 0x80; cp < 0x110000; cp++) {
      const f = full(cp);
      const want = f === deviation || f === disallowed_STD3_valid ? valid : f === disallowed_STD3_mapped || f === FOLDED ? mapped : f;
      let got = url(cp);
      if (got === BY_DERIVATION) {
        // Valid where NFKC(toCasefold(NFKC(x))) until stable leaves the code point as it is,
        // else mapped, to what it gives (the mapping idnaStatus and appendIdnaMapping return).
        // The listed mappings come first, as in lib/unicode/idna-mapping.ts. The derivation as the
        // URL-only builds run it, with their case folding, gives the same.
        let x = [cp], u = [cp];
        for (let round = 0; round < 4; round++) {
          const y = nfkc(caseFold(nfkc(x)));
          if (y.join() === x.join()) break;
          x = y;
        }
        for (let round = 0; round < 4; round++) {
          const y = nfkc(urlFold(nfkc(u)));
          if (y.join() === u.join()) break;
          u = y;
        }
        if (u.join() !== x.join()) bad.push(`${hex(cp)} URL-only derivation ${u.map(hex)} != ${x.map(hex)}`);
        if (cp in g.IDNA_MAPPING_EXCEPTIONS) x = g.IDNA_MAPPING_EXCEPTIONS[cp];
        got = x.length === 1 && x[0] === cp ? valid : mapped;
        if (got === mapped) {
          const m: number[] = [];
          appendIdnaMapping(cp, m);
          if (m.join() !== x.join()) bad.push(`${hex(cp)} derived ${x.map(hex)} != ${m.map(hex)}`);
        }
        byDerivation++;
      }
      if (got !== want) bad.push(`${hex(cp)} ${got} != ${want}`);
    }
    expect(byDerivation).toBeGreaterThan(100000);
    expect(bad.slice(0, 20)).toEqual([]);
  });
});
