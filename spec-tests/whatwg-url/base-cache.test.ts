// The API URL parser caches parsed bases by their exact string (lib/whatwg/setters.ts apiParse,
// issue 13 item 5): the cache must never change an answer, whatever was done with the URLs made
// from a cached base, and a URL object passed as base reads as its current href.
import { describe, expect, it } from 'vitest';
import { URL } from '../../lib/api/url';

describe('base cache', () => {
  it('a URL made from a cached base can be changed without touching the base', () => {
    const base = 'https://user:pw@example.com:8080/a/b/c?q=1#f';
    const u = new URL('d', base);
    expect(u.href).toBe('https://user:pw@example.com:8080/a/b/d');
    u.username = 'x';
    u.host = 'other.org';
    u.pathname = '/zzz';
    u.search = '?s';
    u.searchParams.append('k', 'v');
    u.hash = 'h';
    expect(u.href).toBe('https://x:pw@other.org:8080/zzz?s=&k=v#h');
    expect(new URL('', base).href).toBe('https://user:pw@example.com:8080/a/b/c?q=1');
    expect(new URL('?z', base).href).toBe('https://user:pw@example.com:8080/a/b/c?z');
    expect(new URL('#g', base).href).toBe('https://user:pw@example.com:8080/a/b/c?q=1#g');
    expect(new URL('../x', base).href).toBe('https://user:pw@example.com:8080/a/x');
  });

  it('a URL object as base: its current href, after its setters ran', () => {
    const b = new URL('http://example.com/dir/file');
    expect(new URL('x', b).href).toBe('http://example.com/dir/x');
    b.pathname = '/other/path';
    b.searchParams.set('a', '1');
    expect(new URL('x', b).href).toBe('http://example.com/other/x');
    expect(new URL('', b).href).toBe('http://example.com/other/path?a=1');
    b.href = 'file:///C:/dir/';
    expect(new URL('y', b).href).toBe('file:///C:/dir/y');
    const c = new URL('http://h/p');
    (c as unknown as { toString: () => string }).toString = () => 'http://g/q/r';
    expect(new URL('s', c).href).toBe('http://g/q/s');
  });

  it('many bases in turn (colliding slots), a failing base, then the same bases again', () => {
    const bases: string[] = [];
    for (let i = 0; i < 300; i++) bases.push(`http://h${i % 7}.example/${'p'.repeat(i % 13)}/${i}/`);
    for (let round = 0; round < 2; round++) {
      for (const b of bases) expect(new URL('z', b).href).toBe(b + 'z');
      expect(() => new URL('z', 'not a url')).toThrow(TypeError);
      expect(URL.canParse('z', 'not a url')).toBe(false);
    }
  });
});
