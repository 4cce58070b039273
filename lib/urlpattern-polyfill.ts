// Entry 'iri-url/urlpattern-polyfill': installs our URLPattern (lib/urlpattern) on the global
// object where the host has none or one that fails a short conformance test. No side effect on
// import: call polyfill(); dist/urlpattern-polyfill.js (the <script> build) calls it. Separate
// from 'iri-url/polyfill' (URL and URLSearchParams), whose size it leaves untouched.
// Portable to ES5 engines: no ES2015 built-in without a typeof check.
import { getGlobal } from './core/global';
import { URLPattern } from './urlpattern/url-pattern';

/** What polyfill() did: as for URL in 'iri-url/polyfill'. */
export type URLPatternPolyfillAction = 'installed' | 'replaced' | 'kept';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ctor = any;


/**
 * The feature test: true when `ctor` behaves as the URL Pattern Standard says on a few points
 * (the constructor string with a wildcard subdomain and a default port, named and regexp groups,
 * ignoreCase, hasRegExpGroups, a base URL). Any exception means "does not conform".
 */
export function conforms(ctor: unknown): boolean {
  if (typeof ctor !== 'function') return false;
  const P = ctor as Ctor;
  try {
    const p = new P('https://*.example.com/users/:id/*');
    if (p.port !== '' || p.search !== '*' || p.pathname !== '/users/:id/*') return false;
    const m = p.exec('https://a.b.example.com/users/42/x/y?q');
    if (!m || m.hostname.groups['0'] !== 'a.b' || m.pathname.groups.id !== '42' || m.pathname.groups['0'] !== 'x/y') return false;
    if (p.test('https://example.com:8443/users/1/')) return false;
    const r = new P({ pathname: '/:n(\\d+)' }, { ignoreCase: true });
    if (r.hasRegExpGroups !== true || p.hasRegExpGroups !== false || !r.test({ pathname: '/12' }) || r.test({ pathname: '/x' })) return false;
    if (!new P({ pathname: '/A' }, { ignoreCase: true }).test({ pathname: '/a' })) return false;
    if (new P('../admin/*', 'https://h.example/forum/').pathname !== '/admin/*') return false;
    return true;
  } catch (e) {
    return false;
  }
}

/**
 * Installs URLPattern on the global object (or `target`) unless a conforming one is there. As
 * 'iri-url/polyfill' does for URL: a property that cannot be set (a frozen or non-extensible
 * target, a non-configurable read-only or accessor property) is a TypeError, with the target
 * left as it was; a non-configurable writable one (a global `var URLPattern`) is assigned.
 */
export function polyfill(target?: object): URLPatternPolyfillAction {
  if (target !== undefined && (target === null || (typeof target !== 'object' && typeof target !== 'function'))) {
    throw new TypeError('polyfill: the target must be an object');
  }
  const g = (target || getGlobal()) as { URLPattern?: unknown };
  const old = g.URLPattern;
  if (old === URLPattern || conforms(old)) return 'kept';
  const own = Object.getOwnPropertyDescriptor(g, 'URLPattern');
  if (own && !own.configurable) {
    if (!('value' in own) || !own.writable) throw new TypeError('polyfill: cannot install URLPattern: the property is non-configurable and not a writable data property; nothing was changed');
    g.URLPattern = URLPattern;
  } else {
    if (!own && !Object.isExtensible(g)) throw new TypeError('polyfill: cannot install URLPattern: the target is not extensible; nothing was changed');
    Object.defineProperty(g, 'URLPattern', { value: URLPattern, writable: true, enumerable: false, configurable: true });
  }
  return old === undefined ? 'installed' : 'replaced';
}
