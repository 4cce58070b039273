// RFC 3987 §5.3.2.2 character normalization (NFC, NFKC) keeps every component's delimiters:
// it never touches a "%HH" triplet, never composes a delimiter with a following mark
// ("=" + U+0338 is not "≠" there), never produces a delimiter, "%", a character the IRI does not
// allow, or a new dot segment. Examples, then properties on generated IRIs built from lookalike
// spellings (combining marks, compatibility characters, triplets) next to every delimiter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { nfkc } from '../../lib/nfkc';
import { nfcString } from '../../lib/unicode/normalize';
import { scalingRatio } from '../support/timing';

const O = { mode: 'rfc3987' } as const;
const REF = { mode: 'rfc3987', reference: true } as const;
const iri = (s: string, o: object = O) => new IRI(s, undefined, o);

describe('a triplet is never part of character normalization', () => {
  const s = 'http://a/%3a%cc%81'; // "%3A" then U+0301: NFC would compose the hex digit "A"
  it('equals is reflexive and does not throw', () => {
    expect(IRI.canParse(s, undefined, O)).toBe(true);
    for (const level of ['simple', 'syntax', 'scheme'] as const) {
      expect(IRI.equals(s, s, { level })).toBe(true);
      expect(iri(s).equals(s, { level })).toBe(true);
    }
  });
  it('normalize keeps the triplet and the mark apart, and is idempotent', () => {
    const n = iri(s).normalize();
    expect(n.path).toBe('/%3A\u0301');
    expect(n.normalize().href).toBe(n.href);
    expect(iri(s).normalize({ characters: nfkc }).path).toBe('/%3A\u0301');
    expect(iri('http://a/?%3D\u0338#%2f\u0301').normalize().href).toBe('http://a/?%3D\u0338#%2F\u0301');
  });
});

describe('character normalization never creates or removes a delimiter', () => {
  it('"=" + U+0338 stays two characters: different query parameters stay different', () => {
    expect(IRI.equals('http://a/?x=%CC%B8y', 'http://a/?x%E2%89%A0y')).toBe(false);
    expect(IRI.equals('http://a/?x=\u0338y', 'http://a/?x\u2260y')).toBe(false);
    expect(iri('http://a/?x=%CC%B8y').normalize().query).toBe('x=\u0338y');
    expect(iri('http://a/p;=\u0338/').normalize().path).toBe('/p;=\u0338/');
    // Between delimiters, NFC still composes.
    expect(IRI.equals('http://a/?x=e%CC%81', 'http://a/?x=%C3%A9')).toBe(true);
    expect(iri('http://a/?x=e\u0301&y=\u2260').normalize().query).toBe('x=\u00e9&y=\u2260');
  });
  it('NFKC: a fullwidth solidus in the userinfo does not become the end of the authority', () => {
    const n = iri('http://good.com\uff0f@evil.com/').normalize({ characters: nfkc });
    expect(n.host).toBe('evil.com');
    expect(n.userinfo).toBe('good.com\uff0f');
    expect(n.href).toBe('http://good.com\uff0f@evil.com/');
  });
  it('NFKC: no scheme, fragment, query or port appears', () => {
    const n = (s: string) => iri(s, REF).normalize({ characters: nfkc });
    expect(n('a\uff1ab').scheme).toBe(null);
    expect(n('a\uff1ab').path).toBe('a\uff1ab');
    expect(n('p\uff03f').fragment).toBe(null);
    expect(n('p\uff1fq').query).toBe(null);
    expect(n('foo://a\ufe55b/').port).toBe('');
    expect(n('foo://a\ufe55b/').host).toBe('a\ufe55b');
    expect(n('\ufe55x').href).toBe('\ufe55x'); // "﹕" would be ":" in the first segment
    expect(n('x/\uff0541').path).toBe('x/\uff0541'); // "％" would start a triplet
    expect(n('http://a/\u2100').path).toBe('/\u2100'); // "℀" is "a/c"
  });
  it('NFKC: no dot segment appears', () => {
    const n = (s: string, o: object = {}) => iri(s, REF).normalize({ characters: nfkc, ...o });
    expect(n('\uff0e\uff0e').path).toBe('\uff0e\uff0e');
    expect(n('http://a/b/\uff0e\uff0e/c').path).toBe('/b/\uff0e\uff0e/c');
    expect(n('http://a/b/\u2025/c').path).toBe('/b/\u2025/c');
    expect(n('http://a/b/\uff0e%2E/c', { pathSegments: false }).path).toBe('/b/\uff0e./c');
    expect(n('http://a/b/a\uff0e\uff0e/c').path).toBe('/b/a../c'); // not a dot segment: normalized
  });
  it('NFC itself: U+037E is not ";", U+1FEF not "`" (which an IRI does not allow)', () => {
    expect(iri('http://a/x\u037ey').normalize().path).toBe('/x\u037ey');
    expect(IRI.equals('http://a/x\u037ey', 'http://a/x;y')).toBe(false);
    expect(iri('http://a/\u1fef').normalize().path).toBe('/\u1fef');
    expect(IRI.equals('http://a/\u1fef', 'http://a/\u1fef')).toBe(true);
    expect(iri('http://a/\u00a0').normalize({ characters: nfkc }).path).toBe('/\u00a0'); // not a space
    // Code points whose normalization is unreserved ASCII or non-ASCII are normalized as before.
    expect(iri('http://a/\uff21\u212b').normalize({ characters: nfkc }).path).toBe('/A\u00c5');
    expect(iri('http://a/\u212b').normalize().path).toBe('/\u00c5');
  });
});

