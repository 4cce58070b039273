// URN-equivalence: RFC 8141 §3 (default) and RFC 2141 §5 lexical equivalence ({ urn: 'rfc2141' }).
// The examples are read from the RFC texts: RFC 8141 §3.2, RFC 2141 §6 in English and in the
// French translation that is one of the project's source documents (seeds/002_...).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUrn, urnEquivalent } from '../../lib/rfc/urn';
import { equivalent } from '../../lib/api/urn';
import type { UrnOptions } from '../../lib/rfc/urn';

const SPECS = '../../../shared/specs/';
const read = (name: string) => readFileSync(new URL(SPECS + name, import.meta.url), 'utf8');

/** Asserts urnEquivalent(a, b) for every pair exactly when their classes are equal. */
function expectClasses(urns: string[], classes: number[], options?: UrnOptions): void {
  expect(urns.length).toBe(classes.length);
  for (let i = 0; i < urns.length; i++) {
    for (let j = 0; j < urns.length; j++) {
      expect(urnEquivalent(urns[i], urns[j], options), `${urns[i]} ~ ${urns[j]}`).toBe(classes[i] === classes[j]);
    }
  }
}

/** The six URNs of RFC 2141 §6 ("1- URN:foo:a123,456" ...), in order. */
function examples2141(text: string): string[] {
  const found: string[] = [];
  const re = /^\s*([1-6])- (\S+)\s*$/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    expect(Number(m[1])).toBe(found.length + 1);
    found.push(m[2]);
  }
  return found;
}

describe('RFC 8141 §3.2 examples', () => {
  const text = read('rfc8141.txt');
  const section = text.slice(text.indexOf('3.2.  Examples'), text.indexOf('4.  URI Conformance\n'));
  const urns = section.match(/^ {3}o {2}(\S+)$/gm)!.map((l) => l.trim().slice(3));
  it('are the 14 URNs of the section', () => {
    expect(urns).toEqual([
      'urn:example:a123,z456', 'URN:example:a123,z456', 'urn:EXAMPLE:a123,z456',
      'urn:example:a123,z456?+abc', 'urn:example:a123,z456?=xyz', 'urn:example:a123,z456#789',
      'urn:example:a123,z456/foo', 'urn:example:a123,z456/bar', 'urn:example:a123,z456/baz',
      'urn:example:a123%2Cz456', 'URN:EXAMPLE:a123%2cz456',
      'urn:example:A123,z456', 'urn:example:a123,Z456',
      'urn:example:%D0%B0123,z456',
    ]);
    for (const u of urns) expect(() => parseUrn(u)).not.toThrow();
  });
  it('first (scheme and NID case), second (r/q/f ignored), third ("/" counts), fourth (%2C not decoded, hex case), fifth (NSS case), sixth (U+0430 is not "a")', () => {
    expectClasses(urns, [0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 4, 5, 6, 7]);
  });
  it('the namespace aliases urn.equivalent and urn.parse are the same functions', () => {
    expect(equivalent).toBe(urnEquivalent);
    expect(equivalent(urns[0], urns[5])).toBe(true);
  });
  it('under RFC 2141 "?+abc", "?=xyz" and "#789" are part of the NSS, so they count', () => {
    expectClasses(urns, [0, 0, 0, 8, 9, 10, 1, 2, 3, 4, 4, 5, 6, 7], { urn: 'rfc2141' });
  });
});

