// Strict-mode setters: every write is re-validated and atomic. Random sequences of writes
// (fast-check): after each, the IRI re-parses to itself; a rejected write throws IRIError and
// changes nothing; an accepted write reads back as written. Plus the fixed cases of the
// whole-IRI constraints (RFC 3986 §3.3) and null removing a component with its delimiter.
import { assertInvariants } from '../support/invariants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRI, IRIError } from '../../lib/index';

const O = { mode: 'rfc3987' } as const;

const COMPONENTS = ['scheme', 'userinfo', 'username', 'password', 'host', 'hostname', 'port', 'authority', 'path', 'pathname', 'query', 'search', 'fragment', 'hash', 'protocol', 'href'] as const;
type Component = (typeof COMPONENTS)[number];

const VALUES = [
  '', 'a', 'b:c', 'x@y', 'http', 'HTTPS', 'urn', '1x', 'a b', '/', '//', '/p/q', 'rel/p', '?', '#', '%', '%41', '%g1',
  '8080', '08', 'abc', '[::1]', '[::1]:80', '[v1.x]', '[zz]', 'host:1', 'h:p', 'ü', 'é.example', 'bücher.de',
  'xn--bcher-kva.de', 'xn--a', '\ue000', '\u200e', 'a?b', 'a#b', 'http://other/x?y#z', 'mailto:x@y', ':', '@', 'ß.com',
];

describe('strict setters', () => {
  it('random sequences of writes are atomic and re-validated', () => {
    let writes = 0, rejected = 0;
    fc.assert(
      fc.property(
        fc.constantFrom('http://u:p@example.com:8080/a/b?q#f', 'foo:bar', 'urn:isbn:123', 'http://[::1]/', 'file:///x', 'http://ü.example/é?ü#é'),
        fc.array(fc.tuple(fc.constantFrom(...COMPONENTS), fc.oneof(fc.constantFrom(...VALUES), fc.constant(null))), { maxLength: 8 }),
        (start, ops) => {
          const iri = new IRI(start, undefined, O);
          for (const [name, value] of ops) {
            writes++;
            const before = iri.href;
            const target = iri as unknown as Record<Component, string | null>;
            let threw: unknown = null;
            try {
              target[name] = value as string;
            } catch (e) {
              threw = e;
            }
            if (threw) {
              rejected++;
              expect(threw).toBeInstanceOf(IRIError);
              expect(threw).toBeInstanceOf(TypeError);
              expect(iri.href).toBe(before);
            } else if (value !== null && ['scheme', 'userinfo', 'authority', 'path', 'query', 'fragment'].includes(name)) {
              expect(target[name]).toBe(value);
            }
            assertInvariants(iri);
            const again = new IRI(iri.href, undefined, O);
            expect(again.href).toBe(iri.href);
          }
        },
      ),
      { numRuns: 1500, seed: 3987 },
    );
    console.log(`[strict setters] ${writes} writes, ${rejected} rejected, all atomic`);
    expect(rejected).toBeGreaterThan(writes / 10);
    expect(rejected).toBeLessThan(writes);
  });

  it('whole-IRI constraints (RFC 3986 §3.3)', () => {
    const a = new IRI('http://h/p', undefined, O);
    expect(() => { a.path = 'rel'; }).toThrow(expect.objectContaining({ code: 'authority-path-not-absolute', index: 0 }));
    const b = new IRI('foo:/x', undefined, O);
    expect(() => { b.path = '//x'; }).toThrow(expect.objectContaining({ code: 'path-starts-with-double-slash', index: 0 }));
    expect(() => { b.port = '80'; }).toThrow(expect.objectContaining({ code: 'no-authority' }));
    expect(() => { b.userinfo = 'u'; }).toThrow(expect.objectContaining({ code: 'no-authority' }));
    b.hostname = 'h';
    expect(b.href).toBe('foo://h/x');
    const c = new IRI('foo:x/y', undefined, O);
    expect(() => { c.hostname = 'h'; }).toThrow(expect.objectContaining({ code: 'authority-path-not-absolute' }));
    const d = new IRI('foo://h//x', undefined, O);
    expect(() => { d.authority = null; }).toThrow(expect.objectContaining({ code: 'path-starts-with-double-slash' }));
    expect(d.href).toBe('foo://h//x');
  });

  it('null removes a component and its delimiter; "" keeps an empty one', () => {
    const i = new IRI('http://u@h:1/p?q#f', undefined, O);
    i.query = '';
    i.fragment = '';
    expect(i.href).toBe('http://u@h:1/p?#');
    i.query = null;
    i.fragment = null;
    i.userinfo = null;
    i.port = '';
    expect(i.href).toBe('http://h/p');
    i.authority = null;
    expect(i.href).toBe('http:/p');
    expect([i.authority, i.userinfo, i.query, i.fragment]).toEqual([null, null, null, null]);
  });

  it('component errors index into the value', () => {
    const i = new IRI('http://h/p', undefined, O);
    expect(() => { i.query = 'a b'; }).toThrow(expect.objectContaining({ code: 'invalid-character', index: 1, component: 'query', input: 'a b' }));
    expect(() => { i.path = '/a%zz'; }).toThrow(expect.objectContaining({ code: 'invalid-percent-encoding', index: 2 }));
    expect(() => { i.scheme = 'a_b'; }).toThrow(expect.objectContaining({ code: 'invalid-scheme', index: 1 }));
    expect(() => { i.port = '8a'; }).toThrow(expect.objectContaining({ code: 'invalid-port', index: 1 }));
    expect(() => { i.path = '/\ue000'; }).toThrow(expect.objectContaining({ code: 'iprivate-outside-query', index: 1 }));
    expect(() => { i.hostname = 'a@b'; }).toThrow(expect.objectContaining({ code: 'invalid-character', index: 1 }));
    expect(() => { i.hostname = 'xn--a'; }).toThrow(expect.objectContaining({ code: 'invalid-idna-label', index: 0 }));
    expect(i.href).toBe('http://h/p');
  });
});
