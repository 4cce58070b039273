// Every strict-mode error code (lib/core/errors.ts RFC_ERRORS) produced by at least one case,
// with its index; IRI.validate reporting all errors and warnings; the DNS host policy
// (RFC 5891 lookup with UTS #46 local mapping by default); RFC 3987 §4.4 bidi examples.
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { RFC_ERRORS } from '../../lib/core/errors';

type Case = [code: string, input: string, index: number, options?: object, base?: string];

const CASES: Case[] = [
  ['missing-scheme', '//h/p', 0],
  ['invalid-scheme', 'ht_tp://h/', 2],
  ['colon-in-first-segment', '1a:b', 2, undefined, 'http://h/'],
  ['invalid-character', 'http://h/a b', 10],
  ['non-ascii-character', 'http://h/é', 9, { mode: 'rfc3986' }],
  ['invalid-percent-encoding', 'http://h/%4', 9],
  ['iprivate-outside-query', 'http://h/\ue000', 9],
  ['bidi-formatting-character', 'http://h/\u202e', 9],
  ['ip-literal-not-closed', 'http://[::1/', 7],
  ['ip-literal-trailing-characters', 'http://[::1]a/', 12],
  ['invalid-ipv6-address', 'http://[1::2::3]/', 8],
  ['invalid-ipvfuture', 'http://[v1]/', 8],
  ['zone-id-not-allowed', 'http://[fe80::1%25eth0]/', 15],
  ['invalid-zone-id', 'http://[fe80::1%25]/', 18, { zoneId: true }],
  ['invalid-port', 'http://h:12a/', 11],
  ['invalid-idna-label', 'http://a.xn--zz.example/', 9],
  ['base-not-absolute', 'x', 0, undefined, '/relative'],
];

function thrown(input: string, base: string | undefined, options: object): { code: string; index: number } | null {
  try {
    new IRI(input, base, { mode: 'rfc3987', ...options });
    return null;
  } catch (e) {
    return e as { code: string; index: number };
  }
}

describe('strict error codes', () => {
  it.each(CASES)('%s in %j at %i', (code, input, index, options = {}, base) => {
    const e = thrown(input, base, options);
    expect(e).not.toBeNull();
    expect(e!.code).toBe(code);
    expect(e!.index).toBe(index);
    expect((e as unknown as Error).message).toMatch(/^RFC \d+ §/);
  });

  it('setter-only codes', () => {
    const i = new IRI('foo:/x', undefined, { mode: 'rfc3987' });
    expect(() => { i.port = '1'; }).toThrow(expect.objectContaining({ code: 'no-authority', index: 0 }));
    expect(() => { i.path = '//x'; }).toThrow(expect.objectContaining({ code: 'path-starts-with-double-slash', index: 0 }));
    const j = new IRI('foo://h', undefined, { mode: 'rfc3987' });
    expect(() => { j.path = 'x'; }).toThrow(expect.objectContaining({ code: 'authority-path-not-absolute', index: 0 }));
  });

  it('warnings (RFC 3987 §4.2 SHOULDs) come from IRI.validate only', () => {
    const v = IRI.validate('foo:/\u05d0b', undefined, { mode: 'rfc3987' });
    expect(v.valid).toBe(true);
    expect(v.errors).toEqual([
      expect.objectContaining({ code: 'bidi-mixed-direction', index: 5, severity: 'warning' }),
      expect.objectContaining({ code: 'bidi-component-boundary', index: 5, severity: 'warning' }),
    ]);
  });

  it('every code in the table is covered (the URN codes in spec-tests/urn/errors.test.ts, the scheme-rule codes in schemes.test.ts)', () => {
    const covered = new Set([...CASES.map((c) => c[0]), 'no-authority', 'path-starts-with-double-slash', 'authority-path-not-absolute', 'bidi-mixed-direction', 'bidi-component-boundary']);
    expect([...covered].sort()).toEqual(Object.keys(RFC_ERRORS).filter((c) => !/urn/.test(c) && !/^scheme-/.test(c)).sort());
  });
});

describe('IRI.validate reports every error, resynchronising at delimiters', () => {
  it('one error per broken component', () => {
    const v = IRI.validate('h_ttp://u ser@ho st:8x/pa th?q uery#fr ag', undefined, { mode: 'rfc3987' });
    expect(v.valid).toBe(false);
    expect(v.failure).toBe(true);
    expect(v.href).toBeNull();
    expect(v.errors.map((e) => [e.code, e.index, e.component])).toEqual([
      ['invalid-scheme', 1, 'scheme'],
      ['invalid-character', 9, 'userinfo'],
      ['invalid-character', 16, 'host'],
      ['invalid-port', 21, 'port'],
      ['invalid-character', 25, 'path'],
      ['invalid-character', 30, 'query'],
      ['invalid-character', 38, 'fragment'],
    ]);
  });
  it('base problems are reported with index -1, and a valid input gives its href', () => {
    expect(IRI.validate('a', 'rel', { mode: 'rfc3986' }).errors).toEqual([expect.objectContaining({ code: 'base-not-absolute', index: -1 })]);
    expect(IRI.validate('../x', 'http://h/a/b', { mode: 'rfc3986' })).toEqual({ valid: true, failure: false, errors: [], href: 'http://h/x' });
  });
});

