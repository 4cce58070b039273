// fast-check generators aimed at the classes where URL parsers have been confused (issue 9):
// "xn--" labels (valid, fake, empty) next to non-ASCII labels, lone and paired surrogates around
// tabs and newlines, ideographic and fullwidth dots, percent-encoded host bytes, every IPv4 form,
// backslashes, several "@", empty userinfo and ports, leading C0 controls.
//
// Non-ASCII code points are drawn only from characters whose UTS #46 data is the same in
// Unicode 15.1.0 and 17.0.0 (our tables, either build) and in the whatwg-url reference's tables, so every disagreement is
// a bug and not a Unicode-version difference.
import fc from 'fast-check';

/** How many runs a property makes: FUZZ_RUNS (npm run fuzz) or the CI default. */
export function runs(ciDefault: number): number {
  const n = Number(process.env.FUZZ_RUNS);
  return n > 0 ? n : ciDefault;
}

/** A fixed seed in CI (FUZZ_SEED overrides; npm run fuzz draws a new one and prints it). */
export function seed(ciDefault: number): number {
  const n = Number(process.env.FUZZ_SEED);
  return Number.isInteger(n) && n !== 0 ? n : ciDefault;
}

const XN_LABELS = [
  'xn--', 'XN--', 'xn--evil-', 'xn--127-', 'xn--a-', 'xn---', 'xn--bcher-kva', 'xn--BCHER-KVA', 'xn--ls8h', 'xn--zca',
  'xn--8i7caa', 'xn--nxasmq6b', 'xn--a', 'xn--abc', 'xn--99', 'xn--ss-', 'xn--fa-hia', 'xn--mgbh0fb', 'xn--4gbrim',
  'xn--1ug', 'xn--' + 'a'.repeat(70), 'Xn--ZCA', 'xn--e28h',
];
const ASCII_LABELS = ['a', 'evil', 'com', 'example', 'localhost', '127', '0', '1', '255', '256', '0x7f', '0x', '09', '0177', '4294967295', '4294967296', 'ab-c', '-a', 'a-', 'a--b', '_dmarc', 'A', 'COM'];
const UNICODE_LABELS = ['é', 'bücher', 'faß', 'ｃｏｍ', 'ｅｖｉｌ', 'ＡＢＣ', '１２７', '０', 'ü', 'ß', '日本', '☃', '\ud83d\ude00', 'Ⅻ', 'ﬁ', 'א', 'ب', 'a\u200db', 'a\u200cb', '\u00ad', 'a\u00adb', 'ǅ'];
const DOTS = ['.', '.', '.', '\u3002', '\uff0e', '\uff61'];
const PERCENT_BYTES = ['%41', '%61', '%2e', '%2E', '%E3%80%82', '%EF%BC%8E', '%C3%A9', '%00', '%ff', '%FF', '%2F', '%40', '%3A', '%5C', '%25', '%20', '%zz', '%', '%5B', '%5D', '%23', '%3F'];
// Any lead next to any trail here forms U+1F600 or U+1F400 (stable since Unicode 6.0).
const SURROGATE_BITS = ['\ud83d', '\ude00', '\udc00', '\ud83d\ude00', '\t', '\n', '\r', '\ud83d\t\ude00', '\ud83d\n\udc00', '\ud83d\r\ude00', '\ufffd'];
const IPV4 = [
  '127.0.0.1', '127.1', '127.0.1', '2130706433', '0x7f000001', '0x7F.1', '0177.0.0.1', '0177.1', '0x7f.0.0.1', '017700000001',
  '1.2.3.4.', '1.2.3.4..', '256.0.0.1', '1.2.3.256', '1.2.3.4.5', '0x100000000', '4294967296', '0..1', '1.2.3.09', '0xg',
  '127.0.0.1\u3002', '１２７.０.０.１', '127%2e0%2e0%2e1', '[::1]', '[::ffff:127.0.0.1]', '[0:0::1]', '[::1%25eth0]', '[1::2::3]', '[::1', '::1]', '[v1.x]',
];

