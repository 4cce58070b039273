// RFC 3986 §5.2-5.3 against a base that is already parsed: the target's record is built from
// the base's and the reference's offsets, and only what §5.2 combines is checked again (a host
// under the base's scheme, the URN grammar, the scheme rules). Checked against the slow path on
// generated bases and references, in every strict mode: parse both, transform (§5.2.2),
// recompose (§5.3), then parse the target in full. The record (every field) and, on failure, the
// error (code, index, component, input) must be the same, whether the base is a string, an IRI
// or an IRI reused for many references.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IRI, IRIError } from '../../lib/index';
import { iriSlots } from '../../lib/api/iri';
import { strictMode, RFC3986, RFC3987, type Mode, type StrictOptions } from '../../lib/core/mode';
import { parseReference } from '../../lib/rfc/parse';
import { recompose, transformReference } from '../../lib/rfc/resolve';
import { componentsOf } from '../../lib/rfc/strict';
import { throwingSink } from '../../lib/core/errors';
import type { IriRecord } from '../../lib/core/record';

type Outcome = { record: Record<string, unknown> } | { error: [string, number, string, string] };

function fields(r: IriRecord): Record<string, unknown> {
  return {
    href: r.href, schemeEnd: r.schemeEnd, usernameEnd: r.usernameEnd, hostStart: r.hostStart, hostEnd: r.hostEnd,
    port: r.port, pathStart: r.pathStart, queryStart: r.queryStart, fragmentStart: r.fragmentStart, bits: r.bits,
  };
}

function outcome(f: () => IriRecord): Outcome {
  try {
    return { record: fields(f()) };
  } catch (e) {
    if (!(e instanceof IRIError)) throw e;
    return { error: [e.code, e.index, e.component, e.input] };
  }
}

/** The slow path: every part parsed in full, the target too. */
function slow(base: string, ref: string, mode: Mode): IriRecord {
  const b = parseReference(base, mode, throwingSink(base));
  if (b.schemeEnd < 0) throw new Error('generated bases are absolute');
  const r = parseReference(ref, mode, throwingSink(ref));
  const c = componentsOf(b);
  c.fragment = null; // RFC 3986 §5.1
  const target = recompose(transformReference(c, componentsOf(r), !mode.nonStrictResolution));
  return parseReference(target, mode, throwingSink(target));
}

const record = (iri: IRI): IriRecord => iriSlots(iri)!.r;

// Parts that exercise every branch: hosts with and without IDNA labels (valid and not), userinfo,
// ports, IP literals, dot segments, "//" paths, ":" in a first segment, URNs, non-ASCII text,
// iprivate, triplets, and characters no mode allows.
// Valid pieces are the common ones (most cases resolve), the rest one in ten or so.
const pick = (common: string[], rare: string[]) => fc.oneof({ arbitrary: fc.constantFrom(...common), weight: 9 }, { arbitrary: fc.constantFrom(...rare), weight: 1 });
const schemes = pick(['http', 'HTTP', 'foo', 'x-y+z.1', 'urn', 'file'], ['Urn', 'ws', 'mailto', 'tag', 'data']);
const hosts = pick(['a', 'example.com', 'xn--bcher-kva.example', 'bücher.de', '127.0.0.1', '[::1]', 'EXAMPLE.COM', 'a%41b', 'a_b', ''],
  ['xn--zz', 'ab\u200d.com', '[v1.x]', '[fe80::1%25eth0]', '\u05d0.com', 'a b']);
const authorities = fc.tuple(pick(['', '', 'user@', 'u:p@'], ['ü@', '%@']), hosts, pick(['', '', ':', ':80'], [':8x'])).map(([u, h, p]) => u + h + p);
const segments = pick(['a', 'b', '.', '..', '', 'é', '%41', 'g;x', 'x=1', 'nss', 'ex:1', 'ex', 'a@b'], ['c:d', '%4', '\u202e', '\ue000', 'a b']);
const paths = fc.array(segments, { maxLength: 6 }).chain((segs) => pick(['', '/'], ['//']).map((lead) => lead + segs.join('/')));
const queries = fc.option(pick(['', 'q', 'a=1&b=2', '?x/y', '+x', '=y', 'é'], ['\ue000', '%zz', '#']), { nil: undefined });
const fragments = fc.option(pick(['', 'f', 'é', 'x?y'], ['\ue000', 'x#y']), { nil: undefined });

function reference(scheme: string | undefined, authority: string | undefined, path: string, query?: string, fragment?: string): string {
  let s = scheme === undefined ? '' : scheme + ':';
  if (authority !== undefined) s += '//' + authority + (path === '' || path.charCodeAt(0) === 0x2f ? path : '/' + path);
  else s += path;
  if (query !== undefined) s += '?' + query;
  if (fragment !== undefined) s += '#' + fragment;
  return s;
}
const bases = fc.tuple(schemes, fc.option(authorities, { nil: undefined }), paths, queries, fragments)
  .map(([s, a, p, q, f]) => reference(s, a, p, q, f));
