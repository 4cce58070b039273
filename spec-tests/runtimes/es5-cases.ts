// URLSearchParams cases written without Symbol, spread or for-of, so that every engine of the
// matrix runs them: the iterators driven by next() (Web IDL §3.7.9.2), array pairs (the sequence
// branch of the constructor, URL §6.2 initialize step 1) and the URL ↔ URLSearchParams link
// (URL §6.1 searchParams, §6.2 update steps). Expectations derived by hand from those sections.
import type { Case, Ctor } from './harness-shim';

/** Drains an iterator through next() only. */
function drain(it: { next(): { done?: boolean; value?: unknown } }): unknown[] {
  const out: unknown[] = [];
  for (let r = it.next(); !r.done; r = it.next()) out.push(r.value);
  return out;
}

/** The cases, for the URLSearchParams P under test and the URL class U installed beside it. */
export const es5Cases = (U: Ctor): Case<Ctor>[] => [
  { name: 'entries() by next()', run: (P) => drain(new P('a=1&b=2').entries()), expect: [['a', '1'], ['b', '2']] },
  { name: 'keys() by next()', run: (P) => drain(new P('a=1&b=2&a').keys()), expect: ['a', 'b', 'a'] },
  { name: 'values() by next()', run: (P) => drain(new P('a=1&b=2&a').values()), expect: ['1', '2', ''] },
  { name: 'next() after done stays done', run: (P) => { const it = new P('').keys(); return [it.next().done, it.next().done]; }, expect: [true, true] },
  { name: 'changes during next() are seen', run: (P) => { const p = new P('c=1&b=2'); const it = p.keys(); const a = it.next().value; p.sort(); return [a, drain(it)]; }, expect: ['c', ['c']] },
  { name: 'array of array pairs', run: (P) => new P([['a', 'b'], ['c', '']]).toString(), expect: 'a=b&c=' },
  { name: 'array pair of three throws', run: (P) => { try { new P([['a', 'b', 'c']]); return 'no throw'; } catch (e) { return e instanceof TypeError; } }, expect: true },
  // One key per record: ES5 engines need not keep creation order (V8 3.14 does not, for some keys).
  { name: 'record with non-ASCII', run: (P) => [new P({ '\u00e9': '\u20ac' }).toString(), new P({ 'a b': '+' }).toString()], expect: ['%C3%A9=%E2%82%AC', 'a+b=%2B'] },
  { name: 'sort by code units, stable', run: (P) => { const p = new P('\ufb01=1&\ud83d\ude00=2&a=3&a=4'); p.sort(); return p.toString(); }, expect: 'a=3&a=4&%F0%9F%98%80=2&%EF%AC%81=1' },
  {
    name: 'url.searchParams is linked both ways',
    run: (P) => {
      const u = new U('https://h/p?a=1#f');
      const sp = u.searchParams;
      sp.append('b', '2 3');
      const afterAppend = u.href;
      u.search = '?x=y';
      const afterSearch = sp.toString();
      sp.delete('x');
      return [afterAppend, afterSearch, u.href, u.searchParams === sp, sp instanceof P];
    },
    expect: ['https://h/p?a=1&b=2+3#f', 'x=y', 'https://h/p#f', true, true],
  },
  { name: 'has() and delete() with a value', run: (P) => { const p = new P('a=1&a=2'); const r = [p.has('a', '2'), p.has('a', '3')]; p.delete('a', '1'); return [r, p.toString(), p.size]; }, expect: [[true, false], 'a=2', 1] },
  { name: 'forEach with thisArg', run: (P) => { const t = { n: 0 }; new P('a&b').forEach(function (this: { n: number }) { this.n++; }, t); return t.n; }, expect: 2 },
];
