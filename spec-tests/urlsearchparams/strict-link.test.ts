// searchParams of a strict IRI (rfc3986, rfc3987): every write goes through the query setter's
// checks (RFC 3986 §3.4, RFC 3987 iquery, RFC 8141 §2 / RFC 2141 §2 for URNs). A write the IRI
// cannot take throws IRIError and changes neither the IRI nor the list; one it can take keeps
// the mode, and the IRI still parses, normalizes and re-parses (issue 9 item 3).
import { assertInvariants } from '../support/invariants';
import { describe, expect, it } from 'vitest';
import { IRI, type IRIOptions } from '../../lib/api/iri';
import { IRIError } from '../../lib/core/errors';
import { URLSearchParams } from '../../lib/api/search-params';

type Pairs = [string, string][];
const list = (p: URLSearchParams): Pairs => { const out: Pairs = []; p.forEach((v, n) => { out.push([n, v]); }); return out; };

/** The href the IRI would have with `query` (null: none), fragment kept. */
function withQuery(iri: IRI, query: string | null): string {
  const href = iri.href, q = iri.query, f = iri.fragment;
  const prefix = href.slice(0, href.length - (q === null ? 0 : q.length + 1) - (f === null ? 0 : f.length + 1));
  return prefix + (query === null ? '' : '?' + query) + (f === null ? '' : '#' + f);
}

type Op = (p: URLSearchParams) => void;

/**
 * Runs op on iri.searchParams and checks it against the eager reading: op on a plain copy of the
 * list, the whole query serialized, and the whole IRI parsed in the same mode (the oracle for
 * whether the write may happen). Returns 'ok' or 'rejected'.
 */
function write(iri: IRI, options: IRIOptions, op: Op): 'ok' | 'rejected' {
  const beforeHref = iri.href, beforeList = list(iri.searchParams);
  const copy = new URLSearchParams(iri.searchParams);
  op(copy);
  const serialized = copy.toString();
  const candidate = withQuery(iri, serialized === '' ? null : serialized);
  const valid = IRI.canParse(candidate, undefined, options);
  let error: unknown = null;
  try {
    op(iri.searchParams);
  } catch (e) {
    error = e;
  }
  if (error !== null) {
    expect(error, `${candidate} should be accepted`).toBeInstanceOf(IRIError);
    expect(valid, `${candidate} should be accepted`).toBe(false);
    expect(iri.href).toBe(beforeHref);
    expect(list(iri.searchParams)).toEqual(beforeList);
    expect(iri.mode).toBe(options.mode);
    return 'rejected';
  }
  expect(valid, `${candidate} should be rejected`).toBe(true);
  expect(iri.href).toBe(candidate);
  expect(list(iri.searchParams)).toEqual(list(copy));
  expect(iri.mode).toBe(options.mode);
  assertInvariants(iri);
  expect(new IRI(iri.href, undefined, options).href).toBe(iri.href);
  expect(iri.normalize().mode).toBe(options.mode);
  return 'ok';
}

const R3986: IRIOptions = { mode: 'rfc3986' };
const R3987: IRIOptions = { mode: 'rfc3987' };

