// Strict setters that splice the value in and move the offsets after it (lib/rfc/setters.ts
// splice) must leave the record a full parse of the new href would make: every field, in every
// strict mode, for each component written, over IRIs with and without userinfo, port, query and
// fragment, IPv4 and empty hosts, URNs and relative references. A rejected write changes nothing
// and throws IRIError; an accepted one reads back as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRI, IRIError } from '../../lib/index';
import { recordOf } from '../support/invariants';
import { parseReference } from '../../lib/rfc/parse';
import { iriSlots } from '../../lib/api/iri';
import { throwingSink } from '../../lib/core/errors';
import type { IriRecord } from '../../lib/core/record';

const FIELDS = ['href', 'schemeEnd', 'usernameEnd', 'hostStart', 'hostEnd', 'port', 'pathStart', 'queryStart', 'fragmentStart', 'bits'] as const;
const fields = (r: IriRecord) => FIELDS.map((f) => r[f]);

const STARTS = [
  'http://example.com/a/b?q=1#f', 'http://u:p@example.com:8080/a?q', 'https://u@10.0.0.1:443', 'http://:80/x', 'foo://h', 'foo:bar',
  'foo:/x/y?q#f', 'urn:isbn:0451450523', 'urn:ex:a?+r?=q#f', 'http://ü.example/é?ü#é', 'ftp://[::1]:21/x', 'file:///etc/x',
  'ws://h/x', 'mailto:a@b', 'http://xn--bcher-kva.example/', 'http://h:/p', 'http://h?x#y', 'http://h#', 'http://h?',
];
const RELATIVE = ['a/b?q#f', '//h:1/p', '/x', '?q', '#f', ''];
const COMPONENTS = ['protocol', 'scheme', 'username', 'password', 'userinfo', 'host', 'hostname', 'port', 'pathname', 'path', 'search', 'query', 'hash', 'fragment'] as const;
const VALUES = [
  '', 'a', 'h2', 'example.org', 'example.org:81', 'h:', ':80', '10.1.2.3', '10.1.2.3:9', '1.2.3', 'EX.com', 'a_b', 'xn--zz', 'bücher.de',
  '[::1]', '[::1]:8', 'a%41', 'a b', 'u:p', 'u', ':p', '8080', '0', '08', 'x8', '/p/q', '/', '//x', 'rel', 'a:b', 'q=1&r=2', '?q', '#f',
  'é', '\ue000', 'http', 'HTTPS', 'urn', 'x-y+z', '1x', 'a/b', 'a?b', 'ex:nss', '+r', '=q',
];
const MODES = [
  { mode: 'rfc3986' }, { mode: 'rfc3987' }, { mode: 'rfc3987', idna: 'none' }, { mode: 'rfc3987', urn: 'none' },
  { mode: 'rfc3986', schemeRules: true }, { mode: 'rfc3987', reference: true }, { mode: 'rfc3987', zoneId: true, idna: 'uts46' },
] as const;

describe('strict setters: splice equals a full parse', () => {
  for (const options of MODES) {
    it(JSON.stringify(options), () => {
      const starts = 'reference' in options ? [...STARTS, ...RELATIVE] : STARTS;
      let accepted = 0, writes = 0;
      fc.assert(fc.property(
        fc.constantFrom(...starts),
        fc.array(fc.tuple(fc.constantFrom(...COMPONENTS), fc.oneof(fc.constantFrom(...VALUES), fc.constant(null))), { minLength: 1, maxLength: 6 }),
        (start, writesOf) => {
          const iri = IRI.parse(start, undefined, options);
          if (iri === null) return;
          const target = iri as unknown as Record<string, string | null>;
          for (const [name, value] of writesOf) {
            if (value === null && !['scheme', 'userinfo', 'authority', 'query', 'fragment'].includes(name)) continue;
            writes++;
            const before = fields(recordOf(iri));
            let threw: unknown = null;
            try {
              target[name] = value;
            } catch (e) {
              threw = e;
            }
            const r = iriSlots(iri)!.r;
            if (threw !== null) {
              expect(threw).toBeInstanceOf(IRIError);
              expect(fields(r)).toEqual(before);
              continue;
            }
            accepted++;
            expect(fields(r)).toEqual(fields(parseReference(r.href, iriSlots(iri)!.m, throwingSink(r.href))));
            if (value !== null && ['scheme', 'userinfo', 'path', 'query', 'fragment', 'pathname'].includes(name)) expect(target[name]).toBe(value);
            if (value !== null && name === 'hostname') expect(target.hostname).toBe(value);
          }
        },
      ), { numRuns: 3000, seed: 3987 });
      expect(accepted).toBeGreaterThan(writes / 4);
      expect(accepted).toBeLessThan(writes);
    });
  }

  it('searchParams writes, brought up to date on read, leave the record a full parse makes (or throw and change nothing)', () => {
    let accepted = 0, writes = 0;
    fc.assert(fc.property(
      fc.constantFrom(...STARTS), fc.constantFrom(...MODES),
      fc.array(fc.tuple(fc.constantFrom('append', 'set', 'delete', 'sort', 'search'), fc.constantFrom('a', 'b c', 'é', '', '+r', '=q', '&', '%')), { minLength: 1, maxLength: 6 }),
      (start, options, ops) => {
        const iri = IRI.parse(start, undefined, options);
        if (iri === null) return;
        const sp = iri.searchParams;
        for (const [op, v] of ops) {
          writes++;
          const before = iri.href;
          try {
            if (op === 'append') sp.append(v, v);
            else if (op === 'set') sp.set(v, 'x' + v);
            else if (op === 'delete') sp.delete(v);
            else if (op === 'sort') sp.sort();
            else iri.search = v;
          } catch (e) {
            expect(e).toBeInstanceOf(IRIError);
            expect(iri.href).toBe(before);
            continue;
          }
          accepted++;
          const r = recordOf(iri);
          expect(fields(r)).toEqual(fields(parseReference(r.href, iriSlots(iri)!.m, throwingSink(r.href))));
        }
      },
    ), { numRuns: 3000, seed: 8141 });
    expect(accepted).toBeGreaterThan(writes / 2);
    expect(accepted).toBeLessThan(writes);
  });

  it('a host without a port keeps the port, one with a port replaces it', () => {
    const i = new IRI('http://a:8080/p', undefined, { mode: 'rfc3987' });
    i.host = 'example.org';
    expect(i.href).toBe('http://example.org:8080/p');
    i.host = 'b:81';
    expect(i.href).toBe('http://b:81/p');
    i.hostname = 'c';
    expect(i.href).toBe('http://c:81/p');
    expect(() => { i.host = 'd:8x'; }).toThrow(expect.objectContaining({ code: 'invalid-port', index: 3 }));
    expect(i.href).toBe('http://c:81/p');
  });
});
