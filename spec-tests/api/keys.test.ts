// No internals on public objects: instances of URL, URLSearchParams, IRI, URLPattern and the
// URLSearchParams iterators have no own key at all (their internal slots are private fields,
// lib/core/slots.ts), so spread, Object.assign and Node's urlToHttpOptions copy nothing of them,
// as of the native URL; each prototype and constructor holds exactly the documented members
// (README "URL, URLSearchParams" and "IRI"). util.inspect shows what Node shows for its own URL.
import { describe, expect, it } from 'vitest';
import { inspect } from 'node:util';
import { urlToHttpOptions } from 'node:url';
import { IRI, URL, URLSearchParams } from '../../lib/index';
import { URLPattern } from '../../lib/urlpattern';

/** Own keys three ways, and what for-in yields (inherited enumerable ones included). */
function keysOf(o: object): { keys: string[]; names: string[]; forIn: string[] } {
  const forIn: string[] = [];
  for (const k in o) forIn.push(k);
  return { keys: Object.keys(o), names: Object.getOwnPropertyNames(o), forIn: forIn.sort() };
}

const sorted = (a: string[]) => a.slice().sort();

// The documented members.
const URL_ATTRIBUTES = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash'];
const URL_PROTO = ['constructor', ...URL_ATTRIBUTES, 'toJSON', 'toString'];
const URL_STATICS = ['length', 'name', 'prototype', 'parse', 'canParse'];
const USP_PROTO = ['constructor', 'size', 'append', 'delete', 'get', 'getAll', 'has', 'set', 'sort', 'forEach', 'entries', 'keys', 'values', 'toString'];
const USP_STATICS = ['length', 'name', 'prototype'];
const IRI_PROTO = ['constructor', 'mode', 'isAbsolute', ...URL_ATTRIBUTES, 'scheme', 'userinfo', 'authority', 'path', 'query', 'fragment',
  'normalize', 'equals', 'toURI', 'toIRI', 'resolve', 'relativize', 'toString', 'toJSON'];
const IRI_STATICS = ['length', 'name', 'prototype', 'parse', 'canParse', 'resolve', 'validate', 'equals', 'fromURI'];
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** URLs in every state: parsed, via parse(), with searchParams in use (and lagging), after setters. */
function urls(): URL[] {
  const a = new URL('https://u:p@h.example:8080/a?b=1#c');
  const b = URL.parse('x', 'http://h/')!;
  const c = new URL('http://h/?q=1');
  c.searchParams.append('r', '2'); // the query now lags (deferred update steps)
  const d = new URL('http://h/');
  d.hostname = 'k';
  d.search = '?z';
  void d.searchParams;
  return [a, b, c, d];
}

function iris(): IRI[] {
  const a = new IRI('http://h/?q');
  const b = new IRI('http://h/ü?q#f', undefined, { mode: 'rfc3987' });
  b.searchParams.append('x', 'y');
  const c = IRI.parse('urn:ex:a', undefined, { mode: 'rfc3986' })!;
  return [a, b, c, a.resolve('x'), b.normalize(), b.toURI()];
}

describe('instances have no visible own keys', () => {
  it('URL: none own; for-in gives the attributes and operations, as for the native URL', () => {
    const native: string[] = [];
    for (const k in new globalThis.URL('http://h/')) native.push(k);
    for (const u of urls()) {
      expect(keysOf(u)).toEqual({ keys: [], names: [], forIn: sorted([...URL_ATTRIBUTES, 'toJSON', 'toString']) });
      expect(keysOf(u).forIn).toEqual(sorted(native));
      expect(JSON.stringify({ u })).toBe(JSON.stringify({ u: u.href }));
    }
  });

  it('URLSearchParams: none own; for-in gives the prototype members, as for the native one', () => {
    const native: string[] = [];
    for (const k in new globalThis.URLSearchParams('a=1')) native.push(k);
    for (const p of [new URLSearchParams('a=1'), new URL('http://h/?a').searchParams, new IRI('http://h/?a', undefined, { mode: 'rfc3987' }).searchParams]) {
      expect(keysOf(p)).toEqual({ keys: [], names: [], forIn: sorted(USP_PROTO.filter((n) => n !== 'constructor')) });
      expect(keysOf(p).forIn).toEqual(sorted(native));
    }
  });

  it('URLSearchParams iterators: none own; for-in gives next', () => {
    const p = new URLSearchParams('a=1');
    for (const it of [p.entries(), p.keys(), p.values(), p[Symbol.iterator]()]) {
      expect(keysOf(it)).toEqual({ keys: [], names: [], forIn: ['next'] });
    }
  });

  it('IRI: none own, none enumerable', () => {
    for (const i of iris()) expect(keysOf(i)).toEqual({ keys: [], names: [], forIn: [] });
  });

  it('no own key at all, symbols included (Reflect.ownKeys), as for the native URL', () => {
    expect(Reflect.ownKeys(new globalThis.URL('http://h/'))).toEqual([]);
    for (const o of instances()) expect(Reflect.ownKeys(o)).toEqual([]);
  });
});