describe('searchParams of a strict IRI', () => {
  it('issue 9 example: a query a URN cannot take throws and changes nothing', () => {
    const w = new IRI('urn:example:a', undefined, R3986);
    expect(() => { w.search = '?a=b'; }).toThrow(IRIError);
    expect(() => w.searchParams.append('a', 'b')).toThrow(IRIError);
    expect(w.href).toBe('urn:example:a');
    expect(w.mode).toBe('rfc3986');
    expect(list(w.searchParams)).toEqual([]);
    expect(w.normalize().href).toBe('urn:example:a');
    expect(new IRI(w.href, undefined, R3986).href).toBe('urn:example:a');
    // The same query the setter takes, the list takes.
    w.searchParams.append('', 'b');
    expect(w.href).toBe('urn:example:a?=b');
    w.search = '?=c';
    expect(list(w.searchParams)).toEqual([['', 'c']]);
  });

  it('every mutating method on a URN (RFC 8141 §2 "?+" / "?=")', () => {
    const u = () => new IRI('urn:example:a?=1&a=2#f', undefined, R3986);
    let w = u();
    expect(write(w, R3986, (p) => p.append('b', '3'))).toBe('ok');
    expect(w.href).toBe('urn:example:a?=1&a=2&b=3#f');
    expect(write(w, R3986, (p) => p.set('', 'x'))).toBe('ok');
    expect(write(w, R3986, (p) => p.delete(''))).toBe('rejected'); // "a=2&b=3": "?" must be followed by "+" or "="
    expect(write(w, R3986, (p) => p.delete('', 'nope'))).toBe('ok');
    expect(write(w, R3986, (p) => p.delete('', 'x'))).toBe('rejected');
    expect(write(w, R3986, (p) => p.set('', ''))).toBe('ok'); // "=&a=2&b=3": q-component "&a=2&b=3"
    expect(write(w, R3986, (p) => p.delete('a'))).toBe('ok');
    expect(w.href).toBe('urn:example:a?=&b=3#f');
    expect(write(w, R3986, (p) => p.delete('b'))).toBe('rejected'); // "?=" needs at least one pchar
    expect(write(w, R3986, (p) => p.set('', 'q'))).toBe('ok');
    expect(write(w, R3986, (p) => p.delete('b'))).toBe('ok');
    expect(w.href).toBe('urn:example:a?=q#f');
    expect(write(w, R3986, (p) => p.delete(''))).toBe('ok'); // empty list: no query at all
    expect(w.href).toBe('urn:example:a#f');
    expect(write(w, R3986, (p) => p.append('', ''))).toBe('rejected'); // "?=" alone
    expect(write(w, R3986, (p) => p.append(' r', ''))).toBe('ok'); // "?+r=": an r-component
    expect(w.href).toBe('urn:example:a?+r=#f');
    // sort: "\u0001" sorts before " r", and "%01=..." cannot start a URN query.
    expect(write(w, R3986, (p) => p.append('\u0001', 'x'))).toBe('ok');
    expect(write(w, R3986, (p) => p.sort())).toBe('rejected');
    expect(list(w.searchParams)).toEqual([[' r', ''], ['\u0001', 'x']]);
    expect(write(w, R3986, (p) => p.set('\u0001', ''))).toBe('ok');
    w = u();
    expect(write(w, R3986, (p) => p.sort())).toBe('ok'); // "" first
  });

  it('URNs under RFC 2141 and with the URN grammar off', () => {
    for (const options of [{ mode: 'rfc3987', urn: 'rfc2141' }, { mode: 'rfc3986', urn: 'none' }] as IRIOptions[]) {
      const w = new IRI('urn:example:a', undefined, options);
      for (const op of [(p: URLSearchParams) => p.append('a', 'b'), (p: URLSearchParams) => p.set('=', '?'), (p: URLSearchParams) => p.sort(), (p: URLSearchParams) => p.delete('a')]) {
        write(w, options, op);
      }
    }
  });

  it('http, mailto and a non-ASCII rfc3987 IRI: every method, mode kept', () => {
    const cases: [string, IRIOptions][] = [
      ['http://example.com/p?b=2&a=1#top', R3986],
      ['mailto:someone@example.org?subject=hi%20there&body=x', R3986],
      ['http://例え.jp/パス?キー=値&a=%E2%82%AC#フラグ', R3987],
      ['foo:opaque?x', R3987],
    ];
    for (const [input, options] of cases) {
      const w = new IRI(input, undefined, options);
      const ops: Op[] = [
        (p) => p.append('é', 'ü ?#&='),
        (p) => p.set('キー', '新しい値'),
        (p) => p.set('new', '\ud800'),
        (p) => p.delete('a'),
        (p) => p.delete('é', 'ü ?#&='),
        (p) => p.sort(),
        (p) => p.append('', ''),
        (p) => p.delete('x'),
      ];
      for (const op of ops) expect(write(w, options, op)).toBe('ok');
      expect(w.mode).toBe(options.mode);
      expect(w.equals(w.href)).toBe(true);
      expect(w.toURI().href).toBe(w.href.replace(/[^\x00-\x7f]+/g, (s) => encodeURIComponent(s)).replace('%E4%BE%8B%E3%81%88', 'xn--r8jz45g'));
    }
  });

  it('a rejected write leaves a lagging query and the list as they were', () => {
    const w = new IRI('urn:example:a?=1', undefined, R3986);
    w.searchParams.append('b', '2'); // not yet written to the href
    expect(() => w.searchParams.delete('')).toThrow(IRIError);
    expect(w.searchParams.get('b')).toBe('2');
    expect(w.href).toBe('urn:example:a?=1&b=2');
    expect(w.query).toBe('=1&b=2');
  });

  it('random write sequences agree with the eager reading (whole IRI re-parsed)', () => {
    let seed = 12345;
    const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) >>> 0; return (seed >>> 8) % n; };
    const atoms = ['', ' ', 'a', 'b', '=', '+', '&', '?', '#', '%', '%41', '/', '\u0001', 'é', '\ud800', '\ud83d\ude00', '\ue000'];
    const str = () => { let s = ''; for (let k = rnd(3); k > 0; k--) s += atoms[rnd(atoms.length)]; return s; };
    const bases: [string, IRIOptions][] = [
      ['urn:example:a', R3986], ['urn:example:a?+r=1', R3987], ['urn:example:a', { mode: 'rfc3987', urn: 'rfc2141' }],
      ['http://example.com/?x', R3986], ['mailto:a@b.c', R3986], ['http://例え.jp/?キー=値#f', R3987],
    ];
    const tally = { ok: 0, rejected: 0 };
    for (const [input, options] of bases) {
      for (let run = 0; run < 20; run++) {
        const w = new IRI(input, undefined, options);
        for (let step = 0; step < 12; step++) {
          const n = str(), v = str(), k = rnd(6);
          const op: Op = k === 0 ? (p) => p.append(n, v) : k === 1 ? (p) => p.set(n, v) : k === 2 ? (p) => p.delete(n)
            : k === 3 ? (p) => p.delete(n, v) : k === 4 ? (p) => p.sort() : (p) => p.set(v, n);
          tally[write(w, options, op)]++;
        }
      }
    }
    expect(tally.ok).toBeGreaterThan(100);
    expect(tally.rejected).toBeGreaterThan(20);
  });
});
