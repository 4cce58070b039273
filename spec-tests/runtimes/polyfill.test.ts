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

  it('replaces a non-conforming URL and keeps its other statics (createObjectURL, revokeObjectURL)', () => {
    const created: unknown[] = [];
    function OldURL() { /* no parse, no canParse */ }
    const createObjectURL = (blob: unknown) => { created.push(blob); return 'blob:x'; };
    const revokeObjectURL = () => undefined;
    Object.assign(OldURL, { createObjectURL, revokeObjectURL, parse: 'not ours' });
    const target: Record<string, unknown> = { URL: OldURL, URLSearchParams: NativeParams };
    expect(polyfill(target)).toEqual({ URL: 'replaced', URLSearchParams: 'replaced' });
    const U = target.URL as typeof URL & { createObjectURL: typeof createObjectURL; revokeObjectURL: unknown };
    expect(U).toBe(URL);
    expect(U.createObjectURL).toBe(createObjectURL);
    expect(U.revokeObjectURL).toBe(revokeObjectURL);
    expect(U.createObjectURL('b')).toBe('blob:x');
    expect(typeof U.parse).toBe('function'); // ours is not overwritten by the old static
    expect(U.parse('http://a/')!.href).toBe('http://a/');
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
