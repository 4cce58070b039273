// The idna API with the UTS #46 profile: defaults, validate() error records, the ASCII fast path
// (no table decoded), independence from String.prototype.normalize, and linear running time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toASCII, toUnicode, validate } from '../../lib/api/idna';
import { uts46ToASCII, uts46ToASCIIWithErrors, uts46ToUnicode, Uts46Options } from '../../lib/idna/uts46';
import { punycodeEncode } from '../../lib/idna/punycode';
import { readCases } from './idna-test-v2-data';
import { scalingRatio } from '../support/timing';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const codes = (domain: string, options = {}) => validate(domain, options).errors;

/** The URL Standard's "domain to ASCII" flags with beStrict = false (url.bs, domain parser ToASCII). */
const whatwg: Uts46Options = {
  useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: true, checkJoiners: true,
  transitionalProcessing: false, verifyDnsLength: false, ignoreInvalidPunycode: false,
};

describe('validate() error records (UTS #46)', () => {
  it('names the failed rule, the label and the code point', () => {
    expect(codes('a..b')).toEqual([{ code: 'EMPTY_LABEL', label: 1, codePoint: -1 }]);
    expect(codes('-a.b')).toEqual([{ code: 'LEADING_HYPHEN', label: 0, codePoint: -1 }]);
    expect(codes('a.b-')).toEqual([{ code: 'TRAILING_HYPHEN', label: 1, codePoint: -1 }]);
    expect(codes('ab--c')).toEqual([{ code: 'HYPHEN_3_4', label: 0, codePoint: -1 }]);
    expect(codes('a.b_c')).toEqual([{ code: 'DISALLOWED', label: 1, codePoint: 0x5f }]);
    expect(codes('a.x\uFFFFy')).toEqual([{ code: 'DISALLOWED', label: 1, codePoint: 0xffff }]);
    expect(codes('xn--ü.b')).toEqual([{ code: 'PUNYCODE', label: 0, codePoint: -1 }]);
    expect(codes('xn--0.b')).toEqual([{ code: 'PUNYCODE', label: 0, codePoint: -1 }]);
    expect(codes('xn--' + punycodeEncode('a\u0301'))).toEqual([{ code: 'NOT_NFC', label: 0, codePoint: -1 }]);
    expect(codes('a.\u0301b')).toEqual([{ code: 'LEADING_COMBINING_MARK', label: 1, codePoint: 0x301 }]);
    expect(codes('a\u200Db')).toEqual([{ code: 'CONTEXTJ', label: 0, codePoint: 0x200d }]);
    expect(codes('\u05D0.1a')).toEqual([{ code: 'BIDI_1', label: 1, codePoint: -1 }]);
    expect(codes('a'.repeat(64))).toEqual([{ code: 'LABEL_TOO_LONG', label: 0, codePoint: -1 }]);
    expect(codes(Array(64).fill('abc').join('.'))).toEqual([{ code: 'DOMAIN_TOO_LONG', label: -1, codePoint: -1 }]);
    expect(codes('')).toEqual([{ code: 'EMPTY_LABEL', label: 0, codePoint: -1 }, { code: 'EMPTY_DOMAIN', label: -1, codePoint: -1 }]);
  });

  it('applies the flags', () => {
    expect(toASCII('a_b.ab--c.-d', { useSTD3ASCIIRules: false, checkHyphens: false })).toBe('a_b.ab--c.-d');
    expect(toASCII('faß.de')).toBe('xn--fa-hia.de');
    expect(toASCII('faß.de', { transitionalProcessing: true })).toBe('fass.de');
    expect(toASCII('a..b', { verifyDnsLength: false })).toBe('a..b');
    // A label kept by IgnoreInvalidPunycode still meets the validity criteria: "xn--" at its start
    // is criterion 4 without CheckHyphens (revision 33; revision 31 accepted 'xn--0.b') and
    // criterion 2 (V2) with it.
    expect(toASCII('xn--0.b', { ignoreInvalidPunycode: true, checkHyphens: false })).toBe(null);
    expect(toASCII('xn--0.b', { ignoreInvalidPunycode: true })).toBe(null);
    expect(toUnicode('xn--bcher-kva.EXAMPLE')).toEqual({ result: 'bücher.example', valid: true, errors: [] });
    expect(toUnicode('a..b').valid).toBe(true); // ToUnicode has no length checks by default
    expect(toUnicode('a..b', { verifyDnsLength: true }).valid).toBe(false);
  });

  it('works with the URL Standard flags', () => {
    expect(uts46ToASCII('EXAMPLE.com', whatwg)).toBe('example.com');
    expect(uts46ToASCII('☕.EXAMPLE', whatwg)).toBe('xn--53h.example');
    expect(uts46ToASCII('a_b.c', whatwg)).toBe('a_b.c');
    expect(uts46ToASCII('xn--8i7caa', whatwg)).toBe(null); // decodes to ｗｗｗ, status mapped (V6)
    expect(uts46ToASCII('\u0661.\u0031', whatwg)).toBe(null); // Bidi rule 1 on "1"
    expect(uts46ToUnicode('xn--53h.example', whatwg)).toEqual({ result: '☕.example', error: false });
    expect(uts46ToUnicode('xn--0.example', whatwg)).toEqual({ result: 'xn--0.example', error: true });
  });
});

