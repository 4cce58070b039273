// The two views of one URL agree: after any search setter (and any searchParams change), the
// list is the urlencoded parse of the URL's query. Unlike URL §6.1 search setter step 6, which
// parses the value given to the setter (tab and newline not yet removed); see docs/conformance.md "What
// differs from the URL Standard" (issue 9 item 4).
import { describe, expect, it } from 'vitest';
import { URL as OurURL } from '../../lib/api/url';
import { IRI } from '../../lib/api/iri';
import { URLSearchParams } from '../../lib/api/search-params';

type Pairs = [string, string][];
const list = (p: URLSearchParams): Pairs => { const out: Pairs = []; p.forEach((v, n) => { out.push([n, v]); }); return out; };

interface Target { search: string; href: string; searchParams: URLSearchParams }

function agree(u: Target, what: string): void {
  expect(list(u.searchParams), what).toEqual(list(new URLSearchParams(u.search)));
  // The href holds the same query.
  const q = u.href.indexOf('?');
  const h = u.href.indexOf('#', q);
  expect(q < 0 ? '' : u.href.slice(q, h < 0 ? u.href.length : h).replace(/^\?$/, ''), what).toBe(u.search);
}

describe('search setter and searchParams agree', () => {
  it('issue 9 example, URL and IRI', () => {
    for (const make of [() => new OurURL('https://x/'), () => new IRI('https://x/')]) {
      const u = make();
      u.search = 'role=user&ro\tle=admin';
      expect(u.search).toBe('?role=user&role=admin');
      expect(u.searchParams.getAll('role')).toEqual(['user', 'admin']);
      u.searchParams.append('z', '1');
      expect(u.href).toBe('https://x/?role=user&role=admin&z=1');
    }
  });

  it('random search strings (tab, newline, &, =, +, %, non-ASCII, lone surrogates)', () => {
    let seed = 987654321;
    const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) >>> 0; return (seed >>> 8) % n; };
    const atoms = ['\t', '\n', '\r', '&', '=', '+', '%', '%2', '%41', '%zz', '%C3%A9', '%FF', '?', '#', ' ', "'", 'a', 'B', '~',
      'é', '\u00a0', '\ud800', '\udfff', '\ud83d\ude00', '\ufeff', '\u0000', '\u001f'];
    const str = () => { let s = ''; for (let k = rnd(8); k > 0; k--) s += atoms[rnd(atoms.length)]; return s; };
    const makers: [string, () => Target][] = [
      ['URL special', () => new OurURL('https://x/p?a=1#f')],
      ['URL non-special', () => new OurURL('foo://x/p')],
      ['URL opaque', () => new OurURL('mailto:a@b')],
      ['IRI whatwg', () => new IRI('https://x/p#f')],
      ['IRI rfc3987', () => new IRI('http://x/p?a#f', undefined, { mode: 'rfc3987' })],
      ['IRI rfc3986', () => new IRI('http://x/p', undefined, { mode: 'rfc3986' })],
    ];
    for (const [name, make] of makers) {
      for (let run = 0; run < 40; run++) {
        const u = make();
        if (run % 2 === 0) u.searchParams.get('a'); // the list exists before the setter, or not
        for (let step = 0; step < 8; step++) {
          const s = str();
          const before = u.href;
          try {
            u.search = s;
          } catch (e) {
            expect(u.href).toBe(before); // strict modes: rejected, nothing changed
          }
          agree(u, `${name}: search = ${JSON.stringify(s)}`);
          if (rnd(3) === 0) {
            u.searchParams.append(str(), str());
            agree(u, `${name}: append after ${JSON.stringify(s)}`);
          }
          if (rnd(4) === 0) {
            u.searchParams.sort();
            agree(u, `${name}: sort after ${JSON.stringify(s)}`);
          }
        }
      }
    }
  });
});
