// searchParams updates cost O(1) each (amortized) and bringing the URL up to date O(query), so
// n updates then one href read are linear (issue 9 item 5: 20k appends took 11 s when every
// update re-serialized the query). Each check times two sizes n and 8n and asserts the ratio is
// below 24: linear is about 8, quadratic about 64 (the old code measured 72-94x).
//
// What keeps the ratio meaningful on a loaded machine (the wall-clock version failed at load
// averages of 7-9, with other test files and processes on both cores):
// - CPU time of this process (process.cpuUsage), not wall time: time spent waiting for a core
//   while another process runs is not counted; the quadratic work itself is.
// - A full garbage collection before each sample, so that no sample pays for the garbage of
//   the previous one (or finds the old generation full of it).
// - Samples of equal work: one run of 8n against 8 runs of n back to back, so both sizes are
//   measured over the same span and the timer's granularity weighs the same on both.
// - The best of seven samples per size, the two sizes interleaved, so that a burst of load
//   (or a collection of the test runner's own) spoils a sample, not the comparison.
// The sizes stay small (at most 10k entries) because past a few tens of thousands of keys even a
// plain object insertion loop grows faster than linearly here (hash-table growth and
// old-generation GC), which would blur the line this test draws.
import { describe, expect, it } from 'vitest';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { URL as OurURL } from '../../lib/api/url';
import { IRI } from '../../lib/api/iri';

type Target = { href: string; searchParams: OurURL['searchParams'] };

/** gc(): the global one under --expose-gc, else one from a context made after setting the flag. */
const collect: () => void = (() => {
  const g = (globalThis as { gc?: () => void }).gc;
  if (typeof g === 'function') return g;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** CPU time of this process so far, user and system, in milliseconds. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU time of `reps` runs of run(n), after a full collection. */
function sample(run: (n: number) => unknown, n: number, reps: number): number {
  collect();
  const t = cpuMs();
  for (let r = 0; r < reps; r++) run(n);
  return cpuMs() - t;
}

/** time(8n) / time(n), each the best of seven samples (see the top of the file). */
function ratio(run: (n: number) => unknown, n: number): number {
  run(n); run(8 * n); // warm up
  let small = Infinity, large = Infinity;
  for (let s = 0; s < 7; s++) {
    small = Math.min(small, sample(run, n, 8) / 8);
    large = Math.min(large, sample(run, 8 * n, 1));
  }
  // SCALING_REPORT=1 prints each measurement (CPU ms at n and 8n, and the ratio).
  if (process.env.SCALING_REPORT) console.log(`${expect.getState().currentTestName}: ${small.toFixed(3)} ms, ${large.toFixed(3)} ms, ${(large / small).toFixed(1)}x`);
  return large / small;
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
