// RFC 2141 §2 under { urn: 'rfc2141' }: through parseUrn and the strict modes with
// { urn: 'rfc2141' }. NID = <let-num> [ 1,31<let-num-hyp> ], the NID "urn" reserved (§2.1);
// NSS = 1*<URN chars> (§2.2), with <reserved> "%" "/" "?" "#" (§2.3) and <excluded> (§2.4);
// no r-, q- or f-components.
import { describe, expect, it } from 'vitest';
import {
  R3986_2141, R3987_2141, RFC2141, expectIri, expectIriError, expectUrn, expectUrnError, issues, parts,
} from './support';

/** Valid in parseUrn and both strict modes under RFC 2141; r/q/f are always null. */
function valid(s: string, nid: string, nss: string): void {
  expectUrn(s, parts(nid, nss), RFC2141);
  expectIri(s, R3986_2141);
  expectIri(s, R3987_2141);
}

function invalid(s: string, code: string, index: number): void {
  expectUrnError(s, code, index, RFC2141);
  expectIriError(s, code, index, R3986_2141);
  expectIriError(s, code, index, R3987_2141);
}

const NID32 = 'abcdefghijklmnopqrstuvwxyz012345';

describe('NID = <let-num> [ 1,31<let-num-hyp> ] (RFC 2141 §2.1)', () => {
  it('lengths 1, 2 and 32 are valid; 0 and 33 are not', () => {
    valid('urn:a:b', 'a', 'b');
    valid('urn:7:b', '7', 'b');
    valid('urn:ab:c', 'ab', 'c');
    valid(`urn:${NID32}:c`, NID32, 'c');
    invalid('urn::c', 'invalid-urn-nid-length', 4);
    invalid(`urn:${NID32}x:c`, 'invalid-urn-nid-length', 36);
  });
  it('"-" may not be first, but may be last (RFC 8141 Appendix B.1 made that change)', () => {
    valid('urn:a-:b', 'a-', 'b');
    valid('urn:a--:b', 'a--', 'b');
    invalid('urn:-a:b', 'invalid-urn-nid', 4);
    invalid('urn:-:b', 'invalid-urn-nid', 4);
    expectUrnError('urn:a-:b', 'invalid-urn-nid', 5); // RFC 8141
  });
  it('the NID "urn" is reserved and MUST NOT be used, in any case', () => {
    for (const nid of ['urn', 'URN', 'Urn', 'uRN']) invalid(`urn:${nid}:x`, 'urn-nid-reserved', 4);
    valid('urn:urn-7:x', 'urn-7', 'x');
    valid('urn:urnx:x', 'urnx', 'x');
    valid('urn:ur:x', 'ur', 'x');
  });
  it('letters, digits and "-" only ("." and "+" of the URL draft are out)', () => {
    for (const ch of ['.', '+', '_', '%41', '~', '(', '@']) invalid(`urn:a${ch}b:c`, 'invalid-urn-nid', 5);
    expectUrnError('urn:aé:c', 'invalid-urn-nid', 5, RFC2141);
    expectIriError('urn:aé:c', 'invalid-urn-nid', 5, R3987_2141);
  });
  it('the ":" and a non-empty NSS are required', () => {
    invalid('urn:foo', 'missing-urn-nss', 7);
    invalid('urn:foo:', 'missing-urn-nss', 8);
    // "?" and "#" are not NID characters: the NID runs to the next ":".
    invalid('urn:foo?x', 'invalid-urn-nid', 7);
    invalid('urn:foo#x:y', 'invalid-urn-nid', 7);
  });
});

