// RFC 8141 §2 through parseUrn (default syntax) and the strict modes (new IRI in rfc3986 and
// rfc3987, where a "urn" IRI must also be a URN): every NID edge, every NSS character class,
// each component marker and its misuse, and the RFC's own examples.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';
import { parseUrn } from '../../lib/rfc/urn';
import {
  R3986, R3987, expectIri, expectIriError, expectUrn, expectUrnError, parts,
} from './support';

/** Valid in parseUrn, rfc3986 and rfc3987, with these parts. */
function valid(s: string, expected: ReturnType<typeof parts>): void {
  expectUrn(s, expected);
  expectIri(s, R3986);
  expectIri(s, R3987);
}

/** The same URN error, at the same index, from parseUrn and both strict modes. */
function invalid(s: string, code: string, index: number): void {
  expectUrnError(s, code, index);
  expectIriError(s, code, index, R3986);
  expectIriError(s, code, index, R3987);
}

const NID32 = 'abcdefghijklmnopqrstuvwxyz012345';

describe('NID = (alphanum) 0*30(ldh) (alphanum) (RFC 8141 §2, §2.1)', () => {
  it('lengths 2 and 32 are valid', () => {
    valid('urn:ab:c', parts('ab', 'c'));
    valid('urn:a1:c', parts('a1', 'c'));
    valid(`urn:${NID32}:c`, parts(NID32, 'c'));
    expect(NID32.length).toBe(32);
  });
  it('lengths 0, 1 and 33 are not', () => {
    invalid('urn::c', 'invalid-urn-nid-length', 4);
    invalid('urn:a:c', 'invalid-urn-nid-length', 4);
    invalid('urn:7:c', 'invalid-urn-nid-length', 4);
    invalid(`urn:${NID32}x:c`, 'invalid-urn-nid-length', 36); // the 33rd character
    invalid(`urn:${NID32}${NID32}:c`, 'invalid-urn-nid-length', 36);
  });
  it('"-" inside, but neither first nor last (Appendix B.1: "Disallows \'-\' at the end")', () => {
    valid('urn:a-b:c', parts('a-b', 'c'));
    valid('urn:a--b:c', parts('a--b', 'c'));
    valid('urn:xn--80ak6aa92e:c', parts('xn--80ak6aa92e', 'c')); // §5.1 reserves it for registration only
    invalid('urn:-ab:c', 'invalid-urn-nid', 4);
    invalid('urn:ab-:c', 'invalid-urn-nid', 6);
    invalid('urn:-:c', 'invalid-urn-nid', 4);
    invalid('urn:--:c', 'invalid-urn-nid', 4);
    invalid(`urn:${NID32.slice(0, 31)}-:c`, 'invalid-urn-nid', 35);
  });
  it('the NID "urn" is valid: RFC 8141 has no rule against it (§5.1 forbids only "urn-" for formal NIDs)', () => {
    valid('urn:urn:c', parts('urn', 'c'));
    valid('URN:URN:c', parts('URN', 'c'));
    valid('urn:urn-7:c', parts('urn-7', 'c')); // §5.2: the informal NID example
  });
  it('NIDs are case-insensitive and kept as written', () => {
    valid('urn:ISBN:0451450523', parts('ISBN', '0451450523'));
    valid('urn:IsBn:0451450523', parts('IsBn', '0451450523'));
  });
  it('only letters, digits and "-"; no percent-encoding, no non-ASCII (§2.1)', () => {
    for (const ch of ['.', '_', '~', '+', '!', '$', '&', "'", '(', ')', '*', ',', ';', '=', '@']) {
      invalid(`urn:a${ch}b:c`, 'invalid-urn-nid', 5);
    }
    invalid('urn:a%41:c', 'invalid-urn-nid', 5);
    invalid('urn:a/b:c', 'invalid-urn-nid', 5);
    invalid('urn://host/c', 'invalid-urn-nid', 4); // an authority is not a NID
    // Non-ASCII: no URN, no IRI form either.
    expectUrnError('urn:aé:c', 'invalid-urn-nid', 5);
    expectUrnError('urn:aé:c', 'invalid-urn-nid', 5, { iri: true });
    expectIriError('urn:aé:c', 'invalid-urn-nid', 5, R3987);
    expectIriError('urn:aé:c', 'non-ascii-character', 5, R3986); // the RFC 3986 check comes first
    // A character no URI allows: the strict parser reports it with its own code.
    expectUrnError('urn:a b:c', 'invalid-urn-nid', 5);
    expectIriError('urn:a b:c', 'invalid-character', 5, R3986);
  });
  it('a ":" must end the NID and an NSS follow (assigned-name = "urn" ":" NID ":" NSS)', () => {
    invalid('urn:example', 'missing-urn-nss', 11);
    invalid('urn:example?+r', 'missing-urn-nss', 11);
    invalid('urn:example?=q', 'missing-urn-nss', 11);
    invalid('urn:example#f', 'missing-urn-nss', 11);
    invalid('urn:', 'invalid-urn-nid-length', 4);
    expect(IRI.validate('urn:', undefined, R3986).errors.map((e) => [e.code, e.index])).toEqual([
      ['invalid-urn-nid-length', 4], ['missing-urn-nss', 4],
    ]);
  });
  it('"urn:" in any case (the scheme is case-insensitive, RFC 3986 §3.1)', () => {
    valid('URN:example:a', parts('example', 'a'));
    valid('uRn:example:a', parts('example', 'a'));
  });
  it('parseUrn: anything else is not a URN', () => {
    expectUrnError('urx:example:a', 'invalid-urn-prefix', 2);
    expectUrnError('http://example/a', 'invalid-urn-prefix', 0);
    expectUrnError('urn', 'invalid-urn-prefix', 3);
    expectUrnError('urn/example:a', 'invalid-urn-prefix', 3);
    expectUrnError('', 'invalid-urn-prefix', 0);
    expectUrnError(' urn:example:a', 'invalid-urn-prefix', 0);
    // Other schemes are not URNs, so the strict modes leave them alone.
    expectIri('foo:a:b', R3986);
    expectIri('urnx:a', R3986);
  });
});

