// polyfill() (lib/polyfill.ts) on real and fake global objects: what it installs, what it keeps,
// what it reports, and the statics of a replaced URL.
import { describe, expect, it } from 'vitest';
import vm from 'node:vm';
import { conforms, polyfill } from '../../lib/polyfill';
import { URL, URLSearchParams } from '../../lib/index';

const NativeURL = globalThis.URL;
const NativeParams = globalThis.URLSearchParams;

describe('conforms()', () => {
  it('accepts Node 20 native classes and ours', () => {
    expect(conforms(NativeURL, NativeParams)).toBe(true);
    expect(conforms(URL, URLSearchParams)).toBe(true);
  });

  it('rejects absent or non-function values', () => {
    expect(conforms(undefined, undefined)).toBe(false);
    expect(conforms(NativeURL, undefined)).toBe(false);
    expect(conforms({}, NativeParams)).toBe(false);
  });

  it('rejects a URL without the static parse() and canParse()', () => {
    function OldURL(this: unknown, u: string, b?: string) { return new NativeURL(u, b); }
    expect(conforms(OldURL, NativeParams)).toBe(false);
  });

  it('rejects transitional IDNA processing (ß → ss)', () => {
    class TransitionalURL extends NativeURL {
      override get host() { return super.host === 'xn--fa-hia.example' ? 'fass.example' : super.host; }
    }
    expect(conforms(TransitionalURL, NativeParams)).toBe(false);
  });

  it('rejects a URLSearchParams without size, or has/delete ignoring the value', () => {
    class NoSize extends NativeParams { override get size(): number { return undefined as unknown as number; } }
    class NoValue extends NativeParams { override has(name: string) { return super.has(name); } }
    const withParams = (P: typeof NativeParams) => class extends NativeURL {
      #p: URLSearchParams | undefined;
      override get searchParams() { return (this.#p ??= new P(this.search) as unknown as URLSearchParams) as never; }
    };
    expect(conforms(withParams(NoSize), NoSize)).toBe(false);
    expect(conforms(withParams(NoValue), NoValue)).toBe(false);
  });

  it('treats a throwing constructor as non-conforming', () => {
    const Throwing = Object.assign(function () { throw new Error('boom'); }, { parse: () => null, canParse: () => true });
    expect(conforms(Throwing, NativeParams)).toBe(false);
  });
});

describe('polyfill()', () => {
  it('keeps the conforming natives of globalThis (the default target)', () => {
    expect(polyfill()).toEqual({ URL: 'kept', URLSearchParams: 'kept' });
    expect(globalThis.URL).toBe(NativeURL);
    expect(globalThis.URLSearchParams).toBe(NativeParams);
  });

  it('installs both on a target without them, as Web IDL interface objects are defined', () => {
    const target: Record<string, unknown> = {};
    expect(polyfill(target)).toEqual({ URL: 'installed', URLSearchParams: 'installed' });
    expect(target.URL).toBe(URL);
    expect(target.URLSearchParams).toBe(URLSearchParams);
    expect(Object.getOwnPropertyDescriptor(target, 'URL')).toEqual({ value: URL, writable: true, enumerable: false, configurable: true });
  });

  it('changes nothing the second time', () => {
    const target: Record<string, unknown> = {};
    polyfill(target);
    const before = Object.getOwnPropertyDescriptors(target);
    expect(polyfill(target)).toEqual({ URL: 'kept', URLSearchParams: 'kept' });
    expect(Object.getOwnPropertyDescriptors(target)).toEqual(before);
  });

  it('replaces a non-conforming URL and keeps its other statics (createObjectURL, revokeObjectURL) on a class of its own', () => {
    const created: unknown[] = [];
    function OldURL() { /* no parse, no canParse */ }
    const createObjectURL = (blob: unknown) => { created.push(blob); return 'blob:x'; };
    const revokeObjectURL = () => undefined;
    Object.assign(OldURL, { createObjectURL, revokeObjectURL, parse: 'not ours' });
    const target: Record<string, unknown> = { URL: OldURL, URLSearchParams: NativeParams };
    expect(polyfill(target)).toEqual({ URL: 'replaced', URLSearchParams: 'replaced' });
    const U = target.URL as typeof URL & { createObjectURL: typeof createObjectURL; revokeObjectURL: unknown };
    // A per-target subclass of ours: the exported URL is not modified.
    expect(U).not.toBe(URL);
    expect(U.prototype instanceof URL).toBe(true);
    expect(U.name).toBe('URL');
    expect(U.length).toBe(1);
    expect(U.createObjectURL).toBe(createObjectURL);
    expect(U.revokeObjectURL).toBe(revokeObjectURL);
    expect(U.createObjectURL('b')).toBe('blob:x');
    expect(created).toEqual(['b']);
    expect(Object.prototype.hasOwnProperty.call(URL, 'createObjectURL')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(URL, 'revokeObjectURL')).toBe(false);
    expect(typeof U.parse).toBe('function'); // ours is not overwritten by the old static
    const parsed = U.parse('http://a/')!;
    expect(parsed.href).toBe('http://a/');
    expect(parsed instanceof U && parsed instanceof URL).toBe(true);
    expect(U.parse('nope')).toBe(null);
    expect(U.canParse('http://a/')).toBe(true);
    const u = new U('b', 'http://a/c');
    expect(u.href).toBe('http://a/b');
    expect(u instanceof U && u instanceof URL).toBe(true);
    expect(u.searchParams instanceof (target.URLSearchParams as typeof URLSearchParams)).toBe(true);
    expect(() => new U('nope')).toThrow(TypeError);
    expect(() => new (U as unknown as new () => URL)()).toThrow(/1 argument required/);
    expect(new U('http://a/', undefined).href).toBe('http://a/');
    expect(() => (U as unknown as (s: string) => unknown)('http://a/')).toThrow(TypeError);
    // Installed once, kept the second time.
    expect(polyfill(target)).toEqual({ URL: 'kept', URLSearchParams: 'kept' });
    expect(target.URL).toBe(U);
  });

  it('gives two targets with different createObjectURL each their own (and leaves ours alone)', () => {
    const make = (tag: string) => {
      function OldURL() { /* non-conforming */ }
      return Object.assign(OldURL, { createObjectURL: () => 'blob:' + tag, revokeObjectURL: () => tag });
    };
    const a: Record<string, unknown> = { URL: make('a') };
    const b: Record<string, unknown> = { URL: make('b') };
    expect(polyfill(a)).toEqual({ URL: 'replaced', URLSearchParams: 'installed' });
    expect(polyfill(b)).toEqual({ URL: 'replaced', URLSearchParams: 'installed' });
    type WithBlobs = { createObjectURL(): string; revokeObjectURL(): string };
    expect((a.URL as WithBlobs).createObjectURL()).toBe('blob:a');
    expect((b.URL as WithBlobs).createObjectURL()).toBe('blob:b');
    expect((b.URL as WithBlobs).revokeObjectURL()).toBe('b');
    expect(a.URL).not.toBe(b.URL);
    expect(a.URLSearchParams).toBe(URLSearchParams);
    expect(b.URLSearchParams).toBe(URLSearchParams);
    expect(Object.getOwnPropertyNames(URL).sort()).toEqual(['canParse', 'length', 'name', 'parse', 'prototype']);
  });

  it('replaces a broken URL made of a Proxy whose traps throw (ownKeys, get, getOwnPropertyDescriptor, revoked)', () => {
    const fail = () => { throw new Error('trap'); };
    const old = () => {
      function OldURL() { /* broken */ }
      return OldURL;
    };
    const revocable = Proxy.revocable(old(), {});
    revocable.revoke();
    for (const [label, broken] of [
      ['ownKeys', new Proxy(old(), { ownKeys: fail })],
      ['get', new Proxy(old(), { get: fail })],
      ['getOwnPropertyDescriptor', new Proxy(Object.assign(old(), { createObjectURL: () => 'blob:p' }), { getOwnPropertyDescriptor: fail })],
      ['has', new Proxy(old(), { has: fail })],
      ['revoked', revocable.proxy],
    ] as Array<[string, unknown]>) {
      const target: Record<string, unknown> = { URL: broken };
      expect(polyfill(target), label).toEqual({ URL: 'replaced', URLSearchParams: 'installed' });
      expect(target.URL, label).toBe(URL);
      expect(polyfill(target), label).toEqual({ URL: 'kept', URLSearchParams: 'kept' });
    }
  });

  it('throws a TypeError and changes nothing on a frozen target', () => {
    function OldURL() { /* non-conforming */ }
    Object.assign(OldURL, { createObjectURL: () => 'blob:f' });
    const frozen = Object.freeze({ URL: OldURL as unknown, URLSearchParams: NativeParams as unknown });
    expect(() => polyfill(frozen)).toThrow(TypeError);
    expect(() => polyfill(frozen)).toThrow(/cannot install URL: the property is non-configurable and non-writable; nothing was changed/);
    expect(frozen.URL).toBe(OldURL);
    expect(frozen.URLSearchParams).toBe(NativeParams);
    const empty = Object.freeze({});
    expect(() => polyfill(empty)).toThrow(/cannot install URL: the target is not extensible/);
    expect(Object.getOwnPropertyNames(empty)).toEqual([]);
    expect(Object.prototype.hasOwnProperty.call(URL, 'createObjectURL')).toBe(false);
  });

  it('checks both names before changing either: a read-only URLSearchParams leaves URL untouched', () => {
    function OldURL() { /* non-conforming */ }
    const target: Record<string, unknown> = { URL: OldURL };
    Object.defineProperty(target, 'URLSearchParams', { value: NativeParams, writable: false, configurable: false, enumerable: true });
    const before = Object.getOwnPropertyDescriptors(target);
    expect(() => polyfill(target)).toThrow(/cannot install URLSearchParams: the property is non-configurable and non-writable/);
    expect(Object.getOwnPropertyDescriptors(target)).toEqual(before);
    const accessor: Record<string, unknown> = {};
    Object.defineProperty(accessor, 'URL', { get: () => OldURL, configurable: false });
    expect(() => polyfill(accessor)).toThrow(/cannot install URL: the property is non-configurable and an accessor/);
    expect(Object.getOwnPropertyNames(accessor)).toEqual(['URL']);
  });

  it('sets a non-configurable but writable URL property by assignment (as a global `var URL`)', () => {
    function OldURL() { /* non-conforming */ }
    const target: Record<string, unknown> = {};
    Object.defineProperty(target, 'URL', { value: OldURL, writable: true, enumerable: true, configurable: false });
    expect(polyfill(target)).toEqual({ URL: 'replaced', URLSearchParams: 'installed' });
    expect(target.URL).toBe(URL); // OldURL has no statics ours lacks: ours itself
    expect(Object.getOwnPropertyDescriptor(target, 'URL')).toEqual({ value: URL, writable: true, enumerable: true, configurable: false });
    expect(target.URLSearchParams).toBe(URLSearchParams);
  });

  it('rejects a target that is not an object', () => {
    expect(() => polyfill('global' as unknown as object)).toThrow(TypeError);
    expect(() => polyfill(42 as unknown as object)).toThrow(/the target must be an object/);
  });

  it('replaces a conforming URLSearchParams when URL is replaced, and vice versa reports each', () => {
    const target: Record<string, unknown> = { URL, URLSearchParams: NativeParams };
    // Our URL with the native URLSearchParams: url.searchParams is not an instance of it.
    expect(polyfill(target)).toEqual({ URL: 'kept', URLSearchParams: 'replaced' });
    expect(target.URLSearchParams).toBe(URLSearchParams);
  });

  it('installs into another realm, where the classes then work', () => {
    const context = vm.createContext({});
    expect(vm.runInContext('typeof URL', context)).toBe('undefined');
    expect(polyfill(context)).toEqual({ URL: 'installed', URLSearchParams: 'installed' });
    expect(vm.runInContext("new URL('http://Faß.ExAmple/a/../b?x=1').href", context)).toBe('http://xn--fa-hia.example/b?x=1');
    expect(vm.runInContext("new URLSearchParams('a=1&a=2').getAll('a').join()", context)).toBe('1,2');
  });
});

describe("import 'iri-url/polyfill' (lib/polyfill-auto.ts)", () => {
  it('runs polyfill() on the global object once and reports it', async () => {
    const auto = await import('../../lib/polyfill-auto');
    expect(auto.result).toEqual({ URL: 'kept', URLSearchParams: 'kept' });
    expect(auto.polyfill).toBe(polyfill);
    expect(globalThis.URL).toBe(NativeURL);
  });
});
