// 'iri-url/urlpattern-polyfill' (lib/urlpattern-polyfill.ts): installs where there is no
// conforming URLPattern, keeps a conforming one, replaces a non-conforming one, and never half
// installs.
import { describe, expect, it } from 'vitest';
import { URLPattern as Peer } from 'urlpattern-polyfill/urlpattern';
import { URLPattern } from '../../lib/urlpattern';
import { conforms, polyfill } from '../../lib/urlpattern-polyfill';

describe('URLPattern polyfill', () => {
  it('the feature test passes ours (and urlpattern-polyfill 10.1), fails anything else', () => {
    expect(conforms(URLPattern)).toBe(true);
    expect(conforms(Peer)).toBe(true);
    expect(conforms(undefined)).toBe(false);
    expect(conforms(function Broken() { /* no behaviour */ })).toBe(false);
    // A URLPattern whose default port handling is wrong.
    class NoDefaultPort extends URLPattern {
      override get port(): string { return '*'; }
    }
    expect(conforms(NoDefaultPort)).toBe(false);
  });

  it('installs, keeps, replaces', () => {
    const t: { URLPattern?: unknown } = {};
    expect(polyfill(t)).toBe('installed');
    expect(t.URLPattern).toBe(URLPattern);
    expect(Object.keys(t)).toEqual([]); // non-enumerable, as a global interface object
    expect(polyfill(t)).toBe('kept');
    const u = { URLPattern: function Old() { /* not conforming */ } };
    expect(polyfill(u)).toBe('replaced');
    expect(u.URLPattern).toBe(URLPattern);
    const v = { URLPattern: Peer };
    expect(polyfill(v)).toBe('kept');
    expect(v.URLPattern).toBe(Peer);
  });

  it('never half installs: a TypeError, the target unchanged', () => {
    const frozen = Object.freeze({});
    expect(() => polyfill(frozen)).toThrow(TypeError);
    const fixed = Object.defineProperty({}, 'URLPattern', { value: 1, writable: false, configurable: false });
    expect(() => polyfill(fixed)).toThrow(/non-configurable/);
    expect((fixed as { URLPattern: unknown }).URLPattern).toBe(1);
    const writable = Object.defineProperty({}, 'URLPattern', { value: 1, writable: true, configurable: false });
    expect(polyfill(writable)).toBe('replaced');
    expect((writable as { URLPattern: unknown }).URLPattern).toBe(URLPattern);
    expect(() => polyfill('global' as unknown as object)).toThrow(TypeError);
  });
});
