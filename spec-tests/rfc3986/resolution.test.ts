// RFC 3986 §5.4.1 and §5.4.2: every example, read from ../shared/specs/rfc3986.txt, resolved
// against "http://a/b/c/d;p?q" in strict and non-strict mode; remove_dot_segments (§5.2.4) on
// its own; resolution as characters for IRIs (RFC 3987 §6.5); linear time; a prepared base against the general transform.
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { prepareBase, recompose, removeDotSegments, resolvePathReference, transformReference } from '../../lib/rfc/resolve';
import { parseReference, pathReferenceEnd } from '../../lib/rfc/parse';
import { RFC3986, RFC3987 } from '../../lib/core/mode';
import { HostKind } from '../../lib/core/record';
import fc from 'fast-check';
import { scalingRatio } from '../support/timing';
import { BASE, examples } from '../support/rfc3986-examples.mjs';

describe('RFC 3986 §5.4 reference resolution examples', () => {
  const all = examples();
  it('found every example of §5.4.1 and §5.4.2', () => {
    expect(all.length).toBe(23 + 2 + 2 + 4 + 6 + 4 + 1);
  });
  for (const mode of ['rfc3986', 'rfc3987'] as const) {
    for (const { ref, strict, nonStrict } of all) {
      it(`${mode}: ${JSON.stringify(ref)} -> ${strict}${nonStrict !== strict ? ` (non-strict ${nonStrict})` : ''}`, () => {
        expect(IRI.resolve(BASE, ref, { mode })).toBe(strict);
        expect(new IRI(ref, BASE, { mode }).href).toBe(strict);
        expect(IRI.resolve(BASE, ref, { mode, nonStrictResolution: true })).toBe(nonStrict);
        expect(new IRI(ref, BASE, { mode, nonStrictResolution: true }).href).toBe(nonStrict);
      });
    }
  }
  it('the strict and non-strict variants differ only for "http:g"', () => {
    expect(all.filter((e) => e.strict !== e.nonStrict).map((e) => e.ref)).toEqual(['http:g']);
  });
});

describe('RFC 3986 §5.2.4 remove_dot_segments', () => {
  it('the RFC walk-throughs', () => {
    expect(removeDotSegments('/a/b/c/./../../g')).toBe('/a/g');
    expect(removeDotSegments('mid/content=5/../6')).toBe('mid/6');
  });
  it('edge cases', () => {
    expect(removeDotSegments('')).toBe('');
    expect(removeDotSegments('.')).toBe('');
    expect(removeDotSegments('..')).toBe('');
    expect(removeDotSegments('/.')).toBe('/');
    expect(removeDotSegments('/..')).toBe('/');
    expect(removeDotSegments('/../..')).toBe('/');
    expect(removeDotSegments('../a')).toBe('a');
    expect(removeDotSegments('./a')).toBe('a');
    expect(removeDotSegments('a/..')).toBe('/');
    expect(removeDotSegments('/a/./b/../../c/')).toBe('/c/');
    expect(removeDotSegments('/a/.b/..c/...')).toBe('/a/.b/..c/...');
    expect(removeDotSegments('//a/../b')).toBe('//b');
  });
  // A timing check (spec-tests/support/timing.ts: CPU time, a GC before each sample, the best of
  // seven), up to three attempts: another process can still spoil one; quadratic fails them all.
  it('runs in linear time (100k "../" segments)', { retry: 2 }, () => {
    const inputs: Record<number, string> = {};
    for (const k of [12500, 100000]) inputs[k] = '/a'.repeat(k) + '/..'.repeat(k) + '/x';
    expect(removeDotSegments(inputs[100000])).toBe('/x');
    expect(scalingRatio((k) => removeDotSegments(inputs[k]), 12500, 8, 'remove_dot_segments')).toBeLessThan(24); // linear: about 8; quadratic: 64
  });
});

describe('resolution in the strict modes', () => {
  it('a base must be absolute; a reference without base must be absolute', () => {
    expect(() => IRI.resolve('/a/b', 'c', { mode: 'rfc3986' })).toThrow(expect.objectContaining({ code: 'base-not-absolute' }));
    expect(() => new IRI('c', undefined, { mode: 'rfc3986' })).toThrow(expect.objectContaining({ code: 'missing-scheme' }));
    expect(() => new IRI('c', 'x', { mode: 'rfc3986' })).toThrow(expect.objectContaining({ code: 'base-not-absolute' }));
  });
  it('the base fragment is not used (RFC 3986 §5.1)', () => {
    expect(IRI.resolve('http://a/b#f', '', { mode: 'rfc3986' })).toBe('http://a/b');
    expect(IRI.resolve('http://a/b#f', '#g', { mode: 'rfc3986' })).toBe('http://a/b#g');
  });
  it('IRIs are resolved as characters (RFC 3987 §6.5)', () => {
    expect(IRI.resolve('http://例え.jp/ディレクトリ/ファイル?クエリ', '../上/下?問#断片')).toBe('http://例え.jp/上/下?問#断片');
    expect(IRI.resolve('http://résumé.example/a/b', './ç')).toBe('http://résumé.example/a/ç');
  });
  it('a path starting with "//" without authority keeps "/." (RFC 3986 erratum 4547)', () => {
    expect(IRI.resolve('foo:/a/b', '..//x', { mode: 'rfc3986' })).toBe('foo:/.//x');
    expect(new IRI('..//x', 'foo:/a/b', { mode: 'rfc3986' }).path).toBe('/.//x'); // as written
  });
  it('resolves IRI objects as bases, and strict IRIs keep what was written', () => {
    const base = new IRI('HTTP://A/b/c', undefined, { mode: 'rfc3987' });
    const iri = new IRI('d/%7e', base, { mode: 'rfc3987' });
    expect(iri.href).toBe('HTTP://A/b/d/%7e');
  });
});