describe('hostile input: linear time', () => {
  // Each unit makes the normalization work at every character: a mark after each delimiter or
  // triplet, a compatibility character that must stay, a segment to check for dots.
  const units = ['=\u0338', '%3a\u0301', 'a\uff0f\u0301', '/\uff0e\uff0e', 'e\u0301', '/e\u0301', '/x\u037e'];
  for (const unit of units) {
    it(`${JSON.stringify(unit)} repeated`, () => {
      const inputs: Record<number, IRI> = {};
      for (const k of [2000, 16000]) inputs[k] = iri('http://a/' + unit.repeat(k) + '?' + unit.repeat(k));
      const run = (k: number) => inputs[k].normalize().href + inputs[k].normalize({ characters: nfkc }).href;
      expect(run(2000).length).toBeGreaterThan(0);
      expect(scalingRatio(run, 2000, 8, `normalize ${JSON.stringify(unit)}`)).toBeLessThan(24); // linear: about 8; quadratic: 64
    });
  }
});

// Generated IRIs: each spot holds one of several spellings that look alike or are equivalent,
// next to the component's delimiters, so that many pairs are equal and many differ only by a
// delimiter's lookalike.
const GROUPS: string[][] = [
  ['\u00e9', 'e\u0301', '%C3%A9', 'e%cc%81'],
  ['\u2260', '=\u0338', '%E2%89%A0', '=%CC%B8', '%3D\u0338', '\uff1d\u0338'],
  ['/', '\uff0f', '%2F', '%EF%BC%8F', '/\u0301'],
  ['A', '%41', '\uff21', '%41\u0301'],
  ['\u00c5', '\u212b', 'A\u030a', '%41\u030a', '%41%CC%8A'],
  [';', '\u037e', '%3B', ';\u0338'],
  ['..', '\uff0e\uff0e', '%2E%2E', '.%2e', '\u2025', '\uff0e.'],
  ['.', '\uff0e', '%2e', '\u2024'],
  [':', '\uff1a', '\ufe55', '%3A', ':\u0301'],
  ['#', '\uff03', '\ufe5f', '%23'],
  ['?', '\uff1f', '\ufe56', '%3F'],
  ['@', '\uff20', '\ufe6b', '%40'],
  ['=', '\uff1d', '\ufe66', '%3D', '=\u0301'],
  ['&', '\uff06', '\ufe60', '%26'],
  ['%25', '\uff05', '\ufe6a'],
  ['`', '\u1fef', '%60'],
  ['a/c', '\u2100', 'a%2Fc'],
  [' ', '\u00a0', '\u2002', '%20'],
  ['x', '\u0301', '\u0338', '\u0323\u0307', 'fi', '\ufb01'],
];
const spot = fc.integer({ min: 0, max: GROUPS.length - 1 });
/** The spellings a and b choose at a spot: the same one three times in four. */
const pick = fc.oneof({ arbitrary: fc.nat().map((n) => [n, n] as [number, number]), weight: 3 }, { arbitrary: fc.tuple(fc.nat(), fc.nat()), weight: 1 });
/** A template: the spots of one component; a and b each choose a spelling at every spot. */
const template = fc.array(fc.tuple(spot, pick), { maxLength: 5 });
const pairArb = fc.record({
  scheme: fc.constantFrom('http', 'foo'),
  authority: fc.option(fc.record({ userinfo: fc.option(template), host: fc.constantFrom('h', 'example.com', 'r\u00e9sum\u00e9.example') })),
  path: fc.array(template, { maxLength: 4 }),
  query: fc.option(template),
  fragment: fc.option(template),
}).map((t) => {
  const build = (side: 0 | 1) => {
    const text = (tpl: [number, [number, number]][]) => tpl.map(([g, p]) => GROUPS[g][p[side] % GROUPS[g].length]).join('');
    let s = t.scheme + ':';
    if (t.authority) s += '//' + (t.authority.userinfo ? text(t.authority.userinfo) + '@' : '') + t.authority.host;
    s += t.path.map((seg) => '/' + text(seg)).join('');
    if (t.query) s += '?' + text(t.query);
    if (t.fragment) s += '#' + text(t.fragment);
    return s;
  };
  return [build(0), build(1)] as const;
});

