// Builds the self-contained runtime-matrix runner: spec-tests/runtimes/runner.ts with its data
// (WPT urltestdata.json and setters_tests.json from ../shared/conformance, the URLSearchParams
// table of spec-tests/urlsearchparams/cases.ts with expectations computed here by Node) compiled
// to one ES5 script, checked with acorn. Writes .cache/runtimes/runner.js and page.html; the
// URLPattern runner (urlpattern-runner.js); and the ES module runner for Deno, Bun and workerd
// (.cache/runtimes/esm/, beside a copy of dist/'s ES modules).
//
//   node scripts/build-runtime-runner.mjs [outDir]
import { readFileSync, writeFileSync, mkdirSync, existsSync, readdirSync, rmSync, copyFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import ts from 'typescript';
import * as acorn from 'acorn';
import { createRequire } from 'node:module';
import { BASE as IRI_BASE, examples as rfc3986Examples } from '../spec-tests/support/rfc3986-examples.mjs';
import { buildUnicodeVersion } from './unicode-version.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const here = join(root, 'spec-tests/runtimes');
const casesFile = join(root, 'spec-tests/urlsearchparams/cases.ts');
const shimFile = join(here, 'harness-shim.ts');
const ponyFile = join(here, 'test-ponyfills.ts');
const wpt = resolve(root, '../shared/conformance/wpt');

function readJSON(file) {
  if (!existsSync(file)) throw new Error(`missing ${file} (../shared must sit beside the repository)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** cases.ts evaluated by this Node (with the harness shim): name → expectation. */
function nodeExpectations() {
  const modules = {};
  const load = (file) => {
    if (modules[file]) return modules[file].exports;
    const module = { exports: {} };
    modules[file] = module;
    const code = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.CommonJS },
    }).outputText;
    const require = (spec) => load(spec === './harness' ? shimFile : join(dirname(file), spec) + '.ts');
    new Function('exports', 'require', 'module', code)(module.exports, require, module);
    return module.exports;
  };
  const expect = {};
  for (const c of load(casesFile).cases) {
    if (Object.prototype.hasOwnProperty.call(expect, c.name)) throw new Error(`duplicate case name: ${c.name}`);
    expect[c.name] = c.expect;
  }
  return expect;
}

/** JavaScript source of a JSON-like value, keeping undefined (JSON would drop or null it). */
function toSource(v) {
  if (v === undefined) return 'void 0';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return '[' + v.map(toSource).join(',') + ']';
  return '{' + Object.keys(v).map((k) => JSON.stringify(k) + ':' + toSource(v[k])).join(',') + '}';
}

/**
 * A TypeScript transformer for cases.ts: calls of the ES2015+ built-ins it uses while loading
 * (padStart, codePointAt, fill, String.fromCodePoint, TextEncoder) go to test-ponyfills.ts.
 */
function ponyfillCalls(context) {
  const f = context.factory;
  const pony = (name) => f.createPropertyAccessExpression(f.createIdentifier('__pony'), name);
  const visit = (node) => {
    node = ts.visitEachChild(node, visit, context);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const obj = node.expression.expression;
      if (name === 'fromCodePoint' && ts.isIdentifier(obj) && obj.text === 'String') {
        return f.createCallExpression(pony('fromCodePoint'), undefined, node.arguments);
      }
      if (name === 'padStart' || name === 'codePointAt' || name === 'fill') {
        return f.createCallExpression(pony(name), undefined, [obj, ...node.arguments]);
      }
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'TextEncoder') {
      return f.createNewExpression(pony('TextEncoder'), undefined, node.arguments);
    }
    return node;
  };
  return (sf) => ts.visitNode(sf, visit);
}

/** Rollup plugin: ES5 compilation of the runner's TypeScript, the harness shim, the inlined data. */
function runnerPlugin(data) {
  return {
    name: 'runtime-runner',
    resolveId(id, importer) {
      if (id === 'runtime-data' || id === '\0entry') return '\0' + id.replace(/^\0/, '');
      if (id === './harness' && importer === casesFile) return shimFile;
      if (id === '\0pony') return ponyFile;
      if (importer && id.startsWith('.')) return resolve(dirname(importer), id) + (id.endsWith('.ts') ? '' : '.ts');
      return null;
    },
    load(id) {
      if (id === '\0runtime-data') {
        return Object.keys(data).map((k) => `export var ${k} = ${toSource(data[k])};`).join('\n');
      }
      if (id === '\0entry') {
        return `import { main } from ${JSON.stringify(join(here, 'runner.ts'))};\n` +
          `var g = typeof globalThis === 'object' ? globalThis : Function('return this')();\n` +
          `g.__runtimeReport = main();\n`;
      }
      return null;
    },
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const isCases = id === casesFile;
      const out = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ES5, module: ts.ModuleKind.ESNext, downlevelIteration: true,
          importHelpers: false, removeComments: true, sourceMap: false,
        },
        transformers: isCases ? { before: [ponyfillCalls] } : undefined,
      }).outputText;
      return { code: (isCases ? `import * as __pony from '\0pony';\n` : '') + out, map: null };
    },
  };
}

/** Non-ASCII code units as \u escapes (they occur only in strings, regexps and comments), so that
 *  engines reading the file in another charset (Rhino follows the locale) see the same text. */
function asciiOnly(code) {
  return code.replace(/[^\x00-\x7f]/g, (ch) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** runner.ts's data: WPT's URL files, the URLSearchParams table's expectations and needs. */
function runnerData() {
  const needs = readJSON(join(here, 'usp-needs.json'));
  const expect = nodeExpectations();
  for (const name of Object.keys(needs)) {
    if (!Object.prototype.hasOwnProperty.call(expect, name)) throw new Error(`usp-needs.json: no case named ${name}`);
    const [features, reason] = needs[name];
    if (!Array.isArray(features) || !features.length || typeof reason !== 'string' || !reason) throw new Error(`usp-needs.json: ${name} needs [features], "reason"`);
  }
  return {
    URLTESTDATA: readJSON(join(wpt, 'urltestdata.json')),
    SETTERS: readJSON(join(wpt, 'setters_tests.json')),
    USP_EXPECT: expect,
    USP_NEEDS: needs,
  };
}

export async function buildRunner(outDir = join(root, '.cache/runtimes')) {
  const data = runnerData();
  const bundle = await rollup({
    input: '\0entry',
    plugins: [runnerPlugin(data)],
    onwarn(w) { if (w.code !== 'THIS_IS_UNDEFINED') console.warn(String(w)); },
  });
  const { output } = await bundle.generate({ format: 'iife', strict: false, generatedCode: 'es5' });
  const code = asciiOnly(output[0].code);
  acorn.parse(code, { ecmaVersion: 5 }); // throws on any ES2015+ syntax
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'runner.js'), code);
  // Chromium: the native classes go before the polyfill loads, so that it installs its own.
  writeFileSync(join(outDir, 'page.html'), `<!doctype html>
<meta charset="utf-8">
<title>iri-url runtime runner</title>
<script>delete window.URL; delete window.URLSearchParams; window.__nativeGone = typeof URL === 'undefined';</script>
<script src="${relative(outDir, join(root, 'dist/polyfill.js')).replace(/\\/g, '/')}"></script>
<script src="runner.js"></script>
`);
  return { file: join(outDir, 'runner.js'), bytes: code.length, cases: Object.keys(data.USP_EXPECT).length };
}

/**
 * The URLPattern runner (spec-tests/runtimes/urlpattern-runner.ts): WPT's URLPattern data inlined,
 * with, per case, whether the pattern has custom regexp groups (computed here by Node on
 * dist/urlpattern.cjs). Writes <outDir>/urlpattern-runner.js and urlpattern-page.html.
 */
function urlPatternData() {
  const dir = resolve(root, '../shared/conformance/wpt-urlpattern');
  const all = readJSON(join(dir, 'urlpatterntestdata.json')).filter((e) => !(Object.keys(e).length === 1 && '//' in e));
  const compare = readJSON(join(dir, 'urlpattern-compare-test-data.json'));
  const { URLPattern } = createRequire(import.meta.url)(join(root, 'dist/urlpattern.cjs'));
  const needs = all.map((e) => {
    try {
      return new URLPattern(...e.pattern).hasRegExpGroups;
    } catch {
      // A pattern that fails to construct: does it hold a regexp group at all?
      return JSON.stringify(e.pattern).indexOf('(') >= 0;
    }
  });
  return { URLPATTERN_DATA: all, URLPATTERN_COMPARE: compare, URLPATTERN_NEEDS_REGEXP: needs };
}

export async function buildUrlPatternRunner(outDir = join(root, '.cache/runtimes')) {
  const data = urlPatternData();
  const entry = '\0upentry';
  const plugin = runnerPlugin({});
  const bundle = await rollup({
    input: entry,
    plugins: [{
      name: 'urlpattern-runner',
      resolveId: (id) => (id === entry ? id : id === 'urlpattern-data' ? '\0urlpattern-data' : null),
      load(id) {
        if (id === '\0urlpattern-data') return Object.keys(data).map((k) => `export var ${k} = ${toSource(data[k])};`).join('\n');
        if (id === entry) {
          return `import { main } from ${JSON.stringify(join(here, 'urlpattern-runner.ts'))};\n` +
            `var g = typeof globalThis === 'object' ? globalThis : Function('return this')();\n` +
            `g.__urlPatternReport = main();\n`;
        }
        return null;
      },
    }, plugin],
    onwarn(w) { if (w.code !== 'THIS_IS_UNDEFINED') console.warn(String(w)); },
  });
  const { output } = await bundle.generate({ format: 'iife', strict: false, generatedCode: 'es5' });
  const code = asciiOnly(output[0].code);
  acorn.parse(code, { ecmaVersion: 5 });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'urlpattern-runner.js'), code);
  const rel = (f) => relative(outDir, join(root, f)).replace(/\\/g, '/');
  writeFileSync(join(outDir, 'urlpattern-page.html'), `<!doctype html>
<meta charset="utf-8">
<title>iri-url URLPattern runtime runner</title>
<script>delete window.URL; delete window.URLSearchParams; delete window.URLPattern; window.__nativeGone = typeof URL === 'undefined' && typeof URLPattern === 'undefined';</script>
<script src="${rel('dist/polyfill.js')}"></script>
<script src="${rel('dist/urlpattern-polyfill.js')}"></script>
<script src="urlpattern-runner.js"></script>
`);
  return { file: join(outDir, 'urlpattern-runner.js'), bytes: code.length, cases: data.URLPATTERN_DATA.length + data.URLPATTERN_COMPARE.length };
}

/** iri-idna-runner.ts's data: the RFC 3986 §5.4 examples, WPT's host files and their exemptions. */
function iriIdnaData() {
  const olderTables = buildUnicodeVersion() === '15.1.0';
  const iri = rfc3986Examples();
  if (iri.length !== 42) throw new Error(`rfc3986.txt: ${iri.length} examples in §5.4, not 42`);
  return {
    IRI_BASE, IRI_EXAMPLES: iri,
    TOASCII: readJSON(join(wpt, 'toascii.json')),
    IDNATESTV2: readJSON(join(wpt, 'IdnaTestV2.json')),
    // The exemptions are the Unicode-version cases of a build on the 15.1.0 tables; a build on the
    // default tables (17.0.0, the version of WPT's data) has none.
    TOASCII_EXPECTED: olderTables ? readJSON(join(root, 'spec-tests/whatwg-url/toascii.expected-failures.json')) : {},
    IDNATESTV2_EXPECTED: olderTables ? readJSON(join(root, 'spec-tests/whatwg-url/idna-test-v2.expected-failures.json')) : {},
  };
}

/** The ES modules of dist/ that a browser or Deno imports (not Node's .node.mjs, not the CLI). */
function distModules() {
  const dist = join(root, 'dist');
  return [
    ...readdirSync(dist).filter((f) => f.endsWith('.mjs') && !f.endsWith('.node.mjs') && f !== 'cli.mjs'),
    ...readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.mjs')).map((f) => 'chunks/' + f),
  ];
}

/**
 * The ES module runner (esm-runner.ts) for Deno, Bun and workerd, in <outDir>/esm/: runner.mjs
 * (the three runners with their data, importing ./dist/index.mjs and ./dist/urlpattern.mjs),
 * dist/ (a copy of distModules()), and the ES5 runners and replacement checks beside them for
 * the polyfill's runs (replace-*.mjs: the scripts called with the global object as `this`).
 * Returns the directory and every module in it (workerd's configuration lists them).
 */
export async function buildEsmRunner(outDir = join(root, '.cache/runtimes')) {
  const dir = join(outDir, 'esm');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'dist/chunks'), { recursive: true });
  const modules = distModules().map((f) => {
    copyFileSync(join(root, 'dist', f), join(dir, 'dist', f));
    return 'dist/' + f;
  });
  const data = { 'runtime-data': runnerData(), 'urlpattern-data': urlPatternData(), 'iri-idna-data': iriIdnaData() };
  const external = { 'iri-url': './dist/index.mjs', 'iri-url/urlpattern': './dist/urlpattern.mjs' };
  const bundle = await rollup({
    input: join(here, 'esm-runner.ts'),
    external: Object.keys(external),
    plugins: [{
      name: 'esm-runner-data',
      resolveId: (id) => (Object.prototype.hasOwnProperty.call(data, id) ? '\0esm:' + id : null),
      load: (id) => {
        if (!id.startsWith('\0esm:')) return null;
        const d = data[id.slice(5)];
        return Object.keys(d).map((k) => `export var ${k} = ${toSource(d[k])};`).join('\n');
      },
    }, runnerPlugin({})],
    onwarn(w) { if (w.code !== 'THIS_IS_UNDEFINED') console.warn(String(w)); },
  });
  const { output } = await bundle.generate({ format: 'es', paths: external });
  await bundle.close();
  writeFileSync(join(dir, 'runner.mjs'), asciiOnly(output[0].code));
  for (const f of ['runner.js', 'urlpattern-runner.js']) copyFileSync(join(outDir, f), join(dir, f));
  for (const f of ['replace-before', 'replace-after']) {
    writeFileSync(join(dir, f + '.mjs'), '(function () {\n' + readFileSync(join(here, f + '.js'), 'utf8') + '\n}).call(globalThis);\n');
  }
  return { dir, modules: ['runner.mjs', 'runner.js', 'urlpattern-runner.js', 'replace-before.mjs', 'replace-after.mjs', ...modules] };
}

/**
 * The React Native bundle, as Metro would make one for Hermes: dist/react-native-auto.mjs and
 * dist/react-native.mjs (whose exports it sets as the global __reactNative, for
 * react-native-after.js) in one script, then lowered to ES5 by TypeScript (Hermes 0.12 has no
 * classes; Metro's Babel preset lowers them), checked with acorn. Writes <outDir>/react-native.js.
 */
export async function buildReactNativeBundle(outDir = join(root, '.cache/runtimes')) {
  const entry = '\0react-native-app';
  const bundle = await rollup({
    input: entry,
    plugins: [{
      name: 'react-native-app',
      resolveId: (id) => (id === entry ? id : null),
      load: (id) => (id === entry
        ? `import ${JSON.stringify(join(root, 'dist/react-native-auto.mjs'))};\n` +
          `import { setupURLPolyfill, URL, URLSearchParams } from ${JSON.stringify(join(root, 'dist/react-native.mjs'))};\n` +
          'globalThis.__reactNative = { setupURLPolyfill: setupURLPolyfill, URL: URL, URLSearchParams: URLSearchParams };\n'
        : null),
    }],
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  const es5 = ts.transpileModule(output[0].code, {
    fileName: 'react-native.js',
    compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.None, downlevelIteration: true, allowJs: true },
  }).outputText;
  const code = asciiOnly(es5);
  acorn.parse(code, { ecmaVersion: 5 });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'react-native.js'), code);
  return { file: join(outDir, 'react-native.js'), bytes: code.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await buildRunner(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`runner: ${r.file} (${r.bytes} bytes, ${r.cases} URLSearchParams cases)`);
}
