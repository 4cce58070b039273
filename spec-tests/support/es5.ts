// Loading library files as an ES5 engine would (Duktape, old browsers with typed arrays): each
// file compiled to ES5 CommonJS with TypeScript (private fields as the <script> builds make them,
// scripts/es5-private-fields.mjs) and run with Symbol, Map, Set, WeakMap, Proxy and
// Reflect hidden and the ES2015+ statics and prototype methods removed, so the fallbacks run.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { es5PrivateFields } from '../../scripts/es5-private-fields.mjs';

const lib = resolve(dirname(fileURLToPath(import.meta.url)), '../../lib');
const hidden = ['Symbol', 'Map', 'Set', 'WeakMap', 'WeakSet', 'Proxy', 'Reflect', 'Promise'];

/** lib/<rel>.ts and every file it imports, compiled to ES5 CommonJS (done before the built-ins go). */
export function compileES5(rel: string): { entry: string; code: Record<string, string> } {
  const code: Record<string, string> = {};
  const visit = (file: string) => {
    if (code[file] !== undefined) return;
    code[file] = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.CommonJS, preserveConstEnums: true },
      // Private fields as the <script> builds make them (rollup.config.mjs).
      transformers: { before: [es5PrivateFields] },
    }).outputText;
    for (const m of code[file].matchAll(/require\("([^"]+)"\)/g)) visit(join(dirname(file), m[1]) + '.ts');
  };
  const entry = join(lib, rel + '.ts');
  visit(entry);
  return { entry, code };
}

/** Runs the compiled modules with `hidden` globals undefined; returns the entry's exports. */
export function loadES5({ entry, code }: { entry: string; code: Record<string, string> }): Record<string, unknown> {
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
export function withoutES2015<T>(f: () => T): T {
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
  // (%TypedArray%.prototype: engines such as IE 11 have typed arrays without the ES2015 methods)
  strip(Object.getPrototypeOf(Uint8Array.prototype) as object, ['fill', 'includes', 'find', 'findIndex', 'at']);
  try {
    return f();
  } finally {
    for (const [o, n, d] of removed) Object.defineProperty(o, n, d);
  }
}

