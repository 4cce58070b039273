// UTS #39 Unicode Security Mechanisms on the generated 17.0.0 tables: the examples of the text
// (§4, §5.1 Table 1a, §5.2, §5.3, §5.4; ../shared/specs/security-data/uts39-tr39-rev23-proposed-draft.html)
// and cases generated from every line of the data files themselves.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { confusable, skeleton } from '../../lib/safety';
import { RestrictionLevel, resolvedScripts, restrictionLevel, scriptIds } from '../../lib/safety/scripts';
import { allowedScriptExtensions, digitZero, isDefaultIgnorable, securityScriptNames } from '../../lib/unicode/security';
import { nfd } from '../../lib/unicode/normalize';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const data = resolve(root, '../shared/specs/security-data');
const ucd = resolve(root, '../shared/conformance/unicode-17.0.0/ucd');
const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');
const cps = (s: string) => Array.from(s, (c) => c.codePointAt(0)!);
const str = (a: number[]) => String.fromCodePoint(...a);
const hex = (h: string) => h.trim().split(/\s+/).map((x) => parseInt(x, 16));

/** `cp(..cp)? ; fields` lines of a data file. */
function ranges(text: string): Array<[number, number, string[]]> {
  const out: Array<[number, number, string[]]> = [];
  for (const raw of text.split('\n')) {
    const line = raw.split('#')[0];
    if (!line.trim()) continue;
    const f = line.split(';').map((s) => s.trim());
    const [a, b] = f[0].split('..');
    out.push([parseInt(a, 16), parseInt(b ?? a, 16), f.slice(1)]);
  }
  return out;
}

function names(set: readonly number[] | null): string[] | 'ALL' {
  if (set === null) return 'ALL';
  const s = scriptIds();
  const all = securityScriptNames();
  return set.map((x) => (x === s.hanb ? 'Hanb' : x === s.jpan ? 'Jpan' : x === s.kore ? 'Kore' : all[x])).sort();
}

describe('UTS #39 §4 confusable detection: the text', () => {
  it('skeleton examples', () => {
    // "paypal" and "pаypаl" (U+0430): mixed-script confusables.
    expect(confusable('paypal', 'p\u0430yp\u0430l')).toBe(true);
    // "scope" in Latin and "ѕсоре" in Cyrillic: whole-script confusables.
    expect(confusable('scope', '\u0455\u0441\u043e\u0440\u0435')).toBe(true);
    // "ǉeto" (U+01C9) and "ljeto": single-script confusables.
    expect(confusable('\u01c9eto', 'ljeto')).toBe(true);
    // The data file's own example: с (U+0441) → c; ⲥ (U+2CA5) → c through ϲ.
    expect(skeleton('\u0441')).toBe('c');
    expect(skeleton('\u2ca5')).toBe('c');
    // œ has a prototype of two symbol classes, o and e.
    expect(skeleton('\u0153')).toBe('oe');
    // The §4.1 example: "circle" and Cyrillic "сігсӀе".
    expect(confusable('circle', '\u0441\u0456\u0433\u0441\u04c0\u0435')).toBe(true);
    // Not confusable.
    expect(confusable('paypal', 'paypai')).toBe(false);
    expect(confusable('a', 'b')).toBe(false);
  });

  it('skeleton removes Default_Ignorable_Code_Point characters and is idempotent', () => {
    expect(skeleton('pay\u200bpal')).toBe(skeleton('paypal'));
    expect(skeleton('pay\u00adpal')).toBe(skeleton('paypal'));
    for (const s of ['paypal', '\u0455\u0441\u043e\u0440\u0435', 'ǉeto', '𝖢𝗂𝗋𝖼𝗅𝖾', 'rn', 'm', 'é']) expect(skeleton(skeleton(s))).toBe(skeleton(s));
  });

  it('keeps lone surrogates and empty strings', () => {
    expect(skeleton('')).toBe('');
    expect(skeleton('a\ud800b')).toBe('a\ud800b');
  });
});

