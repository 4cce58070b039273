// Issue 10 item 1: references (RFC 3986 §4.1 URI-reference, RFC 3987 §2.2 IRI-reference) held as
// values in the strict modes with { reference: true }: the public API against the ABNF oracle
// (abnf-oracle.ts), the RFC 3986 §4.2 forms and the §5.4 examples as values, every path form
// without a base, the accessors, the setters (atomic), normalization (idempotent, and never
// changing what a reference resolves to), IRI <-> URI, relativize, and the order of
// IRI.validate's errors.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { RFC3986_GRAMMAR, RFC3987_GRAMMAR } from './abnf-oracle';
import { assertInvariants } from '../support/invariants';

const R86 = { mode: 'rfc3986', reference: true } as const;
const R87 = { mode: 'rfc3987', reference: true } as const;
const BASE = 'http://a/b/c/d;p?q';

/** The §5.4.1 and §5.4.2 examples (reference, strict result), read from the RFC text. */
function examples(): { ref: string; result: string }[] {
  const text = readFileSync(new URL('../../../shared/specs/rfc3986.txt', import.meta.url), 'utf8');
  const start = text.lastIndexOf('\n5.4.1.  Normal Examples');
  const section = text.slice(start, text.indexOf('\n6.  Normalization and Comparison', start));
  const out: { ref: string; result: string }[] = [];
  for (const line of section.split('\n')) {
    const m = /^\s+"([^"]*)"\s+=\s+"([^"]*)"/.exec(line);
    if (m) out.push({ ref: m[1], result: m[2] });
  }
  return out;
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

describe('the ABNF oracle on the public API with { reference: true }', () => {
  const PIECES = [
    'http', 'foo', '1a', ':', '//', '/', '?', '#', '@', '[', ']', '.', '..', '%', '%41', '%zz', '::1', '1.2.3.4', ':80',
    'u:p', '~', '-', '!', ';', '=', ' ', '<', '\\', '{', 'a', 'Z', '0', 'é', '日本', '\ue000', '\ufdd0', '\ud800', 'v1.x',
  ];
  for (const iri of [false, true]) {
    const name = iri ? 'RFC 3987 IRI-reference' : 'RFC 3986 URI-reference';
    it(name, () => {
      const g = iri ? RFC3987_GRAMMAR : RFC3986_GRAMMAR;
      const options = { mode: iri ? 'rfc3987' : 'rfc3986', reference: true, idna: 'none' } as const;
      let count = 0, accepted = 0, relative = 0;
      const disagreements: string[] = [];
      const strings = fc.oneof(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((a) => a.join('')),
        fc.string({ unit: fc.constantFrom(...'ab:/?#@[]%1.v'.split('')), maxLength: 14 }),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
      );
      fc.assert(fc.property(strings, (input) => {
        if (/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(input) || /^urn:/i.test(input)) return; // §4.1; URN grammar
        count++;
        const got = IRI.canParse(input, undefined, options);
        const v = IRI.validate(input, undefined, options);
        const x = IRI.parse(input, undefined, options);
        const expected = g.reference.test(input);
        if (got) accepted++;
        let problem = got !== expected || v.valid !== got || (x !== null) !== got;
        if (x !== null) {
          assertInvariants(x);
          if (g.relative.test(input)) relative++;
          problem ||= x.href !== input || x.isAbsolute !== g.absolute.test(input) || (x.scheme === null) !== g.relative.test(input);
        }
        if (problem) disagreements.push(`${JSON.stringify(input)}: parser ${got} grammar ${expected}`);
      }), { numRuns: 20000, seed: 10 + (iri ? 1 : 0) });
      console.log(`[reference oracle ${name}] ${count} strings compared (${accepted} accepted, ${relative} relative-ref), ${disagreements.length} disagreements`);
      expect(disagreements.slice(0, 20)).toEqual([]);
      expect(relative).toBeGreaterThan(count / 20);
    });
  }
});

describe('RFC 3986 §4.2 forms and §5.4 examples held as values', () => {
  const all = examples();
  it('found the 42 examples', () => expect(all.length).toBe(42));
  for (const mode of [R86, R87]) {
    it(`${mode.mode}: every example parses as itself, then resolves to the RFC's result`, () => {
      const base = new IRI(BASE, undefined, mode);
      for (const { ref, result } of all) {
        const x = new IRI(ref, undefined, mode);
        expect(x.href, ref).toBe(ref);
        expect(x.isAbsolute, ref).toBe(SCHEME.test(ref));
        expect(IRI.validate(ref, undefined, mode)).toEqual({ valid: true, failure: false, errors: [], href: ref });
        expect(base.resolve(x).href, ref).toBe(result);
        expect(IRI.resolve(BASE, x, { mode: mode.mode })).toBe(result);
        expect(new IRI(x, BASE, { mode: mode.mode }).href).toBe(result);
        expect(base.resolve(x.normalize()).normalize().href, ref).toBe(new IRI(result, undefined, mode).normalize().href);
      }
    });
  }
  it('§4.2 relative-ref: network-path, absolute-path, relative-path (path-noscheme), empty', () => {
    const cases: [string, string | null, string | null, string, string | null, string | null][] = [
      // ref, userinfo... : [input, authority, host-ish (hostname), path, query, fragment]
      ['//g', 'g', 'g', '', null, null],
      ['//u@g:81/p?q#f', 'u@g:81', 'g', '/p', 'q', 'f'],
      ['//', '', '', '', null, null],
      ['///x', '', '', '/x', null, null],
      ['/g', null, '', '/g', null, null],
      ['/', null, '', '/', null, null],
      ['g', null, '', 'g', null, null],
      ['./g:h', null, '', './g:h', null, null],
      ['g/h:i', null, '', 'g/h:i', null, null],
      ['../..', null, '', '../..', null, null],
      ['', null, '', '', null, null],
      ['?y', null, '', '', 'y', null],
      ['#s', null, '', '', null, 's'],
      ['?', null, '', '', '', null],
      ['#', null, '', '', null, ''],
    ];
    for (const [input, authority, hostname, path, query, fragment] of cases) {
      for (const mode of [R86, R87]) {
        const x = new IRI(input, undefined, mode);
        expect([x.scheme, x.authority, x.hostname, x.path, x.query, x.fragment], input).toEqual([null, authority, hostname, path, query, fragment]);
        expect(x.isAbsolute).toBe(false);
        expect(x.protocol).toBe('');
        expect(x.origin).toBe('null');
        expect(IRI.canParse(input, undefined, { mode: mode.mode })).toBe(false); // without the option: as before
      }
    }
    const u = new IRI('//u:pw@h:8/p', undefined, R86);
    expect([u.userinfo, u.username, u.password, u.host, u.port, u.pathname, u.search, u.hash]).toEqual(['u:pw', 'u', 'pw', 'h:8', '8', '/p', '', '']);
    expect(new IRI('ü/é?ß#ä', undefined, R87).path).toBe('ü/é');
  });
  it('every path form, invalid without a base: code and index', () => {
    const bad: [string, string, number, object?][] = [
      [':a', 'colon-in-first-segment', 0],
      ['%41:b', 'colon-in-first-segment', 3],
      ['-a:b/c', 'colon-in-first-segment', 2],
      ['1a:x', 'colon-in-first-segment', 2],
      ['é:x', 'colon-in-first-segment', 1, R87],
      ['a b', 'invalid-character', 1],
      ['../a b', 'invalid-character', 4],
      ['//h:x/', 'invalid-port', 4],
      ['//[::1/', 'ip-literal-not-closed', 2],
      ['//a b/', 'invalid-character', 3],
      ['/a%2', 'invalid-percent-encoding', 2],
      ['?a#b#c', 'invalid-character', 4],
      ['ü', 'non-ascii-character', 0],
      ['a/\u200e', 'bidi-formatting-character', 2, R87],
    ];
    for (const [input, code, index, options = R86] of bad) {
      expect(IRI.canParse(input, undefined, options), input).toBe(false);
      expect(IRI.parse(input, undefined, options)).toBe(null);
      let error: { code?: string; index?: number } = {};
      try { new IRI(input, undefined, options); } catch (e) { error = e as typeof error; }
      expect([error.code, error.index], input).toEqual([code, index]);
      const v = IRI.validate(input, undefined, options);
      expect([v.errors[0].code, v.errors[0].index], input).toEqual([code, index]);
    }
  });
  it('IRI.validate: errors in input order, the missing scheme first (without the option)', () => {
    const codes = (s: string, o: object) => IRI.validate(s, undefined, o).errors.map((e) => `${e.code}@${e.index}`);
    expect(codes('../a?b#c', { mode: 'rfc3986' })).toEqual(['missing-scheme@0']);
    expect(codes('../a b?c d#e f', { mode: 'rfc3986' })).toEqual(['missing-scheme@0', 'invalid-character@4', 'invalid-character@8', 'invalid-character@12']);
    expect(codes('../a b?c d#e f', R86)).toEqual(['invalid-character@4', 'invalid-character@8', 'invalid-character@12']);
    let thrown = '';
    try { new IRI('../a b', undefined, { mode: 'rfc3986' }); } catch (e) { thrown = (e as { code: string }).code; }
    expect(thrown).toBe('missing-scheme');
    // The base must still be absolute, with or without the option.
    expect(codes('a', { mode: 'rfc3986', reference: true }).length).toBe(0);
    expect(IRI.validate('a', '../b', R86).errors.map((e) => e.code)).toEqual(['base-not-absolute']);
    // Every result is sorted by index (the URN grammar's errors come after the components').
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'ab: /?#@[]%1.é<'.split('')), maxLength: 16 }), (s) => {
      for (const o of [{ mode: 'rfc3986' }, R87, { mode: 'rfc3987' }]) {
        const idx = IRI.validate(s, undefined, o as { mode: 'rfc3987' }).errors.map((e) => e.index);
        expect(idx).toEqual(idx.slice().sort((a, b) => a - b));
      }
    }), { numRuns: 3000, seed: 11 });
  });
});