describe('a prepared base (IRI.resolve) = §5.2.2 transform + §5.3 recomposition', () => {
  it('on generated bases and path references', () => {
    const seg = fc.constantFrom('', '.', '..', 'a', 'b', '.x', '..y');
    const path = fc.array(seg, { maxLength: 6 }).map((a) => a.join('/'));
    const base = fc.record({
      authority: fc.constantFrom(null, '', 'h'),
      path: fc.tuple(fc.boolean(), path).map(([abs, p]) => (abs ? '/' + p : p)),
      query: fc.constantFrom(null, '', 'q'),
    });
    const ref = fc.record({
      path: fc.tuple(fc.boolean(), path).map(([abs, p]) => (abs ? '/' + p : p)).filter((p) => !p.startsWith('//')),
      query: fc.constantFrom(null, '', 'y'),
      fragment: fc.constantFrom(null, '', 's'),
    });
    fc.assert(
      fc.property(base, ref, (b, r) => {
        // A path after an authority is empty or absolute (RFC 3986 §3.3).
        const c = { scheme: 'x', authority: b.authority, path: b.authority !== null && b.path !== '' && !b.path.startsWith('/') ? '/' + b.path : b.path, query: b.query, fragment: null };
        const refString = r.path + (r.query !== null ? '?' + r.query : '') + (r.fragment !== null ? '#' + r.fragment : '');
        const want = recompose(transformReference(c, { scheme: null, authority: null, ...r }));
        expect(resolvePathReference(prepareBase(c), refString, 0, r.path.length, r.query !== null)).toBe(want);
      }),
      { numRuns: 20000 },
    );
  });
});

describe('IRI.resolve\'s one-pass check of a path reference (parse.ts pathReferenceEnd)', () => {
  // Delimiters, triplets (good and bad), non-ASCII of every kind RFC 3987 tells apart: ucschar,
  // iprivate (query only), bidi formatting, lone and paired surrogates, non-characters.
  const unit = fc.constantFrom(
    'a', 'G', '0', '4', '.', '/', '//', ':', '?', '#', '%', '%4', '%41', '%g1', '@', '[', ' ', '"', '\\', '~', '!',
    'é', '\u00a0', '\u200e', '\u2066', '\ue000', '\uf8ff', '\ufffe', '\ud800', '\udc00', '\ud83d\ude00', '\udb80\udc00', '\u{10fffd}', '\u{e0001}',
  );
  // What it leaves to parseReference: non-ASCII other than U+00A0-U+200D and U+206A-U+D7FF.
  const leftOver = /[\u0080-\u009f\u200e-\u2069\ud800-\uffff]/;
  it('accepts exactly the references parseReference accepts with neither scheme nor authority, with their path end (but those it leaves to parseReference)', () => {
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 8 }).map((a) => a.join('')), (s) => {
        for (const mode of [RFC3986, RFC3987]) {
          let want = -1;
          try {
            const r = parseReference(s, mode, (issue) => {
              if (issue.severity === 'error') throw issue;
            });
            if (r.schemeEnd < 0 && r.hostKind === HostKind.None) want = r.pathEnd;
          } catch { /* an error: -1 */ }
          const got = pathReferenceEnd(s, mode);
          if (got === -1 && want !== -1 && leftOver.test(s)) continue;
          expect(got).toBe(want);
        }
      }),
      { numRuns: 30000 },
    );
  });
});

describe('IRI.resolve (its shortcuts) = IRI.validate\'s href (§5.2.2 transform + §5.3 recomposition)', () => {
  it('on generated bases and references, strict and non-strict', () => {
    const seg = fc.constantFrom('', '.', '..', 'a', 'é', '.x', '%41', ':', 'b:c');
    const path = fc.array(seg, { maxLength: 5 }).map((a) => a.join('/'));
    const part = (p: fc.Arbitrary<string>) => fc.tuple(
      fc.constantFrom('', 'http:', 'HTTP:', 'x:', 'x-1:', '1:'),
      fc.constantFrom('', '//', '//h', '//u@h:8', '//[::1]', '//é.example'),
      fc.boolean(), p,
      fc.constantFrom('', '?', '?q', '?./..', '?é'),
      fc.constantFrom('', '#', '#f', '#/../', '##'),
    ).map(([s, a, abs, pa, q, f]) => s + a + (abs ? '/' : '') + pa + q + f);
    fc.assert(
      fc.property(part(path), part(path), fc.boolean(), (base, ref, nonStrictResolution) => {
        for (const mode of ['rfc3986', 'rfc3987'] as const) {
          const options = { mode, nonStrictResolution };
          const want = IRI.validate(ref, base, options).href;
          let got: string | null = null;
          try { got = IRI.resolve(base, ref, options); } catch { /* null */ }
          expect(got).toBe(want);
        }
      }),
      { numRuns: 20000 },
    );
  });
});