describe('ASCII input never touches the tables', () => {
  it('decodes no table for ASCII domains (xn-- labels decoding to ASCII included)', async () => {
    vi.resetModules();
    const tables = await import('../../lib/unicode/tables');
    const uts46 = await import('../../lib/idna/uts46');
    for (const options of [whatwg, { ...whatwg, useSTD3ASCIIRules: true, checkHyphens: true, verifyDnsLength: true }]) {
      for (const d of ['example.com', 'EXAMPLE.COM.', 'a_b.c', 'a..b', 'xn--ab-.c', 'xn--0.c', '-x.y', 'ab--cd.e', '1.2.3.4']) {
        uts46.uts46ToASCII(d, options);
        uts46.uts46ToUnicode(d, options);
      }
    }
    expect(tables.decodedTableCount()).toBe(0);
    expect(uts46.uts46ToASCII('bücher.de', whatwg)).toBe('xn--bcher-kva.de');
    expect(tables.decodedTableCount()).toBeGreaterThan(0);
  });
});

describe('the ASCII fast path', () => {
  it('agrees with the full processing for any ASCII domain and any flags', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ09-._xXnN!~ '.split(''), 'xn--', 'XN--', 'ab--', '.', 'xn--ab-', 'xn--zca'), maxLength: 12 });
    const long = fc.constantFrom('a'.repeat(63), 'b'.repeat(64), Array(63).fill('abc').join('.'), Array(64).fill('abc').join('.'));
    const flags = fc.record({
      useSTD3ASCIIRules: fc.boolean(), checkHyphens: fc.boolean(), checkBidi: fc.boolean(), checkJoiners: fc.boolean(),
      transitionalProcessing: fc.boolean(), verifyDnsLength: fc.boolean(), ignoreInvalidPunycode: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.oneof(ascii, long, fc.tuple(long, ascii).map(([a, b]) => a + b)), flags, (domain, options) => {
        expect(uts46ToASCII(domain, options)).toBe(uts46ToASCIIWithErrors(domain, options, []));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the non-ASCII quick path (labels Processing leaves as they are)', () => {
  const flags = fc.record({
    useSTD3ASCIIRules: fc.boolean(), checkHyphens: fc.boolean(), checkBidi: fc.boolean(), checkJoiners: fc.boolean(),
    transitionalProcessing: fc.boolean(), verifyDnsLength: fc.boolean(), ignoreInvalidPunycode: fc.boolean(),
  });
  it('agrees with the full processing on generated domains and any flags', () => {
    // Valid letters of several scripts, marks (starters and not, in and out of canonical order),
    // deviations, joiners, RTL letters, NFC_QC=No/Maybe code points, astral ones, upper case, hyphens.
    const unit = fc.constantFrom(
      'a', 'Z', '0', '-', '.', '_', 'xn--', 'XN--', 'ü', 'é', 'e\u0301', '\u0301', '\u0323', '\u0308', 'ä\u0323', '\u093c', '\u094d', 'क', 'ि',
      'ß', 'ς', '\u200c', '\u200d', 'א', 'ب', '١', '中', '국', '\u1100', '\u1161', 'ｶ', '。', 'Ⅻ', '\u{10348}', '\u{1d7d9}', '\ud800', '≠', '=\u0338',
      'ﬁ', 'Ω', 'K', '\u0e38', 'ก', '\u0f73', 'ᄀ',
      // RTL labels (the quick path reads the Bidi rule): Hebrew points (NSM), Extended Arabic-Indic
      // digits (EN), Arabic-Indic (AN), ES/CS/ON characters.
      'ש', '\u05b7', 'ع', '\u06f1', '\u0661', '+', ',', '!',
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }).map((a) => a.join('')), flags, (domain, options) => {
        expect(uts46ToASCII(domain, options)).toBe(uts46ToASCIIWithErrors(domain, options, []));
      }),
      { numRuns: 20000 },
    );
  });

  it('agrees with the full processing on the hosts of the bench corpora', () => {
    const hosts = new Set<string>();
    for (const f of ['iri.txt', 'domains.txt']) {
      for (const line of readFileSync(join(root, '../shared/bench', f), 'utf8').split('\n')) {
        const m = /^[a-z]+:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(line);
        hosts.add(m ? m[1] : line);
      }
    }
    for (const options of [whatwg, { ...whatwg, useSTD3ASCIIRules: true, checkHyphens: true, verifyDnsLength: true }]) {
      for (const h of hosts) expect(uts46ToASCII(h, options), h).toBe(uts46ToASCIIWithErrors(h, options, []));
    }
    expect(hosts.size).toBeGreaterThan(10000);
  });
});

describe('without String.prototype.normalize', () => {
  const saved = String.prototype.normalize;
  beforeAll(() => {
    delete (String.prototype as { normalize?: unknown }).normalize;
    vi.resetModules();
  });
  afterAll(() => {
    String.prototype.normalize = saved;
  });

  it('gives the same UTS #46 and NFC results', async () => {
    expect(typeof ''.normalize).toBe('undefined');
    const uts46 = await import('../../lib/idna/uts46');
    const normalize = await import('../../lib/unicode/normalize');
    const options: Uts46Options = { ...whatwg, useSTD3ASCIIRules: true, checkHyphens: true, verifyDnsLength: true };
    let checked = 0;
    // IdnaTestV2 17.0.0, the shipped tables' version: every line.
    for (const c of readCases('unicode-17.0.0/IdnaTestV2.txt')) {
      const expected = c.toAsciiNStatus.length ? null : c.toAsciiN;
      expect(uts46.uts46ToASCII(c.source, options), `line ${c.line}`).toBe(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(6000);
    expect(normalize.nfcString('A\u030A\u0323 \u1100\u1161\u11A8 \u0041\u0301')).toBe('\u1EA0\u030A \uAC01 \u00C1');
    expect(normalize.nfdString('\u00C5\uAC01')).toBe('A\u030A\u1100\u1161\u11A8');
  });
});

describe('Punycode on long labels (no length limit, as in the URL Standard; issue 13 item 4)', () => {
  it('converts labels of any length, both ways, in time linear in the label', () => {
    const distinct = (n: number) => {
      const units: number[] = [];
      for (let i = 0; i < n; i++) units.push(0x4e00 + i);
      return String.fromCharCode(...units);
    };
    // Past ICU's limits (1000 units to encode, 2000 characters to decode), which we applied before.
    const a1000 = uts46ToASCII(distinct(1000), whatwg) as string;
    expect(a1000.startsWith('xn--')).toBe(true);
    expect(a1000.length - 4).toBe(2118);
    expect(uts46ToUnicode(a1000, whatwg)).toEqual({ result: distinct(1000), error: false });
    expect(codes(distinct(1001), { verifyDnsLength: false })).toEqual([]);
    expect(codes(distinct(1001), { verifyDnsLength: true })).toEqual([
      { code: 'LABEL_TOO_LONG', label: 0, codePoint: -1 }, { code: 'DOMAIN_TOO_LONG', label: -1, codePoint: -1 },
    ]);
    const a16k = uts46ToASCII(distinct(16384), whatwg) as string;
    expect(a16k.startsWith('xn--')).toBe(true);
    expect(uts46ToUnicode(a16k, whatwg)).toEqual({ result: distinct(16384), error: false });
    // 100000 insertions of U+0080 (not valid in a label): decoded, then rejected by the validity criteria.
    expect(uts46ToUnicode('xn--' + 'a'.repeat(100000), whatwg).error).toBe(true);
    // Their time: 'linear time' below ('one long label of distinct letters', 'an xn-- label of letters').
  });
});

// CPU time with a GC before each sample, the best of seven (spec-tests/support/timing.ts), and up
// to three attempts (retry): a loaded machine can still spoil one; a quadratic step fails every
// attempt.
describe('linear time', { retry: 2 }, () => {
  const inputs: Record<string, (n: number) => string> = {
    'one long label of letters': (n) => 'ü'.repeat(n),
    'one long label of distinct letters': (n) => {
      const units: number[] = [];
      for (let i = 0; i < n; i++) units.push(0x4e00 + (i % 20000));
      return String.fromCharCode(...units);
    },
    'combining marks in reverse order': (n) => 'a' + '\u0323\u0301'.repeat(n / 2),
    'many labels': (n) => 'ü.'.repeat(n / 2),
    'joiners and transparent marks': (n) => ('\u0628\u064E\u200C').repeat(n / 3),
    'a Bidi domain': (n) => '\u05D0.'.repeat(n / 2) + 'a',
    'xn-- labels': (n) => 'xn--bcher-kva.'.repeat(n / 14),
    // n insertions of U+0080 (not valid in a label): decoded, then rejected by the validity criteria.
    'an xn-- label of letters': (n) => 'xn--' + 'a'.repeat(n),
  };
  for (const name of Object.keys(inputs)) {
    // 8x the input: linear is about 8x the time, quadratic 64x; the limit (24x) leaves a loaded
    // machine a wide margin on both sides.
    it(`${name}: 8x the input costs well under 64x the time`, () => {
      const made: Record<number, string> = { 8192: inputs[name](8192), 65536: inputs[name](65536) };
      const run = (n: number) => { uts46ToASCII(made[n], whatwg); uts46ToUnicode(made[n], whatwg); };
      expect(scalingRatio(run, 8192, 8, name)).toBeLessThan(24);
    });
  }
});

describe('portability of lib/unicode and lib/idna', () => {
  it('use no String.prototype.normalize, \\p{...}, Intl or post-ES5 built-ins', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts')) files.push(path);
      }
    };
    walk(join(root, 'lib/unicode'));
    walk(join(root, 'lib/idna'));
    const forbidden = /\.normalize\(|\\p\{|\bIntl\b|\bnew (Map|Set|WeakMap|WeakSet|Proxy)\b|\bSymbol\b|Object\.assign|Array\.from|String\.fromCodePoint\b|\.codePointAt\(|\.includes\(|\.startsWith\(|\.endsWith\(|\.padStart\(|\.padEnd\(|\.repeat\(/;
    const bad = files.flatMap((f) =>
      readFileSync(f, 'utf8').split('\n').map((line, i) => [f, i + 1, line] as const)
        .filter(([, , line]) => !/^\s*(\/\/|\*)/.test(line) && forbidden.test(line.replace(/'[^']*'/g, "''")))
        .map(([f2, n, line]) => `${f2}:${n}: ${line.trim()}`),
    );
    expect(bad).toEqual([]);
  });
});
