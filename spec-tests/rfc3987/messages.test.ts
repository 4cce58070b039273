// Issue 10 item 4: every strict-mode error code of RFC_ERRORS (lib/core/errors.ts) rendered from
// an input that triggers it, through the public API a person meets it by (IRI.validate, the
// constructor, a setter, IRI.resolve, urn.parse): the code is produced, the message starts with
// its rule text, shows no "undefined", "NaN" or "[object", and counts in the right number.
import { describe, expect, it } from 'vitest';
import { IRI, urn } from '../../lib/index';
import { RFC_ERRORS } from '../../lib/core/errors';

type Code = keyof typeof RFC_ERRORS;
type Rendered = { code: string; message: string; severity?: string };

const R86 = { mode: 'rfc3986' } as const;
const R87 = { mode: 'rfc3987' } as const;

/** The issue with `code` that IRI.validate reports for input (null when none). */
function validated(code: Code, input: string, base: string | undefined, options: object): Rendered | null {
  const v = IRI.validate(input, base, options as typeof R87);
  for (const e of v.errors) if (e.code === code) return e;
  return null;
}

/** What `run` throws. */
function thrown(run: () => unknown): Rendered | null {
  try { run(); } catch (e) { return e as Rendered; }
  return null;
}

const CASES: [Code, () => Rendered | null][] = [
  ['missing-scheme', () => thrown(() => new IRI('../a?b#c', undefined, R86))],
  ['invalid-scheme', () => validated('invalid-scheme', 'a_b:x', undefined, R86)],
  ['colon-in-first-segment', () => thrown(() => new IRI('1a:x', undefined, { mode: 'rfc3986', reference: true }))],
  ['invalid-character', () => validated('invalid-character', 'http://a/b c', undefined, R86)],
  ['non-ascii-character', () => thrown(() => new IRI('http://a/ü', undefined, R86))],
  ['invalid-percent-encoding', () => validated('invalid-percent-encoding', 'http://a/%zz', undefined, R86)],
  ['iprivate-outside-query', () => validated('iprivate-outside-query', 'http://a/\ue000', undefined, R87)],
  ['bidi-formatting-character', () => validated('bidi-formatting-character', 'http://a/\u200e', undefined, R87)],
  ['ip-literal-not-closed', () => validated('ip-literal-not-closed', 'http://[::1/', undefined, R86)],
  ['ip-literal-trailing-characters', () => validated('ip-literal-trailing-characters', 'http://[::1]x/', undefined, R86)],
  ['invalid-ipv6-address', () => validated('invalid-ipv6-address', 'http://[::g]/', undefined, R86)],
  ['invalid-ipvfuture', () => validated('invalid-ipvfuture', 'http://[v1.]/', undefined, R86)],
  ['zone-id-not-allowed', () => validated('zone-id-not-allowed', 'http://[fe80::1%25eth0]/', undefined, R86)],
  ['invalid-zone-id', () => validated('invalid-zone-id', 'http://[fe80::1%eth0]/', undefined, { mode: 'rfc3986', zoneId: true })],
  ['invalid-port', () => validated('invalid-port', 'http://a:8x/', undefined, R86)],
  ['invalid-idna-label', () => thrown(() => new IRI('http://xn--a.com/', undefined, R86))],
  ['base-not-absolute', () => validated('base-not-absolute', 'a', '../b', R86)],
  ['authority-path-not-absolute', () => thrown(() => { new IRI('mailto:a@b', undefined, R86).host = 'x'; })],
  ['path-starts-with-double-slash', () => thrown(() => { new IRI('foo://h//x', undefined, R86).authority = null; })],
  ['no-authority', () => thrown(() => { new IRI('foo:x', undefined, R86).port = '1'; })],
  ['bidi-mixed-direction', () => validated('bidi-mixed-direction', 'http://a/abc\u05d0\u05d1', undefined, R87)],
  ['bidi-component-boundary', () => validated('bidi-component-boundary', 'http://a/\u05d0\u05d1c', undefined, R87)],
  ['scheme-missing-host', () => thrown(() => new IRI('https://', undefined, { mode: 'rfc3986', schemeRules: true }))],
  ['scheme-userinfo-not-allowed', () => validated('scheme-userinfo-not-allowed', 'http://u@a/', undefined, { mode: 'rfc3986', schemeRules: true })],
  ['scheme-port-not-allowed', () => thrown(() => new IRI('file://h:8/x', undefined, { mode: 'rfc3986', schemeRules: true }))],
  ['scheme-fragment-not-allowed', () => thrown(() => { new IRI('ws://a/', undefined, { mode: 'rfc3986', schemeRules: true }).hash = 'f'; })],
  ['scheme-path-not-absolute', () => validated('scheme-path-not-absolute', 'file:x', undefined, { mode: 'rfc3986', schemeRules: true })],
  ['scheme-authority-not-allowed', () => validated('scheme-authority-not-allowed', 'mailto://a@b', undefined, { mode: 'rfc3986', schemeRules: true })],
  ['scheme-invalid-path', () => validated('scheme-invalid-path', 'tag:example.com:x', undefined, { mode: 'rfc3986', schemeRules: true })],
  ['scheme-host-not-dns', () => validated('scheme-host-not-dns', 'http://a..b/', undefined, { mode: 'rfc3986', schemeRules: true })],
  ['invalid-urn-prefix', () => thrown(() => urn.parse('urm:ex:a'))],
  ['invalid-urn-nid', () => validated('invalid-urn-nid', 'urn:e.x:a', undefined, R86)],
  ['invalid-urn-nid-length', () => validated('invalid-urn-nid-length', 'urn:e:a', undefined, R86)],
  ['urn-nid-reserved', () => validated('urn-nid-reserved', 'urn:URN:a', undefined, { mode: 'rfc3986', urn: 'rfc2141' })],
  ['missing-urn-nss', () => validated('missing-urn-nss', 'urn:ex:', undefined, R86)],
  ['invalid-urn-nss', () => validated('invalid-urn-nss', 'urn:ex:/a', undefined, R86)],
  ['invalid-urn-component', () => validated('invalid-urn-component', 'urn:ex:a?+/r', undefined, R86)],
  ['invalid-urn-question-mark', () => validated('invalid-urn-question-mark', 'urn:ex:a?x', undefined, R86)],
  ['urn-reserved-character', () => validated('urn-reserved-character', 'urn:ex:a/b', undefined, { mode: 'rfc3986', urn: 'rfc2141' })],
  ['urn-nul-octet', () => validated('urn-nul-octet', 'urn:ex:a%00', undefined, { mode: 'rfc3986', urn: 'rfc2141' })],
];