/** One host label from any of the classes. */
export const label: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...XN_LABELS) },
  { weight: 3, arbitrary: fc.constantFrom(...ASCII_LABELS) },
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE_LABELS) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...PERCENT_BYTES, 'a', 'x', 'n', '-'), { minLength: 1, maxLength: 4 }).map((a) => a.join('')) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...SURROGATE_BITS, 'a', 'b'), { minLength: 1, maxLength: 3 }).map((a) => a.join('')) },
  { weight: 1, arbitrary: fc.constant('') },
);

/** A host: labels joined by full stops of every kind, or an IPv4/IPv6 form. */
export const host: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.array(fc.tuple(label, fc.constantFrom(...DOTS)), { minLength: 0, maxLength: 3 }), label)
    .map(([parts, last]) => parts.map(([l, d]) => l + d).join('') + last) },
  { weight: 2, arbitrary: fc.constantFrom(...IPV4) },
);

const SCHEMES = ['http', 'https', 'HTTP', 'ws', 'wss', 'ftp', 'file', 'foo', 'javascript', 'blob', 'data', 'mailto', 'urn', 'Http', 'ht\ttp', '%68ttp'];
const SLASHES = ['//', '//', '//', '/', '', '\\\\', '/\\', '\\/', '///', '\t//', '/\n/', '//\r'];
const USERINFO = ['', '', '', 'u@', 'u:p@', '@', ':@', 'a@b@', 'u:p@evil.com@', 'u%40x@', 'u\\@', '%2F@', ' @', 'é@'];
const PORTS = ['', '', '', ':', ':80', ':443', ':8080', ':0', ':65535', ':65536', ':00080', ':a', ':1\t2', ': 1', ':０'];
const PATHS = ['', '/', '/a', '/a/../b', '/%2e%2e/x', '/.%2E/x', '/a/%2e/b', '\\a\\..\\b', '/é', '/a b', '/?', '/#', '/C:/x', '/%2F', '/\ud83d\t\ude00', "/'\"<>`{}", '/;p'];
const QUERIES = ['', '?', '?a=b', '?a=b&a=c', '?q=é', '?x=%zz', "?'", '?a=b\tc', '?\ud83d\n\ude00', '?a+b=c d', '?%26=%3D', '?#'];
const FRAGMENTS = ['', '#', '#f', '#é', '#a b', '#\u0000', '#\ud83d\ude00', '#%', '#`'];
const LEADING = ['', '', '', ' ', '\u0000', '\u001f ', '\t', '\ufeff'];

/** A whole URL-like string, assembled from the risky pieces of each component. */
export const urlInput: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...LEADING), fc.constantFrom(...SCHEMES), fc.constantFrom(':', ':', ':', '', '%3A'), fc.constantFrom(...SLASHES),
    fc.constantFrom(...USERINFO), host, fc.constantFrom(...PORTS), fc.constantFrom(...PATHS), fc.constantFrom(...QUERIES),
    fc.constantFrom(...FRAGMENTS), fc.constantFrom(...LEADING),
  )
  .map((p) => p.join(''));

/** Values for setters: hosts, whole URLs, and pieces of every component. */
export const setterValue: fc.Arbitrary<string> = fc.oneof(
  host,
  urlInput,
  fc.constantFrom(...SCHEMES, ...USERINFO, ...PORTS, ...PATHS, ...QUERIES, ...FRAGMENTS, ...SURROGATE_BITS, '', '?', '#', ':'),
  fc.array(fc.constantFrom(...PERCENT_BYTES, ...SURROGATE_BITS, 'a', '=', '&', '+', ' ', 'é', '/', '@', ':'), { maxLength: 6 }).map((a) => a.join('')),
);

/** Names and values for URLSearchParams operations. */
export const paramText: fc.Arbitrary<string> = fc
  .array(fc.constantFrom('a', 'b', 'role', '=', '&', '+', ' ', '%', '%20', '%zz', '%3D', 'é', '\ud83d', '\ude00', '\ud83d\ude00', '\t', '\n', '?', '#', ''), { maxLength: 5 })
  .map((a) => a.join(''));

export const URL_ATTRIBUTES = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
export const SETTABLE = ['href', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