/** What a component delimits: its ASCII characters other than unreserved ones, and its triplets. */
const delimiters = (s: string | null) => (s === null ? null : s.replace(/[A-Za-z0-9\-._~]|[^\x00-\x7f]/gu, ''));
/** The components' boundaries: each component's delimiters, and the path's dot segments. */
function skeleton(x: IRI): string {
  const path = x.path.split('/').map((seg) => (seg === '.' || seg === '..' ? seg : delimiters(seg))).join('/');
  return JSON.stringify([x.scheme, delimiters(x.userinfo), delimiters(x.host), x.port, path, delimiters(x.query), delimiters(x.fragment)]);
}
const parse = (s: string) => IRI.parse(s, undefined, O);
const RUNS = { numRuns: 3000, seed: 24 };

describe('properties on generated IRIs with lookalikes next to every delimiter', () => {
  it('normalize (NFC, NFKC) is idempotent and keeps the components\' boundaries; NFC joined is NFC run by run', () => {
    let parsed = 0;
    const changed = { nfc: 0, nfkc: 0 };
    fc.assert(fc.property(pairArb, ([s]) => {
      const x = parse(s);
      if (x === null) return;
      parsed++;
      const plain = skeleton(x.normalize({ characters: false }));
      // NFC joins runs across a boundary followed by a stable starter: the same as run by run.
      expect(x.normalize().href).toBe(x.normalize({ characters: nfcString }).href);
      for (const [name, characters] of [['nfc', 'nfc'], ['nfkc', nfkc]] as const) {
        const n = x.normalize({ characters });
        expect(n.normalize({ characters }).href).toBe(n.href);
        expect(skeleton(n)).toBe(plain);
        if (n.href !== x.normalize({ characters: false }).href) changed[name]++;
      }
      expect(x.equals(x)).toBe(true);
    }), RUNS);
    console.log(`[delimiters] ${parsed} generated IRIs, changed by NFC ${changed.nfc}, by NFKC ${changed.nfkc}`);
    expect(parsed).toBeGreaterThan(RUNS.numRuns / 2);
    expect(changed.nfc).toBeGreaterThan(parsed / 4);
    expect(changed.nfkc).toBeGreaterThan(parsed / 4);
  });
  it('equal IRIs (equals at both levels, or the same NFKC normal form) have the same boundaries', () => {
    let pairs = 0, equal = 0, nfkcEqual = 0, different = 0;
    fc.assert(fc.property(pairArb, ([sa, sb]) => {
      const a = parse(sa), b = parse(sb);
      if (a === null || b === null) return;
      pairs++;
      const shape = skeleton(a.normalize({ characters: false }));
      const same = shape === skeleton(b.normalize({ characters: false }));
      for (const level of ['syntax', 'scheme'] as const) {
        const eq = a.equals(b, { level });
        expect(b.equals(a, { level })).toBe(eq);
        if (eq) expect(same).toBe(true);
      }
      if (a.equals(b)) equal++;
      else if (!same) different++;
      if (a.normalize({ characters: nfkc }).href === b.normalize({ characters: nfkc }).href) {
        nfkcEqual++;
        expect(same).toBe(true);
      }
    }), RUNS);
    console.log(`[delimiters] ${pairs} pairs: ${equal} equal, ${nfkcEqual} with the same NFKC normal form, ${different} with different boundaries`);
    expect(equal).toBeGreaterThan(pairs / 20);
    expect(different).toBeGreaterThan(pairs / 4);
  });
});