describe('UTS #39 §4: every line of confusables.txt and intentional.txt', () => {
  const lines = ranges(read(data, 'confusables.txt'));
  it('has the 6565 mappings of Unicode 17.0.0', () => {
    expect(lines.length).toBe(6565);
  });

  // The skeleton decomposes first, so a source that NFD changes (ȧ → å is listed, but NFD gives
  // a + U+0307, which has no prototype) or that is default ignorable never reaches its own line.
  it('a source that NFD leaves alone and that is not default ignorable has its prototype (in NFD) as skeleton', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const [source, , f] of lines) {
      if (nfd([source]).length !== 1 || nfd([source])[0] !== source || isDefaultIgnorable(source)) continue;
      checked++;
      if (skeleton(String.fromCodePoint(source)) !== str(nfd(hex(f[0])))) bad.push(source.toString(16));
    }
    expect(bad).toEqual([]);
    expect(checked).toBe(5499);
  });

  it('each pair of intentional.txt is confusable', () => {
    const pairs = ranges(read(data, 'intentional.txt'));
    expect(pairs.length).toBe(77);
    const bad = pairs.filter(([a, , f]) => !confusable(String.fromCodePoint(a), String.fromCodePoint(parseInt(f[0], 16))));
    expect(bad).toEqual([]);
  });
});

