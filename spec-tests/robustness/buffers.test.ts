// Fixed buffers: hrefs, host names, Punycode labels, percent-encoded components and queries are
// written as bytes into typed arrays kept from call to call, then made one string. A write past
// such a buffer's end is dropped by the engine, so a wrong size would cut a result short (or pad
// it with NULs) without an error. Each input here is crafted to land on a buffer's size, just
// under it and just past it, with the most bytes per input code unit the buffer allows for, and
// every result is checked against whatwg-url (or the punycode package): a cut or padded result
// differs. The sizes are those of the current implementation; each test sweeps a range around
// them through the public API, so it holds for any parser behind that API.
import { describe, expect, it } from 'vitest';
import { URL as RefURL, URLSearchParams as RefUSP } from 'whatwg-url';
import { encode as oracleEncode } from 'punycode/punycode.es6.js';
import { URL, URLSearchParams, domainToASCII } from '../../lib/index';
import { asciiString } from '../../lib/core/ascii-string';

/** URL(input).href from whatwg-url, or null when it fails. */
function refHref(input: string, base?: string): string | null {
  try {
    return new RefURL(input, base).href;
  } catch (e) {
    return null;
  }
}

function ourHref(input: string, base?: string): string | null {
  try {
    return new URL(input, base).href;
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    return null;
  }
}

/** Inputs whose href or result disagrees with the oracle (an empty list when all agree). */
function hrefMismatches(inputs: string[], base?: string): string[] {
  const bad: string[] = [];
  for (const input of inputs) {
    const want = refHref(input, base);
    const got = ourHref(input, base);
    if (got !== want) bad.push(`${input.length} units: ${JSON.stringify(got?.slice(-40))} vs ${JSON.stringify(want?.slice(-40))}`);
  }
  return bad;
}

/** [from, to] inclusive. */
function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = from; k <= to; k++) out.push(k);
  return out;
}

// Code points whose UTS #46 and percent-encoding treatment is the same in every Unicode version
// of the oracles: a CJK ideograph (3 bytes of UTF-8: 9 per code unit percent-encoded), a Hangul
// syllable, an astral CJK ideograph (4 bytes, 2 code units).
const HAN = '\u4E2D', HANGUL = '\uD55C', ASTRAL = '\u{20000}';

describe('asciiString (the one place a buffer becomes a string)', () => {
  it('refuses a length past the buffer instead of returning a cut or padded string', () => {
    const buf = new Uint8Array(16).fill(0x61);
    expect(asciiString(buf, 16)).toBe('a'.repeat(16));
    expect(() => asciiString(buf, 17)).toThrow(RangeError);
    expect(() => asciiString(new Uint8Array(4).fill(0x61), 5)).toThrow(RangeError); // the array path too
  });
});

