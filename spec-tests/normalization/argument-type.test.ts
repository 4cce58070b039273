// Issue 10 item 3: a comparison does not depend on the argument's type. iri.equals(other) takes
// `other` by its string (an IRI or URL by its href) and parses it in iri's mode (mode rfc3986
// maps an IRI string to its URI first, RFC 3987 §3.1); IRI.equals(a, b, options) is
// a.equals(b) in options.mode, else a's mode when a is an IRI, else rfc3987. Nothing throws for
// an argument: one that is not an IRI in the mode equals nothing (at 'simple' the strings are
// compared).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRI, URL } from '../../lib/index';

const MODES = ['whatwg', 'rfc3986', 'rfc3987'] as const;
const LEVELS = ['simple', 'syntax', 'scheme'] as const;

describe('the issue 10 example', () => {
  const x = new IRI('http://a/ü', undefined, { mode: 'rfc3987' });
  it('an IRI and its href compare alike, in both directions', () => {
    expect(x.equals(x.toURI())).toBe(true);
    expect(x.equals(x.toURI().href)).toBe(true);
    expect(IRI.equals(x, x.toURI())).toBe(true);
    expect(IRI.equals(x.href, x.toURI().href)).toBe(true);
    expect(x.toURI().equals(x.href)).toBe(true); // rfc3986: the IRI is mapped to its URI
    expect(x.toURI().equals(x)).toBe(true);
    expect(IRI.equals(x.toURI(), x)).toBe(true); // a's mode (rfc3986)
    expect(IRI.equals(x.toURI().href, x.href, { mode: 'rfc3986' })).toBe(true);
    expect(x.equals(x.toURI(), { level: 'simple' })).toBe(false);
    expect(x.equals(x.toURI().href, { level: 'simple' })).toBe(false);
  });
  it('across modes: the argument is read in the receiver\'s mode; nothing throws', () => {
    const w = new IRI('http://a/ü');
    expect(w.href).toBe('http://a/%C3%BC');
    expect(w.equals(x)).toBe(true); // WHATWG parses "http://a/ü" to the same URL
    expect(x.equals(w)).toBe(true);
    const bar = new IRI('http://a/b|c'); // not an IRI in the strict modes
    expect(x.equals(bar)).toBe(false);
    expect(x.equals(bar.href)).toBe(false);
    expect(x.equals('not an IRI')).toBe(false);
    expect(x.equals(new URL('http://a/%C3%BC'))).toBe(true);
    expect(IRI.equals('%%', '%%')).toBe(false);
    expect(IRI.equals('%%', '%%', { level: 'simple' })).toBe(true);
  });
});

// Variants of a few IRIs (equal and unequal pairs on every rung) plus references.
const VARIANTS = [
  'http://a/ü', 'HTTP://A:80/%C3%BC', 'http://a/%c3%bc', 'http://a/u%CC%88', 'http://a/./%C3%BC', 'http://a:80/ü?',
  'http://bücher.de/', 'http://xn--bcher-kva.de', 'http://BÜCHER.de:80/', 'https://a/', 'https://a:443', 'http://a/b|c',
  'urn:ex:a', 'URN:EX:a', 'urn:ex:%41', 'foo:x', 'FOO:%78', 'mailto:a@b', '../a', '../%61', '//a/ü', '', '#f', 'http://a/\u200e',
  'http://[::1]/', 'http://[0::1]:80/', 'file:///C:/x', 'http://a/%7e', 'http://a/~',
];
const PAIRS = fc.tuple(fc.constantFrom(...VARIANTS), fc.constantFrom(...VARIANTS));

describe('a.equals(b) === a.equals(b.href) === IRI.equals(a.href, b.href, options), in every mode', () => {
  it('generated pairs, every mode pair and level', () => {
    let count = 0, equal = 0;
    fc.assert(fc.property(PAIRS, fc.constantFrom(...MODES), fc.constantFrom(...MODES), fc.boolean(), fc.constantFrom(...LEVELS),
      ([s, t], ma, mb, reference, level) => {
        const oa = ma === 'whatwg' ? { mode: ma } : { mode: ma, reference };
        const ob = mb === 'whatwg' ? { mode: mb } : { mode: mb, reference };
        const a = IRI.parse(s, undefined, oa);
        const b = IRI.parse(t, undefined, ob);
        if (a === null || b === null) return;
        count++;
        const r1 = a.equals(b, { level });
        const r2 = a.equals(b.href, { level });
        const r3 = IRI.equals(a.href, b.href, { ...oa, level });
        const r4 = IRI.equals(a, b, { level });
        const r5 = IRI.equals(a, b.href, { ...oa, level });
        expect([r1, r2, r3, r4, r5], `${ma} ${JSON.stringify(s)} vs ${mb} ${JSON.stringify(t)} at ${level}`).toEqual([r1, r1, r1, r1, r1]);
        if (r1) equal++;
        // Reflexive in the receiver's mode, and symmetric within one mode.
        expect(a.equals(a.href, { level })).toBe(true);
        if (ma === mb) expect(b.equals(a, { level })).toBe(r1);
      }), { numRuns: 6000, seed: 103 });
    console.log(`[equals argument type] ${count} pairs compared five ways (${equal} equal)`);
    expect(count).toBeGreaterThan(3000);
    expect(equal).toBeGreaterThan(count / 20);
  });
});
