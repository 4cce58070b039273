// lib/api/search-params.ts on an ES5 engine (e.g. Duktape): the library files are compiled to ES5 with
// TypeScript and run with Symbol, Map, Set, WeakMap, Proxy and Reflect hidden and the ES2015
// statics (Object.assign, Array.from, String.fromCodePoint, ...) removed, so the fallbacks run.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const lib = resolve(dirname(fileURLToPath(import.meta.url)), '../../lib');
const hidden = ['Symbol', 'Map', 'Set', 'WeakMap', 'WeakSet', 'Proxy', 'Reflect', 'Promise'];

/** lib/<rel>.ts and every file it imports, compiled to ES5 CommonJS (done before the built-ins go). */
function compileES5(rel: string): { entry: string; code: Record<string, string> } {
  const code: Record<string, string> = {};
  const visit = (file: string) => {
    if (code[file] !== undefined) return;
    code[file] = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS, preserveConstEnums: true },
    }).outputText;
    for (const m of code[file].matchAll(/require\("([^"]+)"\)/g)) visit(join(dirname(file), m[1]) + '.ts');
  };
  const entry = join(lib, rel + '.ts');
  visit(entry);
  return { entry, code };
}

/** Runs the compiled modules with `hidden` globals undefined; returns the entry's exports. */
function loadES5({ entry, code }: { entry: string; code: Record<string, string> }): Record<string, unknown> {
  const cache: Record<string, { exports: Record<string, unknown> }> = {};
  const load = (file: string): Record<string, unknown> => {
    if (cache[file]) return cache[file].exports;
    const module = { exports: {} as Record<string, unknown> };
    cache[file] = module;
    const require = (spec: string) => load(join(dirname(file), spec) + '.ts');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function('exports', 'require', 'module', ...hidden, code[file])(module.exports, require, module);
    return module.exports;
  };
  return load(entry);
}

/** Runs f with the ES2015+ statics and prototype methods a polyfilled ES5 engine would lack removed. */
function withoutES2015<T>(f: () => T): T {
  const removed: [object, string, PropertyDescriptor][] = [];
  const strip = (o: object, names: string[]) => {
    for (const n of names) {
      const d = Object.getOwnPropertyDescriptor(o, n);
      if (d) { removed.push([o, n, d]); delete (o as Record<string, unknown>)[n]; }
    }
  };
  strip(Object, ['assign', 'setPrototypeOf', 'entries', 'values', 'fromEntries', 'is']);
  strip(Array, ['from', 'of']);
  strip(String, ['fromCodePoint', 'raw']);
  strip(Array.prototype, ['includes', 'find', 'findIndex', 'fill', 'keys', 'values', 'entries', 'flat', 'flatMap', 'at']);
  strip(String.prototype, ['includes', 'startsWith', 'endsWith', 'repeat', 'padStart', 'padEnd', 'codePointAt', 'normalize', 'at', 'replaceAll']);
  try {
    return f();
  } finally {
    for (const [o, n, d] of removed) Object.defineProperty(o, n, d);
  }
}

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
