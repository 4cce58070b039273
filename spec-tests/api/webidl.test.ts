// Web IDL details of the public classes and functions that WPT's JSON data does not reach:
// - §3.7.5-§3.7.6: every attribute getter, setter and operation throws a TypeError when `this`
//   is not an instance (of URL, URLSearchParams, URLPattern), and writes nothing to it;
// - §3.2.22 union conversion of URLSearchParams's init: @@iterator first, whatever the object;
// - §3.7.9 forEach reads the current list at each step;
// - URL Pattern §2.3: matching calls RegExpBuiltinExec, whatever RegExp.prototype.exec is now;
// - one string conversion (ToString; a Symbol is a TypeError) for every public function.
import { describe, expect, it } from 'vitest';
import { IRI, URL, URLSearchParams, idna, domainToASCII, domainToUnicode } from '../../lib/index';
import { URLPattern } from '../../lib/urlpattern';

type Ctor = { prototype: object; name: string };

/** The accessors and methods a class's prototype defines (constructor excluded). */
function members(C: Ctor): Array<[string, PropertyDescriptor]> {
  return Object.getOwnPropertyNames(C.prototype)
    .filter((n) => n !== 'constructor')
    .map((n) => [n, Object.getOwnPropertyDescriptor(C.prototype, n)!] as [string, PropertyDescriptor]);
}

const NOT_INSTANCES = (C: Ctor): Array<[string, unknown]> => [
  ['{}', {}],
  ['Object.create(prototype)', Object.create(C.prototype)],
  ['a function', function () { /* not an instance */ }],
  ['a string', 'http://a/'],
  ['a number', 5],
];

