// The parser's scans (lib/whatwg/scanners.ts), tables and regular expressions, against the URL Standard's sets, written out
// here from the spec's text (URL §1.3 percent-encode sets, URL §3.2 forbidden host code points),
// on all 128 ASCII code points and on samples above: each stops exactly where its state would
// stop copying.
import { describe, expect, it } from 'vitest';
import {
  FILE_PATH_STOP, firstStop, FRAGMENT_STOP, HOST_PLAIN_STOP, isPlainHostCodePoint, OPAQUE_PATH_STOP, PATH_STOP, PLAIN_HOST, QUERY_STOP, type Scan, SPECIAL_QUERY_STOP, tableStop,
} from '../../lib/whatwg/scanners';
import { ENCODE_SETS, EncodeSet } from '../../lib/encoding/percent';

/** URL §1.3: "The C0 control percent-encode set are the C0 controls and all code points greater than U+007E (~)." */
const inC0Control = (c: number) => c <= 0x1f || c > 0x7e;
/** "The fragment percent-encode set is the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+003C (<), U+003E (>), and U+0060 (`)." */
const inFragment = (c: number) => inC0Control(c) || ' "<>`'.includes(String.fromCharCode(c));
/** "The query percent-encode set is the C0 control percent-encode set and U+0020 SPACE, U+0022 ("), U+0023 (#), U+003C (<), and U+003E (>)." */
const inQuery = (c: number) => inC0Control(c) || ' "#<>'.includes(String.fromCharCode(c));
/** "The special-query percent-encode set is the query percent-encode set and U+0027 (')." */
const inSpecialQuery = (c: number) => inQuery(c) || c === 0x27;
/** "The path percent-encode set is the query percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D (})." */
const inPath = (c: number) => inQuery(c) || '?^`{}'.includes(String.fromCharCode(c));
/** URL §3.2 forbidden host code point: U+0000, tab, LF, CR, space, # / : < > ? @ [ \ ] ^ |. */
const forbiddenHost = (c: number) => [0x00, 0x09, 0x0a, 0x0d].includes(c) || ' #/:<>?@[\\]^|'.includes(String.fromCharCode(c));
/** "A forbidden domain code point is a forbidden host code point, a C0 control, U+0025 (%), or U+007F DELETE." */
const forbiddenDomain = (c: number) => forbiddenHost(c) || c <= 0x1f || c === 0x25 || c === 0x7f;

const ABOVE = [0x80, 0x9f, 0xa0, 0xe9, 0x7ff, 0x800, 0x3000, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfffd, 0xffff];

/**
 * Whether the scan stops at the one-code-unit string of c, by its regular expression; its table
 * must say the same.
 */
function stops(scan: Scan, c: number): boolean {
  const s = 'a' + String.fromCharCode(c) + 'a';
  const byRegExp = firstStop(scan, s, 1) === 1;
  expect([c.toString(16), tableStop(scan, s, 1, s.length) === 1]).toEqual([c.toString(16), byRegExp]);
  return byRegExp;
}

describe('scanner regexps from the spec\'s sets', () => {
  const cases: [string, Scan, (c: number) => boolean][] = [
    ['PATH_STOP', PATH_STOP, (c) => inPath(c) || c === 0x5c],
    ['FILE_PATH_STOP', FILE_PATH_STOP, (c) => inPath(c) || c === 0x5c || c === 0x3a || c === 0x7c],
    ['OPAQUE_PATH_STOP', OPAQUE_PATH_STOP, (c) => inC0Control(c) || c === 0x20 || c === 0x3f || c === 0x23],
    ['SPECIAL_QUERY_STOP', SPECIAL_QUERY_STOP, inSpecialQuery],
    ['QUERY_STOP', QUERY_STOP, inQuery],
    ['FRAGMENT_STOP', FRAGMENT_STOP, inFragment],
    ['HOST_PLAIN_STOP', HOST_PLAIN_STOP, (c) => c <= 0x20 || c >= 0x7f || forbiddenDomain(c) || (c >= 0x41 && c <= 0x5a)],
  ];
  for (const [name, re, stopsAt] of cases) {
    it(`${name} stops exactly at its set, on every ASCII code point and above`, () => {
      const wrong: string[] = [];
      for (let c = 0; c < 0x80; c++) if (stops(re, c) !== stopsAt(c)) wrong.push(c.toString(16));
      expect(wrong).toEqual([]);
      for (const c of ABOVE) expect(stops(re, c)).toBe(true);
      expect(firstStop(re, 'a\u{1F600}', 0)).toBe(1); // (a surrogate pair)
      expect(firstStop(re, 'aa', 0)).toBe(2); // (no stop: the length)
      expect(firstStop(re, 'a'.repeat(50), 0)).toBe(50);
    });
  }

  it('the path scans also stop at a "/" that may start a dot segment, and nowhere else for "." and "%"', () => {
    for (const re of [PATH_STOP, FILE_PATH_STOP]) {
      expect(firstStop(re, 'a/b/.', 0)).toBe(3);
      expect(firstStop(re, 'a/b/%2e', 0)).toBe(3);
      expect(firstStop(re, 'a.b%2e/c', 0)).toBe(8);
      expect(firstStop(re, '/.', 1)).toBe(2); // (from past the "/": no stop)
      // the same by the table
      expect(tableStop(re, 'a/b/.', 0, 5)).toBe(3);
      expect(tableStop(re, 'a/b/%2e', 0, 7)).toBe(3);
      expect(tableStop(re, 'a.b%2e/c', 0, 8)).toBe(8);
      expect(tableStop(re, '/.', 1, 2)).toBe(2);
    }
  });

  it('the percent-encode set table agrees with the spec\'s sets on every ASCII code point', () => {
    const sets: [EncodeSet, (c: number) => boolean][] = [
      [EncodeSet.C0Control, inC0Control], [EncodeSet.Fragment, inFragment], [EncodeSet.Query, inQuery],
      [EncodeSet.SpecialQuery, inSpecialQuery], [EncodeSet.Path, inPath],
    ];
    for (const [set, inSet] of sets) {
      for (let c = 0; c < 0x80; c++) expect([c, (ENCODE_SETS[c] & set) !== 0]).toEqual([c, inSet(c)]);
    }
  });

  it('isPlainHostCodePoint: printable ASCII, not a forbidden domain code point, not upper case', () => {
    for (let c = 0; c < 0x80; c++) {
      expect([c, isPlainHostCodePoint(c)]).toEqual([c, c > 0x20 && c < 0x7f && !forbiddenDomain(c) && !(c >= 0x41 && c <= 0x5a)]);
    }
    for (const c of ABOVE) expect(isPlainHostCodePoint(c)).toBe(false);
    for (let c = 0; c < 0x80; c++) expect([c, PLAIN_HOST[c] === 1]).toEqual([c, isPlainHostCodePoint(c)]);
  });
});
