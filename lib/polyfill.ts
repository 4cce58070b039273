// Installs this library's URL and URLSearchParams (URL §6.1, §6.2) on a global object when the
// host's are absent or fail a short conformance test. No side effect until polyfill() is called:
// `import 'iri-url/polyfill'` (lib/polyfill-auto.ts) and dist/polyfill.js are what call it.
// Portable to ES5 engines: no ES2015 built-in is used without a typeof check.

import { URL } from './url';
import { URLSearchParams } from './search-params';

/** What polyfill() did for one name. */
export type PolyfillAction =
  /** There was no such constructor on the target: ours was installed. */
  | 'installed'
  /** The target's own failed the feature test: ours replaced it. */
  | 'replaced'
  /** The target's passed the feature test (or is already ours): left untouched. */
  | 'kept';

/** polyfill()'s report: one action per installed name. */
export interface PolyfillResult {
  URL: PolyfillAction;
  URLSearchParams: PolyfillAction;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctor = any;

/** The global object on every engine (ES2020 globalThis, else a browser's self/window, else Node's global). */
function getGlobal(): object {
  if (typeof globalThis === 'object' && globalThis) return globalThis;
  if (typeof self === 'object' && self) return self;
  if (typeof window === 'object' && window) return window;
  if (typeof global === 'object' && global) return global;
  // Sloppy-mode `this` of a function called plainly is the global object (Rhino, Duktape).
  return Function('return this')() as object;
}
declare const self: object | undefined, window: object | undefined, global: object | undefined;

/**
 * The feature test: true when URL and URLSearchParams behave as the current URL Standard says
 * on a few points that old engines get wrong. Any exception means "does not conform".
 */
export function conforms(url: unknown, params: unknown): boolean {
  if (typeof url !== 'function' || typeof params !== 'function') return false;
  const NativeURL = url as Ctor, NativeParams = params as Ctor;
  // URL §6.1: the static parse() (2023) and canParse() (2023).
  if (typeof NativeURL.canParse !== 'function' || typeof NativeURL.parse !== 'function') return false;
  try {
    // URL §6.2: size (2023); has() and delete() with a value (2023).
    const u = new NativeURL('https://h/?a=1&a=2&b');
    const p = u.searchParams;
    if (!(p instanceof NativeParams) || p.size !== 3 || !p.has('a', '2') || p.has('a', '3')) return false;
    p.delete('a', '1');
    if (u.href !== 'https://h/?a=2&b=') return false;
    // URL §3.5 domain to ASCII: UTS #46 mapping (case fold, ß kept: nontransitional) then Punycode.
    if (new NativeURL('http://Faß.ExAmple/').host !== 'xn--fa-hia.example') return false;
    // WPT urltestdata cases old engines get wrong:
    // URL §3.5 IPv4 parser: a last numeric label makes the host IPv4, five parts fail.
    if (NativeURL.canParse('http://1.2.3.4.5') || NativeURL.parse('http://0x7f.1/').host !== '127.0.0.1') return false;
    // URL §4.5 serializer step 2.2: "/." keeps a leading empty segment of a hostless path.
    if (new NativeURL('non-spec:/.//p').href !== 'non-spec:/.//p') return false;
    // URL §4.4 path state: "%2e%2E" is a double-dot segment; non-special hosts are opaque hosts.
    if (new NativeURL('http://h/a/b/%2e%2E/c').pathname !== '/a/c' || new NativeURL('foo://H%41/').host !== 'H%41') return false;
    // URL §6.2 constructor: a record argument; its serializer uses "+" and %-escapes.
    if (new NativeParams({ 'a b': '~\u00e9' }).toString() !== 'a+b=%7E%C3%A9') return false;
    return true;
  } catch (e) {
    return false;
  }
}

/** Object.defineProperty as a Web IDL interface object is defined (writable, configurable, not enumerable). */
function define(target: object, name: string, value: unknown): void {
  try {
    Object.defineProperty(target, name, { value, writable: true, enumerable: false, configurable: true });
  } catch (e) {
    // A non-configurable property: plain assignment is the last resort.
    (target as Record<string, unknown>)[name] = value;
  }
}

/**
 * Statics of the replaced URL that ours lacks (createObjectURL and revokeObjectURL, from the
 * File API) are copied onto ours, so that code using them keeps working after the replacement.
 */
function copyStatics(from: Ctor, to: Ctor): void {
  const names = Object.getOwnPropertyNames(from);
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (Object.prototype.hasOwnProperty.call(to, name)) continue; // length, name, prototype, parse, ...
    const d = Object.getOwnPropertyDescriptor(from, name);
    if (d) {
      try { Object.defineProperty(to, name, d); } catch (e) { /* a non-configurable built-in: skip */ }
    }
  }
}

/**
 * Installs URL and URLSearchParams on `target` (default: the global object) unless the ones it
 * has conform (see conforms()). The two are installed together, so that url.searchParams is
 * always an instance of the installed URLSearchParams. Calling it again changes nothing.
 */
export function polyfill(target?: object): PolyfillResult {
  const t = (target === undefined || target === null ? getGlobal() : target) as { URL?: Ctor; URLSearchParams?: Ctor };
  const oldURL = t.URL, oldParams = t.URLSearchParams;
  // Already installed (a second call, or a second copy of the script): nothing to test.
  if ((oldURL === URL && oldParams === URLSearchParams) || conforms(oldURL, oldParams)) {
    return { URL: 'kept', URLSearchParams: 'kept' };
  }
  if (typeof oldURL === 'function' && oldURL !== URL) copyStatics(oldURL, URL);
  define(t, 'URL', URL);
  define(t, 'URLSearchParams', URLSearchParams);
  return {
    URL: typeof oldURL !== 'function' ? 'installed' : oldURL === URL ? 'kept' : 'replaced',
    URLSearchParams: typeof oldParams !== 'function' ? 'installed' : oldParams === URLSearchParams ? 'kept' : 'replaced',
  };
}