/** One of each kind of instance, in every state urls() and iris() make. */
function instances(): object[] {
  const p = new URLSearchParams('a=1&b=2');
  const it = p.entries();
  it.next();
  return [...urls(), ...iris(), p, new URL('http://h/?a').searchParams, p.keys(), it,
    new URLPattern('https://*.example.com/:id'), new URLPattern({ pathname: '/(\\d+)' }, { ignoreCase: true })];
}

describe('copies of an instance hold nothing of it, as for the native URL', () => {
  it('spread and Object.assign copy no key; Object.keys and getOwnPropertySymbols find none', () => {
    expect({ ...new globalThis.URL('http://h/') }).toEqual({});
    for (const o of instances()) {
      expect(Reflect.ownKeys({ ...o })).toEqual([]);
      expect(Reflect.ownKeys(Object.assign({}, o))).toEqual([]);
      expect(Object.keys(o)).toEqual([]);
      expect(Object.getOwnPropertySymbols(o)).toEqual([]);
    }
  });

  it("Node's urlToHttpOptions gives the same keys as for the native URL, and no slot", () => {
    for (const href of ['https://u:p@h.example:8080/a?b=1#c', 'http://h/', 'http://[::1]/x']) {
      const ours = urlToHttpOptions(new URL(href) as unknown as globalThis.URL);
      const native = urlToHttpOptions(new globalThis.URL(href));
      expect(Object.getOwnPropertySymbols(ours)).toEqual([]);
      expect(ours).toEqual(native);
    }
  });

  it('a spread copy is not an instance: every member throws a TypeError on it (Web IDL brand check)', () => {
    const copy = { ...new URL('http://h/?a=1') } as URL;
    Object.setPrototypeOf(copy, URL.prototype);
    expect(() => copy.href).toThrow(TypeError);
    expect(() => copy.searchParams).toThrow(TypeError);
    expect(() => { copy.hash = 'x'; }).toThrow(TypeError);
    const params = Object.setPrototypeOf({ ...new URLSearchParams('a=1') }, URLSearchParams.prototype) as URLSearchParams;
    expect(() => params.get('a')).toThrow(TypeError);
    const iri = Object.setPrototypeOf({ ...new IRI('http://h/') }, IRI.prototype) as IRI;
    expect(() => iri.href).toThrow(TypeError);
    const pattern = Object.setPrototypeOf({ ...new URLPattern({ pathname: '/a' }) }, URLPattern.prototype) as URLPattern;
    expect(() => pattern.pathname).toThrow(TypeError);
    const it = Object.setPrototypeOf({ ...new URLSearchParams('a=1').keys() }, Object.getPrototypeOf(new URLSearchParams().keys())) as Iterator<string>;
    expect(() => it.next()).toThrow(TypeError);
  });
});