describe('RFC 2141 §6 examples (§5 lexical equivalence)', () => {
  const english = examples2141(read('rfc2141.txt'));
  const french = examples2141(read('seeds/002_c2baaf5b55754293.txt'));
  it('the English text and the French translation list the same six URNs', () => {
    expect(english).toEqual(['URN:foo:a123,456', 'urn:foo:a123,456', 'urn:FOO:a123,456', 'urn:foo:A123,456', 'urn:foo:a123%2C456', 'URN:FOO:a123%2c456']);
    expect(french).toEqual(english);
  });
  it('"URNs 1, 2, and 3 are all lexically equivalent. URN 4 is not lexically equivalent any of the other URNs of the above set. URNs 5 and 6 are only lexically equivalent to each other."', () => {
    const text = read('rfc2141.txt').replace(/\s+/g, ' ');
    expect(text).toContain('URNs 1, 2, and 3 are all lexically equivalent. URN 4 is not lexically equivalent any of the other URNs of the above set. URNs 5 and 6 are only lexically equivalent to each other.');
    expect(read('seeds/002_c2baaf5b55754293.txt')).toContain('Les URN 1, 2, et 3 sont tous lexicalement équivalents. L’URN 4 n’est lexicalement équivalent à aucun des autres URN de l’ensemble ci-dessus. Les URN 5 et 6 ne sont lexicalement équivalents que l’un avec l’autre.');
    expectClasses(english, [0, 0, 0, 1, 2, 2], { urn: 'rfc2141' });
    expectClasses(english, [0, 0, 0, 1, 2, 2]); // RFC 8141 §3 agrees on these
  });
});

describe('each rule', () => {
  const both: UrnOptions[] = [{}, { urn: 'rfc2141' }];
  it('"urn" and the NID are compared case-insensitively', () => {
    for (const o of both) {
      expect(urnEquivalent('UrN:Ex-1:a', 'urn:eX-1:a', o)).toBe(true);
      expect(urnEquivalent('urn:ex-1:a', 'urn:ex-2:a', o)).toBe(false);
    }
  });
  it('percent-encoded triplets: hex case only, never decoded (RFC 8141 §3.1 step 3; RFC 2141 §5 step 3)', () => {
    for (const o of both) {
      expect(urnEquivalent('urn:ex:%e2%82%ac', 'urn:ex:%E2%82%AC', o)).toBe(true);
      expect(urnEquivalent('urn:ex:%e2%82%ac', 'urn:ex:%E2%82%AD', o)).toBe(false);
      expect(urnEquivalent('urn:ex:%41', 'urn:ex:A', o)).toBe(false);
      expect(urnEquivalent('urn:ex:%2F', 'urn:ex:/', o)).toBe(false);
      expect(urnEquivalent('urn:ex:%7e', 'urn:ex:%7E', o)).toBe(true);
      // The case of hex-looking letters outside a triplet counts.
      expect(urnEquivalent('urn:ex:ab2c', 'urn:ex:ab2C', o)).toBe(false);
      expect(urnEquivalent('urn:ex:%2cab', 'urn:ex:%2Cab', o)).toBe(true);
      expect(urnEquivalent('urn:ex:%2cab', 'urn:ex:%2CAB', o)).toBe(false);
    }
  });
  it('the rest of the NSS is compared exactly', () => {
    for (const o of both) {
      expect(urnEquivalent('urn:ex:a', 'urn:ex:A', o)).toBe(false);
      expect(urnEquivalent('urn:ex:a', 'urn:ex:a.', o)).toBe(false);
      expect(urnEquivalent('urn:ex:a:b', 'urn:ex:a:b', o)).toBe(true);
    }
  });
  it('RFC 8141: r-, q- and f-components are ignored; RFC 2141 has none', () => {
    expect(urnEquivalent('urn:ex:a?+r1?=q1#f1', 'urn:ex:a?+r2?=q2#f2')).toBe(true);
    expect(urnEquivalent('urn:ex:a?+r', 'URN:EX:a#')).toBe(true);
    expect(urnEquivalent('urn:ex:a?+r', 'urn:ex:b?+r')).toBe(false);
    expect(urnEquivalent('urn:ex:a?+r', 'urn:ex:a?+R', { urn: 'rfc2141' })).toBe(false);
    expect(urnEquivalent('urn:ex:a#f', 'urn:ex:a#f', { urn: 'rfc2141' })).toBe(true);
    expect(urnEquivalent('urn:ex:a#%2c', 'urn:ex:a#%2C', { urn: 'rfc2141' })).toBe(true);
  });
  it('IRI forms are compared as written, not mapped to URIs (RFC 3987 §5.3.1)', () => {
    expect(urnEquivalent('URN:EX:café', 'urn:ex:café')).toBe(true);
    expect(urnEquivalent('urn:ex:café', 'urn:ex:caf%C3%A9')).toBe(false);
    expect(urnEquivalent('urn:ex:café?=x', 'urn:ex:café#y')).toBe(true);
  });
  it('strings that are not URNs fall back to simple string comparison (RFC 3986 §6.2.1)', () => {
    expect(urnEquivalent('urn:a:b', 'urn:a:b')).toBe(true); // NID too short for RFC 8141
    expect(urnEquivalent('urn:a:b', 'URN:a:b')).toBe(false);
    expect(urnEquivalent('urn:a:b', 'URN:a:b', { urn: 'rfc2141' })).toBe(true);
    expect(urnEquivalent('urn:ex:a?', 'urn:ex:a?')).toBe(true);
    expect(urnEquivalent('urn:ex:a?', 'urn:ex:a')).toBe(false);
    expect(urnEquivalent('urn:ex:a', 'urn:ex:a?')).toBe(false);
    expect(urnEquivalent('http://h/', 'HTTP://h/')).toBe(false);
  });
});

