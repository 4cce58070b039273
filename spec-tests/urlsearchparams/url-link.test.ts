// The URL ↔ URLSearchParams link through the real URL class (URL §6.1 initialize, href and search
// setters; §6.2 update steps), run against ours and, as oracles, Node's URL and whatwg-url's.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { Tally, readExpectedFailures } from '../support/tally';
import { URL as OurURL } from '../../lib/api/url';
import { type Case, list, outcome, same, show, whatwgURL } from './harness';

const expected = readExpectedFailures(fileURLToPath(new URL('./url-link.expected-failures.json', import.meta.url)));

const impls: { name: string; URL: unknown }[] = [
  { name: 'ours', URL: OurURL },
  { name: 'native', URL: globalThis.URL },
  { name: 'whatwg-url', URL: whatwgURL },
];

/** href, search and the list of a URL, after `act`. */
const state = (u: { href: string; search: string; searchParams: Parameters<typeof list>[0] }) => ({ href: u.href, search: u.search, list: list(u.searchParams) });

const cases: Case[] = [
  { name: 'initialize: the list is the parse of the query', run: (U) => state(new U('https://x/?a=1&b=%41+c')), expect: { href: 'https://x/?a=1&b=%41+c', search: '?a=1&b=%41+c', list: [['a', '1'], ['b', 'A c']] } },
  { name: 'initialize: no query, empty list', run: (U) => state(new U('https://x/p')), expect: { href: 'https://x/p', search: '', list: [] } },
  { name: 'initialize: empty query keeps ? in href', run: (U) => state(new U('https://x/?')), expect: { href: 'https://x/?', search: '', list: [] } },
  { name: 'initialize: relative reference query', run: (U) => state(new U('?q=1', 'https://x/p?old')), expect: { href: 'https://x/p?q=1', search: '?q=1', list: [['q', '1']] } },
  { name: 'initialize: query percent-encoded by the parser, decoded by the list', run: (U) => state(new U('https://x/?a b=<\u00e9>')), expect: { href: 'https://x/?a%20b=%3C%C3%A9%3E', search: '?a%20b=%3C%C3%A9%3E', list: [['a b', '<\u00e9>']] } },
  { name: 'searchParams is the same object', run: (U) => { const u = new U('https://x/?a'); const p = u.searchParams; u.href = 'https://y/?b'; u.search = 'c'; return p === u.searchParams; }, expect: true },
  { name: 'append updates search and href', run: (U) => { const u = new U('https://x/?a=1'); u.searchParams.append('b', '2 3'); return state(u); }, expect: { href: 'https://x/?a=1&b=2+3', search: '?a=1&b=2+3', list: [['a', '1'], ['b', '2 3']] } },
  { name: 'set on a URL without query', run: (U) => { const u = new U('https://x/'); u.searchParams.set('a', 'b'); return state(u); }, expect: { href: 'https://x/?a=b', search: '?a=b', list: [['a', 'b']] } },
  { name: 'deleting every tuple removes the ?', run: (U) => { const u = new U('https://x/p?a=1&a=2'); u.searchParams.delete('a'); return state(u); }, expect: { href: 'https://x/p', search: '', list: [] } },
  { name: 'update steps on an empty query set it to null', run: (U) => { const u = new U('https://x/?'); u.searchParams.delete('nothing'); return state(u); }, expect: { href: 'https://x/', search: '', list: [] } },
  { name: 'update re-serializes even without a change', run: (U) => { const u = new U('https://x/?a=%20b&c=~'); u.searchParams.delete('nothing'); return state(u); }, expect: { href: 'https://x/?a=+b&c=%7E', search: '?a=+b&c=%7E', list: [['a', ' b'], ['c', '~']] } },
  { name: 'spec example: sort re-encodes the query', run: (U) => { const u = new U('https://example.com/?a=b ~'); const before = u.href; u.searchParams.sort(); return [before, u.href]; }, expect: ['https://example.com/?a=b%20~', 'https://example.com/?a=b+%7E'] },
  { name: 'spec example: ~ and %7E read the same', run: (U) => { const u = new U('https://example.com/?a=~&b=%7E'); return [u.search, u.searchParams.get('a'), u.searchParams.get('b')]; }, expect: ['?a=~&b=%7E', '~', '~'] },
  { name: 'spec example: sort with an emoji sequence', run: (U) => { const u = new U('https://example.org/?q=\ud83c\udff3\ufe0f\u200d\ud83c\udf08&key=e1f7bc78'); u.searchParams.sort(); return u.search; }, expect: '?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88' },
  { name: 'fragment kept after an update', run: (U) => { const u = new U('https://x/?a=1#f'); u.searchParams.append('b', '2'); return u.href; }, expect: 'https://x/?a=1&b=2#f' },
  { name: 'fragment kept when the query goes', run: (U) => { const u = new U('https://x/?a#f'); u.searchParams.delete('a'); return u.href; }, expect: 'https://x/#f' },
  { name: 'non-special URL', run: (U) => { const u = new U("foo://h/p?x='"); const before = u.href; u.searchParams.append('y', "'"); return [before, u.href]; }, expect: ["foo://h/p?x='", 'foo://h/p?x=%27&y=%27'] },
  { name: 'file URL', run: (U) => { const u = new U('file:///tmp/a?x'); u.searchParams.append('y', 'z'); return u.href; }, expect: 'file:///tmp/a?x=&y=z' },
  { name: 'opaque path: mailto', run: (U) => { const u = new U('mailto:a?subject=hi there'); const before = u.href; u.searchParams.set('subject', 'x y'); return [before, u.href]; }, expect: ['mailto:a?subject=hi%20there', 'mailto:a?subject=x+y'] },
  // URL §4.4 opaque path state (pinned url.bs): a space right before "?" is written as "%20", so
  // emptying the list leaves "data:space   %20" (no trailing-space stripping in this version).
  { name: 'opaque path: data:space    ?query then delete', run: (U) => { const u = new U('data:space    ?query'); const before = u.href; u.searchParams.delete('query'); return [before, u.href, u.pathname, u.search]; }, expect: ['data:space   %20?query', 'data:space   %20', 'space   %20', ''] },
  { name: 'opaque path: trailing space before # kept as %20', run: (U) => { const u = new U('sc:a ?q#f'); u.searchParams.delete('q'); return u.href; }, expect: 'sc:a%20#f' },
  { name: 'search setter resets the list', run: (U) => { const u = new U('https://x/?a=1'); const p = u.searchParams; u.search = '?z=9&y'; return [state(u), list(p)]; }, expect: [{ href: 'https://x/?z=9&y', search: '?z=9&y', list: [['z', '9'], ['y', '']] }, [['z', '9'], ['y', '']]] },
  { name: 'search setter without ?', run: (U) => { const u = new U('https://x/'); u.search = 'a+b=c%20d'; return state(u); }, expect: { href: 'https://x/?a+b=c%20d', search: '?a+b=c%20d', list: [['a b', 'c d']] } },
  { name: 'search setter empty string empties the list', run: (U) => { const u = new U('https://x/?a=1#h'); u.searchParams.get('a'); u.search = ''; return state(u); }, expect: { href: 'https://x/#h', search: '', list: [] } },
  { name: 'search setter ? only', run: (U) => { const u = new U('https://x/?a=1'); u.search = '?'; return state(u); }, expect: { href: 'https://x/?', search: '', list: [] } },
  { name: 'search setter only one ? removed', run: (U) => { const u = new U('https://x/'); u.search = '??a=1'; return state(u); }, expect: { href: 'https://x/??a=1', search: '??a=1', list: [['?a', '1']] } },
  { name: 'search setter encodes, list decodes', run: (U) => { const u = new U('https://x/'); u.search = "a b='#'"; return state(u); }, expect: { href: "https://x/?a%20b=%27%23%27", search: "?a%20b=%27%23%27", list: [['a b', "'#'"]] } },
  { name: 'search setter lone surrogate', run: (U) => { const u = new U('https://x/'); u.search = '?a=\ud800'; return state(u); }, expect: { href: 'https://x/?a=%EF%BF%BD', search: '?a=%EF%BF%BD', list: [['a', '\ufffd']] } },
  // URL §6.1 search setter step 6 parses *input* (the given value less one "?"), not the query the
  // basic URL parser made of it, and only the parser removes tab and newline. Unlike the spec (as
  // Node and whatwg-url do), ours parses the query the URL holds: the list is always the parse of
  // the URL's query (docs/conformance.md, "What differs from the URL Standard").
  { name: 'search setter: the list is the parse of the query as stored (tab and newline removed)', run: (U) => { const u = new U('https://x/'); u.search = '?a=\tb\nc'; return state(u); }, expect: { href: 'https://x/?a=bc', search: '?a=bc', list: [['a', 'bc']] } },
  { name: 'search setter: the two views agree (issue 9 example)', run: (U) => { const u = new U('https://x/'); u.search = 'role=user&ro\tle=admin'; const r = [u.search, u.searchParams.getAll('role')]; u.searchParams.append('z', '1'); return [...r, u.href]; }, expect: ['?role=user&role=admin', ['user', 'admin'], 'https://x/?role=user&role=admin&z=1'] },
  { name: 'search setter: newline inside a name, then set', run: (U) => { const u = new U('https://x/?q=1'); u.searchParams.get('q'); u.search = 'a\r\n=1&a=2'; u.searchParams.set('a', '3'); return state(u); }, expect: { href: 'https://x/?a=3', search: '?a=3', list: [['a', '3']] } },
  { name: 'search setter then mutation', run: (U) => { const u = new U('https://x/?old=1'); u.searchParams.get('old'); u.search = 'n=1'; u.searchParams.append('m', '2'); return state(u); }, expect: { href: 'https://x/?n=1&m=2', search: '?n=1&m=2', list: [['n', '1'], ['m', '2']] } },
  { name: 'href setter resets the list', run: (U) => { const u = new U('https://x/?a=1'); const p = u.searchParams; u.href = 'https://y/?q=%41'; return [state(u), list(p)]; }, expect: [{ href: 'https://y/?q=%41', search: '?q=%41', list: [['q', 'A']] }, [['q', 'A']]] },
  { name: 'href setter without query empties the list', run: (U) => { const u = new U('https://x/?a=1'); u.searchParams.get('a'); u.href = 'https://y/'; return state(u); }, expect: { href: 'https://y/', search: '', list: [] } },
  { name: 'href setter failure keeps everything', run: (U) => { const u = new U('https://x/?a=1'); u.searchParams.get('a'); try { u.href = 'no scheme'; } catch (e) { return [(e as Error).constructor.name, state(u)]; } return 'no throw'; }, expect: ['TypeError', { href: 'https://x/?a=1', search: '?a=1', list: [['a', '1']] }] },
  { name: 'href setter then mutation', run: (U) => { const u = new U('https://x/'); u.searchParams.append('a', '1'); u.href = 'https://y/?b=2'; u.searchParams.append('c', '3'); return u.href; }, expect: 'https://y/?b=2&c=3' },
  { name: 'other setters leave the list alone', run: (U) => { const u = new U('https://x/?a=1'); u.hash = '#b=2'; u.pathname = '/c=3'; u.host = 'y'; return state(u); }, expect: { href: 'https://y/c=3?a=1#b=2', search: '?a=1', list: [['a', '1']] } },
  { name: 'list mutations before first read of searchParams', run: (U) => { const u = new U('https://x/?b=2&a=1'); u.search = '?d=4&c=3'; u.searchParams.sort(); return state(u); }, expect: { href: 'https://x/?c=3&d=4', search: '?c=3&d=4', list: [['c', '3'], ['d', '4']] } },
  { name: 'empty sequences only: size 0, append', run: (U) => { const u = new U('https://x/?&&'); const n = u.searchParams.size; u.searchParams.append('a', ''); return [n, u.href]; }, expect: [0, 'https://x/?a='] },
  // The update steps run before anything reads the URL (ours defers them; unobservable).
  { name: 'updates then every reader and setter sees them', run: (U) => { const u = new U('https://x/p?a=1#f'); u.searchParams.append('b', '2'); u.searchParams.set('a', '0'); const r: unknown[] = [u.search, String(u), JSON.stringify(u)]; u.searchParams.delete('b'); u.hash = '#g'; r.push(u.href); u.searchParams.append('c', '3'); u.pathname = '/q'; r.push(u.href); u.searchParams.sort(); u.host = 'y:8080'; r.push(u.href, u.port); u.searchParams.append('d', ''); u.protocol = 'http'; u.username = 'me'; u.password = 'pw'; u.hostname = 'z'; r.push(u.href); return r; }, expect: ['?a=0&b=2', 'https://x/p?a=0&b=2#f', '"https://x/p?a=0&b=2#f"', 'https://x/p?a=0#g', 'https://x/q?a=0&c=3#g', 'https://y:8080/q?a=0&c=3#g', '8080', 'http://me:pw@z:8080/q?a=0&c=3&d=#g'] },
  { name: 'updates then href setter: the new query wins', run: (U) => { const u = new U('https://x/?a=1'); u.searchParams.append('b', '2'); u.href = 'https://y/?c=3#h'; return state(u); }, expect: { href: 'https://y/?c=3#h', search: '?c=3', list: [['c', '3']] } },
  { name: 'updates then search setter: the new query wins', run: (U) => { const u = new U('https://x/?a=1#h'); u.searchParams.append('b', '2'); u.search = '?c=3'; return state(u); }, expect: { href: 'https://x/?c=3#h', search: '?c=3', list: [['c', '3']] } },
  { name: 'updates then a failing href setter keeps them', run: (U) => { const u = new U('https://x/?a=1'); u.searchParams.append('b', '2'); try { u.href = 'nope'; } catch (e) { /* TypeError */ } return state(u); }, expect: { href: 'https://x/?a=1&b=2', search: '?a=1&b=2', list: [['a', '1'], ['b', '2']] } },
  { name: 'updates then a new URL from it as base', run: (U) => { const u = new U('https://x/d/?a=1'); u.searchParams.append('b', '2'); return [new U('#f', u).href, new U('?', u.href).href]; }, expect: ['https://x/d/?a=1&b=2#f', 'https://x/d/?'] },
  { name: 'deleting everything after updates removes the ?', run: (U) => { const u = new U('https://x/?a=1#f'); for (let i = 0; i < 50; i++) u.searchParams.append('k' + i, String(i)); for (let i = 0; i < 50; i++) u.searchParams.delete('k' + i); u.searchParams.delete('a'); return state(u); }, expect: { href: 'https://x/#f', search: '', list: [] } },
  { name: 'interleaved set and delete of many names', run: (U) => { const u = new U('https://x/?k1=a&k1=b'); for (let i = 0; i < 40; i++) u.searchParams.set('k' + (i % 7), String(i)); for (let i = 0; i < 7; i += 2) u.searchParams.delete('k' + i); u.searchParams.set('k1', 'z'); return u.search; }, expect: '?k1=z&k3=38&k5=33' },
  { name: 'copy of searchParams is not linked', run: (U) => { const u = new U('https://x/?a=1'); const P = u.searchParams.constructor; const c = new P(u.searchParams); c.append('b', '2'); return [u.href, c.toString()]; }, expect: ['https://x/?a=1', 'a=1&b=2'] },
  { name: 'URL with searchParams is still well-formed', run: (U) => { const u = new U('https://x/'); u.searchParams.append('#', '?'); const again = new U(u.href); return [u.href, again.searchParams.get('#')]; }, expect: ['https://x/?%23=%3F', '?'] },
];

describe('URL ↔ URLSearchParams link', () => {
  it('follows URL §6.1 and §6.2 (ours, and the oracles)', () => {
    const tally = new Tally('urlsearchparams-url', expected);
    for (const impl of impls) {
      for (const c of cases) {
        const got = outcome(c, impl.URL);
        tally.check(impl.name === 'ours' ? c.name : `${impl.name}: ${c.name}`, same(got, c.expect), `got ${show(got)}, expected ${show(c.expect)}`);
      }
    }
    const problems = tally.finish();
    for (const p of problems) console.log('  ' + p);
    expect(problems).toEqual([]);
  });
});