describe('setters on references: atomic, re-validated against the reference grammar', () => {
  function throwsUnchanged(x: IRI, set: () => void, code: string) {
    const before = x.href;
    let error: { code?: string } = {};
    try { set(); } catch (e) { error = e as typeof error; }
    expect(error.code).toBe(code);
    expect(x.href).toBe(before);
    assertInvariants(x);
  }
  it('setting a scheme makes an absolute IRI; removing it only where the path form allows', () => {
    const x = new IRI('../a?b#c', undefined, R87);
    x.scheme = 'foo';
    expect([x.href, x.isAbsolute, x.protocol]).toEqual(['foo:../a?b#c', true, 'foo:']);
    x.scheme = null;
    expect([x.href, x.isAbsolute]).toEqual(['../a?b#c', false]);
    const y = new IRI('//h/p', undefined, R87);
    y.protocol = 'http:';
    expect([y.href, y.origin]).toEqual(['http://h/p', 'http://h']);
    y.scheme = null;
    expect(y.href).toBe('//h/p');
    const z = new IRI('a:b:c', undefined, R87);
    throwsUnchanged(z, () => { z.scheme = null; }, 'colon-in-first-segment');
    z.path = 'b/c:d';
    z.scheme = null;
    expect(z.href).toBe('b/c:d');
    throwsUnchanged(z, () => { z.scheme = '1x'; }, 'invalid-scheme');
    const abs = new IRI('http://h/', undefined, { mode: 'rfc3987' });
    throwsUnchanged(abs, () => { abs.scheme = null; }, 'missing-scheme');
    const u = new IRI('../x', undefined, R87);
    throwsUnchanged(u, () => { u.scheme = 'urn'; }, 'invalid-urn-nid'); // "urn:../x" is no URN
  });
  it('path, authority, query and fragment', () => {
    const x = new IRI('?q', undefined, R86);
    throwsUnchanged(x, () => { x.path = 'a:b'; }, 'colon-in-first-segment');
    throwsUnchanged(x, () => { x.path = '//a'; }, 'path-starts-with-double-slash');
    x.path = './a:b';
    expect(x.href).toBe('./a:b?q');
    throwsUnchanged(x, () => { x.host = 'h'; }, 'authority-path-not-absolute');
    x.path = '/p';
    x.host = 'h';
    expect([x.href, x.authority, x.isAbsolute]).toEqual(['//h/p?q', 'h', false]);
    x.port = '8';
    x.userinfo = 'u';
    expect(x.href).toBe('//u@h:8/p?q');
    x.authority = null;
    expect(x.href).toBe('/p?q');
    throwsUnchanged(x, () => { x.port = '1'; }, 'no-authority');
    x.fragment = 'f';
    x.query = null;
    expect(x.href).toBe('/p#f');
    x.href = 'g;x?y#s';
    expect([x.path, x.isAbsolute]).toEqual(['g;x', false]);
    const w = new IRI('//h//x', undefined, R86);
    throwsUnchanged(w, () => { w.authority = null; }, 'path-starts-with-double-slash');
    const sp = new IRI('a?x=1', undefined, R86);
    sp.searchParams.append('y', '2');
    expect(sp.href).toBe('a?x=1&y=2');
  });
});

