// Options arguments (lib/core/options.ts, issue 9 item 6): every public function reads its
// options from own properties only, so that nothing on Object.prototype changes a result; an
// unknown value of an enumerated option is a RangeError naming the allowed values; a non-object
// options argument (other than undefined and null) is a TypeError; flags are read by ToBoolean.
import { describe, expect, it } from 'vitest';
import { IRI, URL, domainToASCII, idna, urn } from '../../lib/index';

/** Every option name of every public function. */
const OPTION_NAMES = [
  // IRIOptions / StrictOptions
  'mode', 'idna', 'zoneId', 'allowBidiIsolates', 'nonStrictResolution', 'urn',
  // EqualsOptions, ToURIOptions, FromURIOptions
  'level', 'host', 'unicodeHost',
  // NormalizeOptions
  'case', 'percentEncoding', 'pathSegments', 'characters', 'schemeBased',
  // idna: profile, UTS #46 flags, IDNA2008 options
  'profile', 'useSTD3ASCIIRules', 'checkHyphens', 'checkBidi', 'checkJoiners', 'transitionalProcessing',
  'verifyDnsLength', 'ignoreInvalidPunycode', 'strictness', 'mapping',
  // UrnOptions
  'iri',
];

/** Allowed values that differ from every default: each would change some result below if read. */
const NON_DEFAULT: { [name: string]: unknown } = {
  mode: 'rfc3986', idna: 'none', zoneId: true, allowBidiIsolates: true, nonStrictResolution: true, urn: 'none',
  level: 'simple', host: 'percent-encode', unicodeHost: true,
  case: false, percentEncoding: false, pathSegments: false, characters: false, schemeBased: false,
  profile: 'idna2008', useSTD3ASCIIRules: false, checkHyphens: false, checkBidi: false, checkJoiners: false,
  transitionalProcessing: true, verifyDnsLength: false, ignoreInvalidPunycode: true, strictness: 'registration',
  mapping: 'none', iri: true,
};

const rfc3987 = { mode: 'rfc3987' as const };
const rfc3986 = { mode: 'rfc3986' as const };

/** One call of a public function; its result as a string (a thrown error as its class and message). */
type Case = [string, () => unknown];

