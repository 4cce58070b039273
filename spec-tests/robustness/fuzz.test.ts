// Bad input gets a clear error, never a crash: random strings (any code units, lone surrogates
// included) through every entry point. The only exceptions allowed are TypeError (URL's, and
// IRIError, which is one) where the API documents them; validate never throws.
import { assertInvariants } from '../support/invariants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, seed, urlInput } from '../security/generators';
import { IRI, IRIError, URL, URLSearchParams, domainToASCII, domainToUnicode, idna, urn } from '../../lib/index';

const PIECES = ['http://', 'https://', 'urn:', 'foo:', '//', '/', '?', '#', '@', ':', '[', ']', '%', '%2e', '..', '.', 'xn--', 'é', '\u200d', '\u202e', '\ud800', '\ue000', '::', '1.2.3.4', '0x', ' ', '\t', '\\'];
const input = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 12 }).map((a) => a.join('')),
  urlInput, // the risky classes of the security differential
);

function onlyTypeErrors(fn: () => unknown): void {
  try {
    fn();
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
  }
}

describe('no crash on any input', () => {
  it('parsers, validators and accessors', () => {
    const modes = [undefined, { mode: 'rfc3986' as const }, { mode: 'rfc3987' as const }, { mode: 'rfc3987' as const, zoneId: true, urn: 'rfc2141' as const }];
    fc.assert(
      fc.property(input, input, (a, b) => {
        onlyTypeErrors(() => new URL(a));
        onlyTypeErrors(() => new URL(a, b));
        expect(typeof URL.canParse(a, b)).toBe('boolean');
        for (const o of modes) {
          const v = IRI.validate(a, undefined, o);
          expect(typeof v.valid).toBe('boolean');
          const iri = IRI.parse(a, undefined, o);
          expect(iri !== null).toBe(!v.failure);
          onlyTypeErrors(() => new IRI(b, a, o));
          if (iri === null) continue;
          assertInvariants(iri);
          for (const attr of ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'userinfo', 'authority', 'query', 'fragment'] as const) {
            const x = IRI.parse(a, undefined, o) as unknown as Record<string, unknown>;
            onlyTypeErrors(() => { x[attr] = b; });
            assertInvariants(x);
          }
          onlyTypeErrors(() => iri.normalize());
          onlyTypeErrors(() => iri.toURI());
          onlyTypeErrors(() => iri.toIRI());
          onlyTypeErrors(() => iri.relativize(b));
          onlyTypeErrors(() => iri.resolve(b));
          expect(typeof iri.origin).toBe('string');
        }
        expect(domainToASCII(a) === null || typeof domainToASCII(a) === 'string').toBe(true);
        expect(typeof domainToUnicode(a)).toBe('string');
        expect(typeof idna.validate(a).valid).toBe('boolean');
        expect(typeof idna.validate(a, { profile: 'idna2008' }).valid).toBe('boolean');
        onlyTypeErrors(() => urn.parse(a));
        expect(typeof urn.equivalent(a, b)).toBe('boolean');
        expect(typeof new URLSearchParams(a).toString()).toBe('string');
      }),
      { numRuns: runs(2500), seed: seed(404) },
    );
  });

  it('errors are IRIErrors with a code, an index inside the input, and a component', () => {
    fc.assert(
      fc.property(input, (a) => {
        try {
          new IRI(a, undefined, { mode: 'rfc3987' });
        } catch (e) {
          expect(e).toBeInstanceOf(IRIError);
          const err = e as IRIError;
          expect(typeof err.code).toBe('string');
          expect(err.input).toBe(a);
          expect(err.index).toBeGreaterThanOrEqual(0);
          expect(err.index).toBeLessThanOrEqual(a.length);
          expect(err.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: runs(3000), seed: seed(405) },
    );
  });
});