describe('DNS hosts (RFC 5891 §5 lookup, UTS #46 local mapping)', () => {
  const O = { mode: 'rfc3987' } as const;
  it('maps before checking, keeps the host as written', () => {
    expect(new IRI('http://Bücher.de/', undefined, O).hostname).toBe('Bücher.de');
    expect(new IRI('http://ẞ.com/', undefined, O).hostname).toBe('ẞ.com');
    expect(new IRI('http://xn--bcher-kva.de/', undefined, O).hostname).toBe('xn--bcher-kva.de');
    expect(new IRI('http://%C3%BC.de/', undefined, O).hostname).toBe('%C3%BC.de');
  });
  it('leaves non-IDNA ASCII labels to the reg-name grammar', () => {
    expect(IRI.canParse('http://_dmarc.example.com/', undefined, O)).toBe(true);
    expect(IRI.canParse('http://-x-.example/', undefined, O)).toBe(true);
  });
  it('rejects what IDNA2008 rejects', () => {
    expect(IRI.canParse('http://☕.example/', undefined, O)).toBe(false); // DISALLOWED in IDNA2008
    expect(IRI.canParse('http://xn--53h.example/', undefined, O)).toBe(false); // its A-label
    expect(IRI.canParse('http://a\u200db.example/', undefined, O)).toBe(false); // CONTEXTJ
    expect(IRI.canParse('http://xn--bcher-kvb.de/', undefined, O)).toBe(false); // fake A-label
  });
  it('the idna option', () => {
    expect(IRI.canParse('http://☕.example/', undefined, { ...O, idna: 'uts46' })).toBe(true);
    expect(IRI.canParse('http://☕.example/', undefined, { ...O, idna: 'none' })).toBe(true);
    expect(IRI.canParse('http://Bücher.de/', undefined, { ...O, idna: 'idna2008-registration' })).toBe(false); // no mapping
    expect(IRI.canParse('http://bücher.de/', undefined, { ...O, idna: 'idna2008-registration' })).toBe(true);
  });
  it('only for schemes that use DNS', () => {
    expect(IRI.canParse('foo://☕.example/', undefined, O)).toBe(true);
    expect(IRI.canParse('ftp://☕.example/', undefined, O)).toBe(false);
  });
});

describe('RFC 3987 §4.4 examples (Bidi notation: upper case = right-to-left)', () => {
  // Upper-case letters become Hebrew letters; hosts are not IDNA-checked here (Example 10's
  // "123" label would fail the RFC 5893 Bidi rule, a separate matter).
  const hebrew = (s: string) => s.replace(/[A-Z]/g, (c) => String.fromCharCode(0x05d0 + c.charCodeAt(0) - 65));
  const O = { mode: 'rfc3987', idna: 'none' } as const;
  const allowed = [
    'http://ab.CDEFGH.ij/kl/mn/op.html', 'http://ab.CDE.FGH/ij/kl/mn/op.html', 'http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV',
    'http://AB.CD.ef/gh/IJ/KL.html', 'http://ab.cd.EF/GH/ij/kl.html', 'http://ab.CD.EF/GH/IJ/kl.html',
    'http://ab.CDE123FGH.ij/kl/mn/op.html', 'http://ab.CDEFGH.123/kl/mn/op.html',
  ];
  for (const ex of allowed) {
    it(`valid without warnings: ${ex}`, () => {
      // Example 3's query holds "MN=OP;QR=ST": the query is one component, whose inner "="
      // and ";" are neutral, so it starts and ends with RTL characters.
      const v = IRI.validate(hebrew(ex), undefined, O);
      expect(v.errors).toEqual([]);
    });
  }
  it('Examples 8 and 9 (not allowed) are valid syntax with §4.2 warnings', () => {
    for (const ex of ['http://ab.cd.ef/GH1/2IJ/KL.html', 'http://ab.cd.ef/GH%31/%32IJ/KL.html']) {
      const v = IRI.validate(hebrew(ex), undefined, O);
      expect(v.valid).toBe(true);
      expect(v.errors.map((e) => e.code)).toEqual(['bidi-component-boundary', 'bidi-component-boundary']);
    }
  });
});
