// searchParams updates cost O(1) each (amortized) and bringing the URL up to date O(query), so
// n updates then one href read are linear (issue 9 item 5: 20k appends took 11 s when every
// update re-serialized the query). Each check times two sizes n and 8n and asserts the ratio is
// below 24: linear is about 8, quadratic about 64 (the old code measured 72-94x).
//
// The ratio is measured as spec-tests/support/timing.ts says (CPU time, a GC before each sample,
// samples of equal work, the best of seven).
// The sizes stay small (at most 10k entries) because past a few tens of thousands of keys even a
// plain object insertion loop grows faster than linearly here (hash-table growth and
// old-generation GC), which would blur the line this test draws.
import { describe, expect, it } from 'vitest';
import { scalingRatio } from '../support/timing';
import { URL as OurURL } from '../../lib/api/url';
import { IRI } from '../../lib/api/iri';

type Target = { href: string; searchParams: OurURL['searchParams'] };

/** time(8n) / time(n) (spec-tests/support/timing.ts). */
function ratio(run: (n: number) => unknown, n: number): number {
  return scalingRatio(run, n, 8, expect.getState().currentTestName);
}

const queryOf = (n: number) => { const parts: string[] = []; for (let i = 0; i < n; i++) parts.push('k' + i + '=v'); return parts.join('&'); };

const makers: [string, (query?: string) => Target][] = [
  ['URL', (q = '') => new OurURL('https://x/p' + q + '#f')],
  ['IRI rfc3987', (q = '') => new IRI('http://x/p' + q + '#f', undefined, { mode: 'rfc3987' })],
  ['IRI rfc3986 URN', (q = '?=0') => new IRI('urn:example:a' + q + '#f', undefined, { mode: 'rfc3986' })],
];

// A timing check runs up to three times (retry): something can still spoil one measurement, but
// a quadratic implementation (the old code: 72-94x) fails every attempt.
describe('searchParams updates are linear', { retry: 2 }, () => {
  for (const [name, make] of makers) {
    const urn = name.indexOf('URN') >= 0;
    const lead = urn ? '?=0&' : '?';
    it(`${name}: append (1.25k vs 10k)`, () => {
      expect(ratio((n) => { const u = make(); const p = u.searchParams; for (let i = 0; i < n; i++) p.append('k' + i, 'v' + i); return u.href; }, 1250)).toBeLessThan(24);
    });
    it(`${name}: set of distinct names (1k vs 8k)`, () => {
      expect(ratio((n) => { const u = make(); const p = u.searchParams; for (let i = 0; i < n; i++) p.set('k' + i, 'v'); return u.href; }, 1000)).toBeLessThan(24);
    });
    it(`${name}: set of existing names (1k vs 8k)`, () => {
      expect(ratio((n) => { const u = make(lead + queryOf(n) + '&' + queryOf(n)); const p = u.searchParams; for (let i = 0; i < n; i++) p.set('k' + i, 'w'); return u.href; }, 1000)).toBeLessThan(24);
    });
    it(`${name}: delete one name at a time, front to back (1k vs 8k)`, () => {
      expect(ratio((n) => { const u = make(lead + queryOf(n)); const p = u.searchParams; for (let i = 0; i < n; i++) p.delete('k' + i); return u.href; }, 1000)).toBeLessThan(24);
    });
    it(`${name}: delete with a value (1k vs 8k)`, () => {
      expect(ratio((n) => { const u = make(lead + queryOf(n)); const p = u.searchParams; for (let i = n - 1; i >= 0; i--) p.delete('k' + i, 'v'); return u.href; }, 1000)).toBeLessThan(24);
    });
    it(`${name}: sort then updates (1k vs 8k)`, () => {
      expect(ratio((n) => { const u = make(); const p = u.searchParams; for (let i = 0; i < n; i++) p.append('k' + ((i * 7919) % n), 'v'); p.sort(); for (let i = 0; i < n; i++) p.set('k' + i, 'w'); p.sort(); return u.href; }, 1000)).toBeLessThan(24);
    });
    it(`${name}: mixed append/set/delete (1k vs 8k)`, () => {
      expect(ratio((n) => { const u = make(); const p = u.searchParams; for (let i = 0; i < n; i++) { p.append('k' + i, 'v'); p.set('s' + (i % 50), 'x'); if (i % 3 === 0) p.delete('k' + (i - 1)); } return u.href; }, 1000)).toBeLessThan(24);
    });
  }

  it('the results are those of the eager reading', () => {
    const u = new OurURL('https://x/?k1=a&k1=b#f');
    const p = u.searchParams;
    for (let i = 0; i < 300; i++) { p.append('k' + i, 'v'); p.set('s' + (i % 5), String(i)); if (i % 3 === 0) p.delete('k' + (i - 1)); }
    const plain = new (p.constructor as typeof URLSearchParams)('k1=a&k1=b');
    for (let i = 0; i < 300; i++) { plain.append('k' + i, 'v'); plain.set('s' + (i % 5), String(i)); if (i % 3 === 0) plain.delete('k' + (i - 1)); }
    expect(u.href).toBe('https://x/?' + plain.toString() + '#f');
    const native = new URL('https://x/?k1=a&k1=b#f');
    for (let i = 0; i < 300; i++) { native.searchParams.append('k' + i, 'v'); native.searchParams.set('s' + (i % 5), String(i)); if (i % 3 === 0) native.searchParams.delete('k' + (i - 1)); }
    expect(u.href).toBe(native.href);
  });
});
