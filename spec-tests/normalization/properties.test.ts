// Properties (fast-check) of the ladder and the mappings on generated valid IRIs:
// normalize is idempotent; equals is reflexive and symmetric; x.normalize() equals x (the
// syntax-based steps at the syntax level, all steps at the scheme level); fromURI(toURI(x))
// equals x: at the syntax level with the general mapping of RFC 3987 §3.1 step 2 (hosts
// percent-encoded), and at the scheme level with A-labels (RFC 3987 §5.3.3 puts the
// equivalence of an IDN and its A-labels on that rung); resolve(relativize(t)) is t.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';

const O = { mode: 'rfc3987' } as const;
const piece = fc.constantFrom('a', 'B', '~', '-', '.', '..', '%41', '%7e', '%2F', '%25', '%C3%A9', '%e2%80%ae', '%FC', 'é', 'e\u0301', 'ß', '日本', '\u{10000}', '!', '$', "'", ';', '=', ':', '@', 'ﬁ', '', '%F0%90%8C%80');
const segment = fc.array(piece, { maxLength: 4 }).map((a) => a.join('').replace(/:/g, ''));
const host = fc.constantFrom('example.com', 'EXAMPLE.org', 'bücher.de', 'Bücher.DE', 'xn--bcher-kva.de', 'résumé.example', '127.0.0.1', '[::1]', '[FE80::A]', '', 'a%41b', '日本.jp', '%C3%BC.de');
const iriArb = fc.record({
  scheme: fc.constantFrom('http', 'HTTPS', 'foo', 'ftp'),
  authority: fc.option(fc.record({ userinfo: fc.option(fc.constantFrom('u', 'U:p', '%41', 'é')), host, port: fc.option(fc.constantFrom('', '80', '443', '8080', '021')) })),
  path: fc.array(segment, { maxLength: 5 }),
  rootless: fc.boolean(),
  query: fc.option(fc.array(fc.oneof(piece, fc.constantFrom('?', '/', '\ue000')), { maxLength: 4 }).map((a) => a.join(''))),
  fragment: fc.option(fc.array(fc.oneof(piece, fc.constantFrom('?', '/')), { maxLength: 4 }).map((a) => a.join(''))),
}).map((c) => {
  let s = c.scheme + ':';
  if (c.authority) s += '//' + (c.authority.userinfo !== null ? c.authority.userinfo + '@' : '') + c.authority.host + (c.authority.port !== null ? ':' + c.authority.port : '');
  const path = c.path.join('/');
  if (c.authority || !c.rootless) s += path === '' ? '' : '/' + path;
  else s += path;
  if (c.query !== null) s += '?' + c.query;
  if (c.fragment !== null) s += '#' + c.fragment;
  return s;
}).map((s) => IRI.parse(s, undefined, O)).filter((x): x is IRI => x !== null);

const RUNS = { numRuns: 1500, seed: 5 };

describe('ladder properties', () => {
  it('normalize is idempotent and the result is syntax-equal to the input', () => {
    fc.assert(fc.property(iriArb, (x) => {
      const n = x.normalize();
      expect(n.normalize().href).toBe(n.href);
      expect(n.equals(x, { level: 'scheme' })).toBe(true);
      const s = x.normalize({ schemeBased: false });
      expect(s.normalize({ schemeBased: false }).href).toBe(s.href);
      expect(s.equals(x, { level: 'syntax' })).toBe(true);
      expect(x.equals(s, { level: 'syntax' })).toBe(true);
    }), RUNS);
  });
  it('equals is reflexive and symmetric at every level', () => {
    fc.assert(fc.property(iriArb, iriArb, fc.constantFrom('simple', 'syntax', 'scheme') as fc.Arbitrary<'simple' | 'syntax' | 'scheme'>, (x, y, level) => {
      expect(x.equals(x, { level })).toBe(true);
      expect(x.equals(y, { level })).toBe(y.equals(x, { level }));
    }), RUNS);
  });
  it('fromURI(toURI(x)) equals x at the syntax level', () => {
    fc.assert(fc.property(iriArb, (x) => {
      const uri = x.toURI({ host: 'percent-encode' });
      expect(/^[\x00-\x7f]*$/.test(uri.href)).toBe(true);
      expect(IRI.fromURI(uri).equals(x, { level: 'syntax' })).toBe(true);
      const idn = x.toURI();
      expect(/^[\x00-\x7f]*$/.test(idn.href)).toBe(true);
      expect(IRI.fromURI(idn).equals(x, { level: 'scheme' })).toBe(true);
      expect(IRI.fromURI(idn, { unicodeHost: true }).equals(x, { level: 'scheme' })).toBe(true);
    }), RUNS);
  });
  it('resolve(relativize(t)) is resolve(t)', () => {
    const refs = fc.constantFrom('', '#f', '?q', 'g', './g', '../g', '../../x/y', '/a/b', '//h/p', 'g;x?y#s', '.', '..', 'a:b', '?', '#');
    fc.assert(fc.property(iriArb, refs, iriArb, (base, ref, other) => {
      for (const t of [base.resolve(ref).href, other.href]) {
        const r = base.relativize(t);
        const want = base.resolve(t).href;
        expect(IRI.parse(r, base, O)?.href).toBe(want);
        expect(r.length).toBeLessThanOrEqual(want.length);
      }
    }), RUNS);
  });
});