const CASES: Case[] = [
  // IRI constructor, parse, canParse, validate, resolve
  ['new IRI whatwg', () => new IRI('http://Faß.de/a b/../c').href],
  ['new IRI {}', () => new IRI('http://Faß.de/a b', undefined, {}).href],
  ['new IRI rfc3987 joiner', () => new IRI('http://a\u200db.de/', undefined, rfc3987).href],
  ['new IRI rfc3986 zone ID', () => new IRI('http://[fe80::1%25eth0]/', undefined, rfc3986).href],
  ['new IRI rfc3987 isolate', () => new IRI('http://a/\u2066x\u2069', undefined, rfc3987).href],
  ['new IRI rfc3986 urn', () => new IRI('urn:a:b', undefined, rfc3986).href],
  ['IRI.parse', () => IRI.parse('http://a\u200db.de/', undefined, rfc3987)],
  ['IRI.parse default', () => String(IRI.parse('http://a b/'))],
  ['IRI.canParse', () => IRI.canParse('http://[fe80::1%25eth0]/', undefined, rfc3987)],
  ['IRI.canParse default', () => IRI.canParse('http://a b/')],
  ['IRI.validate', () => IRI.validate('http://a\u200db.de/', undefined, rfc3987)],
  ['IRI.validate default', () => IRI.validate('http://a b/')],
  ['IRI.resolve', () => IRI.resolve('http://a/b/c', 'http:g')],
  ['IRI.resolve {}', () => IRI.resolve('http://a/b/c', 'http:g', {})],
  ['IRI.resolve rfc3986', () => IRI.resolve('http://a/b/c', 'urn:a:b', rfc3986)],
  // normalize, equals, toURI, toIRI, fromURI, relativize, origin
  ['normalize', () => new IRI('HTTP://A:80/%7e/./b/../e\u0301', undefined, rfc3987).normalize().href],
  ['normalize {}', () => new IRI('HTTP://A:80/%7e/./b/../e\u0301', undefined, rfc3987).normalize({}).href],
  ['normalize whatwg', () => new IRI('http://a/%7e').normalize().href],
  ['equals', () => new IRI('http://a/%7e', undefined, rfc3987).equals('HTTP://a:80/~')],
  ['equals {}', () => new IRI('http://a/%7e', undefined, rfc3987).equals('http://a/~', {})],
  ['IRI.equals', () => IRI.equals('http://a/%7e', 'HTTP://a/~')],
  ['IRI.equals {}', () => IRI.equals('http://a/b\u200dc', 'http://a/b\u200dc', {})],
  ['toURI', () => new IRI('http://bü.de/ü', undefined, rfc3987).toURI().href],
  ['toURI {}', () => new IRI('http://bü.de/ü', undefined, rfc3987).toURI({}).href],
  ['toIRI', () => new IRI('http://xn--bcher-kva.de/%C3%BC', undefined, rfc3986).toIRI().href],
  ['toIRI {}', () => new IRI('http://xn--bcher-kva.de/%C3%BC', undefined, rfc3986).toIRI({}).href],
  ['IRI.fromURI', () => IRI.fromURI('http://xn--bcher-kva.de/%C3%BC').href],
  ['IRI.fromURI {}', () => IRI.fromURI('http://xn--bcher-kva.de/%C3%BC', {}).href],
  ['relativize', () => new IRI('http://a/b/c', undefined, rfc3987).relativize('http://a/b/d?q')],
  ['origin', () => new IRI('http://Bü%63her.de:0080/', undefined, rfc3987).origin],
  // idna
  ['idna.toASCII', () => idna.toASCII('faß.de')],
  ['idna.toASCII {}', () => idna.toASCII('faß.de', {})],
  ['idna.toASCII hyphen', () => idna.toASCII('a-.de')],
  ['idna.toASCII STD3', () => idna.toASCII('a_b.de')],
  ['idna.toASCII length', () => idna.toASCII('a'.repeat(64) + '.de')],
  ['idna.toASCII bidi', () => idna.toASCII('a\u05d0.de')],
  ['idna.toASCII joiner', () => idna.toASCII('a\u200db.de')],
  ['idna.toASCII punycode', () => idna.toASCII('xn--a.de')],
  ['idna.toASCII idna2008', () => idna.toASCII('Bücher.de', { profile: 'idna2008' })],
  ['idna.toUnicode', () => idna.toUnicode('xn--fa-hia.de')],
  ['idna.toUnicode {}', () => idna.toUnicode('xn--a.de', {})],
  ['idna.validate', () => idna.validate('a-.d_e')],
  ['idna.validate idna2008', () => idna.validate('Bücher.de', { profile: 'idna2008' })],
  ['idna.toASCII flags', () => idna.toASCII('faß.de', { useSTD3ASCIIRules: true })],
  ['idna.toASCII {} hyphen', () => idna.toASCII('a-.de', {})],
  ['idna.toUnicode flags', () => idna.toUnicode('xn--a.de', { checkBidi: true })],
  ['idna.toASCII idna2008 registration', () => idna.toASCII('Bücher.de', { profile: 'idna2008', strictness: 'registration' })],
  // urn
  ['urn.parse', () => urn.parse('urn:ex:a?+r')],
  ['urn.parse iri', () => urn.parse('urn:ex:café', {})],
  ['urn.parse NID', () => urn.parse('urn:a:b')],
  ['urn.equivalent', () => urn.equivalent('urn:ex:a?+r', 'urn:ex:a')],
  ['urn.equivalent {}', () => urn.equivalent('urn:ex:a?+r', 'urn:ex:a', {})],
  // URL and the domain functions take no options; they must not change either.
  ['URL', () => new URL('http://Faß.de/%7e?a=1').href],
  ['domainToASCII', () => domainToASCII('Faß.de')],
];

