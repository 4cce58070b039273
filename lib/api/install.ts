// Installing classes on a global object, for the polyfill entries (lib/polyfill.ts,
// lib/react-native.ts): a class derived from URL for one target, and the checked install of
// interface objects (Web IDL §3.7.1: writable, configurable, not enumerable).

import { parseToObject, URL, type URLInput } from './url';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctor = any;

/**
 * A class derived from our URL, for one target: the same constructor (URL.length === 1, base
 * read from `arguments`), named "URL", whose parse() makes its own instances (so that
 * target.URL.parse(x) instanceof target.URL), with `statics` defined on it. Our exported URL is
 * never modified.
 */
export function derivedURL(statics: { [name: string]: PropertyDescriptor }): Ctor {
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
      return parseToObject(TargetURL, arguments.length, url, arguments[1]);
    }
  }
  try {
    // The name of the interface object (configurable from ES2015 on; fixed earlier).
    Object.defineProperty(TargetURL, 'name', { value: 'URL', configurable: true });
  } catch (e) { /* ES5: the function keeps its own name */ }
  const names = Object.keys(statics);
  for (let i = 0; i < names.length; i++) Object.defineProperty(TargetURL, names[i], statics[names[i]]); // a new function: cannot fail
  // Web IDL §3.7.3: the interface prototype object has the attributes and operations as its own
  // properties (Object.getOwnPropertyDescriptor(URL.prototype, 'href').get), so ours are copied.
  const proto = URL.prototype as unknown as Record<string, unknown>;
  const keys: (string | symbol)[] = Object.getOwnPropertyNames(proto);
  const symbols = (Object as { getOwnPropertySymbols?: (o: object) => symbol[] }).getOwnPropertySymbols;
  if (typeof symbols === 'function') keys.push.apply(keys, symbols(proto));
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== 'constructor') Object.defineProperty(TargetURL.prototype, keys[i], Object.getOwnPropertyDescriptor(proto, keys[i] as string)!);
  }
  return TargetURL;
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
 * Sets each names[i] of `t` to values[i], as an interface object is defined. Every property is
 * checked before any is changed: when one cannot be set (see obstacle()), a TypeError is thrown
 * and `t` is left as it was.
 */
export function install(t: object, names: string[], values: unknown[]): void {
  for (let i = 0; i < names.length; i++) {
    if ((t as Record<string, unknown>)[names[i]] === values[i]) continue;
    const why = obstacle(t, names[i]);
    if (why !== null) throw new TypeError('polyfill: cannot install ' + names[i] + ': ' + why + '; nothing was changed');
  }
  const saved: (PropertyDescriptor | undefined)[] = [];
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
}