describe('NSS = 1*<URN chars> (RFC 2141 §2.2)', () => {
  it('<upper>, <lower>, <number>', () => {
    valid('urn:foo:ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'foo', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    valid('urn:foo:abcdefghijklmnopqrstuvwxyz', 'foo', 'abcdefghijklmnopqrstuvwxyz');
    valid('urn:foo:0123456789', 'foo', '0123456789');
  });
  it('each <other> character: ( ) + , - . : = @ ; $ _ ! * \'', () => {
    const other = "()+,-.:=@;$_!*'";
    expect(other.length).toBe(15);
    for (const ch of other) {
      valid(`urn:foo:${ch}`, 'foo', ch);
      valid(`urn:foo:a${ch}b`, 'foo', `a${ch}b`);
    }
  });
  it('"%" <hex> <hex>, either case of hex (§2.3.1)', () => {
    valid('urn:foo:%2C%2c%7E%00', 'foo', '%2C%2c%7E%00');
    for (const s of ['urn:foo:a%', 'urn:foo:a%2', 'urn:foo:a%2g', 'urn:foo:a%%2C']) invalid(s, 'invalid-percent-encoding', 9);
  });
  it('<reserved> "/", "?", "#" are URN characters (warnings: SHOULD NOT be used unencoded, §2.3.2)', () => {
    for (const ch of ['/', '?', '#']) {
      valid(`urn:foo:a${ch}b`, 'foo', `a${ch}b`);
      valid(`urn:foo:${ch}`, 'foo', ch);
      expect(issues(`urn:foo:a${ch}b`, R3986_2141)).toEqual([['urn-reserved-character', 9, 'warning']]);
    }
    // So RFC 8141's component markers are plain NSS characters here.
    expectUrn('urn:ex:a?+r?=q#f', parts('ex', 'a?+r?=q#f'), RFC2141);
    expectIri('urn:ex:a?+r?=q#f', R3986_2141);
    expectIri('urn:ex:a?x', R3986_2141); // RFC 8141 rejects a bare "?"
    expect(issues('urn:ex:a?x', R3986_2141)).toEqual([['urn-reserved-character', 8, 'warning']]);
    expect(issues('urn:ex:a?x', { mode: 'rfc3986' })).toEqual([['invalid-urn-question-mark', 8, 'error']]);
  });
  it('each <excluded> character is an error where it stands (§2.4)', () => {
    const excluded = ['\u0001', '\u0010', '\u001f', ' ', '\\', '"', '&', '<', '>', '[', ']', '^', '`', '{', '|', '}', '~', '\u007f'];
    for (const ch of excluded) {
      const s = `urn:foo:a${ch}b`;
      expectUrnError(s, 'invalid-urn-nss', 9, RFC2141);
      // "&" and "~" are fine in RFC 3986, so only the URN check reports them; the others are
      // reported by the RFC 3986/3987 check first, at the same index.
      const code = ch === '&' || ch === '~' ? 'invalid-urn-nss' : 'invalid-character';
      expectIriError(s, code, 9, R3986_2141);
      expectIriError(s, code, 9, R3987_2141);
    }
    // RFC 8141 allows "&" and "~" (Appendix B.1).
    expectUrn('urn:foo:a&b~', parts('foo', 'a&b~'));
    // Octet 0 is in no set: never unencoded; "%00" is a warning ("should NEVER be used").
    expectUrnError('urn:foo:a\u0000', 'invalid-urn-nss', 9, RFC2141);
    expect(issues('urn:foo:a%00', R3986_2141)).toEqual([['urn-nul-octet', 9, 'warning']]);
    expect(issues('urn:foo:a%00', { mode: 'rfc3986' })).toEqual([]);
  });
  it('octets 127-255: percent-encoded UTF-8 in a URN; the IRI form in mode rfc3987', () => {
    expectUrnError('urn:foo:café', 'non-ascii-character', 11, RFC2141);
    expectIriError('urn:foo:café', 'non-ascii-character', 11, R3986_2141);
    valid('urn:foo:caf%C3%A9', 'foo', 'caf%C3%A9');
    expectIri('urn:foo:café', R3987_2141);
    expectUrn('urn:foo:café', parts('foo', 'café'), { urn: 'rfc2141', iri: true });
    // RFC 3987 §2.2: iprivate only in what RFC 3987 calls the query.
    expectIri('urn:foo:a?\ue000', R3987_2141);
    expectUrn('urn:foo:a?\ue000', parts('foo', 'a?\ue000'), { urn: 'rfc2141', iri: true });
    expectUrnError('urn:foo:a\ue000', 'iprivate-outside-query', 9, { urn: 'rfc2141', iri: true });
    expectUrnError('urn:foo:a?b#\ue000', 'iprivate-outside-query', 12, { urn: 'rfc2141', iri: true });
    expectIriError('urn:foo:a\ue000', 'iprivate-outside-query', 9, R3987_2141);
  });
  it('IRI.validate lists every problem: errors and warnings', () => {
    expect(issues('urn:urn:a~/b?c%00#d', R3986_2141)).toEqual([
      ['urn-nid-reserved', 4, 'error'],
      ['invalid-urn-nss', 9, 'error'],
      ['urn-reserved-character', 10, 'warning'],
      ['urn-reserved-character', 12, 'warning'],
      ['urn-nul-octet', 14, 'warning'],
      ['urn-reserved-character', 17, 'warning'],
    ]);
  });
});

describe('the examples of RFC 2141 §6 are valid under both RFCs', () => {
  it('URN:foo:a123,456 ... URN:FOO:a123%2c456', () => {
    for (const s of ['URN:foo:a123,456', 'urn:foo:a123,456', 'urn:FOO:a123,456', 'urn:foo:A123,456', 'urn:foo:a123%2C456', 'URN:FOO:a123%2c456']) {
      const nid = s.slice(4, 7);
      valid(s, nid, s.slice(8));
      expectUrn(s, parts(nid, s.slice(8)));
    }
  });
});