function outcome(f: () => unknown): string {
  try {
    return JSON.stringify(f());
  } catch (e) {
    return `throws ${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
}

function runAll(): string[] {
  const out: string[] = [];
  for (let i = 0; i < CASES.length; i++) out.push(outcome(CASES[i][1]));
  return out;
}

/** Runs every case with every option name defined on Object.prototype by `define`; always cleans up. */
function runPolluted(define: (name: string) => PropertyDescriptor): string[] {
  const proto = Object.prototype as Record<string, unknown>;
  const added: string[] = [];
  try {
    for (const name of OPTION_NAMES) {
      if (Object.prototype.hasOwnProperty.call(proto, name)) throw new Error(`Object.prototype.${name} exists already`);
      Object.defineProperty(proto, name, { ...define(name), configurable: true, enumerable: false });
      added.push(name);
    }
    return runAll();
  } finally {
    for (const name of added) delete proto[name];
  }
}

describe('options are read from own properties only', () => {
  const clean = runAll();

  it('the cases run clean', () => {
    expect(OPTION_NAMES.length).toBe(Object.keys(NON_DEFAULT).length);
    // A few results the pollution would change, to show the cases can tell.
    expect(clean[CASES.findIndex((c) => c[0] === 'idna.toASCII')]).toBe('"xn--fa-hia.de"');
    expect(clean[CASES.findIndex((c) => c[0] === 'new IRI rfc3987 joiner')]).toMatch(/^throws IRIError/);
    expect(clean[CASES.findIndex((c) => c[0] === 'origin')]).toBe('"http://xn--bcher-kva.de"');
  });

  it('allowed non-default values on Object.prototype change no result', () => {
    const polluted = runPolluted((name) => ({ value: NON_DEFAULT[name], writable: true }));
    for (let i = 0; i < CASES.length; i++) expect([CASES[i][0], polluted[i]]).toEqual([CASES[i][0], clean[i]]);
  });

  it('unknown values on Object.prototype change no result (and throw no RangeError)', () => {
    const polluted = runPolluted(() => ({ value: 'bogus', writable: true }));
    for (let i = 0; i < CASES.length; i++) expect([CASES[i][0], polluted[i]]).toEqual([CASES[i][0], clean[i]]);
  });

  it('getters on Object.prototype that throw are never called', () => {
    // (The setter makes an own property, so that objects that assign a field of that name, such
    // as a record's `mode`, still can: only reads are under test.)
    const polluted = runPolluted((name) => ({
      get() { throw new Error(`Object.prototype.${name} was read`); },
      set(this: object, v: unknown) { Object.defineProperty(this, name, { value: v, writable: true, enumerable: true, configurable: true }); },
    }));
    for (let i = 0; i < CASES.length; i++) expect([CASES[i][0], polluted[i]]).toEqual([CASES[i][0], clean[i]]);
  });

  it('own properties are still read, from a plain object, a null-prototype object or a function', () => {
    expect(idna.toASCII('faß.de', { transitionalProcessing: true })).toBe('fass.de');
    const bare = Object.create(null) as { transitionalProcessing?: boolean };
    bare.transitionalProcessing = true;
    expect(idna.toASCII('faß.de', bare)).toBe('fass.de');
    const fn = Object.assign(() => 0, { mode: 'rfc3987' as const });
    expect(new IRI('http://a/ü', undefined, fn).mode).toBe('rfc3987');
    // Inherited from a user's own prototype object: not own, so not read either.
    const inherited = Object.create({ transitionalProcessing: true });
    expect(idna.toASCII('faß.de', inherited)).toBe('xn--fa-hia.de');
  });
});

describe('enumerated options: an unknown value is a RangeError naming the allowed values', () => {
  const cases: [string, () => unknown, RegExp][] = [
    ['mode', () => new IRI('http://a/', undefined, { mode: 'rfc3897' as 'rfc3987' }), /mode must be 'whatwg', 'rfc3986' or 'rfc3987', not "rfc3897"/],
    ['idna', () => new IRI('http://a/', undefined, { mode: 'rfc3987', idna: 'IDNA2008' as 'idna2008' }), /idna must be 'idna2008', 'idna2008-registration', 'uts46' or 'none', not "IDNA2008"/],
    ['idna in whatwg mode', () => IRI.parse('http://a/', undefined, { idna: 'IDNA2008' as 'idna2008' }), /idna must be/],
    ['urn', () => IRI.canParse('urn:a:b', undefined, { mode: 'rfc3986', urn: 'rfc9999' as 'none' }), /urn must be 'rfc8141', 'rfc2141' or 'none', not "rfc9999"/],
    ['mode in IRI.validate', () => IRI.validate('http://a/', undefined, { mode: 'RFC3987' as 'rfc3987' }), /IRI\.validate: mode must be/],
    ['mode in IRI.resolve', () => IRI.resolve('http://a/', 'b', { mode: 'url' as 'whatwg' }), /IRI\.resolve: mode must be/],
    ['idna in IRI.fromURI', () => IRI.fromURI('http://a/', { idna: 'uts-46' as 'uts46' }), /IRI\.fromURI: idna must be/],
    ['level', () => new IRI('http://a/').equals('http://a/', { level: 'Syntax' as 'syntax' }), /level must be 'simple', 'syntax' or 'scheme', not "Syntax"/],
    ['level in IRI.equals', () => IRI.equals('http://a/', 'http://a/', { level: 'exact' as 'simple' }), /IRI\.equals: level must be 'simple', 'syntax' or 'scheme'/],
    ['host', () => new IRI('http://ü/', undefined, rfc3987).toURI({ host: 'punycode' as 'idna' }), /host must be 'idna' or 'percent-encode', not "punycode"/],
    ['characters', () => new IRI('http://a/').normalize({ characters: 'nfkc' as 'nfc' }), /characters must be 'nfc', false or a function .*not "nfkc"/],
    ['characters true', () => new IRI('http://a/').normalize({ characters: true as unknown as 'nfc' }), /characters must be .*not true/],
    ['profile', () => idna.toASCII('a', { profile: 'idna2003' as 'uts46' }), /idna\.toASCII: profile must be 'uts46' or 'idna2008', not "idna2003"/],
    ['profile in toUnicode', () => idna.toUnicode('a', { profile: 'IDNA2008' as 'idna2008' }), /idna\.toUnicode: profile must be/],
    ['strictness', () => idna.validate('a', { profile: 'idna2008', strictness: 'strict' as 'lookup' }), /strictness must be 'lookup' or 'registration', not "strict"/],
    ['mapping', () => idna.toASCII('a', { profile: 'idna2008', mapping: 'nfc' as 'none' }), /mapping must be 'uts46' or 'none', not "nfc"/],
    ['urn.parse urn', () => urn.parse('urn:ex:a', { urn: 'rfc9999' as 'rfc8141' }), /urn\.parse: urn must be 'rfc8141' or 'rfc2141', not "rfc9999"/],
    ['urn.equivalent urn', () => urn.equivalent('urn:ex:a', 'urn:ex:a', { urn: 'none' as 'rfc8141' }), /urn\.equivalent: urn must be 'rfc8141' or 'rfc2141', not "none"/],
    ['a non-string value', () => new IRI('http://a/', undefined, { mode: 3 as unknown as 'whatwg' }), /mode must be .*, not 3/],
  ];
  for (const [name, f, message] of cases) {
    it(name, () => {
      expect(f).toThrow(RangeError);
      expect(f).toThrow(message);
    });
  }

  it('undefined (absent or an own undefined) means the default', () => {
    expect(new IRI('http://a/ü', undefined, { mode: undefined }).mode).toBe('whatwg');
    expect(IRI.resolve('http://a/b', 'c', { mode: undefined })).toBe('http://a/c');
    expect(idna.toASCII('faß.de', { profile: undefined, transitionalProcessing: undefined })).toBe('xn--fa-hia.de');
    expect(new IRI('http://a/%7e', undefined, rfc3987).equals('http://a/~', { level: undefined })).toBe(true);
  });
});

describe('the options argument itself', () => {
  it('undefined and null mean every default', () => {
    expect(new IRI('http://a/', undefined, null as unknown as undefined).mode).toBe('whatwg');
    expect(idna.toASCII('faß.de', null as unknown as undefined)).toBe('xn--fa-hia.de');
    expect(new IRI('HTTP://a/./b').normalize(null as unknown as undefined).href).toBe('http://a/b');
  });

  it('another non-object (a string, number or boolean) is a TypeError', () => {
    const bad: unknown[] = ['rfc3987', 42, true];
    for (const o of bad) {
      expect(() => new IRI('http://a/', undefined, o as undefined)).toThrow(TypeError);
      expect(() => new IRI('http://a/', undefined, o as undefined)).toThrow(/IRI: options must be an object, not /);
      expect(() => IRI.validate('http://a/', undefined, o as undefined)).toThrow(TypeError);
      expect(() => idna.toASCII('a', o as undefined)).toThrow(/idna\.toASCII: options must be an object/);
      expect(() => new IRI('http://a/').normalize(o as undefined)).toThrow(TypeError);
      expect(() => new IRI('http://a/').equals('http://a/', o as undefined)).toThrow(TypeError);
      expect(() => urn.parse('urn:ex:a', o as undefined)).toThrow(TypeError);
    }
  });

  it('an own getter is called, and what it throws propagates', () => {
    const boom = { get mode(): 'rfc3987' { throw new Error('boom'); } };
    expect(() => new IRI('http://a/', undefined, boom)).toThrow('boom');
    expect(() => IRI.validate('http://a/', undefined, boom)).toThrow('boom');
    let reads = 0;
    const counted = { get transitionalProcessing() { reads++; return true; } };
    expect(idna.toASCII('faß.de', counted)).toBe('fass.de');
    expect(reads).toBe(1);
  });

  it('flags are read by ToBoolean', () => {
    const joiner = 'a\u200db.de';
    expect(idna.toASCII(joiner, { checkJoiners: 0 as unknown as boolean })).not.toBe(null);
    expect(idna.toASCII(joiner, { checkJoiners: '' as unknown as boolean })).not.toBe(null);
    expect(idna.toASCII(joiner, { checkJoiners: null as unknown as boolean })).not.toBe(null);
    expect(idna.toASCII(joiner, { checkJoiners: 1 as unknown as boolean })).toBe(null);
    expect(idna.toASCII('faß.de', { transitionalProcessing: 'false' as unknown as boolean })).toBe('fass.de'); // a non-empty string is true
    expect(IRI.canParse('http://[fe80::1%25eth0]/', undefined, { mode: 'rfc3986', zoneId: 1 as unknown as boolean })).toBe(true);
    expect(IRI.canParse('http://[fe80::1%25eth0]/', undefined, { mode: 'rfc3986', zoneId: 0 as unknown as boolean })).toBe(false);
    // IDNA2008 verifyDnsLength: 0 is false too (it used to count as true there).
    expect(idna.toASCII('a'.repeat(64), { profile: 'idna2008', verifyDnsLength: 0 as unknown as boolean })).toBe('a'.repeat(64));
    expect(new IRI('http://a:80/', undefined, rfc3987).normalize({ schemeBased: 0 as unknown as boolean }).href).toBe('http://a:80/');
  });
});
