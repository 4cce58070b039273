// relativize reads its target as resolve does (resolved against the base first) in every mode:
// base.resolve(base.relativize(t)) is base.resolve(t), for generated targets that reach the
// URL Standard's special-scheme-relative forms, other schemes, file:, credentials, ports, dot
// segments, backslashes, queries and fragments, against bases of every kind.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';

describe('relativize reads the target against the base', () => {
  it('WHATWG: a special-scheme-relative target stays on the base\'s origin', () => {
    const b = new IRI('https://bank.example/app/');
    expect(b.resolve('https:evil.com/x').href).toBe('https://bank.example/app/evil.com/x');
    expect(new URL('https:evil.com/x', b.href).href).toBe('https://bank.example/app/evil.com/x');
    expect(b.relativize('https:evil.com/x')).toBe('evil.com/x');
    expect(b.resolve(b.relativize('https:evil.com/x')).href).toBe('https://bank.example/app/evil.com/x');
    expect(b.relativize('https:/x')).toBe('/x');
    expect(b.relativize('http:evil.com/x')).toBe('http://evil.com/x'); // another scheme: its own authority
    expect(b.relativize(new IRI('https://evil.com/x'))).toBe('//evil.com/x');
  });
  it('WHATWG: relative targets, which did not parse alone, are read against the base', () => {
    const b = new IRI('https://h.example/a/b?q');
    expect(b.relativize('../c')).toBe('/c');
    expect(b.relativize('?x')).toBe('?x');
    expect(b.relativize('#f')).toBe('#f');
    expect(() => new IRI('mailto:a@b').relativize('x')).toThrow(expect.objectContaining({ name: 'IRIError' }));
  });
  it('strict modes: an absolute target loses its dot segments, as resolve removes them', () => {
    const base = new IRI('http://a/b/c/d;p?q', undefined, { mode: 'rfc3987' });
    expect(base.resolve('http://a/b/../c').href).toBe('http://a/c');
    expect(base.relativize('http://a/b/../c')).toBe('/c');
  });
});

const bases = [
  'https://bank.example/app/', 'http://a/b/c/d;p?q', 'https://u:p@h.example:8443/a/b/c?x#y', 'http://h/',
  'file:///C:/dir/f.txt', 'file://server/share/a/b', 'file:///', 'ws://h:80/a/', 'foo://h/p/q', 'foo:/p/q',
  'foo:opaque', 'mailto:a@b', 'https://h.example/a/b/', 'sc://h', 'http://[::1]:8080/x/',
];
const target = fc.record({
  scheme: fc.constantFrom('', '', 'https:', 'http:', 'HTTPS:', 'file:', 'foo:', 'ws:', 'mailto:', 'sc:'),
  authority: fc.constantFrom('', '', '//', '///', '\\\\', '//evil.com', '//bank.example', '//u:p@bank.example', '//bank.example:443',
    '//h.example:8443', '//u@h', '/\\evil.com', '//[::1]', '//C:', '/C:', 'C:', 'C|', '//server', '//a'),
  path: fc.array(fc.constantFrom('a', 'b', 'app', '.', '..', '%2e', '%2E%2e', 'x:y', 'c', '', 'd;p', 'evil.com', 'dir', 'f.txt', 'p', 'q', '\u00e9'), { maxLength: 4 }),
  sep: fc.constantFrom('/', '/', '\\'),
  lead: fc.boolean(),
  query: fc.option(fc.constantFrom('', 'q', 'x', 'a=b')),
  fragment: fc.option(fc.constantFrom('', 'f', 'y')),
}).map((t) => t.scheme + t.authority + (t.lead ? t.sep : '') + t.path.join(t.sep) + (t.query !== null ? '?' + t.query : '') + (t.fragment !== null ? '#' + t.fragment : ''));

const RUNS = { numRuns: 10000, seed: 24 };

describe('property: base.resolve(base.relativize(t)).href === base.resolve(t).href', () => {
  for (const mode of ['whatwg', 'rfc3986', 'rfc3987'] as const) {
    it(`in mode ${mode}`, () => {
      const parsed = bases.map((b) => IRI.parse(b, undefined, { mode })).filter((b): b is IRI => b !== null);
      let resolved = 0, shorter = 0, failures = 0;
      fc.assert(fc.property(fc.nat(parsed.length - 1), target, (k, t) => {
        const base = parsed[k];
        let want: string;
        try {
          want = base.resolve(t).href;
        } catch {
          failures++;
          expect(() => base.relativize(t)).toThrow();
          return;
        }
        resolved++;
        const r = base.relativize(t);
        expect(base.resolve(r).href).toBe(want);
        expect(r.length).toBeLessThanOrEqual(want.length);
        if (r.length < want.length) shorter++;
      }), RUNS);
      console.log(`[relativize ${mode}] ${RUNS.numRuns} targets against ${parsed.length} bases: ${resolved} resolved (${shorter} to a shorter reference), ${failures} that do not resolve (relativize throws)`);
      expect(resolved).toBeGreaterThan(RUNS.numRuns * 0.4);
      expect(shorter).toBeGreaterThan(resolved / 4);
    });
  }
});