describe('prototypes and constructors hold exactly the documented members', () => {
  it('URL', () => {
    expect(sorted(Object.getOwnPropertyNames(URL.prototype))).toEqual(sorted(URL_PROTO));
    expect(Object.getOwnPropertySymbols(URL.prototype)).toEqual([Symbol.toStringTag, INSPECT]);
    expect(sorted(Object.getOwnPropertyNames(URL))).toEqual(sorted(URL_STATICS));
    expect(sorted(Object.keys(URL.prototype))).toEqual(sorted([...URL_ATTRIBUTES, 'toJSON', 'toString']));
    // Native Node's URL prototype has the same names.
    expect(sorted(Object.getOwnPropertyNames(globalThis.URL.prototype))).toEqual(sorted(URL_PROTO));
  });

  it('URLSearchParams', () => {
    expect(sorted(Object.getOwnPropertyNames(URLSearchParams.prototype))).toEqual(sorted(USP_PROTO));
    expect(Object.getOwnPropertySymbols(URLSearchParams.prototype)).toEqual([Symbol.iterator, Symbol.toStringTag, INSPECT]);
    expect(sorted(Object.getOwnPropertyNames(URLSearchParams))).toEqual(sorted(USP_STATICS));
    expect(sorted(Object.getOwnPropertyNames(globalThis.URLSearchParams.prototype))).toEqual(sorted(USP_PROTO));
  });

  it('IRI', () => {
    expect(sorted(Object.getOwnPropertyNames(IRI.prototype))).toEqual(sorted(IRI_PROTO));
    expect(Object.getOwnPropertySymbols(IRI.prototype)).toEqual([INSPECT]);
    expect(sorted(Object.getOwnPropertyNames(IRI))).toEqual(sorted(IRI_STATICS));
    expect(Object.keys(IRI.prototype)).toEqual([]);
  });

  it('no internal method is reachable', () => {
    for (const o of [...urls(), ...iris()]) {
      for (const name of ['_r', '_sp', '_d', '_m', '_qb', '_qbOf', '_flush', '_searchParamsChanged', '_checkQuery']) {
        expect(name in o, name).toBe(false);
      }
    }
  });
});

describe('util.inspect and toString', () => {
  it('URL prints as Node prints its own URL', () => {
    for (const href of ['https://u:p@h.example:8080/a?b=1&c=%27#d', 'http://h/', 'blob:https://a/b', 'non-spec:/.//p']) {
      expect(inspect(new URL(href))).toBe(inspect(new globalThis.URL(href)));
      expect(inspect({ nested: [new URL(href)] })).toBe(inspect({ nested: [new globalThis.URL(href)] }));
      expect(inspect(new URL(href), { depth: -1 })).toBe(inspect(new globalThis.URL(href), { depth: -1 }));
      expect(String(new URL(href))).toBe(new globalThis.URL(href).href);
    }
  });

  it('URLSearchParams prints as Node prints its own', () => {
    for (const q of ['', 'a=1', 'a=1&b=%27&c=\u00e9&a=2']) {
      expect(inspect(new URLSearchParams(q))).toBe(inspect(new globalThis.URLSearchParams(q)));
    }
  });

  it('IRI shows the class name, the URL attributes, the mode and the RFC components', () => {
    const i = new IRI('http://u@h/ü?q#f', undefined, { mode: 'rfc3987' });
    const text = inspect(i);
    expect(text.startsWith('IRI {')).toBe(true);
    for (const part of ["href: 'http://u@h/ü?q#f'", "mode: 'rfc3987'", "scheme: 'http'", "userinfo: 'u'", "authority: 'u@h'", "path: '/ü'", "query: 'q'", "fragment: 'f'", "origin: 'http://h'"]) {
      expect(text).toContain(part);
    }
    expect(inspect(new IRI('http://h/'))).toContain("mode: 'whatwg'");
    expect(String(i)).toBe('http://u@h/ü?q#f');
  });

  // Node 20's own URL, URLSearchParams and their iterators at depth limits, line widths, in
  // subclasses and iterators part-way through, with and without colours. (Not showHidden: Node's
  // URL then prints its internal context, which ours does not imitate.)
  it('prints what Node prints for its own classes at depth limits, widths and in subclasses', () => {
    type Make = (U: typeof globalThis.URL, P: typeof globalThis.URLSearchParams) => unknown;
    const long = 'a'.repeat(40) + '=1&' + 'b'.repeat(40) + '=2&c=3';
    const cases: [string, Make, object][] = [
      ['URL, depth 0', (U) => new U('http://a/?x=1'), { depth: 0 }],
      ['URL, depth -1', (U) => new U('http://a/?x=1'), { depth: -1 }],
      ['{ a: URL }, depth 0', (U) => ({ a: new U('http://a/') }), { depth: 0 }],
      ['{ a: { b: URL } }, depth 1', (U) => ({ a: { b: new U('http://a/') } }), { depth: 1 }],
      ['{ a: { b: { c: URL } } }', (U) => ({ a: { b: { c: new U('http://a/') } } }), {}],
      ['[URL], depth 0', (U) => [new U('http://a/')], { depth: 0 }],
      ['URLSearchParams, depth -1', (U, P) => new P('a=1&b=2'), { depth: -1 }],
      ['{ a: URLSearchParams }, depth 0', (U, P) => ({ a: new P('a=1') }), { depth: 0 }],
      ['{ a: { b: { c: URLSearchParams } } }', (U, P) => ({ a: { b: { c: new P('a=1') } } }), {}],
      ['URLSearchParams longer than breakLength', (U, P) => new P(long), {}],
      ['URLSearchParams, breakLength 20', (U, P) => new P('a=1&b=2&c=3'), { breakLength: 20 }],
      ['URLSearchParams, colours', (U, P) => new P('a=1&b=\u00e9'), { colors: true }],
      ['URLSearchParams, colours, depth -1', (U, P) => new P('a=1'), { colors: true, depth: -1 }],
      ['URL, colours, depth 0', (U) => new U('http://a/?x'), { colors: true, depth: 0 }],
      ['a class derived from URL, depth 0', (U) => ({ a: new (class X extends U {})('http://a/') }), { depth: 0 }],
      ['a class derived from URLSearchParams', (U, P) => new (class Y extends P {})('a=1'), {}],
      ['entries()', (U, P) => new P('a=1&b=2').entries(), {}],
      ['keys() after next()', (U, P) => { const it = new P('a=1&b=2&c=3').keys(); it.next(); return it; }, {}],
      ['values()', (U, P) => new P('a=1&b=2').values(), {}],
      ['an iterator at its end', (U, P) => { const it = new P('a=1').entries(); it.next(); return it; }, {}],
      ['entries() longer than breakLength', (U, P) => new P(long).entries(), {}],
      ['{ a: keys() }, depth 0', (U, P) => ({ a: new P('a=1').keys() }), { depth: 0 }],
      ['console.log of a nested structure', (U, P) => ({ list: [{ u: new U('http://a/'), p: new P('a=1') }] }), {}],
    ];
    for (const [name, make, options] of cases) {
      expect(inspect(make(URL as unknown as typeof globalThis.URL, URLSearchParams as unknown as typeof globalThis.URLSearchParams), options), name)
        .toBe(inspect(make(globalThis.URL, globalThis.URLSearchParams), options));
    }
  });

  it('an inspect method called on another object leaves it to util.inspect', () => {
    const f = (URL.prototype as unknown as Record<symbol, (this: unknown) => unknown>)[INSPECT];
    const o = {};
    expect(f.call(o)).toBe(o);
  });
});