describe('UTS #39 §3.1 Identifier_Status and §5.1 Script_Extensions tables', () => {
  it('Allowed exactly on the code points IdentifierStatus.txt lists', () => {
    const allowed = new Uint8Array(0x110000);
    for (const [a, b] of ranges(read(data, 'IdentifierStatus.txt'))) for (let cp = a; cp <= b; cp++) allowed[cp] = 1;
    let count = 0;
    const bad: number[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      const got = allowedScriptExtensions(cp) !== null;
      if (got !== (allowed[cp] === 1)) bad.push(cp);
      if (got) count++;
    }
    expect(bad.slice(0, 10)).toEqual([]);
    expect(count).toBe(33791);
  });

  it('Script_Extensions as ScriptExtensions.txt and Scripts.txt give them', () => {
    // ScriptExtensions.txt names scripts by their short names; Scripts.txt by long names. The long
    // names of the short ones come from code points whose Script_Extensions is their Script.
    const sc = new Map<number, string>();
    for (const [a, b, f] of ranges(read(ucd, 'Scripts.txt'))) for (let cp = a; cp <= b; cp++) sc.set(cp, f[0]);
    const scx = new Map<number, string[]>();
    for (const [a, b, f] of ranges(read(ucd, 'ScriptExtensions.txt'))) for (let cp = a; cp <= b; cp++) scx.set(cp, f[0].split(/\s+/));
    const short: Record<string, string> = { Latn: 'Latin', Grek: 'Greek', Cyrl: 'Cyrillic', Arab: 'Arabic', Hani: 'Han', Hira: 'Hiragana', Kana: 'Katakana', Bopo: 'Bopomofo', Hang: 'Hangul', Deva: 'Devanagari', Beng: 'Bengali', Syrc: 'Syriac', Thaa: 'Thaana', Zyyy: 'Common', Zinh: 'Inherited' };
    const all = securityScriptNames();
    const bad: string[] = [];
    let checked = 0;
    for (let cp = 0; cp < 0x110000; cp++) {
      const got = allowedScriptExtensions(cp);
      if (!got) continue;
      const gotNames = got.map((x) => all[x]).sort();
      const list = scx.get(cp);
      if (!list) {
        if (gotNames.join() !== (sc.get(cp) || 'Unknown')) bad.push(cp.toString(16));
        checked++;
      } else if (list.every((x) => short[x])) {
        if (gotNames.join() !== list.map((x) => short[x]).sort().join()) bad.push(cp.toString(16));
        checked++;
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(33000);
  });

  it('Default_Ignorable_Code_Point and the decimal digits as the UCD gives them', () => {
    const di = new Uint8Array(0x110000);
    for (const [a, b, f] of ranges(read(ucd, 'DerivedCoreProperties.txt'))) if (f[0] === 'Default_Ignorable_Code_Point') for (let cp = a; cp <= b; cp++) di[cp] = 1;
    const zero = new Int32Array(0x110000).fill(-1);
    for (const line of read(ucd, 'UnicodeData.txt').split('\n')) {
      const f = line.split(';');
      if (f[2] === 'Nd') zero[parseInt(f[0], 16)] = parseInt(f[0], 16) - Number(f[6]);
    }
    const bad: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (isDefaultIgnorable(cp) !== (di[cp] === 1)) bad.push('DI ' + cp.toString(16));
      if (digitZero(cp) !== zero[cp]) bad.push('Nd ' + cp.toString(16));
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });
});

describe('UTS #39 §5.1 Table 1a: resolved script sets', () => {
  const table: Array<[string, string[] | 'ALL' | []]> = [
    ['Circle', ['Latin']],
    ['\u0421\u0456\u0433\u0441\u04c0\u0435', ['Cyrillic']], // СігсӀе
    ['\u0421ir\u0441l\u0435', []], // Сirсlе: Latin and Cyrillic, no script in common
    ['Circ1e', ['Latin']],
    ['\u3006\u5207', ['Han', 'Hanb', 'Jpan', 'Kore']], // 〆切
    ['\u306d\u30ac', ['Jpan']], // ねガ
  ];
  for (const [s, expected] of table) {
    it(s, () => {
      expect(names(resolvedScripts(cps(s)))).toEqual(expected);
    });
  }
  it('𝖢𝗂𝗋𝖼𝗅𝖾 (mathematical sans-serif, Common): ALL; Restricted, so Unrestricted', () => {
    expect(names(resolvedScripts(cps('𝖢𝗂𝗋𝖼𝗅𝖾')))).toBe('ALL');
    expect(restrictionLevel(cps('𝖢𝗂𝗋𝖼𝗅𝖾'))).toBe(RestrictionLevel.Unrestricted);
  });
});

describe('UTS #39 §5.2 restriction levels', () => {
  const cases: Array<[string, RestrictionLevel]> = [
    ['circle', RestrictionLevel.ASCIIOnly],
    ['caf\u00e9', RestrictionLevel.SingleScript],
    ['\u0441\u0456\u0433\u0441\u04cf\u0435', RestrictionLevel.SingleScript],
    ['\u306d\u30ac', RestrictionLevel.SingleScript],
    // Latin + Han + Hiragana + Katakana; Latin + Han + Bopomofo; Latin + Han + Hangul.
    ['abc\u65e5\u672c\u3072\u3089\u30ab', RestrictionLevel.HighlyRestrictive],
    ['abc\u4e2d\u6587', RestrictionLevel.HighlyRestrictive], // Latin + Han (no Bopomofo letter is Allowed in 17.0.0)
    ['abc\ud55c\u5b57', RestrictionLevel.HighlyRestrictive],
    // Latin + one other Recommended script except Cyrillic and Greek.
    ['abc\u0915', RestrictionLevel.ModeratelyRestrictive], // Devanagari
    ['abc\u05d0', RestrictionLevel.ModeratelyRestrictive], // Hebrew
    // The text's examples of mixtures: Ωmega, Teχ, HλLF-LIFE, Toys-Я-Us.
    ['\u03c9mega', RestrictionLevel.MinimallyRestrictive],
    ['te\u03c7', RestrictionLevel.MinimallyRestrictive],
    ['h\u03bblf-life', RestrictionLevel.MinimallyRestrictive],
    ['toys-\u044f-us', RestrictionLevel.MinimallyRestrictive],
    ['\u0441ir\u0441l\u0435', RestrictionLevel.MinimallyRestrictive],
    ['\u0915\u05d0', RestrictionLevel.MinimallyRestrictive], // two scripts, neither Latin
    ['a\u2665', RestrictionLevel.Unrestricted], // ♥ is Restricted
  ];
  for (const [s, level] of cases) {
    it(`${s}: ${level}`, () => {
      expect(restrictionLevel(cps(s))).toBe(level);
    });
  }
});