describe('properties (fast-check)', () => {
  const alnum = fc.constantFrom(...'aZ09xY'.split(''));
  const nid = fc.tuple(alnum, fc.array(fc.constantFrom('a', 'B', '7', '-'), { maxLength: 6 }), alnum).map(([a, m, b]) => a + m.join('') + b);
  const nssPiece = fc.constantFrom('a', 'B', '0', '%2c', '%2C', '%e9', ':', '@', '/', '~', '(', '=', '+', '%41', 'A');
  const nss = fc.tuple(fc.constantFrom('a', 'B', '%2c', '%2C', ':'), fc.array(nssPiece, { maxLength: 6 })).map(([a, m]) => a + m.join(''));
  // In an r-component "=" comes only as "=a": a "?=" it forms starts a non-empty q-component.
  const comp = (eq: boolean) => fc.array(fc.constantFrom('a', '?', '/', '%2c', eq ? '=' : '=a', '+'), { maxLength: 4 }).map((a) => 'x' + a.join(''));
  const urn8141 = fc.tuple(fc.constantFrom('urn', 'URN', 'Urn'), nid, nss, fc.option(comp(false)), fc.option(comp(true)), fc.option(comp(true)))
    .map(([u, n, s, r, q, f]) => `${u}:${n}:${s}${r === null ? '' : '?+' + r}${q === null ? '' : '?=' + q}${f === null ? '' : '#' + f}`);
  const flipCase = (s: string) => s.replace(/[a-z]/gi, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));
  /** The same URN with "urn", the NID and the hex of every triplet in the other case. */
  const recase = (s: string) => {
    const p = parseUrn(s);
    const rest = s.slice(4 + p.nid.length + 1 + p.nss.length);
    return flipCase(s.slice(0, 3)) + ':' + flipCase(p.nid) + ':' + p.nss.replace(/%[0-9a-f]{2}/gi, flipCase) + rest;
  };
  it('generated URNs are valid, and equivalence is reflexive, symmetric, blind to case where §3.1 says so', () => {
    fc.assert(fc.property(urn8141, urn8141, (a, b) => {
      expect(() => parseUrn(a)).not.toThrow();
      expect(urnEquivalent(a, a)).toBe(true);
      expect(urnEquivalent(a, b)).toBe(urnEquivalent(b, a));
      expect(urnEquivalent(a, recase(a))).toBe(true);
      // Dropping the components never changes the answer.
      const pa = parseUrn(a);
      expect(urnEquivalent(a, `urn:${pa.nid}:${pa.nss}`)).toBe(true);
      // Equivalent exactly when the normalized assigned-names are equal.
      const norm = (s: string) => {
        const p = parseUrn(s);
        return p.nid.toLowerCase() + ':' + p.nss.replace(/%[0-9a-f]{2}/gi, (t) => t.toUpperCase());
      };
      expect(urnEquivalent(a, b)).toBe(norm(a) === norm(b));
    }), { numRuns: 3000, seed: 8141 });
  });
  it('equivalence is reflexive on any string, URN or not', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), fc.constantFrom<UrnOptions>({}, { urn: 'rfc2141' }), (s, o) => {
      expect(urnEquivalent(s, s, o)).toBe(true);
      expect(urnEquivalent('urn:' + s, 'urn:' + s, o)).toBe(true);
    }), { numRuns: 2000, seed: 2141 });
  });
});