describe('normalize on references (RFC 3986 §6.2.2)', () => {
  it('case, percent-encoding, and dot segments where resolution cannot differ', () => {
    const n = (s: string, o: object = R87) => new IRI(s, undefined, o).normalize().href;
    expect(n('../a/./b/../c')).toBe('../a/c');
    expect(n('../../a')).toBe('../../a');
    expect(n('a/../../b')).toBe('../b');
    expect(n('a/..')).toBe('./');
    expect(n('.')).toBe('./');
    expect(n('..')).toBe('../');
    expect(n('./a:b')).toBe('./a:b');
    expect(n('x/../a:b')).toBe('./a:b');
    expect(n('.//a')).toBe('.//a');
    expect(n('a/..//b')).toBe('.//b');
    expect(n('%2E%2E/%7e%2f')).toBe('../~%2F');
    expect(n('/a/../../b')).toBe('/b');
    expect(n('//EXAMPLE.com/%7e/./x')).toBe('//example.com/~/x');
    expect(n('%C3%BC?%C3%A9#%e2%80%ae')).toBe('ü?é#%E2%80%AE');
    expect(n('%C3%BC', R86)).toBe('%C3%BC');
    expect(n('?Q#F')).toBe('?Q#F');
    expect(n('')).toBe('');
    expect(n('e\u0301')).toBe('é');
    expect(new IRI('a/./b', undefined, R87).normalize({ pathSegments: false }).href).toBe('a/./b');
  });

  // Generated references and hierarchical bases (a path that is empty with an authority, or
  // contains "/"): against these, normalizing the reference never changes the resolution.
  const seg = fc.constantFrom('a', 'B', '.', '..', '', '%2e', '%2E%2e', '%41', '%7e', 'x:y', 'é', 'e\u0301', ';p', '%C3%BC', '.a', 'a.');
  const path = fc.array(seg, { maxLength: 6 }).map((a) => a.join('/'));
  const ref = fc.record({
    kind: fc.constantFrom('network', 'absolute', 'relative', 'relative', 'empty'),
    host: fc.constantFrom('H', 'h.example', '%41', '', '[::A]'),
    path,
    query: fc.option(fc.constantFrom('', 'Q', '%7e', 'a=%41')),
    fragment: fc.option(fc.constantFrom('', 'F', '%7e', '..')),
  }).map((c) => {
    let s = c.kind === 'network' ? '//' + c.host + '/' + c.path : c.kind === 'absolute' ? '/' + c.path : c.kind === 'relative' ? c.path : '';
    if (c.query !== null) s += '?' + c.query;
    if (c.fragment !== null) s += '#' + c.fragment;
    return s;
  });
  const base = fc.record({
    scheme: fc.constantFrom('http', 'Foo', 'file'),
    authority: fc.option(fc.constantFrom('a', 'A:8', '')),
    path: fc.array(seg, { maxLength: 5 }).map((a) => '/' + a.join('/')),
    query: fc.option(fc.constantFrom('q', '')),
    emptyPath: fc.boolean(),
  }).map((c) => c.scheme + ':' + (c.authority !== null ? '//' + c.authority + (c.emptyPath ? '' : c.path) : c.path.replace(/^\/\//, '/x/')) + (c.query !== null ? '?' + c.query : ''));

  it('idempotent, and resolve(base, normalize(ref)) == normalize(resolve(base, ref)) at the syntax level', () => {
    let count = 0, encodedDots = 0;
    for (const mode of [R86, R87]) {
      fc.assert(fc.property(ref, base, (r, b) => {
        const x = IRI.parse(r, undefined, mode);
        const bb = IRI.parse(b, undefined, mode);
        if (x === null || bb === null || x.isAbsolute) return; // ("x:y" as a relative path is a scheme)
        count++;
        const nx = x.normalize();
        assertInvariants(nx);
        expect(nx.normalize().href).toBe(nx.href);
        expect(nx.isAbsolute).toBe(false);
        // A segment that decodes to "." or "..": §6.2.2.2 makes it equivalent to the dot
        // segment, which normalization then removes (as for absolute IRIs), but §5.2.4 resolution
        // does not decode; "a/%2E%2E/.." shows the two orders differ (tested below).
        if (/(^|\/)(%2e|\.)*%2e(%2e|\.)*(\/|$|\?|#)/i.test(r.split(/[?#]/)[0])) { encodedDots++; return; }
        const left = bb.resolve(nx).normalize().href;
        const right = bb.resolve(x).normalize().href;
        expect(left, `${b} + ${r} (normalized ${nx.href})`).toBe(right);
        expect(x.equals(nx, { level: 'syntax' })).toBe(true);
      }), { numRuns: 4000, seed: 12 });
    }
    console.log(`[reference normalization] ${count} (base, reference) pairs: idempotent, resolution unchanged for ${count - encodedDots} (${encodedDots} with a percent-encoded dot segment: idempotent only)`);
    expect(count - encodedDots).toBeGreaterThan(4000);
  });
  it('percent-encoded dot segments: normalization follows §6.2.2 (decoded, then removed), resolution §5.2.4 (kept)', () => {
    const base = new IRI('http://h/x/y', undefined, R86);
    expect(new IRI('a/%2E%2E/..', undefined, R86).normalize().href).toBe('../');
    expect(base.resolve('a/%2E%2E/..').normalize().href).toBe('http://h/x/a/');
    expect(base.resolve('../').href).toBe('http://h/');
    // the same for absolute IRIs, as before
    expect(new IRI('http://h/x/a/%2E%2E/..', undefined, R86).normalize().href).toBe('http://h/');
  });
});

describe('equals, toURI, toIRI, fromURI and relativize with references', () => {
  it('equals compares references with references', () => {
    const x = new IRI('../%7e/./a', undefined, R87);
    expect(x.equals('../~/a')).toBe(true);
    expect(x.equals(new IRI('../~/a', undefined, R87))).toBe(true);
    expect(x.equals('../b')).toBe(false);
    expect(x.equals('http://a/~/a')).toBe(false);
    expect(IRI.equals('../%7E', '../~', R87)).toBe(true);
    expect(IRI.equals(x, '../~/a')).toBe(true); // x's mode and settings
    expect(new IRI('http://a/', undefined, { mode: 'rfc3987' }).equals(x)).toBe(false); // not absolute: equals nothing there
  });
  it('toURI, toIRI and fromURI keep a reference a reference', () => {
    const x = new IRI('../ü?é#ß', undefined, R87);
    const u = x.toURI();
    expect([u.href, u.mode, u.isAbsolute]).toEqual(['../%C3%BC?%C3%A9#%C3%9F', 'rfc3986', false]);
    expect(u.toIRI().href).toBe('../ü?é#ß');
    expect(IRI.fromURI('//h/%C3%BC', { reference: true }).href).toBe('//h/ü');
  });
  it('relativize returns a string that parses as a reference and resolves back', () => {
    const base = new IRI(BASE, undefined, { mode: 'rfc3987' });
    for (const { result } of examples()) {
      const r = base.relativize(result);
      expect(typeof r).toBe('string');
      const ref = new IRI(r, undefined, R87);
      expect(base.resolve(ref).href).toBe(result);
    }
    expect(base.relativize(new IRI('../g', undefined, R87))).toBe('../g'); // a relative target is resolved first
    expect(new IRI(BASE, undefined, R87).relativize('./g')).toBe('g');
    const rel = new IRI('../g', undefined, R87);
    let code = '';
    try { rel.relativize('http://a/'); } catch (e) { code = (e as { code: string }).code; }
    expect(code).toBe('base-not-absolute');
    try { rel.resolve('x'); } catch (e) { code = (e as { code: string }).code; }
    expect(code).toBe('base-not-absolute');
  });
  it('the option has no effect in mode whatwg and is read as a flag', () => {
    expect(IRI.canParse('../a', undefined, { mode: 'whatwg', reference: true } as object)).toBe(false);
    expect(IRI.canParse('../a', undefined, { mode: 'rfc3986', reference: 0 } as object)).toBe(false);
    expect(IRI.canParse('../a', undefined, { mode: 'rfc3986', reference: 'yes' } as object)).toBe(true);
    expect(new IRI('http://h/').isAbsolute).toBe(true);
  });
});