describe('Web IDL §3.7.5-§3.7.6: a non-instance `this` is a TypeError', () => {
  for (const C of [URL, URLSearchParams, URLPattern] as unknown as Ctor[]) {
    it(`${C.name}: every getter, setter and operation`, () => {
      let checked = 0;
      for (const [name, d] of members(C)) {
        for (const [label, x] of NOT_INSTANCES(C)) {
          if (d.get) {
            expect(() => d.get!.call(x), `get ${name} on ${label}`).toThrow(TypeError);
            checked++;
          }
          if (d.set) {
            const before = typeof x === 'object' && x !== null ? Reflect.ownKeys(x).length : 0;
            expect(() => d.set!.call(x, 'http://b/'), `set ${name} on ${label}`).toThrow(TypeError);
            if (typeof x === 'object' && x !== null) expect(Reflect.ownKeys(x).length, `set ${name} on ${label} writes nothing`).toBe(before);
            checked++;
          }
          if (typeof d.value === 'function') {
            expect(() => d.value.call(x, 'a', 'b'), `${name}() on ${label}`).toThrow(TypeError);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(40);
    });
  }

  it("Reflect.get(URL.prototype, 'searchParams', {}) throws (it returned undefined)", () => {
    expect(() => Reflect.get(URL.prototype, 'searchParams', {})).toThrow(TypeError);
    // The getters' brand check is the private field's read (the engine's TypeError); the
    // setters bring the query up to date first, through the check that names the interface.
    expect(() => Reflect.get(URL.prototype, 'href', {})).toThrow(TypeError);
    expect(() => Reflect.set(URL.prototype, 'search', '?x', {})).toThrow(/not a URL/);
  });
});

describe('URLSearchParams init: Web IDL union conversion, @@iterator first', () => {
  it('an own @@iterator on a URLSearchParams is used', () => {
    const p = new URLSearchParams('a=1');
    Object.defineProperty(p, Symbol.iterator, { value: function* () { yield ['b', '2']; } });
    const q = new URLSearchParams(p as unknown as URLSearchParams);
    expect(q.get('a')).toBe(null);
    expect(q.get('b')).toBe('2');
  });

  it('a replaced URLSearchParams.prototype[@@iterator] or iterator next() is used', () => {
    const proto = URLSearchParams.prototype as unknown as { [Symbol.iterator]: unknown };
    const saved = proto[Symbol.iterator];
    try {
      proto[Symbol.iterator] = function* () { yield ['c', '3']; };
      expect(new URLSearchParams(new URLSearchParams('a=1')).toString()).toBe('c=3');
    } finally {
      proto[Symbol.iterator] = saved;
    }
    const iterProto = Object.getPrototypeOf(new URLSearchParams().entries()) as { next: () => unknown };
    const next = iterProto.next;
    try {
      iterProto.next = () => ({ done: true, value: undefined });
      expect(new URLSearchParams(new URLSearchParams('a=1')).toString()).toBe('');
    } finally {
      iterProto.next = next;
    }
    expect(new URLSearchParams(new URLSearchParams('a=1&b=2')).toString()).toBe('a=1&b=2');
  });
});

describe('forEach reads the current list at each step', () => {
  it('sees the pairs a search setter put there mid-iteration', () => {
    const u = new URL('http://a/?a=1&b=2');
    let seen = '';
    u.searchParams.forEach((value, name) => {
      seen += name + value;
      if (name === 'a') u.search = '?x=1&y=2&z=3';
    });
    expect(seen).toBe('a1y2z3');
  });
  it('sees appends and deletes', () => {
    const p = new URLSearchParams('a=1&b=2&c=3');
    let seen = '';
    p.forEach((value, name) => {
      seen += name + value;
      if (name === 'a') { p.delete('b'); p.append('d', '4'); }
    });
    expect(seen).toBe('a1c3d4'); // by index: after a1 the list is a1 c3 d4
  });
});

describe('URLPattern matches with the RegExpBuiltinExec captured at load', () => {
  it('a patched RegExp.prototype.exec or Function.prototype.call changes nothing', () => {
    const p = new URLPattern({ pathname: '/:id(\\d+)' });
    const exec = RegExp.prototype.exec;
    const call = Function.prototype.call;
    try {
      RegExp.prototype.exec = function () { return null; };
      expect(p.test({ pathname: '/42' })).toBe(true);
      expect(p.exec({ pathname: '/42' })!.pathname.groups.id).toBe('42');
      RegExp.prototype.exec = function (this: RegExp, s: string) { return exec.call(/(.*)/, 'hijacked:' + s); };
      expect(p.exec({ pathname: '/42' })!.pathname.groups.id).toBe('42');
      expect(p.test({ pathname: '/x' })).toBe(false);
    } finally {
      RegExp.prototype.exec = exec;
      Function.prototype.call = call;
    }
  });
});

describe('one string conversion for every public function: ToString, a Symbol is a TypeError', () => {
  it('idna.classifyLabel', () => {
    expect(idna.classifyLabel(undefined as unknown as string)).toEqual(idna.classifyLabel('undefined'));
    expect(idna.classifyLabel(null as unknown as string)).toEqual(idna.classifyLabel('null'));
    expect(idna.classifyLabel(5 as unknown as string)).toEqual(idna.classifyLabel('5'));
    expect(idna.classifyLabel(5 as unknown as string).kind).not.toBe('invalid');
    expect(() => (idna.classifyLabel as (x?: unknown) => unknown)()).not.toThrow();
    expect(() => idna.classifyLabel(Symbol() as unknown as string)).toThrow(TypeError);
  });
  it('the domain functions, idna, IRI and URL', () => {
    const sym = Symbol() as unknown as string;
    const calls: Array<[string, () => unknown]> = [
      ['domainToASCII', () => domainToASCII(sym)],
      ['domainToUnicode', () => domainToUnicode(sym)],
      ['idna.toASCII', () => idna.toASCII(sym)],
      ['idna.toUnicode', () => idna.toUnicode(sym)],
      ['idna.validate', () => idna.validate(sym)],
      ['idna.classifyLabel', () => idna.classifyLabel(sym)],
      ['new IRI', () => new IRI(sym)],
      ['IRI.parse', () => IRI.parse(sym)],
      ['IRI.canParse', () => IRI.canParse(sym)],
      ['IRI.validate', () => IRI.validate(sym)],
      ['new URL', () => new URL(sym)],
      ['URL.canParse', () => URL.canParse(sym)],
      ['new URLPattern', () => new URLPattern(sym)],
    ];
    for (const [name, f] of calls) expect(f, name).toThrow(TypeError);
    expect(domainToASCII(5 as unknown as string)).toBe(domainToASCII('5'));
    expect(idna.toASCII(null as unknown as string)).toBe('null');
  });
});

describe('IRI: options passed as the second argument', () => {
  it('is a TypeError saying that options go third', () => {
    for (const f of [
      () => new IRI('http://a/', { mode: 'rfc3987' } as never),
      () => IRI.parse('http://a/', { mode: 'rfc3986' } as never),
      () => IRI.canParse('http://a/', { idna: 'uts46' } as never),
      () => IRI.validate('http://a/', { mode: 'whatwg' } as never),
    ]) {
      expect(f).toThrow(TypeError);
      expect(f).toThrow(/options go third/);
    }
    // A base object with an href is a base.
    expect(new IRI('b', { href: 'http://a/c' } as never).href).toBe('http://a/b');
    expect(new IRI('http://a/b', undefined, { mode: 'rfc3987' }).href).toBe('http://a/b');
  });
});
