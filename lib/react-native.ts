// `iri-url/react-native`: the surface of react-native-url-polyfill (URL, URLSearchParams,
// setupURLPolyfill) on this library's URL Standard classes (URL §6.1, §6.2). React Native's own
// URL is its Blob module's class: createObjectURL and revokeObjectURL, which the URL Standard
// leaves to the File API, stay React Native's. No side effect until setupURLPolyfill() is called
// (`iri-url/react-native/auto` calls it). Imports nothing of React Native.

import { getGlobal } from './core/global';
import type { URL as BaseURL } from './api/url';
import { URLSearchParams } from './api/search-params';
import { derivedURL, install } from './api/install';

export { URLSearchParams };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctor = any;

/** What URL.createObjectURL takes: React Native's Blob (a reference to data kept natively). */
interface BlobLike {
  data: { blobId: string; offset: number };
  size: number;
}

/** The URL class of this entry: the URL Standard's, plus React Native's two blob statics. */
interface ReactNativeURLConstructor {
  new (...args: ConstructorParameters<typeof BaseURL>): BaseURL;
  readonly prototype: BaseURL;
  parse: typeof BaseURL.parse;
  canParse: typeof BaseURL.canParse;
  /**
   * React Native's URL.createObjectURL (its Blob module: "blob:<id>?offset=…&size=…"), called
   * on the URL class that setupURLPolyfill() replaced, or that the global object holds before.
   * Throws an Error "Cannot create URL for blob!" where there is none, as React Native does
   * without its Blob module.
   */
  createObjectURL(blob: BlobLike): string;
  /** React Native's URL.revokeObjectURL (which does nothing); nothing where there is none. */
  revokeObjectURL(url: string): void;
}

/** The URL class setupURLPolyfill() replaced (React Native's), once it has run. */
let replaced: Ctor = null;

/**
 * The class whose blob statics this entry's URL calls: the one setupURLPolyfill() replaced, else
 * the global URL unless it is this entry's own.
 */
function host(): Ctor {
  if (replaced !== null) return replaced;
  const g = (getGlobal() as { URL?: unknown }).URL;
  return typeof g === 'function' && g !== URL ? g : null;
}

/** A static of the host's URL, or null (never this entry's own, so that calls cannot loop). */
function hostStatic(name: 'createObjectURL' | 'revokeObjectURL'): ((this: unknown, x: unknown) => unknown) | null {
  const h = host();
  const f = h === null ? undefined : h[name];
  return typeof f === 'function' && f !== URL[name] ? f : null;
}

/**
 * URL (URL §6.1): this library's, as a class of its own (its parse() makes its instances) with
 * React Native's createObjectURL and revokeObjectURL.
 */
export const URL: ReactNativeURLConstructor = /* @__PURE__ */ derivedURL({
  createObjectURL: {
    value: function createObjectURL(blob: BlobLike): string {
      const f = hostStatic('createObjectURL');
      if (f === null) throw new Error('Cannot create URL for blob!');
      return f.call(host(), blob) as string;
    },
    writable: true, enumerable: true, configurable: true,
  },
  revokeObjectURL: {
    value: function revokeObjectURL(url: string): void {
      const f = hostStatic('revokeObjectURL');
      if (f !== null) f.call(host(), url);
    },
    writable: true, enumerable: true, configurable: true,
  },
});
export type URL = BaseURL;

/**
 * Installs this entry's URL and URLSearchParams on the global object, whatever it holds (as
 * react-native-url-polyfill does), and sets globalThis.REACT_NATIVE_URL_POLYFILL to "iri-url"
 * (the marker that package's users check). The URL it replaces is kept for the blob statics.
 * Calling it again changes nothing. Throws a TypeError, changing nothing, where the global
 * properties cannot be set (see polyfill()).
 */
export function setupURLPolyfill(): void {
  const g = getGlobal() as { URL?: unknown; URLSearchParams?: unknown; REACT_NATIVE_URL_POLYFILL?: string };
  const old = g.URL;
  if (old !== URL || g.URLSearchParams !== URLSearchParams) {
    install(g, ['URL', 'URLSearchParams'], [URL, URLSearchParams]);
    if (replaced === null && typeof old === 'function' && old !== URL) replaced = old;
  }
  g.REACT_NATIVE_URL_POLYFILL = 'iri-url';
}
