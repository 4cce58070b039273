// Installs this library's URL and URLSearchParams (URL §6.1, §6.2) on a global object when the
// host's are absent or fail a short conformance test. No side effect until polyfill() is called:
// `import 'iri-url/polyfill'` (lib/polyfill-auto.ts) and dist/polyfill.js are what call it.
// Portable to ES5 engines: no ES2015 built-in is used without a typeof check.

import { getGlobal } from './core/global';
import { URL } from './api/url';
import { URLSearchParams } from './api/search-params';
import { derivedURL, install } from './api/install';

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
  /** What happened to the target's `URL`. */
  URL: PolyfillAction;
  /** What happened to the target's `URLSearchParams`. */
  URLSearchParams: PolyfillAction;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctor = any;


/**
 * The feature test: true when URL and URLSearchParams behave as the current URL Standard says
 * on a few points that old engines get wrong. Any exception means "does not conform".
 */
export function conforms(url: unknown, params: unknown): boolean {
  if (typeof url !== 'function' || typeof params !== 'function') return false;
  const NativeURL = url as Ctor, NativeParams = params as Ctor;
  try {
    // URL §6.1: the static parse() (2023) and canParse() (2023).
    if (typeof NativeURL.canParse !== 'function' || typeof NativeURL.parse !== 'function') return false;
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

/**
 * The URL class to install on one target: ours, or, when the URL it replaces has statics that
 * ours lacks (createObjectURL and revokeObjectURL, from the File API, bound to that realm's blob
 * store), derivedURL() with copies of them, so that code using them keeps working.
 */
function urlFor(old: Ctor): Ctor {
  const extra: { [name: string]: PropertyDescriptor } = {};
  if (typeof old === 'function') {
    try {
      const names = Object.getOwnPropertyNames(old);
      // length, name, prototype, parse, canParse, and what functions inherit: ours stays.
      for (let i = 0; i < names.length; i++) {
        if (names[i] in URL) continue;
        const d = Object.getOwnPropertyDescriptor(old, names[i]);
        if (d) extra[names[i]] = d;
      }
    } catch (e) {
      // A URL that cannot even be inspected (a Proxy whose traps throw, a revoked one) is replaced
      // with nothing of it kept.
      return URL;
    }
  }
  return Object.keys(extra).length ? derivedURL(extra) : URL;
}

/** True for our URL and classes derived from it (urlFor's, a user's subclass of ours). */
function isOurURL(c: unknown): boolean {
  if (c === URL) return true;
  try {
    return typeof c === 'function' && (c as Ctor).prototype instanceof URL;
  } catch (e) {
    return false;
  }
}

/**
 * Installs URL and URLSearchParams on `target` (default: the global object) unless the ones it
 * has conform (see conforms()). The two are installed together, so that url.searchParams is
 * always an instance of the installed URLSearchParams. Calling it again changes nothing.
 *
 * Every property is checked before any is changed: when one cannot be set (a frozen or
 * non-extensible target, a non-configurable property that is read-only or an accessor), a
 * TypeError is thrown and the target is left as it was. A target that is not an object is a
 * TypeError too.
 */
export function polyfill(target?: object): PolyfillResult {
  const t = (target === undefined || target === null ? getGlobal() : target) as { URL?: Ctor; URLSearchParams?: Ctor };
  if (typeof t !== 'object' && typeof t !== 'function') throw new TypeError('polyfill: the target must be an object, not ' + typeof t);
  const oldURL = t.URL, oldParams = t.URLSearchParams;
  // Already installed (a second call, or a second copy of the script): nothing to test.
  if ((isOurURL(oldURL) && oldParams === URLSearchParams) || conforms(oldURL, oldParams)) {
    return { URL: 'kept', URLSearchParams: 'kept' };
  }
  const newURL = isOurURL(oldURL) ? oldURL : urlFor(oldURL);
  install(t, ['URL', 'URLSearchParams'], [newURL, URLSearchParams]);
  return {
    URL: typeof oldURL !== 'function' ? 'installed' : newURL === oldURL ? 'kept' : 'replaced',
    URLSearchParams: typeof oldParams !== 'function' ? 'installed' : oldParams === URLSearchParams ? 'kept' : 'replaced',
  };
}