const refs = fc.tuple(fc.option(schemes, { nil: undefined, freq: 4 }), fc.option(authorities, { nil: undefined, freq: 3 }), paths, queries, fragments)
  .map(([s, a, p, q, f]) => reference(s, a, p, q, f));

const MODES: [string, StrictOptions & { mode: 'rfc3986' | 'rfc3987' }][] = [
  ['rfc3986', { mode: 'rfc3986' }],
  ['rfc3987', { mode: 'rfc3987' }],
  ['rfc3987, idna none', { mode: 'rfc3987', idna: 'none' }],
  ['rfc3987, idna uts46, zoneId', { mode: 'rfc3987', idna: 'uts46', zoneId: true }],
  ['rfc3987, urn rfc2141', { mode: 'rfc3987', urn: 'rfc2141' }],
  ['rfc3987, urn none, non-strict resolution', { mode: 'rfc3987', urn: 'none', nonStrictResolution: true }],
  ['rfc3986, schemeRules', { mode: 'rfc3986', schemeRules: true }],
  ['rfc3987, schemeRules, reference', { mode: 'rfc3987', schemeRules: true, reference: true }],
];

describe('resolution against a parsed base equals parsing the target in full', () => {
  for (const [name, options] of MODES) {
    const mode = strictMode(options.mode === 'rfc3986' ? RFC3986 : RFC3987, options);
    it(name, () => {
      let resolved = 0;
      let compared = 0;
      fc.assert(fc.property(bases, fc.array(refs, { minLength: 1, maxLength: 4 }), (base, rs) => {
        const baseIRI = IRI.parse(base, undefined, options);
        if (baseIRI === null) { // an invalid base fails alike everywhere
          for (const ref of rs) expect(outcome(() => record(new IRI(ref, base, options)))).toEqual(outcome(() => slow(base, ref, mode)));
          return;
        }
        for (const ref of rs) {
          const expected = outcome(() => slow(base, ref, mode));
          compared++;
          if ('record' in expected) resolved++;
          expect(outcome(() => record(new IRI(ref, base, options)))).toEqual(expected);
          expect(outcome(() => record(new IRI(ref, baseIRI, options)))).toEqual(expected);
          expect(outcome(() => record(baseIRI.resolve(ref)))).toEqual(expected);
          const str = outcome(() => { const h = IRI.resolve(base, ref, options); return { href: h } as IriRecord; });
          expect('error' in str ? str.error : (str.record as { href: string }).href).toEqual('error' in expected ? expected.error : expected.record.href);
          expect(IRI.parse(ref, baseIRI, options)?.href ?? null).toBe('record' in expected ? expected.record.href : null);
          expect(IRI.canParse(ref, baseIRI, options)).toBe('record' in expected);
        }
      }), { numRuns: 4000, seed: 3986 });
      // Both outcomes are well represented: the comparison is neither all errors nor all successes.
      expect(resolved / compared).toBeGreaterThan(0.2);
      expect(resolved / compared).toBeLessThan(0.9);
    });
  }

  it('a base IRI in another mode, or relative, is parsed again in the mode asked for', () => {
    const uri = new IRI('http://a/b', undefined, { mode: 'rfc3986' });
    expect(new IRI('é', uri, { mode: 'rfc3987' }).href).toBe('http://a/é');
    expect(() => new IRI('é', new IRI('http://a/b', undefined, { mode: 'rfc3987' }), { mode: 'rfc3986' })).toThrow(IRIError);
    const rel = new IRI('b/c', undefined, { mode: 'rfc3987', reference: true });
    expect(() => new IRI('d', rel, { mode: 'rfc3987', reference: true })).toThrow(expect.objectContaining({ code: 'base-not-absolute' }));
    const idnaNone = new IRI('http://a/', undefined, { mode: 'rfc3987', idna: 'none' });
    expect(() => new IRI('//xn--zz/', idnaNone, { mode: 'rfc3987' })).toThrow(expect.objectContaining({ code: 'invalid-idna-label', index: 7 }));
    expect(new IRI('//xn--zz/', idnaNone).href).toBe('http://xn--zz/');
  });

  it('a host from a reference without a scheme meets IDNA under the base scheme, in IRI.resolve too', () => {
    for (const ref of ['//xn--zz/', '//xn--zz/./x', '//ab\u200d.com/']) {
      expect(() => IRI.resolve('http://a/', ref)).toThrow(expect.objectContaining({ code: 'invalid-idna-label', index: 7 }));
    }
    expect(IRI.resolve('foo://a/', '//xn--zz/')).toBe('foo://xn--zz/');
  });

  it('a base IRI changed by a setter resolves by its new value', () => {
    const base = new IRI('http://a/b/c', undefined, { mode: 'rfc3987' });
    expect(base.resolve('d').href).toBe('http://a/b/d');
    base.pathname = '/x/y';
    expect(base.resolve('d').href).toBe('http://a/x/d');
    base.searchParams.append('k', 'v');
    expect(base.resolve('').href).toBe('http://a/x/y?k=v');
  });
});