/** "1 characters", "2 character", "1 octets", ...: a count next to a noun of the wrong number. */
const WRONG_PLURAL = /\b1 (characters|octets|labels|segments|digits|bytes|code points)\b|\b(?:[02-9]|\d{2,}) (character|octet|label|segment|digit|byte|code point)\b/;

describe('every RFC error message, rendered', () => {
  it('covers every code of RFC_ERRORS', () => {
    expect(CASES.map((c) => c[0]).sort()).toEqual(Object.keys(RFC_ERRORS).sort());
  });
  it.each(CASES)('%s', (code, render) => {
    const got = render();
    expect(got, code).not.toBe(null);
    expect(got!.code).toBe(code);
    const m = got!.message;
    expect(m.indexOf(RFC_ERRORS[code])).toBe(0);
    expect(m).not.toMatch(/undefined|NaN|\[object/);
    expect(m).not.toMatch(WRONG_PLURAL);
    expect(m).toMatch(/^RFC \d+ §/);
    console.log(`[message] ${code}: ${m}`);
  });
  it('each rule names the problem in words first; a grammar production only follows, in parentheses', () => {
    for (const [code, rule] of Object.entries(RFC_ERRORS)) {
      const words = rule.slice(rule.indexOf(': ') + 2);
      expect(words, code).not.toMatch(/^[\w-]+ = /);
      expect(words, code).not.toMatch(/^not an? \w+$/);
      expect(words.split(' (')[0], code).toMatch(/ /);
    }
  });
  it('counts agree with their nouns (the NID length)', () => {
    const one = validated('invalid-urn-nid-length', 'urn:e:a', undefined, R86)!.message;
    expect(one).toMatch(/\b1 character\b/);
    const many = validated('invalid-urn-nid-length', `urn:${'a'.repeat(33)}:b`, undefined, R86)!.message;
    expect(many).toMatch(/\b33 characters\b/);
  });
});

describe('messages of the base and of a missing scheme', () => {
  it('a base problem names the rule once, then where it is in the base', () => {
    const v = IRI.validate('a', 'ht tp://x', R86);
    expect(v.errors.map((e) => [e.code, e.index, e.component])).toEqual([['invalid-scheme', -1, 'base']]);
    expect(v.errors[0].message).toBe(`${RFC_ERRORS['invalid-scheme']} (" ") (in the base, index 2)`);
    const w = IRI.validate('a', 'b', R86);
    expect(w.errors[0].message).toBe(`${RFC_ERRORS['base-not-absolute']} (in the base, index 0)`);
  });
});

describe('the messages issue 10 quoted', () => {
  it('urn.parse suggests its own option for non-ASCII, IRI modes suggest rfc3987', () => {
    const e = thrown(() => urn.parse('urn:ex:café'))!;
    expect(e.code).toBe('non-ascii-character');
    expect(e.message).toContain('pass { iri: true } for the IRI form');
    expect(e.message).not.toContain('rfc3987');
    expect(urn.parse('urn:ex:café', { iri: true }).nss).toBe('café');
    expect(thrown(() => new IRI('urn:ex:café', undefined, R86))!.message).toContain('use mode "rfc3987" for IRIs');
  });
  it('a setter names the component and the IRI it would make, not an index in the value', () => {
    const m = thrown(() => { new IRI('mailto:a@b', undefined, R86).host = 'x'; })!.message;
    expect(m).toContain('setting the host to "x"');
    expect(m).not.toContain('in "x"');
  });
});