describe('Punycode labels around the short-label buffer (31 code units)', () => {
  it('equals the punycode package at every length from 24 to 40 units, with the largest deltas', () => {
    const bad: string[] = [];
    for (const n of range(24, 40)) {
      // Descending code points make every delta large; astral ones count two units; a few ASCII
      // letters add the "-" and basic code points.
      const shapes = [
        Array.from({ length: n }, (_, k) => String.fromCharCode(0xd7a3 - k * 0x101)).join(''),
        Array.from({ length: n >> 1 }, (_, k) => String.fromCodePoint(0x2a6d6 - k * 0x401)).join('') + (n & 1 ? HAN : ''),
        'ab' + Array.from({ length: n - 2 }, (_, k) => String.fromCharCode(0x9fa5 - k * 0x1ff)).join(''),
      ];
      for (const label of shapes) {
        const want = 'xn--' + oracleEncode(label);
        const got = domainToASCII(label);
        if (got !== want) bad.push(`${label.length} units: ${got} vs ${want}`);
        const host = new URL('http://' + label + '/').hostname;
        if (host !== want) bad.push(`${label.length} units, URL host: ${host} vs ${want}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('UTS #46 output around its buffer (2048 bytes)', () => {
  it('host names whose ASCII form is 2000 to 2100 bytes agree with whatwg-url', () => {
    const bad: string[] = [];
    for (const total of range(2000, 2100)) {
      for (const last of [HAN, HAN + HANGUL + 'x', 'b']) {
        // ASCII labels of 63 then a shorter one, then `last`: about `total` bytes of output.
        const labels: string[] = [];
        let size = 0;
        while (size + 64 + 20 < total) { labels.push('a'.repeat(63)); size += 64; }
        labels.push('c'.repeat(Math.max(1, total - size - 20)));
        labels.push(last);
        const domain = labels.join('.');
        const want = new RefURL('http://' + domain + '/').hostname;
        const got = domainToASCII(domain);
        if (got !== want) bad.push(`${want.length} bytes: ${got?.slice(-30)} vs ${want.slice(-30)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('percent-encoding around its block (455 code units, 9 bytes each)', () => {
  it('paths, queries and fragments of 440 to 470 units, set and parsed, agree with whatwg-url', () => {
    const bad: string[] = [];
    for (const n of range(440, 470)) {
      for (const prefix of ['', 'a', 'abcd']) {
        const texts = [prefix + HAN.repeat(n - prefix.length), prefix + (ASTRAL + HAN).repeat((n - prefix.length) >> 1) + '\uD800'];
        for (const text of texts) {
          bad.push(...hrefMismatches(['http://h/' + text, 'http://h/?' + text, 'http://h/#' + text, 'foo:' + text, 'foo://h/' + text]));
          for (const attr of ['pathname', 'search', 'hash', 'username'] as const) {
            const ours = new URL('http://h/');
            const ref = new RefURL('http://h/');
            ours[attr] = text;
            ref[attr] = text;
            if (ours.href !== ref.href) bad.push(`${attr} setter, ${text.length} units: ${ours.href.length} vs ${ref.href.length}`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('URLSearchParams around its buffer (800 code units, 10 bytes each)', () => {
  it('lists and query strings of 780 to 820 units serialize as in whatwg-url', () => {
    const bad: string[] = [];
    for (const n of range(780, 820)) {
      // A list: its units (each name and value plus one) total n.
      const half = (n >> 1) - 1;
      const lists: string[][] = [
        [HAN.repeat(half), HAN.repeat(n - half - 2)],
        Array.from({ length: n >> 1 }, () => ''),
      ];
      for (const list of lists) {
        const pairs: [string, string][] = [];
        for (let i = 0; i + 1 < list.length; i += 2) pairs.push([list[i], list[i + 1]]);
        const got = new URLSearchParams(pairs).toString();
        const want = new RefUSP(pairs).toString();
        if (got !== want) bad.push(`list of ${n} units: ${got.length} vs ${want.length}`);
      }
      // Query strings of n units, serialized before the list is read: the most bytes per unit
      // (a raw CJK ideograph, a lone surrogate, "%80" read as U+FFFD, a tuple without "=").
      const unitsOf = ['中', '\uDC00', '%80', 'a&'];
      for (const unit of unitsOf) {
        const q = unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
        const got = new URLSearchParams(q).toString();
        const want = new RefUSP(q).toString();
        if (got !== want) bad.push(`query of ${q.length} units (${JSON.stringify(unit)}): ${got.length} vs ${want.length}`);
        const u = new URL('http://h/?' + q);
        const r = new RefURL('http://h/?' + q);
        if (u.searchParams.toString() !== r.searchParams.toString()) bad.push(`searchParams of ${q.length} units (${JSON.stringify(unit)})`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('hrefs around the parser buffers (680 input units at 12 bytes each; 8192 bytes)', () => {
  it('special URLs of 660 to 700 units, with the most bytes per unit, agree with whatwg-url', () => {
    const inputs: string[] = [];
    for (const n of range(660, 700)) {
      for (const head of ['http://h/', 'http://' + HAN + '.example/', 'https://u:p@h:8080/', 'file:///', 'ws://0x7f.1/']) {
        const k = n - head.length;
        inputs.push(head + HAN.repeat(k), head + '?' + HAN.repeat(k - 1), head + '#' + HAN.repeat(k - 1), head + './'.repeat(k >> 1));
      }
    }
    expect(hrefMismatches(inputs)).toEqual([]);
    // References resolved against a special base: the base's href counts too.
    const base = 'http://example.com/' + 'd/'.repeat(200) + 'x?q#f';
    const refs = range(440, 700).map((n) => HAN.repeat(n));
    expect(hrefMismatches(refs, base)).toEqual([]);
  });

  it('URLs whose href is 8150 to 8250 bytes, with a non-ASCII or IP host, agree with whatwg-url', () => {
    const inputs: string[] = [];
    for (const size of range(8150, 8250)) {
      for (const head of ['http://' + HAN + '.example/', 'http://b\u00FCcher.de:81/', 'http://0x7f.1/', 'http://[::1]/', 'HTTP://EXAMPLE.COM:80']) {
        inputs.push(head + 'a'.repeat(size - head.length));
        inputs.push(head + '?' + 'q'.repeat(size - head.length - 1));
      }
    }
    expect(hrefMismatches(inputs)).toEqual([]);
  });
});
