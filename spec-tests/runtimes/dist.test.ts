// The built package (run after `npm run build`, as .ci/run does): the exports map and its types
// for ESM and CommonJS consumers, and dist/polyfill.js as a script in fresh realms.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (f: string) => {
  const file = join(root, 'dist', f);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return file;
};

/** Type errors of one fixture compiled as a consumer of the package would compile it. */
function typeErrors(fixture: string, options: ts.CompilerOptions): string[] {
  const file = join(root, 'spec-tests/runtimes/types', fixture);
  const program = ts.createProgram([file], { strict: true, noEmit: true, types: [], lib: ['lib.es2022.d.ts'], ...options });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('package types (exports map → dist/*.d.ts, dist/*.d.cts)', () => {
  for (const f of ['index.d.ts', 'index.d.cts', 'polyfill.d.ts', 'polyfill.d.cts']) dist(f);
  it('an ESM consumer (module node16)', () => {
    expect(typeErrors('esm.mts', { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 })).toEqual([]);
  });
  it('a CommonJS consumer (module node16)', () => {
    expect(typeErrors('cjs.cts', { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 })).toEqual([]);
  });
  it('a bundler consumer (moduleResolution bundler)', () => {
    expect(typeErrors('esm.mts', { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler })).toEqual([]);
  });
});

describe('package entry points at run time', () => {
  it("import 'iri-url/polyfill' keeps Node's conforming classes", async () => {
    const m = await import(/* @vite-ignore */ 'iri-url/polyfill');
    expect(m.result).toEqual({ URL: 'kept', URLSearchParams: 'kept' });
  });
  it("require('iri-url/polyfill') too", () => {
    const m = createRequire(import.meta.url)('iri-url/polyfill');
    expect(m.result).toEqual({ URL: 'kept', URLSearchParams: 'kept' });
    expect(typeof m.polyfill).toBe('function');
  });
});

describe('package files', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  it('sideEffects lists only shipped polyfill files, and each exists', () => {
    for (const f of pkg.sideEffects as string[]) {
      expect(f).toMatch(/^\.\/dist\/((urlpattern-)?polyfill[\w.-]*|react-native-auto(\.node)?)\.(c|m)?js$/);
      dist(f.slice('./dist/'.length));
    }
  });
  it('every file the exports map names exists', () => {
    const targets: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') targets.push(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    walk(pkg.exports);
    for (const t of targets) expect(existsSync(join(root, t)), t).toBe(true);
  });
  it("Node's import and require share one copy of the classes", async () => {
    const esm = await import(/* @vite-ignore */ pathToFileURL(dist('index.node.mjs')).href);
    expect(esm.URL).toBe(createRequire(import.meta.url)(dist('index.cjs')).URL);
  });
  it("require('iri-url/polyfill.js') loads (the CommonJS build's effect, no exports)", () => {
    expect(Object.keys(createRequire(import.meta.url)('iri-url/polyfill.js'))).toEqual([]);
  });
  it("require('iri-url/urlpattern-polyfill.js') installs URLPattern (no exports); the entry itself installs nothing", () => {
    const g = globalThis as { URLPattern?: unknown };
    const before = g.URLPattern;
    try {
      delete g.URLPattern;
      const req = createRequire(import.meta.url);
      expect(Object.keys(req('iri-url/urlpattern-polyfill')).sort()).toEqual(['conforms', 'polyfill']);
      expect(g.URLPattern).toBeUndefined();
      expect(Object.keys(req('iri-url/urlpattern-polyfill.js'))).toEqual([]);
      expect(g.URLPattern).toBe(req('iri-url/urlpattern').URLPattern);
    } finally {
      if (before === undefined) delete g.URLPattern;
      else g.URLPattern = before;
    }
  });
  it('dist/polyfill.js keeps the licences of what it includes (the Unicode data), and bundles no package', () => {
    const text = readFileSync(dist('polyfill.js'), 'utf8');
    const head = text.slice(0, 600);
    expect(head.startsWith('/*! iri-url ')).toBe(true);
    expect(head).toContain('Unicode License v3');
    // Punycode is our own since issue 13: no third-party code, so no other licence to carry.
    expect(head).not.toContain('punycode');
    expect(text).not.toContain('mths.be');
  });
  it('has no runtime dependency (the punycode package is the tests\' oracle only)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.devDependencies.punycode).toBeDefined();
    for (const f of ['index.mjs', 'index.cjs', 'polyfill.mjs', 'nfkc.mjs']) expect(readFileSync(dist(f), 'utf8')).not.toMatch(/from ['"]punycode|require\(['"]punycode/);
  });
});

/** What a program can copy of instances of URL, URLSearchParams and an iterator made by `run` (a script's source). */
const COPIES = `(function () {
  var u = new URL('https://u:p@h.example:8080/a?b=1#c'), p = new URLSearchParams('a=1'), it = p.keys();
  void u.searchParams; u.searchParams.append('x', 'y');
  var out = [];
  [u, URL.parse('http://h/'), p, u.searchParams, it].forEach(function (o) {
    var forIn = [];
    for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) forIn.push(k);
    var a = Object.assign({}, o);
    out.push(Object.keys(o).concat(forIn, Object.keys(a), Object.getOwnPropertySymbols(a)).length);
  });
  var copy = Object.assign({}, u);
  Object.setPrototypeOf(copy, URL.prototype);
  try { void copy.href; out.push('copy read'); } catch (e) { out.push(e instanceof TypeError ? 'TypeError' : 'other'); }
  return out;
}())`;

describe('instances of every build copy nothing (spread, Object.assign, for-in, Object.keys)', () => {
  const expected = [0, 0, 0, 0, 0, 'TypeError'];
  it('dist/index.mjs and dist/index.cjs: no own key at all', async () => {
    for (const m of [await import(/* @vite-ignore */ pathToFileURL(dist('index.mjs')).href), createRequire(import.meta.url)(dist('index.cjs'))]) {
      const { URL: U, URLSearchParams: P, IRI } = m;
      const p = new P('a=1');
      for (const o of [new U('http://h/?q'), U.parse('x', 'http://h/'), p, new U('http://h/?a').searchParams, p.entries(), new IRI('http://h/')]) {
        expect(Reflect.ownKeys(o)).toEqual([]);
        expect({ ...o }).toEqual({});
      }
      expect(vm.runInNewContext(COPIES, { URL: U, URLSearchParams: P, Object, TypeError })).toEqual(expected);
    }
  });
  it('dist/polyfill.js (ES5): no own enumerable key; a copy is not a URL', () => {
    const context = vm.createContext({});
    vm.runInContext(readFileSync(dist('polyfill.js'), 'utf8'), context);
    expect(vm.runInContext(COPIES, context)).toEqual(expected);
  });
});

describe('dist/polyfill.js as a <script>', () => {
  const code = () => readFileSync(dist('polyfill.js'), 'utf8');

  it('installs URL and URLSearchParams where there are none, and defines no other global', () => {
    const context = vm.createContext({});
    const before = vm.runInContext('Object.getOwnPropertyNames(this).join()', context);
    vm.runInContext(code(), context);
    const added = vm.runInContext('Object.getOwnPropertyNames(this)', context).join().replace(before, '');
    expect(added).toBe(',URL,URLSearchParams');
    expect(vm.runInContext("new URL('?q=1', 'http://ü.example/p').href", context)).toBe('http://xn--tda.example/p?q=1');
  });

  it('loaded twice, changes nothing the second time', () => {
    const context = vm.createContext({});
    vm.runInContext(code(), context);
    const first = vm.runInContext('[URL, URLSearchParams]', context);
    vm.runInContext(code(), context);
    const second = vm.runInContext('[URL, URLSearchParams]', context);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
  });

  it('never replaces a conforming native', () => {
    const context = vm.createContext({ URL: globalThis.URL, URLSearchParams: globalThis.URLSearchParams });
    vm.runInContext(code(), context);
    expect(vm.runInContext('URL', context)).toBe(globalThis.URL);
    expect(vm.runInContext('URLSearchParams', context)).toBe(globalThis.URLSearchParams);
  });

  it('replaces a non-conforming native and keeps its createObjectURL and revokeObjectURL', () => {
    const context = vm.createContext({});
    vm.runInContext('function OldURL(u) { this.href = u; } OldURL.createObjectURL = function () { return "blob:1"; }; OldURL.revokeObjectURL = function () {}; var URL = OldURL;', context);
    vm.runInContext(code(), context);
    expect(vm.runInContext('URL !== OldURL && URL.createObjectURL === OldURL.createObjectURL && URL.revokeObjectURL === OldURL.revokeObjectURL', context)).toBe(true);
    expect(vm.runInContext("URL.canParse('http://a/') && URL.createObjectURL({})", context)).toBe('blob:1');
  });

  it('puts the old statics on a class of this realm only: its own URL is left as it was', () => {
    const check = (f: string) => readFileSync(join(root, 'spec-tests/runtimes', f), 'utf8');
    const lines: string[] = [];
    const context = vm.createContext({ console: { log: (s: string) => lines.push(s) } });
    vm.runInContext(check('replace-before.js'), context);
    vm.runInContext(code(), context);
    vm.runInContext(check('replace-after.js'), context);
    expect(lines).toEqual(['REPLACE ok']);
    // A second realm with another createObjectURL gets its own.
    const other = vm.createContext({});
    vm.runInContext('function OldURL() {} OldURL.createObjectURL = function () { return "blob:2"; }; var URL = OldURL;', other);
    vm.runInContext(code(), other);
    expect(vm.runInContext('URL.createObjectURL()', other)).toBe('blob:2');
    expect(vm.runInContext('URL.createObjectURL()', context)).toBe('blob:old');
  });

  it('polyfill() of the built package throws on a frozen target and changes nothing', () => {
    // (A vm context's global object cannot be frozen, so the built function is called directly.)
    const { polyfill, URL: BuiltURL } = { ...createRequire(import.meta.url)('iri-url/polyfill'), ...createRequire(import.meta.url)('iri-url') };
    function OldURL() { /* non-conforming */ }
    const frozen = Object.freeze({ URL: Object.assign(OldURL, { createObjectURL: () => 'blob:f' }) });
    expect(() => polyfill(frozen)).toThrow(/polyfill: cannot install URL: the property is non-configurable and non-writable; nothing was changed/);
    expect(frozen.URL).toBe(OldURL);
    expect(Object.prototype.hasOwnProperty.call(BuiltURL, 'createObjectURL')).toBe(false);
  });
});
