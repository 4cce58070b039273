// Size report and budgets, run on the built package (`npm run build` first):
//
// 1. What an application pays for one import: for each top-level export of 'iri-url' and for each
//    entry point, a tiny app (`export { X } from 'iri-url'`, `import 'iri-url/polyfill'`, ...) is
//    bundled as a user's rollup would (rollup + @rollup/plugin-node-resolve only, no CommonJS
//    plugin: the ESM build must be ESM all the way down), minified with terser
//    and gzipped (level 9). Each is compared with its budget below. The same app is bundled and
//    minified by esbuild too, against ESBUILD_BUDGETS: esbuild keeps every top-level statement
//    that may have a side effect (and all it reaches) in any module a bundle imports from, so a
//    statement rollup drops can bring a whole class back (lib/core/interface.ts).
// 2. dist/polyfill.js (the <script> build, minified by the build): bytes, gzip (level 9) and brotli
//    (quality 11), and the share of the Unicode tables (the same file with every string literal of
//    500+ base64-like characters, only the generated tables are that long, emptied), against its
//    budget and the project's target of 25 kB gzip.
//
// 3. docs/performance.md's "Sizes" table: each row's minified, gzip, budget and esbuild figures
//    must be the ones measured here (to 0.1 kB), so that the docs never show stale sizes.
//
//   node scripts/size.mjs [--json]      exit status 1 when any size is over its budget or the docs disagree
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { minify } from 'terser';
import { build as esbuild } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const gzip = (b) => gzipSync(b, { level: 9 }).length;
const brotli = (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
const kB = (n) => (n / 1000).toFixed(1) + ' kB';

/**
 * Budgets in bytes of gzip -9 (minified): each is the size measured when it was set plus 300
 * bytes, rounded up to the next 500, so that a regression of a few hundred bytes fails CI.
 * Lower them when a change makes something smaller; raise one only with a reason, written here.
 *
 * Where the bytes go, for the entries with the URL parser:
 * - the Unicode tables UTS #46 needs (statuses, decompositions and case folding the mappings are
 *   derived from, NFC, Bidi_Class, Joining_Type, marks): about 12 kB;
 * - the URL Standard itself: the parser and hosts, URLSearchParams, percent-encoding, Punycode,
 *   NFC; in the library builds also the speed paths (the recognizer for serialized URLs and the
 *   one pass for special URLs as typed, the parsed-base cache, the UTS #46 passthrough, the
 *   RFC 3492 loop for short labels, ASCII output made once), about 5 kB, which the <script>
 *   builds leave out (lib/core/build.ts SPEED_PATHS), with the validation errors (VALIDATION_ERRORS)
 *   and the UTS #46 flags other than the URL Standard's (URL_ONLY);
 * - Node's util.inspect support, Web IDL's enumerable members and brand checks (core/interface.ts,
 *   core/slots.ts);
 * - `{ IRI }` adds the RFC 3986/3987 parser and setters, the RFC 5892 derived property and Script
 *   for IDNA2008, scheme rules (rfc/schemes.ts, 1.3 kB), references, normalization that keeps
 *   every delimiter, the error codes' texts.
 * The tables are Unicode 17.0.0 (package.json "unicodeVersion"); 16.0 and 17.0 added over 10,000
 * characters, about 0.3 kB gzip over the 15.1.0 tables in each entry with them.
 * Raised by the rule together, +0.5-1.5 kB: the Unicode 17.0.0 tables, Web IDL brand checks and
 * the ES5 builds' method definitions (frozen intrinsics), util.inspect as Node prints at depth
 * limits, the parse context's fields (object properties, which minifiers do not shorten as they
 * do module variables), normalization between delimiters; dist/polyfill.js 29.7 -> 30.8 kB.
 * Raised by the rule, `{ IRI }` and `*` +1.9 kB: the strict IRI's speed paths, each beside the
 * general algorithm it shortens (rfc/serialized.ts, the recognizer of serialized IRIs, 1.1 kB
 * minified; rfc/strict.ts, resolution that builds the target's record from a prepared base's
 * and the reference's offsets, 1.9 kB; rfc/setters.ts, setters that splice, 1.9 kB; the rest in
 * api/iri.ts: a base object's prepared base, equals without the IDN step for equal strings).
 */
export const BUDGETS = {
  // one top-level export of 'iri-url'
  'iri-url { URL }': 38000,
  'iri-url { URLSearchParams }': 7000,
  'iri-url { IRI }': 59500,
  'iri-url { IRIError }': 500,
  'iri-url { domainToASCII }': 20500,
  'iri-url { domainToUnicode }': 18500,
  'iri-url { polyfill }': 39500,
  'iri-url { idna }': 23000,
  // urn: the strict parser's component checker (rfc/components.ts) with the URN grammar.
  'iri-url { urn }': 5500,
  // each entry point whole
  'iri-url *': 62500,
  "import 'iri-url/polyfill'": 39500,
  'iri-url/nfkc { nfkc }': 11000,
  'iri-url/nfkc *': 11000,
  // URLPattern: its own entries; they bring the URL parser and UTS #46 that
  // canonicalization runs on, plus the ID_Start/ID_Continue table for group names.
  'iri-url/urlpattern { URLPattern }': 41500,
  'iri-url/urlpattern-polyfill *': 42000,
  // iri-url/safety: its own entry (not in the polyfills), 57.0 kB: the URL parser that safeHref and
  // classifyHost read links with (about what 'iri-url { URL }' weighs, shared with it in an app
  // that has both), the UTS #39 tables (confusables 13.3 kB gzip, Identifier_Status with
  // Script_Extensions 3.6 kB) and the registries (1.4 kB).
  'iri-url/safety *': 56500,
  // React Native (docs/react-native.md): the polyfill's classes, the entry's URL class with React
  // Native's blob statics, setupURLPolyfill; the auto entry adds the feature test.
  'iri-url/react-native { setupURLPolyfill }': 39000,
  "import 'iri-url/react-native/auto'": 39500,
  // the <script> builds: size first (lib/core/build.ts: no speed paths, no validation errors,
  // URL-only tables); the project's target for dist/polyfill.js is 25 kB. Tighter than the rule
  // above: each is its measured size plus about 100 bytes, rounded up to the next 100, so that
  // what makes them grow is a decision.
  'dist/polyfill.js': 29200,
  'dist/urlpattern-polyfill.js': 31900,
};

/**
 * The same apps bundled and minified by esbuild (bundleAppEsbuild), gzip -9 bytes: what each
 * measured, plus 300 bytes, rounded up to the next 500 (as BUDGETS). esbuild's minifier leaves
 * 2-7% more than terser's; a budget far above its rollup one means a top-level statement esbuild
 * cannot drop.
 */
export const ESBUILD_BUDGETS = {
  'iri-url { URL }': 39000,
  'iri-url { URLSearchParams }': 7500,
  'iri-url { IRI }': 60500,
  'iri-url { IRIError }': 1000,
  'iri-url { domainToASCII }': 22000,
  'iri-url { domainToUnicode }': 19500,
  'iri-url { polyfill }': 40500,
  'iri-url { idna }': 24500,
  'iri-url { urn }': 5500,
  'iri-url *': 64000,
  "import 'iri-url/polyfill'": 40500,
  'iri-url/nfkc { nfkc }': 11000,
  'iri-url/nfkc *': 11500,
  'iri-url/urlpattern { URLPattern }': 42500,
  'iri-url/urlpattern-polyfill *': 43000,
  'iri-url/safety *': 57500,
  'iri-url/react-native { setupURLPolyfill }': 40000,
  "import 'iri-url/react-native/auto'": 40500,
};

/**
 * Measured, not budgeted: what a page pays for URL, URLSearchParams and URLPattern polyfilled
 * from one bundle (the two polyfill entries share the URL parser).
 */
const BOTH_POLYFILLS = "import 'iri-url/polyfill';\nimport { polyfill } from 'iri-url/urlpattern-polyfill';\npolyfill();\n";

/** The apps: name → source of the app's entry module. */
export function apps() {
  const out = {};
  const names = Object.keys(BUDGETS).map((k) => /^iri-url \{ (\w+) \}$/.exec(k)).filter(Boolean).map((m) => m[1]);
  // Every value export of the built package has a budget.
  const built = Object.keys(createRequire(import.meta.url)(join(root, 'dist/index.cjs')));
  const missing = built.filter((n) => !names.includes(n));
  const stale = names.filter((n) => !built.includes(n));
  if (stale.length) throw new Error(`size: a budget for what is not exported: ${stale.join(', ')}`);
  if (missing.length) throw new Error(`size: no budget for ${missing.map((n) => `'iri-url { ${n} }'`).join(', ')}`);
  for (const name of names) out[`iri-url { ${name} }`] = `export { ${name} } from 'iri-url';\n`;
  out['iri-url *'] = "export * from 'iri-url';\n";
  out["import 'iri-url/polyfill'"] = "import 'iri-url/polyfill';\n";
  out['iri-url/nfkc { nfkc }'] = "export { nfkc } from 'iri-url/nfkc';\n";
  out['iri-url/nfkc *'] = "export * from 'iri-url/nfkc';\n";
  out['iri-url/urlpattern { URLPattern }'] = "export { URLPattern } from 'iri-url/urlpattern';\n";
  out['iri-url/urlpattern-polyfill *'] = "export * from 'iri-url/urlpattern-polyfill';\n";
  out['iri-url/safety *'] = "export * from 'iri-url/safety';\n";
  out['iri-url/react-native { setupURLPolyfill }'] = "export { setupURLPolyfill } from 'iri-url/react-native';\n";
  out["import 'iri-url/react-native/auto'"] = "import 'iri-url/react-native/auto';\n";
  const noEsbuildBudget = Object.keys(out).filter((n) => !(n in ESBUILD_BUDGETS));
  if (noEsbuildBudget.length) throw new Error(`size: no esbuild budget for ${noEsbuildBudget.join(', ')}`);
  return out;
}

/** The package as an application sees it: .cache/size/node_modules/iri-url → this repository. */
function appDir() {
  const dir = join(root, '.cache/size');
  const link = join(dir, 'node_modules/iri-url');
  if (!existsSync(link)) {
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(root, link, 'dir');
  }
  return dir;
}

/** Bundles one app with rollup + node-resolve only; returns the unminified and minified code. */
export async function bundleApp(source, dir = appDir()) {
  const entry = join(dir, 'app.mjs');
  const warnings = [];
  const bundle = await rollup({
    input: entry,
    plugins: [
      { name: 'app', resolveId: (id) => (id === entry ? id : null), load: (id) => (id === entry ? source : null) },
      nodeResolve({ browser: true, rootDir: dir }),
    ],
    onwarn: (w) => warnings.push(w),
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  if (output.length !== 1) throw new Error(`size: the app bundle has ${output.length} chunks`);
  const code = output[0].code;
  const min = (await minify(code, { module: true, compress: { passes: 2 }, format: { comments: false } })).code;
  return { code, min, warnings };
}

/**
 * Bundles one app with esbuild (bundle, minify, ESM, the browser platform: the exports map's
 * "module"/"import" conditions): the same app as bundleApp, through the other common bundler,
 * whose tree shaking keeps every top-level statement that is not side-effect free.
 */
export async function bundleAppEsbuild(source, dir = appDir()) {
  const result = await esbuild({
    stdin: { contents: source, resolveDir: dir, sourcefile: 'app.mjs', loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  if (result.outputFiles.length !== 1) throw new Error(`size: the esbuild bundle has ${result.outputFiles.length} files`);
  return { min: result.outputFiles[0].text, warnings: result.warnings };
}

export async function measure() {
  const rows = [];
  for (const [name, source] of Object.entries(apps())) {
    const { min, warnings } = await bundleApp(source);
    const serious = warnings.filter((w) => w.code !== 'CIRCULAR_DEPENDENCY');
    if (serious.length) throw new Error(`size: ${name}: ${serious.map((w) => w.message).join('; ')}`);
    const e = await bundleAppEsbuild(source);
    if (e.warnings.length) throw new Error(`size: ${name} (esbuild): ${e.warnings.map((w) => w.text).join('; ')}`);
    rows.push({
      name, minified: Buffer.byteLength(min), gzip: gzip(Buffer.from(min)), budget: BUDGETS[name],
      esbuild: gzip(Buffer.from(e.min)), esbuildBudget: ESBUILD_BUDGETS[name],
    });
  }
  const script = readFileSync(join(root, 'dist/polyfill.js'));
  rows.push({ name: 'dist/polyfill.js', minified: script.length, gzip: gzip(script), budget: BUDGETS['dist/polyfill.js'] });
  const patternScript = readFileSync(join(root, 'dist/urlpattern-polyfill.js'));
  rows.push({ name: 'dist/urlpattern-polyfill.js', minified: patternScript.length, gzip: gzip(patternScript), budget: BUDGETS['dist/urlpattern-polyfill.js'] });
  const both = await bundleApp(BOTH_POLYFILLS);
  const extra = { name: "both polyfill entries, one bundle", minified: Buffer.byteLength(both.min), gzip: gzip(Buffer.from(both.min)) };
  return { rows, script, extra };
}

/** The app name of a "Sizes" row label, or null for a row that is not one. */
function appOfLabel(label) {
  let m;
  if ((m = /^`\{ (\w+) \}` from `([\w/-]+)`/.exec(label))) return `${m[2]} { ${m[1]} }`;
  if ((m = /^`\{ (\w+) \}`/.exec(label))) return `iri-url { ${m[1]} }`;
  if ((m = /^everything from `([\w/-]+)`/.exec(label))) return `${m[1]} *`;
  if ((m = /^`(import '[\w/-]+')`$/.exec(label))) return m[1];
  if ((m = /^`(dist\/[\w.-]+)`/.exec(label))) return m[1];
  return null;
}

/**
 * Differences between docs/performance.md's "Sizes" table (columns: import, minified, gzip,
 * budget, esbuild gzip, esbuild budget) and the measured rows; a row the table lacks is a
 * difference too.
 */
export function docsDifferences(rows) {
  const doc = readFileSync(join(root, 'docs/performance.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## Sizes\n'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('\n|')));
  const cells = new Map();
  for (const line of table.split('\n').filter((l) => l.startsWith('| '))) {
    const c = line.split('|').slice(1, -1).map((x) => x.trim());
    const app = appOfLabel(c[0]);
    if (app !== null) cells.set(app, c);
  }
  const out = [];
  for (const r of rows) {
    const c = cells.get(r.name);
    if (c === undefined) { out.push(`${r.name}: no row in the Sizes table`); continue; }
    const want = [kB(r.minified), kB(r.gzip), kB(r.budget), r.esbuild === undefined ? '' : kB(r.esbuild), r.esbuild === undefined ? '' : kB(r.esbuildBudget)];
    const got = c.slice(1, 6);
    if (want.some((w, i) => w !== got[i])) out.push(`${r.name}: the table says ${got.join(' | ')}, measured ${want.join(' | ')}`);
  }
  return out;
}

/**
 * Rewrites the measured columns of docs/performance.md's "Sizes" table from the measured rows
 * (`npm run size -- --write`); labels and prose stay as written.
 */
export function writeDocsTable(rows) {
  const path = join(root, 'docs/performance.md');
  const doc = readFileSync(path, 'utf8');
  const start = doc.indexOf('\n## Sizes\n');
  const byName = new Map(rows.map((r) => [r.name, r]));
  const lines = doc.slice(start).split('\n');
  for (let i = 0; i < lines.length && !(i > 2 && lines[i].startsWith('## ')); i++) {
    if (!lines[i].startsWith('| ')) continue;
    const c = lines[i].split('|').slice(1, -1).map((x) => x.trim());
    const r = byName.get(appOfLabel(c[0]));
    if (r === undefined) continue;
    const cells = [c[0], kB(r.minified), kB(r.gzip), kB(r.budget), r.esbuild === undefined ? '' : kB(r.esbuild), r.esbuild === undefined ? '' : kB(r.esbuildBudget)];
    lines[i] = `| ${cells.join(' | ')} |`.replace(/\|  \|/g, '|  |');
  }
  writeFileSync(path, doc.slice(0, start) + lines.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(root, 'dist/index.mjs'))) {
    console.error('size: dist/ is missing; run `npm run build` first');
    process.exit(1);
  }
  const { rows, script, extra } = await measure();
  // The polyfill carries only what the URL path needs: no RFC 3986/3987 code, no
  // IRI class, no RFC 5892 derived property or Script data (those are for IRI and idna).
  const sources = JSON.parse(readFileSync(join(root, 'dist/polyfill.js.map'), 'utf8')).sources;
  // Nor anything of URLPattern (lib/urlpattern, the identifier table): it has its own script.
  // Nor iri-url/safety (lib/safety, its tables in generated/security): its own entry.
  const strayed = sources.filter((s) => /lib\/rfc\/|lib\/api\/iri\.ts|generated\/(idna2008-derived|scripts|identifiers)\.ts|lib\/urlpattern|lib\/safety|generated\/security\//.test(s));
  if (strayed.length) {
    console.error(`size: dist/polyfill.js includes ${strayed.join(', ')}`);
    process.exit(1);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  let over = 0;
  console.log('import (rollup + node-resolve + terser)   minified      gzip    budget   esbuild    budget');
  for (const r of rows) {
    const ok = r.gzip <= r.budget && (r.esbuild === undefined || r.esbuild <= r.esbuildBudget);
    if (!ok) over++;
    const e = r.esbuild === undefined ? '' : `${kB(r.esbuild).padStart(9)} ${kB(r.esbuildBudget).padStart(9)}`;
    console.log(`${r.name.padEnd(40)} ${kB(r.minified).padStart(9)} ${kB(r.gzip).padStart(9)} ${kB(r.budget).padStart(9)} ${e.padEnd(19)}  ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
  console.log(`${extra.name.padEnd(40)} ${kB(extra.minified).padStart(9)} ${kB(extra.gzip).padStart(9)}         -  (measured only)`);

  const noTables = Buffer.from(script.toString('latin1').replace(/"[A-Za-z0-9_-]{500,}"|'[A-Za-z0-9_-]{500,}'/g, '""'), 'latin1');
  console.log('\ndist/polyfill.js   total      without the Unicode tables');
  for (const [name, all, code] of [
    ['minified', script.length, noTables.length],
    ['gzip -9', gzip(script), gzip(noTables)],
    ['brotli 11', brotli(script), brotli(noTables)],
  ]) console.log(`${name.padEnd(10)} ${kB(all).padStart(9)}   ${kB(code).padStart(9)}`);
  const target = 25000;
  console.log(`project target: <= ${kB(target)} gzip with full Unicode: ${gzip(script) <= target ? 'met' : `not met (${kB(gzip(script) - target)} over)`}`);
  if (process.argv.includes('--write')) writeDocsTable(rows);
  const stale = docsDifferences(rows);
  for (const d of stale) console.error(`size: docs/performance.md Sizes table: ${d} (\`npm run size -- --write\` rewrites it)`);
  if (over) console.error(`\nsize: ${over} over budget`);
  if (over || stale.length) process.exit(1);
}
