// lib/api/search-params.ts on an ES5 engine (e.g. Duktape): the library files are compiled to ES5 with
// TypeScript and run with Symbol, Map, Set, WeakMap, Proxy and Reflect hidden and the ES2015
// statics (Object.assign, Array.from, String.fromCodePoint, ...) removed, so the fallbacks run.
import { describe, expect, it } from 'vitest';
import { compileES5, loadES5, withoutES2015 } from '../support/es5';

const pairsOf = (p: { forEach(cb: (v: string, n: string) => void): void }) => {
  const out: string[][] = [];
  p.forEach((v, n) => { out.push([n, v]); });
  return out;
};

describe('URLSearchParams compiled to ES5, without Symbol and ES2015 built-ins', () => {
  it('loads and works', () => {
    const compiled = compileES5('api/search-params');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const r = withoutES2015((): any => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const { URLSearchParams: P, createLinkedSearchParams, takeSerializedQuery } = loadES5(compiled) as any;
      const threw = (f: () => unknown) => { try { f(); return 'no throw'; } catch (e) { return (e as Error).name; } };
      const sorted = new P('b=1&a=2&%C3%A9=\u00e9+x&a=0');
      sorted.sort();
      const it = new P('x=1&y=2').entries();
      const calls: (string | null)[] = [];
      // The update steps are deferred: this owner brings its query up to date at once.
      const linked = createLinkedSearchParams({}, { changed: () => calls.push(takeSerializedQuery(linked)) }, 'k=v');
      linked.append('n', ' ');
      linked.delete('k');
      linked.delete('n');
      return {
        symbols: Object.getOwnPropertySymbols(P.prototype).length,
        lengths: [P.length, P.prototype.append.length, P.prototype.delete.length, P.prototype.has.length, P.prototype.forEach.length],
        array: pairsOf(new P([['a', '1'], ['b', '2']])),
        badPair: threw(() => new P([['a']])),
        stringItem: threw(() => new P(['ab'])),
        record: pairsOf(new P({ x: 'y', '\ud800': 'z' })),
        copy: pairsOf(new P(new P('c=3'))),
        parsed: pairsOf(new P('?a+b=%41&\ud800=%zz')),
        sorted: sorted.toString(),
        iter: [it.next(), it.next(), it.next().done],
        iterProto: Object.getPrototypeOf(Object.getPrototypeOf(it)) === Object.prototype,
        getters: [new P('a&b').size, new P('a=1&a=2').getAll('a'), new P('a=1').has('a', '2'), new P('a=1').get('a')],
        missingArg: threw(() => new P().append('a')),
        brand: threw(() => P.prototype.get.call({}, 'a')),
        calls,
      };
    });
    expect(r).toEqual({
      symbols: 0,
      lengths: [0, 2, 1, 1, 1],
      array: [['a', '1'], ['b', '2']],
      badPair: 'TypeError',
      stringItem: 'TypeError',
      record: [['x', 'y'], ['\ufffd', 'z']],
      copy: [['c', '3']],
      parsed: [['a b', 'A'], ['\ufffd', '%zz']],
      sorted: 'a=2&a=0&b=1&%C3%A9=%C3%A9+x',
      iter: [{ value: ['x', '1'], done: false }, { value: ['y', '2'], done: false }, true],
      iterProto: true,
      getters: [2, ['1', '2'], false, '1'],
      missingArg: 'TypeError',
      brand: 'TypeError',
      calls: ['k=v&n=+', 'n=+', null],
    });
  });
});
