// iri-url/react-native (lib/react-native.ts) and iri-url/react-native/auto: the surface of
// react-native-url-polyfill, React Native's blob statics kept, setupURLPolyfill idempotent, the
// auto entry's feature test. Each test loads fresh copies of the modules on a global object that
// holds a stand-in for React Native's URL (its Blob module's class), and restores the globals.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const g = globalThis as Any;
const NAMES = ['URL', 'URLSearchParams', 'REACT_NATIVE_URL_POLYFILL'];
let saved: (PropertyDescriptor | undefined)[] = [];

const NodeURL = g.URL;
/**
 * React Native's URL: createObjectURL from the Blob module's constants, revokeObjectURL a no-op,
 * no parse() or canParse(). Its instances are Node's URL, so that vitest keeps working meanwhile.
 */
function reactNativeURL(): Any {
  const calls: unknown[] = [];
  function URL(url: string) { return new NodeURL(url); }
  URL.createObjectURL = function (this: unknown, blob: Any) {
    calls.push(this);
    return `blob:${blob.data.blobId}?offset=${blob.data.offset}&size=${blob.size}`;
  };
  URL.revokeObjectURL = function (url: string) { calls.push(url); };
  URL.calls = calls;
  return URL;
}
const blob = { data: { blobId: 'id1', offset: 0 }, size: 5 };

beforeEach(() => {
  saved = NAMES.map((n) => Object.getOwnPropertyDescriptor(g, n));
  vi.resetModules();
});
afterEach(() => {
  NAMES.forEach((n, i) => {
    const d = saved[i];
    if (d === undefined) delete g[n];
    else Object.defineProperty(g, n, d);
  });
});

/** This library's classes, from the same fresh copy of the modules as load()'s. */
let OurURL: Any, OurParams: Any;
const load = async (): Promise<Any> => {
  OurURL = (await import('../../lib/api/url')).URL;
  OurParams = (await import('../../lib/api/search-params')).URLSearchParams;
  return import('../../lib/react-native');
};

describe('iri-url/react-native', () => {
  it('exports URL, URLSearchParams and setupURLPolyfill, and installs nothing on import', async () => {
    const RNURL = reactNativeURL();
    g.URL = RNURL;
    const m = await load();
    expect(Object.keys(m).sort()).toEqual(['URL', 'URLSearchParams', 'setupURLPolyfill']);
    expect(g.URL).toBe(RNURL);
    expect(g.REACT_NATIVE_URL_POLYFILL).toBeUndefined();
    expect(m.URLSearchParams).toBe(OurParams);
  });

  it("setupURLPolyfill() installs the entry's classes, the marker, and keeps React Native's statics", async () => {
    const RNURL = reactNativeURL();
    g.URL = RNURL;
    const m = await load();
    m.setupURLPolyfill();
    expect(g.URL).toBe(m.URL);
    expect(g.URLSearchParams).toBe(OurParams);
    expect(g.REACT_NATIVE_URL_POLYFILL).toBe('iri-url');
    expect(Object.getOwnPropertyDescriptor(g, 'URL')).toMatchObject({ writable: true, enumerable: false, configurable: true });
    expect(g.URL.createObjectURL(blob)).toBe('blob:id1?offset=0&size=5');
    expect(RNURL.calls[0]).toBe(RNURL); // called on React Native's class, as it would be
    g.URL.revokeObjectURL('blob:id1');
    expect(RNURL.calls[1]).toBe('blob:id1');
  });

  it('is idempotent: a second call changes nothing and the statics do not call themselves', async () => {
    const RNURL = reactNativeURL();
    g.URL = RNURL;
    const m = await load();
    m.setupURLPolyfill();
    const after = Object.getOwnPropertyDescriptor(g, 'URL');
    m.setupURLPolyfill();
    m.setupURLPolyfill();
    expect(Object.getOwnPropertyDescriptor(g, 'URL')).toEqual(after);
    expect(g.URL.createObjectURL(blob)).toBe('blob:id1?offset=0&size=5');
    expect(RNURL.calls).toEqual([RNURL]);
  });

  it("before setupURLPolyfill(), the statics call the global URL's", async () => {
    const RNURL = reactNativeURL();
    g.URL = RNURL;
    const m = await load();
    expect(m.URL.createObjectURL(blob)).toBe('blob:id1?offset=0&size=5');
  });

  it('without React Native\'s URL, createObjectURL throws as React Native does without its Blob module, revokeObjectURL does nothing', async () => {
    const m = await load();
    g.URL = undefined;
    m.setupURLPolyfill();
    expect(() => m.URL.createObjectURL(blob)).toThrow(new Error('Cannot create URL for blob!'));
    expect(m.URL.revokeObjectURL('blob:x')).toBeUndefined();
  });

  it('URL is ours as a class of its own: parse() makes its instances, Web IDL shape', async () => {
    const m = await load();
    const U = m.URL;
    expect(U).not.toBe(OurURL);
    expect(U.name).toBe('URL');
    expect(U.length).toBe(1);
    const u = new U('http://Bücher.example/a?x=1');
    expect(u.host).toBe('xn--bcher-kva.example');
    expect(u).toBeInstanceOf(U);
    expect(u).toBeInstanceOf(OurURL);
    expect(U.parse('/p', 'http://h/')).toBeInstanceOf(U);
    expect(U.parse('nope')).toBeNull();
    expect(U.canParse('http://h/')).toBe(true);
    // The interface prototype owns the attributes (Web IDL §3.7.3), as OurURL.prototype does.
    for (const k of Reflect.ownKeys(OurURL.prototype).filter((k) => k !== 'constructor')) {
      expect(Object.getOwnPropertyDescriptor(U.prototype, k), String(k)).toEqual(Object.getOwnPropertyDescriptor(OurURL.prototype, k));
    }
    expect(Object.prototype.toString.call(u)).toBe('[object URL]');
    // Our exported URL did not get the statics.
    expect(Object.prototype.hasOwnProperty.call(OurURL, 'createObjectURL')).toBe(false);
  });
});

describe('iri-url/react-native/auto', () => {
  it("installs on import where the global URL does not conform (React Native's)", async () => {
    const RNURL = reactNativeURL();
    g.URL = RNURL;
    await import('../../lib/react-native-auto');
    const m = await load();
    expect(g.URL).toBe(m.URL);
    expect(g.REACT_NATIVE_URL_POLYFILL).toBe('iri-url');
    expect(g.URL.createObjectURL(blob)).toBe('blob:id1?offset=0&size=5');
  });

  it('keeps a conforming URL (a browser under react-native-web; Node here)', async () => {
    const native = g.URL;
    await import('../../lib/react-native-auto');
    expect(g.URL).toBe(native);
    expect(g.REACT_NATIVE_URL_POLYFILL).toBeUndefined();
  });
});