describe('NSS = pchar *(pchar / "/") (RFC 8141 §2, §2.2)', () => {
  const classes: Array<[string, string]> = [
    ['unreserved', 'AZaz09-._~'],
    ['sub-delims', "!$&'()*+,;="],
    ['":"', 'a:b:c'],
    ['"@"', 'a@b'],
    ['"/" after the first pchar', 'a/b//c/'],
    ['pct-encoded', '%2F%2f%00%E2%82%AC'],
  ];
  for (const [name, nss] of classes) {
    it(`${name}: ${nss}`, () => valid(`urn:example:${nss}`, parts('example', nss)));
  }
  it('each unreserved and sub-delim character alone, first and after "/"', () => {
    for (const ch of "-._~!$&'()*+,;=:@") {
      valid(`urn:example:${ch}`, parts('example', ch));
      valid(`urn:example:x/${ch}`, parts('example', `x/${ch}`));
    }
  });
  it('the NSS cannot start with "/" or be empty', () => {
    invalid('urn:example:/a', 'invalid-urn-nss', 12);
    invalid('urn:example://', 'invalid-urn-nss', 12);
    invalid('urn:example:', 'missing-urn-nss', 12);
    invalid('urn:example:?+r', 'missing-urn-nss', 12);
    invalid('urn:example:?=q', 'missing-urn-nss', 12);
    invalid('urn:example:#f', 'missing-urn-nss', 12);
  });
  it('each character outside pchar / "/" is an error where it stands', () => {
    const excluded = [' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '[', ']', '\u0000', '\u001f', '\u007f'];
    for (const ch of excluded) {
      const s = `urn:example:a${ch}b`;
      expectUrnError(s, 'invalid-urn-nss', 13);
      expectIriError(s, 'invalid-character', 13, R3986); // the RFC 3986 check, same index
      expectIriError(s, 'invalid-character', 13, R3987);
    }
  });
  it('pct-encoded = "%" HEXDIG HEXDIG', () => {
    for (const s of ['urn:example:a%', 'urn:example:a%4', 'urn:example:a%4g', 'urn:example:a%g4', 'urn:example:a%%41']) {
      invalid(s, 'invalid-percent-encoding', 13);
    }
  });
  it('non-ASCII must be percent-encoded (§2); the IRI form is valid in mode rfc3987', () => {
    expectUrnError('urn:example:café', 'non-ascii-character', 15);
    expectIriError('urn:example:café', 'non-ascii-character', 15, R3986);
    expectUrn('urn:example:café', parts('example', 'café'), { iri: true });
    expectIri('urn:example:café', R3987);
    expectIri('urn:example:caf%C3%A9', R3986);
    expectIri('urn:example:日本/\u{10000}', R3987);
    // RFC 3987 §2.2: ucschar only; iprivate only in the query (here the r- and q-components).
    expectUrnError('urn:example:a\ue000', 'iprivate-outside-query', 13, { iri: true });
    expectIriError('urn:example:a\ue000', 'iprivate-outside-query', 13, R3987);
    expectUrnError('urn:example:a\u200e', 'bidi-formatting-character', 13, { iri: true });
    expectIriError('urn:example:a\u200e', 'bidi-formatting-character', 13, R3987);
    expectUrnError('urn:example:a\ufdd0', 'invalid-character', 13, { iri: true });
    expectIriError('urn:example:a\ufdd0', 'invalid-character', 13, R3987);
  });
  it('colons inside the NSS carry no structure (§5)', () => {
    valid('urn:example:apple:pear:plum:cherry', parts('example', 'apple:pear:plum:cherry'));
  });
});

describe('rq-components = [ "?+" r-component ] [ "?=" q-component ]; "#" f-component (§2.3)', () => {
  it('each marker alone and all together', () => {
    valid('urn:ex:a?+r', parts('ex', 'a', 'r'));
    valid('urn:ex:a?=q', parts('ex', 'a', null, 'q'));
    valid('urn:ex:a#f', parts('ex', 'a', null, null, 'f'));
    valid('urn:ex:a?+r?=q', parts('ex', 'a', 'r', 'q'));
    valid('urn:ex:a?+r#f', parts('ex', 'a', 'r', null, 'f'));
    valid('urn:ex:a?=q#f', parts('ex', 'a', null, 'q', 'f'));
    valid('urn:ex:a?+r?=q#f', parts('ex', 'a', 'r', 'q', 'f'));
    valid('urn:ex:a/b?+r/s?=q/t#f/u', parts('ex', 'a/b', 'r/s', 'q/t', 'f/u'));
  });
  it('"?" and "/" are data inside the components; the r-component ends at "?=", the q-component at "#"', () => {
    valid('urn:ex:a?+r?x/?+y', parts('ex', 'a', 'r?x/?+y'));
    valid('urn:ex:a?+r??=q', parts('ex', 'a', 'r?', 'q'));
    valid('urn:ex:a?=q?x?=y', parts('ex', 'a', null, 'q?x?=y'));
    valid('urn:ex:a#f?+x?=y/?', parts('ex', 'a', null, null, 'f?+x?=y/?'));
    valid('urn:ex:a?+%3F=?=%3F+', parts('ex', 'a', '%3F=', '%3F+'));
  });
  it('"?+" after "?=" is q-component data, not an r-component (§2.3.2: the q-component ends only at "#")', () => {
    valid('urn:ex:a?=q?+r', parts('ex', 'a', null, 'q?+r'));
    valid('urn:ex:a?=q?+r#f', parts('ex', 'a', null, 'q?+r', 'f'));
  });
  it('the f-component is a fragment: it may be empty', () => {
    valid('urn:ex:a#', parts('ex', 'a', null, null, ''));
    valid('urn:ex:a?+r?=q#', parts('ex', 'a', 'r', 'q', ''));
  });
  it('a "?" not followed by "+" or "=" is a syntax error (§2)', () => {
    invalid('urn:ex:a?', 'invalid-urn-question-mark', 8);
    invalid('urn:ex:a?x', 'invalid-urn-question-mark', 8);
    invalid('urn:ex:a??+r', 'invalid-urn-question-mark', 8);
    invalid('urn:ex:a?#f', 'invalid-urn-question-mark', 8);
    invalid('urn:ex:a?-r', 'invalid-urn-question-mark', 8);
  });
  it('r- and q-components are not empty and start with a pchar', () => {
    invalid('urn:ex:a?+', 'invalid-urn-component', 10);
    invalid('urn:ex:a?=', 'invalid-urn-component', 10);
    invalid('urn:ex:a?+?=q', 'invalid-urn-component', 10);
    invalid('urn:ex:a?+#f', 'invalid-urn-component', 10);
    invalid('urn:ex:a?=#f', 'invalid-urn-component', 10);
    invalid('urn:ex:a?+r?=', 'invalid-urn-component', 13);
    invalid('urn:ex:a?+r?=#f', 'invalid-urn-component', 13);
    invalid('urn:ex:a?+/r', 'invalid-urn-component', 10);
    invalid('urn:ex:a?+?r', 'invalid-urn-component', 10);
    invalid('urn:ex:a?=/q', 'invalid-urn-component', 10);
    invalid('urn:ex:a?=?q', 'invalid-urn-component', 10);
  });
  it('characters outside the components\' sets', () => {
    expectUrnError('urn:ex:a?+r s', 'invalid-urn-component', 11);
    expectUrnError('urn:ex:a?=q[', 'invalid-urn-component', 11);
    expectUrnError('urn:ex:a#f#g', 'invalid-urn-component', 10);
    expectUrnError('urn:ex:a#f%zz', 'invalid-percent-encoding', 10);
    expectIriError('urn:ex:a?+r s', 'invalid-character', 11, R3986);
    expectIriError('urn:ex:a#f#g', 'invalid-character', 10, R3986);
    // IRI form: ucschar anywhere; iprivate in the query (r- and q-components), not the fragment.
    expectIri('urn:ex:a?+é\ue000?=ü\ue000#ö', R3987);
    expectUrn('urn:ex:a?+é\ue000?=ü\ue000#ö', parts('ex', 'a', 'é\ue000', 'ü\ue000', 'ö'), { iri: true });
    expectIriError('urn:ex:a#\ue000', 'iprivate-outside-query', 9, R3987);
    expectUrnError('urn:ex:a#\ue000', 'iprivate-outside-query', 9, { iri: true });
    expectUrnError('urn:ex:a?+é', 'non-ascii-character', 10);
  });
});

describe('the URNs of RFC 8141 (read from ../shared/specs/rfc8141.txt)', () => {
  const text = readFileSync(new URL('../../../shared/specs/rfc8141.txt', import.meta.url), 'utf8');
  // Every "urn:..." example, joining the one wrapped over two lines (§2.3.2).
  const joined = text.replace(/(lat=39\.56)\n\s+(&lon)/, '$1$2');
  const found = joined.match(/\burn:[A-Za-z0-9-]+:[^\s")]+/gi)!.map((s) => s.replace(/[.,]$/, ''));
  it('are all valid, with these parts', () => {
    const expected: Array<[string, ReturnType<typeof parts>]> = [
      ['urn:example:foo', parts('example', 'foo')],
      ['urn:example:1/406/47452/2', parts('example', '1/406/47452/2')],
      ['urn:example:foo-bar-baz-qux?+CCResolve:cc=uk', parts('example', 'foo-bar-baz-qux', 'CCResolve:cc=uk')],
      ['urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z', parts('example', 'weather', null, 'op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z')],
      ['urn:example:foo-bar-baz-qux#somepart', parts('example', 'foo-bar-baz-qux', null, null, 'somepart')],
      ['urn:example:a123,z456', parts('example', 'a123,z456')],
      ['URN:example:a123,z456', parts('example', 'a123,z456')],
      ['urn:EXAMPLE:a123,z456', parts('EXAMPLE', 'a123,z456')],
      ['urn:example:a123,z456?+abc', parts('example', 'a123,z456', 'abc')],
      ['urn:example:a123,z456?=xyz', parts('example', 'a123,z456', null, 'xyz')],
      ['urn:example:a123,z456#789', parts('example', 'a123,z456', null, null, '789')],
      ['urn:example:a123,z456/foo', parts('example', 'a123,z456/foo')],
      ['urn:example:a123,z456/bar', parts('example', 'a123,z456/bar')],
      ['urn:example:a123,z456/baz', parts('example', 'a123,z456/baz')],
      ['urn:example:a123%2Cz456', parts('example', 'a123%2Cz456')],
      ['URN:EXAMPLE:a123%2cz456', parts('EXAMPLE', 'a123%2cz456')],
      ['urn:example:A123,z456', parts('example', 'A123,z456')],
      ['urn:example:a123,Z456', parts('example', 'a123,Z456')],
      ['urn:example:%D0%B0123,z456', parts('example', '%D0%B0123,z456')],
      ['urn:example:apple:pear:plum:cherry', parts('example', 'apple:pear:plum:cherry')],
    ];
    expect(found).toEqual(expected.map((e) => e[0]));
    for (const [s, p] of expected) valid(s, p);
  });
  it('"urn:xmpp:" (§4.4) is a prefix, not a URN: its NSS is missing', () => {
    expect(text).toContain('"urn:xmpp:"');
    invalid('urn:xmpp:', 'missing-urn-nss', 9);
  });
});

describe('strict modes: options, setters, resolution, validate', () => {
  it('urn: "none" turns the URN grammar off; an unknown value is a RangeError', () => {
    expectIriError('urn:a:b', 'invalid-urn-nid-length', 4, R3986);
    expectIri('urn:a:b', { mode: 'rfc3986', urn: 'none' });
    expectIri('urn:', { mode: 'rfc3987', urn: 'none' });
    expect(() => new IRI('urn:ab:c', undefined, { mode: 'rfc3986', urn: 'rfc9999' as 'rfc8141' })).toThrow(RangeError);
    expect(() => parseUrn('urn:ab:c', { urn: 'rfc9999' as 'rfc8141' })).toThrow(RangeError);
    // WHATWG mode never applies it.
    expect(new IRI('urn:a:b').href).toBe('urn:a:b');
  });
  it('setters re-parse, so they get the URN check: rejected writes change nothing', () => {
    const iri = new IRI('urn:isbn:0451450523', undefined, R3987);
    const before = iri.href;
    const attempts: Array<[string, string, string]> = [
      ['path', 'isbn:/x', 'invalid-urn-nss'],
      ['path', 'isbn:', 'missing-urn-nss'],
      ['path', 'i:x', 'invalid-urn-nid-length'],
      ['path', 'is-:x', 'invalid-urn-nid'],
      ['path', 'isbn', 'missing-urn-nss'],
      ['query', 'x', 'invalid-urn-question-mark'],
      ['query', '+', 'invalid-urn-component'],
      ['query', '=', 'invalid-urn-component'],
      ['search', '?+', 'invalid-urn-component'],
      ['pathname', '/isbn:1', 'invalid-urn-nid'],
    ];
    for (const [name, value, code] of attempts) {
      let error: { code?: string } | null = null;
      try {
        (iri as unknown as Record<string, string>)[name] = value;
      } catch (e) {
        error = e as { code: string };
      }
      expect(error, `${name} = ${value}`).not.toBeNull();
      expect(error!.code, `${name} = ${value}`).toBe(code);
      expect(iri.href).toBe(before);
    }
    iri.path = 'isbn:/x'.replace('/', '0');
    expect(iri.href).toBe('urn:isbn:0x');
    iri.query = '+r?=q';
    iri.fragment = 'f';
    expect(iri.href).toBe('urn:isbn:0x?+r?=q#f');
    expect(parseUrn(iri.href)).toEqual(parts('isbn', '0x', 'r', 'q', 'f'));
    // The index of a setter error is in the value written.
    let e: { code: string; index: number } | null = null;
    try { iri.path = 'isbn:/x'; } catch (x) { e = x as { code: string; index: number }; }
    expect([e!.code, e!.index]).toEqual(['invalid-urn-nss', 5]);
    try { iri.path = 'ab-:x'; } catch (x) { e = x as { code: string; index: number }; }
    expect([e!.code, e!.index]).toEqual(['invalid-urn-nid', 2]);
  });
  it('setting the scheme to "urn" checks the whole IRI', () => {
    const a = new IRI('foo:bar', undefined, R3986);
    expect(() => { a.scheme = 'urn'; }).toThrow(expect.objectContaining({ code: 'missing-urn-nss' }));
    expect(a.href).toBe('foo:bar');
    const b = new IRI('foo:ex:a?+r', undefined, R3986);
    b.scheme = 'URN';
    expect(b.href).toBe('URN:ex:a?+r');
    expect(() => { b.scheme = 'foo'; b.scheme = 'urn'; }).not.toThrow();
  });
  it('references resolved against a URN must give a URN (RFC 8141 §4.3)', () => {
    expect(new IRI('#f', 'urn:ex:a', R3986).href).toBe('urn:ex:a#f');
    expect(new IRI('?=q', 'urn:ex:a', R3986).href).toBe('urn:ex:a?=q');
    expect(new IRI('urn:ex:b', 'http://h/', R3986).href).toBe('urn:ex:b');
    // RFC 3986 §5.2.3: "ex:a" has no "/", so the reference replaces it all: "urn:b" and
    // "urn:bcd" are not URNs.
    expect(() => new IRI('b', 'urn:ex:a', R3986)).toThrow(expect.objectContaining({ code: 'invalid-urn-nid-length', index: 4, input: 'urn:b' }));
    expect(() => new IRI('bcd', 'urn:ex:a', R3986)).toThrow(expect.objectContaining({ code: 'missing-urn-nss', index: 7, input: 'urn:bcd' }));
    expect(() => new IRI('?x', 'urn:ex:a', R3986)).toThrow(expect.objectContaining({ code: 'invalid-urn-question-mark', index: 8 }));
    expect(new IRI('b', 'urn:ex:a', { mode: 'rfc3986', urn: 'none' }).href).toBe('urn:b');
    // A base that is not a URN is refused like any invalid base.
    expect(() => new IRI('#f', 'urn:x:a', R3986)).toThrow(expect.objectContaining({ code: 'invalid-urn-nid-length' }));
  });
  it('IRI.validate reports the URN problems with the others, in input order (issue 10)', () => {
    const v = IRI.validate('urn:a.b:c d?x', undefined, R3986);
    expect(v.valid).toBe(false);
    expect(v.errors.map((e) => [e.code, e.index])).toEqual([
      ['invalid-urn-nid', 5], ['invalid-character', 9], ['invalid-urn-question-mark', 11],
    ]);
    expect(IRI.validate('urn:ex:a?+r', undefined, R3987)).toEqual({ valid: true, failure: false, errors: [], href: 'urn:ex:a?+r' });
  });
});
