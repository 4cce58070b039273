// The URL class's Web IDL shape, as a polyfill needs it: accessors and operations on the
// prototype and enumerable, URL.length 1, static parse/canParse, the class string, TypeError on
// bad input and on a missing argument; the same shape as the native URL of this Node.
import { describe, expect, it } from 'vitest';
import { URL } from '../../lib/index';

const ATTRIBUTES = ['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'searchParams', 'hash'];
const READONLY = ['origin', 'searchParams'];

describe('URL shape (Web IDL)', () => {
  it('accessors on the prototype, enumerable, setters where the IDL has them', () => {
    for (const name of ATTRIBUTES) {
      const d = Object.getOwnPropertyDescriptor(URL.prototype, name)!;
      const native = Object.getOwnPropertyDescriptor(globalThis.URL.prototype, name)!;
      expect(typeof d.get, name).toBe('function');
      expect(typeof d.set, name).toBe(READONLY.includes(name) ? 'undefined' : 'function');
      expect(d.enumerable, name).toBe(native.enumerable);
      expect(Object.prototype.hasOwnProperty.call(new URL('http://a/'), name)).toBe(false);
    }
    for (const name of ['toJSON', 'toString']) {
      expect(Object.getOwnPropertyDescriptor(URL.prototype, name)!.enumerable).toBe(true);
    }
  });
  it('lengths, statics and class string', () => {
    expect(URL.length).toBe(globalThis.URL.length);
    expect(URL.length).toBe(1);
    expect(URL.parse.length).toBe(1);
    expect(URL.canParse.length).toBe(1);
    expect(Object.prototype.toString.call(new URL('http://a/'))).toBe('[object URL]');
    expect(String(new URL('http://a/b'))).toBe('http://a/b');
    expect(JSON.stringify({ u: new URL('http://a/b') })).toBe('{"u":"http://a/b"}');
  });
  it('TypeError on failure and on a missing argument', () => {
    expect(() => new URL('nope')).toThrow(TypeError);
    expect(() => (URL as unknown as new () => URL)()).toThrow(TypeError);
    expect(() => (URL as unknown as () => boolean).call(null)).toThrow(TypeError);
    expect(() => (URL.canParse as unknown as () => boolean)()).toThrow(TypeError);
    expect(URL.parse('nope')).toBeNull();
    const u = new URL('http://a/');
    expect(() => { u.href = 'nope'; }).toThrow(TypeError);
    expect(u.href).toBe('http://a/');
  });
  it('searchParams is the same object every time', () => {
    const u = new URL('http://a/?x=1');
    expect(u.searchParams).toBe(u.searchParams);
  });
});
