// Installs this library's URL and URLSearchParams (URL §6.1, §6.2) on a global object when the
// host's are absent or fail a short conformance test. No side effect until polyfill() is called:
// `import 'iri-url/polyfill'` (lib/polyfill-auto.ts) and dist/polyfill.js are what call it.
// Portable to ES5 engines: no ES2015 built-in is used without a typeof check.

import { getGlobal } from './core/global';
import { parseToObject, URL, type URLInput } from './api/url';
import { URLSearchParams } from './api/search-params';

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
 * store), a subclass of ours made for this target that carries copies of them, so that code
 * using them keeps working. Our exported URL is never modified.
 */
function urlFor(old: Ctor): Ctor {
  let extra: PropertyDescriptor[] = [], names: string[] = [];
  if (typeof old === 'function') {
    try {
      const own = Object.getOwnPropertyNames(old);
      // length, name, prototype, parse, canParse, and what functions inherit: ours stays.
      for (let i = 0; i < own.length; i++) {
        if (own[i] in URL) continue;
        const d = Object.getOwnPropertyDescriptor(old, own[i]);
        if (d) { names.push(own[i]); extra.push(d); }
      }
    } catch (e) {
      // A URL that cannot even be inspected (a Proxy whose traps throw, a revoked one) is replaced
      // with nothing of it kept.
      names = [];
      extra = [];
    }
  }
  if (extra.length === 0) return URL;
  // URL.length === 1 as for ours (base is read from `arguments`); parse() makes instances of
  // this class, so that target.URL.parse(x) instanceof target.URL.
  class TargetURL extends URL {
    constructor(url: URLInput, base?: URLInput);
    constructor(url: URLInput) {
      // (Two calls rather than a spread: no helper in the ES5 build.)
      if (arguments.length === 0) throw new TypeError("Failed to construct 'URL': 1 argument required, but only 0 present.");
      if (arguments.length > 1) super(url, arguments[1]);
      else super(url);
    }

    static override parse(url: URLInput, base?: URLInput): URL | null;
    static override parse(url: URLInput): URL | null {
      return parseToObject(TargetURL.prototype, arguments.length, url, arguments[1]);
    }
  }
  try {
    // The name of the interface object (configurable from ES2015 on; fixed earlier).
    Object.defineProperty(TargetURL, 'name', { value: 'URL', configurable: true });
  } catch (e) { /* ES5: the function keeps its own name */ }
  for (let i = 0; i < extra.length; i++) Object.defineProperty(TargetURL, names[i], extra[i]); // a new function: cannot fail
  return TargetURL;
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
 * Why `value` cannot be installed as `name` on `t`, or null when it can: an absent property on
 * an extensible object, a configurable property (Object.defineProperty) or a writable data
 * property (assignment) can be set; nothing else can.
 */
function obstacle(t: object, name: string): string | null {
  const d = Object.getOwnPropertyDescriptor(t, name);
  if (d === undefined) return Object.isExtensible(t) ? null : 'the target is not extensible (frozen, sealed or preventExtensions)';
  if (d.configurable || (d.writable === true && 'value' in d)) return null;
  return 'the property is non-configurable and ' + ('value' in d ? 'non-writable' : 'an accessor');
}

/** Sets t[name] as a Web IDL interface object is defined (writable, configurable, not enumerable). */
function define(t: object, name: string, value: unknown): void {
  const d = Object.getOwnPropertyDescriptor(t, name);
  if (d !== undefined && !d.configurable) (t as Record<string, unknown>)[name] = value; // writable (see obstacle)
  else Object.defineProperty(t, name, { value, writable: true, enumerable: false, configurable: true });
  if ((t as Record<string, unknown>)[name] !== value) throw new TypeError('polyfill: ' + name + ' did not take the new value');
}

/** Puts back a property as it was before define (d undefined: it was absent). */
function restore(t: object, name: string, d: PropertyDescriptor | undefined): void {
  try {
    if (d === undefined) delete (t as Record<string, unknown>)[name];
    else if (d.configurable) Object.defineProperty(t, name, d);
    else (t as Record<string, unknown>)[name] = d.value;
  } catch (e) { /* as much as can be put back */ }
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
  const names = ['URL', 'URLSearchParams'];
  const values = [newURL, URLSearchParams];
  const saved: (PropertyDescriptor | undefined)[] = [];
  for (let i = 0; i < names.length; i++) {
    if ((t as Record<string, unknown>)[names[i]] === values[i]) continue;
    const why = obstacle(t, names[i]);
    if (why !== null) throw new TypeError('polyfill: cannot install ' + names[i] + ': ' + why + '; nothing was changed');
  }
  let done = 0;
  try {
    for (; done < names.length; done++) {
      saved[done] = Object.getOwnPropertyDescriptor(t, names[done]);
      if ((t as Record<string, unknown>)[names[done]] !== values[done]) define(t, names[done], values[done]);
    }
  } catch (e) {
    for (let i = done; i >= 0; i--) if (i < saved.length) restore(t, names[i], saved[i]);
    throw e;
  }
  return {
    URL: typeof oldURL !== 'function' ? 'installed' : newURL === oldURL ? 'kept' : 'replaced',
    URLSearchParams: typeof oldParams !== 'function' ? 'installed' : oldParams === URLSearchParams ? 'kept' : 'replaced',
  };
}
