// Issue 9 item 2: Web IDL converts every argument to a USVString (lone surrogates to U+FFFD)
// before the URL parser strips tabs and newlines (URL §4.4 steps 2-3), so two lone halves on
// either side of a tab can never be joined into one code point. Expected values follow the
// URL Standard (whatwg-url agrees on every one; the differential below checks that too).
import { describe, expect, it } from 'vitest';
import { URL as RefURL } from 'whatwg-url';
import { IRI, URL, URLSearchParams, domainToASCII, domainToUnicode, idna } from '../../lib/index';

const FFFD2 = '%EF%BF%BD%EF%BF%BD';
const SPLIT = ['\t', '\n', '\r', '\t\n\r'];

describe('USVString conversion before tab and newline removal', () => {
  it('hosts: a surrogate pair split by a tab is two U+FFFD (a failure), not an emoji', () => {
    for (const sep of SPLIT) {
      const input = `http://\ud83d${sep}\ude00.com/`;
      expect(() => new URL(input)).toThrow(TypeError);
      expect(URL.parse(input)).toBeNull();
      expect(URL.canParse(input)).toBe(false);
      expect(IRI.parse(input)).toBeNull();
      expect(IRI.validate(input).failure).toBe(true);
      // The same input with nothing between the halves is the emoji.
      expect(new URL('http://\ud83d\ude00.com/').host).toBe('xn--e28h.com');
    }
  });

  it('every component: two U+FFFD, percent-encoded', () => {
    const cases: Array<[string, string]> = [
      ['http://a/\ud83d\t\ude00', `http://a/${FFFD2}`],
      ['http://a/?\ud83d\n\ude00', `http://a/?${FFFD2}`],
      ['http://a/#\ud83d\r\ude00', `http://a/#${FFFD2}`],
      ['http://\ud83d\t\ude00@a/', `http://${FFFD2}@a/`],
      ['http://u:\ud83d\t\ude00@a/', `http://u:${FFFD2}@a/`],
      ['foo:\ud83d\t\ude00', `foo:${FFFD2}`],
      ['foo://\ud83d\t\ude00/', `foo://${FFFD2}/`],
      ['http://a/\ud83d\t\ude00/../x', 'http://a/x'],
    ];
    for (const [input, href] of cases) {
      expect(new URL(input).href).toBe(href);
      expect(new RefURL(input).href).toBe(href);
      expect(new IRI(input).href).toBe(href);
      expect(IRI.validate(input).href).toBe(href);
    }
  });

  it('the base argument too', () => {
    expect(new URL('x', 'http://a/\ud83d\t\ude00/').href).toBe(`http://a/${FFFD2}/x`);
    expect(() => new URL('/x', 'http://\ud83d\t\ude00/')).toThrow(TypeError);
  });

  it('every setter', () => {
    const writes: Array<[string, string]> = [
      ['href', `http://a/${FFFD2}`],
      ['pathname', `http://a/${FFFD2}`],
      ['search', `http://a/?${FFFD2}`],
      ['hash', `http://a/#${FFFD2}`],
      ['username', `http://%EF%BF%BD%09%EF%BF%BD@a/`],
      ['password', `http://:%EF%BF%BD%09%EF%BF%BD@a/`],
      ['host', 'http://a/'],
      ['hostname', 'http://a/'],
    ];
    for (const [attr, href] of writes) {
      const value = attr === 'href' ? 'http://a/\ud83d\t\ude00' : '\ud83d\t\ude00';
      for (const u of [new URL('http://a/'), new IRI('http://a/'), new RefURL('http://a/')]) {
        (u as unknown as Record<string, string>)[attr] = value;
        expect(u.href, `${attr} on ${u.constructor.name}`).toBe(href);
      }
    }
  });

  it('URLSearchParams: names and values', () => {
    const p = new URLSearchParams('a\ud83d=\ude00b');
    expect(p.get('a\ufffd')).toBe('\ufffdb');
    const q = new URLSearchParams();
    q.append('\ud83d', '\ude00');
    expect(q.toString()).toBe('%EF%BF%BD=%EF%BF%BD');
    const u = new URL('http://a/');
    u.searchParams.append('k', '\ud83d\ude00\ud83d');
    expect(u.search).toBe('?k=%F0%9F%98%80%EF%BF%BD');
  });

  it('validation errors still point into the caller\'s input', () => {
    const r = IRI.validate('http://a/\ud83d\t\ude00');
    expect(r.errors.map((e) => `${e.code}@${e.index}`)).toEqual(['invalid-URL-unit@10']);
  });
});

describe('USVString conversion in the IDNA entry points', () => {
  it('an ignored code point between two lone halves does not join them', () => {
    // U+00AD SOFT HYPHEN is "ignored" in UTS #46: removed by the mapping step.
    const d = 'a\ud83d\u00ad\ude00b';
    const u = idna.toUnicode(d);
    expect(u.result).toBe('a\ufffd\ufffdb');
    expect(u.valid).toBe(false);
    expect(idna.toASCII(d)).toBeNull();
    expect(idna.validate(d).valid).toBe(false);
    expect(idna.toUnicode(d, { useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: false, checkJoiners: false }).result).toBe('a\ufffd\ufffdb');
    expect(idna.toASCII(d, { profile: 'idna2008' })).toBeNull();
    expect(idna.toASCII(d, { profile: 'idna2008', strictness: 'registration', mapping: 'none' })).toBeNull();
    // URL §3.3 domain to Unicode returns its (USVString) input when UTS #46 records an error.
    expect(domainToUnicode(d)).toBe('a\ufffd\u00ad\ufffdb');
    expect(domainToASCII(d)).toBeNull();
    // The pair itself is the emoji.
    expect(idna.toUnicode('a\ud83d\ude00b', { useSTD3ASCIIRules: false }).result).toBe('a\ud83d\ude00b');
  });
});

describe('Web IDL ToString of a Symbol', () => {
  it('is a TypeError in every conversion, as in native URL', () => {
    const s = Symbol('x') as unknown as string;
    expect(() => new URL(s)).toThrow(TypeError);
    expect(() => { new URL('http://a/').pathname = s; }).toThrow(TypeError);
    expect(() => { new IRI('http://a/').hash = s; }).toThrow(TypeError);
    expect(() => new URLSearchParams().append(s, 'v')).toThrow(TypeError);
    expect(() => { new globalThis.URL('http://a/').pathname = s; }).toThrow(TypeError);
  });
});
