// RFC 3986 Appendix A / RFC 3987 §2.2 productions through the strict modes: each production
// with valid and invalid inputs (IPv6address forms, dec-octet edges, path forms, ucschar and
// iprivate edges, percent triplets, empty and absent components).
import { assertInvariants, recordOf } from '../support/invariants';
import { describe, expect, it } from 'vitest';
import { IRI } from '../../lib/index';

const S3986 = { mode: 'rfc3986', idna: 'none' } as const;
const S3987 = { mode: 'rfc3987', idna: 'none' } as const;

function ok(input: string, options: object = S3986) {
  const v = IRI.validate(input, undefined, options);
  expect(v.errors.filter((e) => e.severity === 'error'), input).toEqual([]);
  expect(IRI.canParse(input, undefined, options)).toBe(true);
  const iri = new IRI(input, undefined, options);
  expect(iri.href).toBe(input); // nothing is changed
  assertInvariants(iri);
}

function bad(input: string, code: string, index: number, options: object = S3986) {
  expect(IRI.canParse(input, undefined, options), input).toBe(false);
  let error: unknown = null;
  try {
    new IRI(input, undefined, options);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(TypeError);
  expect((error as { code: string }).code, input).toBe(code);
  expect((error as { index: number }).index, input).toBe(index);
  expect((error as { input: string }).input).toBe(input);
}

describe('IPv6address (RFC 3986 §3.2.2), all nine forms', () => {
  const valid = [
    '1:2:3:4:5:6:7:8', '1:2:3:4:5:6:1.2.3.4', // 6( h16 ":" ) ls32
    '::2:3:4:5:6:7:8', '::2:3:4:5:6:1.2.3.4', // "::" 5( h16 ":" ) ls32
    '::3:4:5:6:7:8', '1::3:4:5:6:7:8', '1::3:4:5:6:1.2.3.4', // [ h16 ] "::" 4( h16 ":" ) ls32
    '1:2::4:5:6:7:8', '::4:5:6:7:8', // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
    '1:2:3::5:6:7:8', '::5:6:7:8', // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
    '1:2:3:4::6:7:8', '::6:7:8', // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
    '1:2:3:4:5::7:8', '::7:8', '::1.2.3.4', '::ffff:192.0.2.1', // [ *4( h16 ":" ) h16 ] "::" ls32
    '1:2:3:4:5:6::8', '::8', '::1', // [ *5( h16 ":" ) h16 ] "::" h16
    '1:2:3:4:5:6:7::', '1::', '::', // [ *6( h16 ":" ) h16 ] "::"
    'ABCD:EF01:2345:6789:abcd:ef01:2345:6789', '0000:0:00:000:0:0:0:0', 'fe80::1',
  ];
  for (const a of valid) it(`valid [${a}]`, () => ok(`http://[${a}]/`));
  const invalid: [string, number][] = [
    ['1:2:3:4:5:6:7', 8], ['1:2:3:4:5:6:7:8:9', 8], ['1:2:3:4:5:6:7::8', 8], ['::1:2:3:4:5:6:7:8', 8],
    ['1::2::3', 8], [':::', 8], ['1:::2', 8], [':1::', 8], ['1::2:', 8], ['12345::', 8], ['g::', 8],
    ['1.2.3.4::', 8], ['::1.2.3.4:5', 8], ['::256.1.1.1', 8], ['::01.1.1.1', 8], ['::1.2.3', 8],
    ['1:2:3:4:5:6:7:1.2.3.4', 8], ['', 8], [' ::1', 8],
  ];
  for (const [a, i] of invalid) it(`invalid [${a}]`, () => bad(`http://[${a}]/`, 'invalid-ipv6-address', i));
  it('unclosed IP-literal', () => bad('http://[::1/', 'ip-literal-not-closed', 7));
  it('characters after the IP-literal', () => bad('http://[::1]x/', 'ip-literal-trailing-characters', 12));
});

describe('IPvFuture and zone IDs', () => {
  it('IPvFuture', () => {
    ok('http://[v1.fe80::a+en1]/');
    ok('http://[V7.abc:def!$]/');
    bad('http://[v.1]/', 'invalid-ipvfuture', 8);
    bad('http://[v1.]/', 'invalid-ipvfuture', 8);
    bad('http://[v1x]/', 'invalid-ipvfuture', 8);
    bad('http://[v1.a/b]/', 'ip-literal-not-closed', 7);
  });
  it('RFC 6874 zone IDs only with zoneId: true', () => {
    bad('http://[fe80::a%25en1]/', 'zone-id-not-allowed', 15);
    ok('http://[fe80::a%25en1]/', { ...S3986, zoneId: true });
    ok('http://[fe80::a%25%65n1]/', { ...S3986, zoneId: true });
    bad('http://[fe80::a%en1]/', 'invalid-zone-id', 15, { ...S3986, zoneId: true });
    bad('http://[fe80::a%25]/', 'invalid-zone-id', 18, { ...S3986, zoneId: true });
    bad('http://[fe80::a%25e!n]/', 'invalid-zone-id', 19, { ...S3986, zoneId: true });
  });
});

describe('IPv4address: dec-octet edges (anything else that fits reg-name is a reg-name)', () => {
  for (const d of ['0', '9', '10', '99', '100', '199', '200', '249', '250', '255']) {
    it(`dec-octet ${d}`, () => {
      const iri = new IRI(`http://${d}.1.1.1/`, undefined, S3986);
      expect(iri.hostname).toBe(`${d}.1.1.1`);
      expect(recordOf(iri).hostKind).toBe(2); // IPv4
    });
  }
  for (const d of ['256', '01', '00', '300', '1000']) {
    it(`${d} makes a reg-name`, () => {
      const iri = new IRI(`http://${d}.1.1.1/`, undefined, S3986);
      expect(recordOf(iri).hostKind).toBe(1); // reg-name
    });
  }
  it('three or five parts are reg-names', () => {
    ok('http://1.2.3/');
    ok('http://1.2.3.4.5/');
  });
});

describe('authority, userinfo, port', () => {
  it('userinfo', () => {
    ok("http://user:pa:ss!$&'()*+,;=%41@host/");
    ok('http://@host/'); // empty userinfo
    bad('http://us[er@host/', 'invalid-character', 9);
    bad('http://us%4@host/', 'invalid-percent-encoding', 9);
  });
  it('port = *DIGIT (empty allowed, any length)', () => {
    ok('http://host:/');
    ok('http://host:0/');
    ok('http://host:99999999/');
    ok('http://host:080/');
    bad('http://host:8o/', 'invalid-port', 13);
    bad('http://host:80:80/', 'invalid-port', 14);
  });
  it('reg-name', () => {
    ok("http://a-b.c_d~e!$&'()*+,;=%41/");
    ok('http:///path'); // empty host
    ok('foo://'); // empty authority, empty path
    bad('http://a b/', 'invalid-character', 8);
    bad('http://a<b/', 'invalid-character', 8);
  });
});

describe('paths (RFC 3986 §3.3)', () => {
  it('path-abempty, path-absolute, path-rootless, path-empty', () => {
    ok('http://h'); // path-abempty, empty
    ok('http://h/a//b/'); // path-abempty
    ok('foo:/a/b'); // path-absolute
    ok('foo:a/b:c@d'); // path-rootless
    ok('foo:'); // path-empty
    ok("foo:!$&'()*+,;=:@-._~%20");
  });
  it('path-noscheme in relative references', () => {
    expect(IRI.resolve('http://a/b', 'a/b:c', { mode: 'rfc3986' })).toBe('http://a/a/b:c');
    expect(IRI.resolve('http://a/b', './a:b', { mode: 'rfc3986' })).toBe('http://a/a:b');
    expect(() => IRI.resolve('http://a/b', '1a:b', { mode: 'rfc3986' })).toThrow(/RFC 3986 §4.2/);
  });
  it('invalid path characters', () => {
    for (const [input, index] of [['http://h/a b', 10], ['http://h/a"b', 10], ['http://h/a\\b', 10], ['http://h/a[b', 10], ['http://h/a^', 10], ['http://h/a{', 10], ['http://h/a|', 10], ['http://h/`', 9]] as [string, number][]) {
      bad(input, 'invalid-character', index);
    }
  });
  it('nothing is trimmed, dropped or rewritten', () => {
    bad(' http://h/', 'invalid-scheme', 0);
    bad('http://h/ ', 'invalid-character', 9);
    bad('http://h/\t', 'invalid-character', 9);
    bad('http://h/a\nb', 'invalid-character', 10);
    ok('HTTP://H/./../a');
    expect(new IRI('HTTP://H/./../a', undefined, S3986).href).toBe('HTTP://H/./../a');
  });
});

describe('query, fragment, percent triplets', () => {
  it('query and fragment allow "/" and "?"', () => {
    ok('http://h/p?a=b/c?d#e/f?g');
    ok('http://h/p?#');
    bad('http://h/p?a#b#c', 'invalid-character', 14);
    bad('http://h/p?a b', 'invalid-character', 12);
  });
  it('pct-encoded = "%" HEXDIG HEXDIG', () => {
    ok('http://h/%00%ff%FF%aB');
    bad('http://h/%', 'invalid-percent-encoding', 9);
    bad('http://h/%4', 'invalid-percent-encoding', 9);
    bad('http://h/%4g', 'invalid-percent-encoding', 9);
    bad('http://h/%%41', 'invalid-percent-encoding', 9);
    bad('http://h/?%x1', 'invalid-percent-encoding', 10);
    bad('http://h/#%', 'invalid-percent-encoding', 10);
  });
  it('empty and absent components are told apart', () => {
    const absent = new IRI('foo:bar', undefined, S3986);
    expect([absent.authority, absent.userinfo, absent.query, absent.fragment]).toEqual([null, null, null, null]);
    const empty = new IRI('foo://@:?#', undefined, S3986);
    expect([empty.authority, empty.userinfo, empty.hostname, empty.port, empty.path, empty.query, empty.fragment]).toEqual(['@:', '', '', '', '', '', '']);
  });
});

describe('scheme (RFC 3986 §3.1)', () => {
  it('valid and invalid schemes', () => {
    ok('a+b-c.d:x');
    ok('A1:x');
    bad('a_b:x', 'invalid-scheme', 1);
    bad('1a:x', 'colon-in-first-segment', 2);
    bad(':x', 'colon-in-first-segment', 0);
    bad('x', 'missing-scheme', 0);
    bad('', 'missing-scheme', 0);
  });
});

describe('RFC 3987 ucschar and iprivate', () => {
  it('rfc3986 is ASCII only', () => {
    bad('http://h/\u00e9', 'non-ascii-character', 9);
  });
  const edges: [number, boolean][] = [
    [0x9f, false], [0xa0, true], [0xd7ff, true], [0xf8ff, false], [0xf900, true], [0xfdcf, true], [0xfdd0, false],
    [0xfdef, false], [0xfdf0, true], [0xffef, true], [0xfff0, false], [0xfffd, false], [0x10000, true], [0x1fffd, true],
    [0x1fffe, false], [0x20000, true], [0xdfffd, true], [0xdfffe, false], [0xe0000, false], [0xe0fff, false],
    [0xe1000, true], [0xefffd, true], [0xefffe, false],
  ];
  for (const [cp, allowed] of edges) {
    it(`U+${cp.toString(16).toUpperCase()} ${allowed ? 'is' : 'is not'} ucschar`, () => {
      const input = 'http://h/a' + String.fromCodePoint(cp);
      if (allowed) ok(input, S3987);
      else expect(IRI.canParse(input, undefined, S3987)).toBe(false);
    });
  }
  it('iprivate only in the query', () => {
    for (const cp of [0xe000, 0xf8ff, 0xf0000, 0xffffd, 0x100000, 0x10fffd]) {
      const ch = String.fromCodePoint(cp);
      ok(`http://h/p?${ch}`, S3987);
      bad(`http://h/${ch}`, 'iprivate-outside-query', 9, S3987);
      bad(`http://h/p#${ch}`, 'iprivate-outside-query', 11, S3987);
      bad(`http://${ch}/`, 'iprivate-outside-query', 7, S3987);
    }
  });
  it('ucschar in every i-component', () => {
    ok('http://ü:é@résumé.example/ü/é?é#é', S3987);
    bad('http://h/\ud800', 'invalid-character', 9, S3987); // lone surrogate
  });
  it('bidi formatting characters are errors (RFC 3987 §4.1), isolates by default too', () => {
    for (const cp of [0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      bad(`http://h/a${String.fromCodePoint(cp)}`, 'bidi-formatting-character', 10, S3987);
    }
    ok('http://h/a\u2066b\u2069', { ...S3987, allowBidiIsolates: true });
    bad('http://h/a\u200eb', 'bidi-formatting-character', 10, { ...S3987, allowBidiIsolates: true });
  });
});
