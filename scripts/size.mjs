// Size report and budgets (issue 11 item 5), run on the built package (`npm run build` first):
//
// 1. What an application pays for one import: for each top-level export of 'iri-url' and for each
//    entry point, a tiny app (`export { X } from 'iri-url'`, `import 'iri-url/polyfill'`, ...) is
//    bundled as a user's rollup would (rollup + @rollup/plugin-node-resolve only, no CommonJS
//    plugin: the ESM build must be ESM all the way down), minified with terser
//    and gzipped (level 9). Each is compared with its budget below.
// 2. dist/polyfill.js (the <script> build, minified by the build): bytes, gzip (level 9) and brotli
//    (quality 11), and the share of the Unicode tables (the same file with every string literal of
//    500+ base64-like characters, only the generated tables are that long, emptied), against its
//    budget and the project's target of 25 kB gzip.
//
//   node scripts/size.mjs [--json]      exit status 1 when any size is over its budget
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { minify } from 'terser';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const gzip = (b) => gzipSync(b, { level: 9 }).length;
const brotli = (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
const kB = (n) => (n / 1000).toFixed(1) + ' kB';

/**
 * Budgets in bytes of gzip -9 (minified): each is the size measured when it was set (README
 * "Size") plus 300 bytes, rounded up to the next 500, so that a regression of a few hundred bytes
 * fails CI. Lower them when a change makes something smaller; raise one only with a reason.
 */
export const BUDGETS = {
  // Lowered again by issue 12 (decompositions as runs, Joining_Type and marks from Bidi_Class and
  // the combining classes). `{ IRI }` is the strict (RFC 3986/3987) entry: the IRI class brings the
  // RFC parser, the RFC 5892 derived property and Script on top of what URL needs.
  // Lowered by issue 12 (derived UTS #46 mapping, NFC quick check, column run tables); then
  // URL, IRI, polyfill and everything +0.2-0.5 kB for the hidden slots and Node's inspect (issue 11).
  // then +0.1-0.4 kB for issue 13: Punycode of our own (linear; replaces the punycode package),
  // the shape anchors that keep the parser optimized across full GCs, the one-pass host steps.
  // Lowered by issue 12's third part (URL, the polyfill entries, dist/polyfill.js): the strict
  // IRIs' query journal out of URLSearchParams, its sort on Array.prototype.sort; for the script,
  // the tables' literals last, internal property names shortened, one TypeScript helper.
  // then +0.2-1.0 kB for issue 13 items 3, 5 and 6 (speed of non-ASCII input, memory): the UTS #46
  // quick path for names Processing leaves alone (0.5 kB), the RFC's loop for short Punycode
  // labels beside the O(n log n) one (0.2 kB), ASCII output made once (core/ascii-string.ts, 0.2
  // kB: TextDecoder where present), the record's packed fields; IRI also the prepared base of
  // IRI.resolve.
  // Then +1.2 kB for issue 13's parser speed (URL, IRI, polyfill, everything, the <script>
  // build): the quick path repairs typed input (upper-case scheme and host, default port, empty
  // path) and hands over to the state machine where it gives up (parse.ts resume), the cache of
  // parsed bases for new URL(ref, base), the scan tables of the authority and path states, dot
  // segments over an offset.
  // The two issue 13 parts above, merged with issue 12's third part (measured together, their sum):
  // URL, IRI, the polyfill entries and everything +1.1-2.3 kB against the third part; the
  // URLPattern entries carry the same URL parser (+1.5 kB); dist/polyfill.js lowered to 34.5 kB.
  // Then +1.0-1.3 kB for issue 13's IRI speed (every entry with the URL parser, the <script>
  // builds): the quick path takes non-ASCII domains (their Punycode written straight into the
  // href's bytes: uts46 simpleToASCIIInto, host domainToASCIIInto), ASCII credentials, IPv4 and
  // IPv6 hosts, and percent-encodes path, query and fragment itself (one buffer, one string per
  // URL); iri.txt went from 0.69x to about 0.98x native (A/B, CPU time).
  // Lowered by issue 12's fourth part (every entry with the Unicode tables): decompositions delta-
  // coded per bucket, case folding in their run form (one decoder), one decomposer for NFD and
  // NFKD; for the <script> builds also lib/core/build.ts URL_ONLY (URL-only statuses and one
  // URL-only table for Bidi_Class, Joining_Type and Mark, no UTS #46 error list, the URL
  // Standard's UTS #46 flags folded in), no NFC quick check, no TextDecoder path, one Fenwick
  // helper in Punycode: dist/polyfill.js 31.7 -> 29.9 kB (29850 B).
  // Then raised by issue 13 item 2 (stop 18: the URL §4.4 state machine at speed on its own: the
  // one-scan authority and host, the copied path and clean query, the input as href when the
  // output is the input, steps 2-3 left to the scans): +0.5-1.0 kB in the library entries with
  // the URL parser, which keep the quick path too; dist/polyfill.js lowered to 30.0 kB (29542 B,
  // with VALIDATION_ERRORS false there: no validation error reports in the <script> builds).
  // Then raised by issue 13 at stop 19 (speed paths, none in the <script> builds): short
  // percent-encodings from slices, "%XX" strings and encodeURIComponent (URLSearchParams too,
  // +0.25 kB), the quick path's hand-over of where it stopped in the path and of a path after
  // "\\", runs of segments kept whole after a dot segment, Punycode's bit path for short labels
  // and the UTS #46 quick path for right-to-left labels (+0.25 kB), IRI.resolve's base table and
  // one-pass reference check (IRI, everything: +0.3 kB): +0.8-1.2 kB in the entries with the URL
  // parser (typed 0.61x -> 0.62-0.63x, iri.txt 0.95x -> 1.15x, strict resolution 1.9x -> 2.7x).
  // Then raised by issue 13 at stop 20 (a speed path, none in the <script> builds): the one pass
  // for special and file URLs as typed (lib/whatwg/one-pass.ts, +1.9 kB), less the state
  // machine's hand-over from the quick path and the quick path's percent-encoding branch, which
  // it replaces (-0.7 kB): +1.2 kB in the entries with the URL parser (typed 0.65x -> 0.75x, A/B).
  // Then raised by issue 13 at stop 21 (a speed path, none in the <script> builds): the one pass
  // writes nothing while its output equals the input (native scans skip the runs, the href is the
  // input), so that it alone, without the quick path, parses serialized URLs faster than native
  // (kasztp 0.64x -> 1.4x); it takes IPv6 hosts and references relative to a special base (flat
  // one-byte hrefs: relative.tsv's memory, sliced from the file, 1.07x -> 0.80x native); a file
  // URL's path table; +0.6-0.8 kB in the entries with the URL parser.
  // Then raised for the parser's per-parse context (lib/whatwg/context.ts: its state in object
  // properties, which a minifier does not shorten, where module variables were) and the scanners
  // made from the spec's sets: +0.1-0.2 kB in the library entries with the URL parser.
  // one top-level export of 'iri-url'
  'iri-url { URL }': 39000,
  'iri-url { URLSearchParams }': 6500,
  // IRI and everything: +2.3 kB for issue 10 (lib/rfc/schemes.ts, the schemeRules option, 1.3 kB;
  // references, the comparison by the argument's string and the error codes' texts, 1.0 kB).
  'iri-url { IRI }': 57500,
  'iri-url { IRIError }': 500,
  'iri-url { domainToASCII }': 20000,
  'iri-url { domainToUnicode }': 18000,
  'iri-url { polyfill }': 40000,
  'iri-url { idna }': 22500,
  // urn: +0.3 kB when it began to share the strict parser's component checker (rfc/components.ts).
  'iri-url { urn }': 5500,
  // each entry point whole
  'iri-url *': 60500,
  "import 'iri-url/polyfill'": 40000,
  'iri-url/nfkc { nfkc }': 11000,
  'iri-url/nfkc *': 11000,
  // URLPattern (issue 15): its own entries; they bring the URL parser and UTS #46 that
  // canonicalization runs on, plus the ID_Start/ID_Continue table for group names.
  'iri-url/urlpattern { URLPattern }': 42500,
  'iri-url/urlpattern-polyfill *': 43000,
  // the <script> builds: size first (lib/core/build.ts SPEED_PATHS false: no quick paths, no base
  // cache), so issue 13's speed paths do not reach them: dist/polyfill.js 34.9 -> 31.7 kB; then
  // URL_ONLY and the table work above: 31.7 -> 29.9 kB.
  // Stop 19: +0.2 kB in both from the state machine's unchecked states and in-scan checks for
  // steps 2-3 (surrogate pairs read as they are): dist/polyfill.js 29742 B, under issue 12's
  // 30 kB bound, which stays its budget; dist/urlpattern-polyfill.js 32985 B.
  'dist/polyfill.js': 30000,
  'dist/urlpattern-polyfill.js': 33500,
};

/**
 * Measured, not budgeted: what a page pays for URL, URLSearchParams and URLPattern polyfilled
 * from one bundle (the two polyfill entries share the URL parser).
 */
const BOTH_POLYFILLS = "import 'iri-url/polyfill';\nimport { polyfill } from 'iri-url/urlpattern-polyfill';\npolyfill();\n";

/** The apps: name → source of the app's entry module. */
function apps() {
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

export async function measure() {
  const rows = [];
  for (const [name, source] of Object.entries(apps())) {
    const { min, warnings } = await bundleApp(source);
    const serious = warnings.filter((w) => w.code !== 'CIRCULAR_DEPENDENCY');
    if (serious.length) throw new Error(`size: ${name}: ${serious.map((w) => w.message).join('; ')}`);
    rows.push({ name, minified: Buffer.byteLength(min), gzip: gzip(Buffer.from(min)), budget: BUDGETS[name] });
  }
  const script = readFileSync(join(root, 'dist/polyfill.js'));
  rows.push({ name: 'dist/polyfill.js', minified: script.length, gzip: gzip(script), budget: BUDGETS['dist/polyfill.js'] });
  const patternScript = readFileSync(join(root, 'dist/urlpattern-polyfill.js'));
  rows.push({ name: 'dist/urlpattern-polyfill.js', minified: patternScript.length, gzip: gzip(patternScript), budget: BUDGETS['dist/urlpattern-polyfill.js'] });
  const both = await bundleApp(BOTH_POLYFILLS);
  const extra = { name: "both polyfill entries, one bundle", minified: Buffer.byteLength(both.min), gzip: gzip(Buffer.from(both.min)) };
  return { rows, script, extra };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(root, 'dist/index.mjs'))) {
    console.error('size: dist/ is missing; run `npm run build` first');
    process.exit(1);
  }
  const { rows, script, extra } = await measure();
  // Issue 12 item 2: the polyfill carries only what the URL path needs: no RFC 3986/3987 code, no
  // IRI class, no RFC 5892 derived property or Script data (those are for IRI and idna).
  const sources = JSON.parse(readFileSync(join(root, 'dist/polyfill.js.map'), 'utf8')).sources;
  // Issue 15: nor anything of URLPattern (lib/urlpattern, the identifier table): it has its own script.
  const strayed = sources.filter((s) => /lib\/rfc\/|lib\/api\/iri\.ts|generated\/(idna2008-derived|scripts|identifiers)\.ts|lib\/urlpattern/.test(s));
  if (strayed.length) {
    console.error(`size: dist/polyfill.js includes ${strayed.join(', ')}`);
    process.exit(1);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  let over = 0;
  console.log('import (rollup + node-resolve + terser)   minified      gzip    budget');
  for (const r of rows) {
    const ok = r.gzip <= r.budget;
    if (!ok) over++;
    console.log(`${r.name.padEnd(40)} ${kB(r.minified).padStart(9)} ${kB(r.gzip).padStart(9)} ${kB(r.budget).padStart(9)}  ${ok ? 'ok' : 'OVER BUDGET'}`);
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
  if (over) {
    console.error(`\nsize: ${over} over budget`);
    process.exit(1);
  }
}