describe('structuredClone (docs/host-integration.md)', () => {
  it('copies nothing of an instance: {} as for Node 20\'s own URL and URLSearchParams', () => {
    const ours = [new URL('https://u:p@h/a?b#c'), new URLSearchParams('a=1'), new IRI('http://h/'), new URLSearchParams('a=1').keys()];
    for (const o of ours) {
      const clone = structuredClone(o);
      expect(Object.getPrototypeOf(clone)).toBe(Object.prototype);
      expect(Reflect.ownKeys(clone)).toEqual([]);
    }
    expect(structuredClone(new globalThis.URL('https://h/'))).toEqual(structuredClone(ours[0]));
    expect(structuredClone(new globalThis.URLSearchParams('a=1'))).toEqual(structuredClone(ours[1]));
  });
});

describe('URLPattern (iri-url/urlpattern)', () => {
  const ATTRIBUTES = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash', 'hasRegExpGroups'];
  it('instances have no visible own key; for-in gives the attributes and operations (Web IDL)', () => {
    for (const p of [new URLPattern('https://*.example.com/:id'), new URLPattern({ pathname: '/(\\d+)' }, { ignoreCase: true })]) {
      expect(keysOf(p)).toEqual({ keys: [], names: [], forIn: sorted([...ATTRIBUTES, 'test', 'exec']) });
      expect(JSON.stringify(p)).toBe('{}');
    }
  });
  it('the prototype and the constructor hold exactly the documented members', () => {
    expect(sorted(Object.getOwnPropertyNames(URLPattern.prototype))).toEqual(sorted(['constructor', ...ATTRIBUTES, 'test', 'exec']));
    expect(sorted(Object.getOwnPropertyNames(URLPattern))).toEqual(sorted(['length', 'name', 'prototype', 'compareComponent']));
    expect(URLPattern.name).toBe('URLPattern');
    expect(Object.prototype.toString.call(new URLPattern({}))).toBe('[object URLPattern]');
  });
});
