#!/usr/bin/env node
// Throughput benchmark: parse + href of ours, Node's native URL and whatwg-url on the URL corpora
// in ../shared/bench (README there), URLSearchParams parse + toString on query.txt, domainToASCII
// on domains.txt (section "IDNA"), and a
// linearity check on the adversarial.json templates and on searchParams update sequences. Not a
// CI gate.
//
//   node scripts/bench.mjs [corpus-dir] [--quick] [--ours=<path to ESM exporting URL, URLSearchParams>]
//                          [--only=<peer,peer>] [--corpus=<file,file>] [--no-linearity]
//                          [--no-strict] [--only-search-params] [--no-gc] [--no-urlpattern] [--only-urlpattern]
//                          [--no-memory] [--only-memory] [--state-machine] [--no-quick-path] [--json]
//                          [--only-iri]
//
// --json: also writes every table to docs/performance.json and regenerates docs/performance.svg
// and the measured tables of docs/performance.md from it (scripts/perf-report.mjs).
//
// --state-machine: "ours" in the URL and URLSearchParams sections is dist/polyfill.js, the
// size-first <script> build (lib/core/build.ts SPEED_PATHS = false: no recognizer, no base cache),
// run in a fresh vm context (which has no URL, so it installs its own): the URL §4.4 state
// machine alone, as it ships. The strict, resolution and Punycode sections keep
// --ours (they need the IRI class). Run `npm run build` first.
//
// --no-quick-path: "ours" is the library build without the WHATWG parser's recognizer for
// serialized input (lib/whatwg/recognizer.ts; scripts/build-no-quick-path.mjs builds it into
// .cache/, speed paths included): the state machine reads everything.
//
// The IRI class (sections 4-5 and "IRI objects"): strict parsing as strings (IRI.parse) and as
// objects (new IRI(s).href against native new URL(s).href); RFC 3986 §5 resolution as strings
// (IRI.resolve) and with objects (new IRI(ref, base), and base.resolve(ref) with one base object
// reused, against IRI.resolve and relative-to-absolute-iri); a setter-heavy workload in every
// mode against native URL's setters on the same values; normalize, equals, toURI and fromURI
// on iri.txt against uri-js and fast-uri; bytes retained per strict IRI object. --only-iri runs
// these alone (and the strict IRI's memory row).
//
// URLPattern (scripts/bench-urlpattern.mjs): construct + exec on a routing table of 40
// patterns against urlpattern-polyfill (and native where present), and linear time on
// wildcard-heavy patterns; --only-urlpattern runs that section alone.
//
// Method: per corpus, every peer gets a warm-up, then R timed rounds (peers interleaved so drift
// hits them alike); a round parses lines (continuing through the corpus, wrapping) for a fixed
// time budget; we report the median ops/s and its ratio to native. Each throughput is measured
// twice: warm (rounds back to back), and with a full garbage collection (`gc()`) before each
// timed round, as in any long-running program with a live heap (code that a full GC deoptimizes
// shows only there). The script re-runs itself under `node --expose-gc` when gc is
// missing; --no-gc measures warm only.
//
// Corpora: the files below, plus "typed" (scripts/gen-typed-corpus.mjs, built in memory: URLs as
// people type them, which need repair) and "relative.tsv, new URL(ref, base)". An untimed full pass counts
// rejected lines and, for WHATWG-mode peers, disagreements with whatwg-url (the reference).
//
// Peers: add an entry to PEERS. `mode: 'strict'` peers (fast-uri, uri-js, relative-to-absolute-iri,
// ...) are timed and their rejections counted, but not compared with whatwg-url's hrefs.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { urlPatternBench } from './bench-urlpattern.mjs';
import { report, table } from './bench-report.mjs';

const here = dirname(fileURLToPath(import.meta.url));

// Re-run under --expose-gc (the GC columns need global gc()), unless told not to.
if (typeof globalThis.gc !== 'function' && !process.argv.includes('--no-gc')) {
  const r = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
const GC = typeof globalThis.gc === 'function' ? globalThis.gc : null;
const require = createRequire(import.meta.url);

// ---- options -----------------------------------------------------------------------------------
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a === undefined ? undefined : a.slice(name.length + 3);
};
const positional = args.filter((a) => !a.startsWith('--'));
const quick = flag('quick');
const corpusDir = resolve(positional[0] ?? join(here, '../../shared/bench'));
const oursPath = option('ours') !== undefined ? resolve(option('ours')) : join(here, '../dist/index.mjs');
const only = option('only')?.split(',');
const ROUNDS = quick ? 5 : 9;
const ROUND_MS = quick ? 40 : 120; // time budget of one timed round, per peer and corpus
const WARMUP_MS = quick ? 60 : 250;
const URL_CORPORA = option('corpus')?.split(',') ?? ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt', 'typed', 'relative.tsv'];

if (flag('help')) {
  const header = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1);
  console.log(header.slice(0, header.findIndex((l) => !l.startsWith('//'))).join('\n'));
  process.exit(0);
}

// ---- peers ---------------------------------------------------------------------------------------
// Each peer: name, mode ('whatwg' | 'strict'), load() → { href(s): string | null, params?(s): string }.
// href returns null when the input is rejected (the timed loop uses the same function).
async function loadOurs() {
  if (flag('state-machine')) return loadScriptBuild(join(here, '../dist/polyfill.js'));
  if (flag('no-quick-path')) {
    const { buildNoQuickPath } = await import(pathToFileURL(join(here, 'build-no-quick-path.mjs')).href);
    return loadOursFrom(await buildNoQuickPath());
  }
  return loadOursFrom(oursPath);
}

async function loadOursFrom(oursPath) {
  if (!existsSync(oursPath)) {
    throw new Error(`ours not found at ${oursPath}\n  run \`npm run build\` first, or pass --ours=<path to an ES module exporting URL and URLSearchParams>`);
  }
  const mod = await import(pathToFileURL(oursPath).href);
  if (typeof mod.URL !== 'function') throw new Error(`${oursPath} does not export URL`);
  const peer = urlPeer(mod.URL, mod.URLSearchParams);
  if (typeof mod.domainToASCII === 'function') peer.idna = (s) => mod.domainToASCII(s);
  return peer;
}

/** dist/polyfill.js in a fresh vm context (--state-machine): its URL and URLSearchParams. */
async function loadScriptBuild(file) {
  if (!existsSync(file)) throw new Error(`${file} not found: run \`npm run build\` first`);
  const vm = await import('node:vm');
  const context = vm.createContext({});
  vm.runInContext(readFileSync(file, 'utf8'), context, { filename: file });
  if (typeof context.URL !== 'function') throw new Error(`${file} did not define URL`);
  return urlPeer(context.URL, context.URLSearchParams);
}

function urlPeer(URLClass, ParamsClass) {
  return {
    href(s) {
      try { return new URLClass(s).href; } catch { return null; }
    },
    // "base\tref" (relative.tsv): URL §4.4 with a base URL.
    resolve(line) {
      const t = line.indexOf('\t');
      try { return new URLClass(line.slice(t + 1), line.slice(0, t)).href; } catch { return null; }
    },
    params: ParamsClass && ((s) => new ParamsClass(s).toString()),
    URL: URLClass,
  };
}

const PEERS = [
  { name: 'ours', mode: 'whatwg', load: loadOurs },
  { name: 'native', mode: 'whatwg', load: async () => ({ ...urlPeer(globalThis.URL, globalThis.URLSearchParams), idna: require('node:url').domainToASCII }) },
  { name: 'whatwg-url', mode: 'whatwg', load: async () => { const w = require('whatwg-url'); return urlPeer(w.URL, w.URLSearchParams); } },
];

// Strict parsers (section 4): parse an absolute IRI/URI, return the input on success or null
// when rejected. Ours runs in mode rfc3987 (the grammar, IDNA2008 host checks included).
const STRICT_PEERS = [
  { name: 'ours', load: async () => { const m = await import(pathToFileURL(oursPath).href); const O = { mode: 'rfc3987' }; return (s) => { const i = m.IRI.parse(s, undefined, O); return i === null ? null : i.href; }; } },
  { name: 'fast-uri', load: async () => { const f = require('fast-uri'); return (s) => { const r = f.parse(s); return r.error ? null : s; }; } },
  { name: 'uri-js', load: async () => { const u = require('uri-js'); return (s) => { const r = u.parse(s); return r.error ? null : s; }; } },
];

// Resolvers (section 5): resolve(base, ref) on relative.tsv.
const RESOLVE_PEERS = [
  { name: 'ours', load: async () => { const m = await import(pathToFileURL(oursPath).href); return (b, r) => { try { return m.IRI.resolve(b, r); } catch { return null; } }; } },
  { name: 'relative-to-absolute-iri', load: async () => { const x = require('relative-to-absolute-iri'); return (b, r) => x.resolve(r, b); } },
];
const REFERENCE = 'whatwg-url';
const BASELINE = 'native';

// ---- corpora -------------------------------------------------------------------------------------
async function corpusLines(file) {
  if (file === 'typed') {
    const { typedCorpus } = await import(pathToFileURL(join(here, 'gen-typed-corpus.mjs')).href);
    return typedCorpus(corpusDir);
  }
  if (file === 'relative.tsv') return readLines(file).map((l) => { const [b, r] = l.split('\t'); return b + '\t' + (r ?? ''); });
  return readLines(file);
}

function readLines(file) {
  let text = readFileSync(join(corpusDir, file), 'utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // ada-kasztp.txt starts with a BOM
  const lines = text.split('\n');
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

// ---- timing --------------------------------------------------------------------------------------
let sink = 0; // every result feeds this, so no work can be dropped as dead code

/** Runs fn over lines from *cursor for about `ms`; returns [ops, elapsed ms]. */
function timed(fn, lines, cursor, ms) {
  const n = lines.length;
  let ops = 0;
  let i = cursor.i;
  const start = performance.now();
  let now = start;
  do {
    for (let k = 0; k < 64; k++) {
      const r = fn(lines[i]);
      sink += r === null ? 1 : r.length;
      if (++i === n) i = 0;
    }
    ops += 64;
    now = performance.now();
  } while (now - start < ms);
  cursor.i = i;
  return [ops, now - start];
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };

/**
 * Median ops/s of each peer's fn over lines; peers interleaved round by round. Returns the warm
 * medians; `.gc` holds the medians with a full GC before each timed round (empty without gc).
 */
function throughput(entries, lines) {
  const cursors = entries.map(() => ({ i: 0 }));
  entries.forEach((e, j) => timed(e.fn, lines, cursors[j], WARMUP_MS));
  const rates = entries.map(() => []);
  const gcRates = entries.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    entries.forEach((e, j) => {
      const [ops, ms] = timed(e.fn, lines, cursors[j], ROUND_MS);
      rates[j].push((ops / ms) * 1000);
    });
  }
  if (GC) {
    for (let r = 0; r < ROUNDS; r++) {
      entries.forEach((e, j) => {
        GC();
        const [ops, ms] = timed(e.fn, lines, cursors[j], ROUND_MS);
        gcRates[j].push((ops / ms) * 1000);
      });
    }
  }
  const out = rates.map(median);
  out.gc = GC ? gcRates.map(median) : [];
  return out;
}

/** The ratio cells of each non-baseline peer: warm, and with a GC before each round. */
function ratioCells(peers, rates, base) {
  const cells = [];
  peers.forEach((p, j) => {
    if (j === base) return;
    cells.push(fmtRatio(rates[j] / rates[base]));
    if (GC) cells.push(fmtRatio(rates.gc[j] / rates.gc[base]));
  });
  return cells;
}
const ratioHeaders = (peers, base) => peers.flatMap((p, j) => (j === base ? [] : GC ? [`${p.name}/native`, `(GC)`] : [`${p.name}/native`]));

// ---- output --------------------------------------------------------------------------------------
const fmtRate = (x) => (x >= 1e6 ? (x / 1e6).toFixed(2) + 'M' : x >= 1e3 ? (x / 1e3).toFixed(1) + 'k' : x.toFixed(0));
const fmtRatio = (x) => (Number.isFinite(x) ? x.toFixed(x < 0.1 ? 3 : 2) + 'x' : '-');

// ---- main ----------------------------------------------------------------------------------------
async function main() {
  if (flag('only-urlpattern')) {
    await urlPatternBench(join(here, '..'), { rounds: ROUNDS, ms: ROUND_MS, warmup: WARMUP_MS, gc: GC });
    return;
  }
  if (flag('only-memory')) {
    const peers = [];
    for (const p of PEERS) if (!only || only.includes(p.name) || p.name === BASELINE) peers.push({ name: p.name, impl: await p.load() });
    await memory(peers);
    return;
  }
  if (flag('only-iri')) {
    await strict();
    await iriObjects();
    const peers = [];
    for (const p of PEERS) if (p.name === 'ours' || p.name === BASELINE) peers.push({ name: p.name, impl: await p.load() });
    await memory(peers);
    return;
  }
  if (flag('only-search-params')) {
    const peers = [];
    for (const p of PEERS) if (!only || only.includes(p.name)) peers.push({ name: p.name, impl: await p.load() });
    searchParamsThroughput(peers);
    searchParamsScaling(peers);
    return;
  }
  console.log(`bench: node ${process.version}, ${quick ? 'quick' : 'full'} run (${ROUNDS} rounds x ${ROUND_MS} ms), corpora in ${corpusDir}`);
  if (!existsSync(corpusDir)) throw new Error(`corpus folder missing: ${corpusDir}`);

  const peers = [];
  for (const p of PEERS) {
    if (only && !only.includes(p.name) && p.name !== BASELINE) continue;
    try {
      peers.push({ ...p, impl: await p.load() });
    } catch (e) {
      if (p.optional) { console.log(`(skipping ${p.name}: ${e.message})`); continue; }
      console.error(`bench: ${e.message}`);
      process.exit(1);
    }
  }
  console.log(`peers: ${peers.map((p) => `${p.name} (${p.mode})`).join(', ')}\n`);
  const base = peers.findIndex((p) => p.name === BASELINE);
  const ref = peers.find((p) => p.name === REFERENCE);

  // 1. URL parse + href throughput, rejections and agreement.
  const speed = [], agreement = [];
  for (const file of URL_CORPORA) {
    const lines = await corpusLines(file);
    const op = file === 'relative.tsv' ? 'resolve' : 'href';
    const refHrefs = ref ? lines.map(ref.impl[op]) : null;
    for (const p of peers) {
      let rejected = 0, differs = 0;
      for (let i = 0; i < lines.length; i++) {
        const h = p === ref ? refHrefs[i] : p.impl[op](lines[i]);
        if (h === null) rejected++;
        if (refHrefs && p.mode === 'whatwg' && h !== refHrefs[i]) differs++;
      }
      agreement.push([file, p.name, lines.length, rejected, p.mode === 'whatwg' && refHrefs ? differs : 'n/a']);
    }
    const rates = throughput(peers.map((p) => ({ fn: p.impl[op] })), lines);
    speed.push([file === 'relative.tsv' ? 'relative.tsv (ref, base)' : file, lines.length, ...rates.map(fmtRate), ...ratioCells(peers, rates, base)]);
    process.stdout.write('.');
  }
  console.log(`\n\nURL: new URL(line).href, median ops/s (warm) and ratio to native${GC ? ' (warm; (GC): a full GC before each round)' : ''}`);
  table(['corpus', 'lines', ...peers.map((p) => p.name), ...ratioHeaders(peers, base)], speed);
  console.log(`URL: rejected lines, and hrefs (or failures) differing from ${REFERENCE}`);
  table(['corpus', 'peer', 'lines', 'rejected', `≠${REFERENCE}`], agreement);

  // 2. URLSearchParams parse + toString on query.txt, and common operations on a URL's searchParams.
  searchParamsThroughput(peers);

  // 2b. IDNA: domainToASCII on domains.txt (UTS #46 mapping, NFC, Punycode), all lines and the
  // non-ASCII ones. Node's url.domainToASCII is ada's (ICU-free) IDNA in C++.
  const ip = peers.filter((p) => p.impl.idna);
  if (ip.length && existsSync(join(corpusDir, 'domains.txt'))) {
    const all = readLines('domains.txt');
    const sets = [['domains.txt', all], ['domains.txt, non-ASCII lines', all.filter((l) => /[^\x00-\x7f]/.test(l))]];
    const b = ip.findIndex((p) => p.name === BASELINE);
    const rows = [];
    for (const [name, lines] of sets) {
      const rates = throughput(ip.map((p) => ({ fn: p.impl.idna })), lines);
      rows.push([name, lines.length, ...rates.map(fmtRate), ...ratioCells(ip, rates, b)]);
    }
    console.log('IDNA: domainToASCII(line), median ops/s and ratio to native');
    table(['corpus', 'lines', ...ip.map((p) => p.name), ...ratioHeaders(ip, b)], rows);
  }

  // 2c. Memory: bytes retained per URL object.
  if (!flag('no-memory')) await memory(peers);

  // 3. Linearity: time(input(4k)) / time(input(k)) with k = max/8; about 4 means linear.
  if (!flag('no-linearity')) {
    await punycodeScaling(peers);
    linearity(peers);
    searchParamsScaling(peers);
  }

  // 4-5. Strict parsing and RFC 3986 §5 resolution.
  if (!flag('no-strict')) {
    await strict();
    await iriObjects();
  }
  // 6. URLPattern.
  if (!flag('no-urlpattern')) await urlPatternBench(join(here, '..'), { rounds: ROUNDS, ms: ROUND_MS, warmup: WARMUP_MS, gc: GC });
  if (sink === 0.5) console.log(sink); // never true; keeps `sink` observable
}

/**
 * Punycode on one long label of n distinct code points, through new URL and
 * idna.toASCII / domainToASCII: growth exponent log(t(16k)/t(2k)) / log 8, 1 for linear, 2 for
 * quadratic (the RFC's loops, the punycode package, native).
 */
async function punycodeScaling(peers) {
  const label = (n) => { const u = []; for (let i = 0; i < n; i++) u.push(0x4e00 + i); return String.fromCharCode(...u); };
  const small = label(2048), large = label(16384);
  const ours = await import(pathToFileURL(oursPath).href);
  const rows = [];
  const row = (name, fn) => {
    fn(small);
    const ts = timeOne(fn, small), tl = timeOne(fn, large);
    rows.push([name, fmtMs(ts), fmtMs(tl), (Math.log(tl / ts) / Math.log(8)).toFixed(2)]);
    process.stdout.write('.');
  };
  for (const p of peers) {
    if (p.name === 'whatwg-url' && quick) continue;
    row(`${p.name}: new URL('http://' + label + '/').href`, (l) => p.impl.href('http://' + l + '/'));
  }
  if (typeof ours.idna?.toASCII === 'function') row('ours: idna.toASCII(label, { verifyDnsLength: false })', (l) => ours.idna.toASCII(l, { verifyDnsLength: false }));
  const native = peers.find((p) => p.name === 'native');
  if (native?.impl.idna) row('native: domainToASCII(label)', native.impl.idna);
  console.log('\n\nPunycode: one label of n distinct code points, n = 2048 → 16384 (8x); exponent 1 = linear, 2 = quadratic');
  table(['call', 't(2k)', 't(16k)', 'exponent'], rows);
}

function adversarialInput(c, k) {
  let body;
  if (c.cycleFrom !== undefined) {
    const cps = [];
    for (let i = 0; i < k; i++) cps.push(c.cycleFrom + (i % c.cycleLen));
    body = String.fromCodePoint(...cps);
  } else body = c.unit.repeat(k);
  return c.prefix + body + c.suffix;
}

/** Median ms per call of fn(input): batches of calls lasting >= BATCH_MS each (one call when slow). */
function timeOne(fn, input) {
  const BATCH_MS = quick ? 15 : 40;
  const per = [];
  const t0 = performance.now();
  while (per.length < 3 && (per.length === 0 || performance.now() - t0 < 3000)) {
    let calls = 0;
    const s = performance.now();
    let now = s;
    do {
      const r = fn(input);
      sink += r === null ? 1 : r.length;
      calls++;
      now = performance.now();
    } while (now - s < BATCH_MS);
    per.push((now - s) / calls);
  }
  return median(per);
}

const fmtMs = (ms) => (ms >= 1 ? ms.toFixed(1) + 'ms' : (ms * 1000).toFixed(0) + 'us');

function linearity(peers) {
  const data = JSON.parse(readFileSync(join(corpusDir, 'adversarial.json'), 'utf8'));
  const QUICK_SET = ['long-path', 'dotdot-segments', 'non-ascii-query', 'many-at', 'ipv6-many-colons', 'query-many-pairs'];
  const cases = data.cases.filter((c) => (c.kind === 'url' || c.kind === 'query') && (!quick || QUICK_SET.includes(c.name)));
  const rows = [];
  for (const c of cases) {
    const k = Math.max(1, Math.floor(c.max / 8));
    const small = adversarialInput(c, k), large = adversarialInput(c, 4 * k);
    const cells = [c.name, `${k}→${4 * k}`];
    for (const p of peers) {
      const fn = c.kind === 'query' ? p.impl.params : p.impl.href;
      if (!fn) { cells.push('-'); continue; }
      fn(small); // warm the code paths
      const ts = timeOne(fn, small);
      // Skip the large input when the small one is already slow (it would take minutes if quadratic).
      if (ts > 2000) { cells.push(`>${(ts / 1000).toFixed(1)}s@k`); continue; }
      const tl = timeOne(fn, large);
      cells.push(`${(tl / ts).toFixed(1)} (${fmtMs(tl)})`);
    }
    rows.push(cells);
    process.stdout.write('.');
  }
  console.log('\n\nLinearity: time(4k)/time(k) (time at 4k); ~4 is linear, ~16 quadratic');
  table(['template', 'k', ...peers.map((p) => p.name)], rows);
}

/**
 * Retained bytes per URL object: after a full GC, the growth of the heap
 * (process.memoryUsage().heapUsed + external) when every line of a corpus is held as a
 * `new URL(line)` whose href was read once (as in the throughput loop), divided by the number of
 * objects; the array that holds them exists before the first reading, so it is not counted, nor
 * are the input strings (the corpus holds them: a URL that keeps its input, or a slice of it,
 * is charged nothing for it). Node's native URL (v20+) copies ada's result (the href and its
 * offsets) into JS objects and keeps nothing on the C++ side, so the JS heap holds all of it.
 * Median of 3 runs per peer and corpus; needs --expose-gc (the script re-runs itself with it).
 */
async function memory(peers) {
  if (!GC) { console.log('memory: skipped (no gc(); run without --no-gc)\n'); return; }
  // The strict IRI (mode rfc3987) as one more column, made as `new URL(line)` is.
  const ours = peers.find((p) => p.name === 'ours');
  if (ours && existsSync(oursPath)) {
    const { IRI } = await import(pathToFileURL(oursPath).href);
    const O = { mode: 'rfc3987' };
    peers = [...peers, { name: 'ours IRI rfc3987', impl: { URL: function StrictIRI(input, base) { return new IRI(input, base, O); } } }];
  }
  const rows = [];
  const base = peers.findIndex((p) => p.name === BASELINE);
  for (const file of ['ada-kasztp.txt', 'ada-node_files.txt', 'iri.txt', 'typed', 'relative.tsv']) {
    // relative.tsv: new URL(ref, base), the base string held by the corpus as the input is.
    const sliced = await corpusLines(file);
    // Each line its own flat string, as readline, JSON.parse or an HTTP header gives it (the typed
    // corpus is made so). A slice of the whole file, as split('\n') makes, keeps the file's
    // representation: two bytes per code unit when the file has any code unit above U+00FF
    // (ada-kasztp.txt's BOM, the IRIs in relative.tsv), even for an ASCII line; a URL built
    // from slices of it inherits that (native URL copies into one-byte strings). Measured both
    // ways: the second reading is the last column.
    const perPeer = retained(peers, sliced, file, true);
    const perPeerSliced = retained(peers, sliced, file, false);
    rows.push([file, sliced.length, ...perPeer.map((b) => (Number.isFinite(b) ? b.toFixed(0) + ' B' : '-')), ...perPeer.flatMap((b, j) => (j === base ? [] : [fmtRatio(b / perPeer[base])])),
      ...perPeerSliced.flatMap((b, j) => (j === base ? [] : [fmtRatio(b / perPeerSliced[base])]))]);
    process.stdout.write('.');
  }
  console.log('\n\nMemory: bytes retained per new URL(line) (href read once), heapUsed + external after a full GC');
  table(['corpus', 'lines', ...peers.map((p) => p.name), ...peers.flatMap((p, j) => (j === base ? [] : [`${p.name}/native`])),
    ...peers.flatMap((p, j) => (j === base ? [] : [`${p.name}/native, lines sliced from the file`]))], rows);
}

/**
 * Median bytes retained per URL object for each peer, over `lines` (see memory); with `flat`,
 * each line (and relative.tsv's base and reference) its own flat string first.
 */
function retained(peers, sliced, file, flat) {
  const split = file === 'relative.tsv' ? sliced.map((l) => l.split('\t')) : sliced;
  const lines = flat ? JSON.parse(JSON.stringify(split)) : split;
  return peers.map((p) => {
    const U = p.impl.URL;
    if (!U) return NaN;
    const runs = [];
    for (let r = 0; r < 3; r++) {
      const held = new Array(lines.length).fill(null);
      GC(); GC();
      const m0 = process.memoryUsage();
      let kept = 0;
      for (let i = 0; i < lines.length; i++) {
        try {
          const u = file === 'relative.tsv' ? new U(lines[i][1], lines[i][0]) : new U(lines[i]);
          sink += u.href.length; held[i] = u; kept++;
        } catch { /* rejected: not held */ }
      }
      GC(); GC();
      const m1 = process.memoryUsage();
      runs.push((m1.heapUsed - m0.heapUsed + m1.external - m0.external) / kept);
      if (held.length === -1) console.log(held); // keeps `held` alive up to the second reading
    }
    return median(runs);
  });
}

// URLSearchParams throughput on query.txt, ratio to native: (1) new URLSearchParams(line).toString();
// (2) a URL's searchParams as pages use them: get two names, set one, append one, delete one,
// then read url.search (the list serialized back into the URL).
function searchParamsThroughput(peers) {
  const pp = peers.filter((p) => p.impl.params);
  if (!pp.length) return;
  const lines = readLines('query.txt');
  const b = pp.findIndex((p) => p.name === BASELINE);
  const refP = pp.find((p) => p.name === REFERENCE) ?? pp[b];
  const ops = (U) => (l) => {
    const u = new U('https://example.com/p?' + l);
    const sp = u.searchParams;
    const v = sp.get('q') ?? sp.get('id') ?? '';
    sp.set('page', '2');
    sp.append('utm', v + 'x y');
    sp.delete('v1');
    return u.search;
  };
  const rows = [];
  for (const [name, fnOf] of [['new URLSearchParams(line).toString()', (p) => p.impl.params], ['url.searchParams get/set/append/delete, url.search', (p) => ops(p.impl.URL)]]) {
    const fns = pp.map(fnOf);
    const rates = throughput(fns.map((fn) => ({ fn })), lines);
    const refOut = refP ? lines.map(fns[pp.indexOf(refP)]) : null;
    const diffs = pp.map((p, j) => (refOut ? lines.filter((l, i) => fns[j](l) !== refOut[i]).length : 'n/a'));
    pp.forEach((p, j) => rows.push([j === 0 ? name : '', p.name, fmtRate(rates[j]), fmtRatio(rates[j] / rates[b]), ...(GC ? [fmtRatio(rates.gc[j] / rates.gc[b])] : []), diffs[j]]));
  }
  console.log('URLSearchParams on query.txt, median ops/s and ratio to native');
  table(['operation', 'peer', 'ops/s', 'vs native', ...(GC ? ['(GC)'] : []), `≠${refP.name}`], rows);
}

// searchParams update sequences on one URL: each builds the list by n updates,
// then reads href once. Linear: time(4n)/time(n) about 4; re-serializing per update: about 16.
const SEARCH_PARAMS_SCALING = [
  { name: 'append (copy n params)', n: 5000, run: (U, n) => { const u = new U('https://x/'); const p = u.searchParams; for (let i = 0; i < n; i++) p.append('k' + i, 'v' + i); return u.href; } },
  { name: 'set, distinct names', n: 4000, run: (U, n) => { const u = new U('https://x/'); const p = u.searchParams; for (let i = 0; i < n; i++) p.set('k' + i, 'v'); return u.href; } },
  { name: 'set, every name twice', n: 4000, run: (U, n) => { const u = new U('https://x/'); const p = u.searchParams; for (let i = 0; i < 2 * n; i++) p.set('k' + (i % n), 'v' + i); return u.href; } },
  { name: 'delete, one name each', n: 4000, run: (U, n) => { const u = new U('https://x/?' + queryOf(n)); const p = u.searchParams; for (let i = 0; i < n; i++) p.delete('k' + i); return u.href; } },
  { name: 'append, sort, set all, sort', n: 4000, run: (U, n) => { const u = new U('https://x/'); const p = u.searchParams; for (let i = 0; i < n; i++) p.append('k' + ((i * 7919) % n), 'v'); p.sort(); for (let i = 0; i < n; i++) p.set('k' + i, 'w'); p.sort(); return u.href; } },
  { name: 'mixed append/set/delete', n: 4000, run: (U, n) => { const u = new U('https://x/?a=1#f'); const p = u.searchParams; for (let i = 0; i < n; i++) { p.append('k' + i, 'v'); p.set('s' + (i % 50), 'x'); if (i % 3 === 0) p.delete('k' + (i - 1)); } return u.href; } },
];

function queryOf(n) {
  const parts = [];
  for (let i = 0; i < n; i++) parts.push('k' + i + '=v');
  return parts.join('&');
}

function searchParamsScaling(peers) {
  const rows = [];
  for (const c of SEARCH_PARAMS_SCALING) {
    const cells = [c.name, `${c.n}→${4 * c.n}`];
    for (const p of peers) {
      const U = p.impl.URL;
      if (!U) { cells.push('-'); continue; }
      const run = (n) => c.run(U, n);
      // The first timing also warms the code paths; a peer already slow at n (whatwg-url re-serializes
      // the whole list on every update) is not timed again, so the section stays short.
      const first = timeOne(run, c.n);
      if (first > 2000) { cells.push(`>${(first / 1000).toFixed(1)}s@n`); continue; }
      const ts = Math.min(first, timeOne(run, c.n));
      const tl = timeOne(run, 4 * c.n);
      cells.push(`${(tl / ts).toFixed(1)} (${fmtMs(tl)})`);
    }
    rows.push(cells);
    process.stdout.write('.');
  }
  console.log('\n\nsearchParams updates: time(4n)/time(n) (time at 4n); ~4 is linear, ~16 quadratic');
  table(['sequence', 'n', ...peers.map((p) => p.name)], rows);
}

async function strict() {
  const sp = [];
  for (const p of STRICT_PEERS) sp.push({ name: p.name, fn: await p.load() });
  const rows = [];
  for (const file of ['ada-kasztp.txt', 'ada-node_files.txt', 'iri.txt']) {
    const lines = readLines(file);
    const rates = throughput(sp.map((p) => ({ fn: p.fn })), lines);
    const rejected = sp.map((p) => lines.filter((l) => p.fn(l) === null).length);
    rows.push([file, lines.length, ...sp.map((p, j) => `${fmtRate(rates[j])} (${rejected[j]} rej.)`), ...sp.slice(1).flatMap((p, j) => (GC ? [fmtRatio(rates[0] / rates[j + 1]), fmtRatio(rates.gc[0] / rates.gc[j + 1])] : [fmtRatio(rates[0] / rates[j + 1])]))]);
    process.stdout.write('.');
  }
  console.log('\n\nStrict parse (ours: IRI.parse mode rfc3987), median ops/s (rejected lines) and our speed ratio');
  table(['corpus', 'lines', ...sp.map((p) => p.name), ...sp.slice(1).flatMap((p) => (GC ? [`ours/${p.name}`, '(GC)'] : [`ours/${p.name}`]))], rows);

  const rp = [];
  for (const p of RESOLVE_PEERS) rp.push({ name: p.name, fn: await p.load() });
  // Each line as its base, its reference and an object of its base: the objects, one per
  // distinct base, made beforehand and reused for each of its references (base.resolve(ref),
  // new IRI(ref, base)). Every peer reads the same split strings; nothing is sliced or looked
  // up in the timed loop.
  const { IRI } = await import(pathToFileURL(oursPath).href);
  const O = { mode: 'rfc3987' };
  const baseObjects = new Map();
  const pairs = readLines('relative.tsv').map((l) => {
    const [base, ref = ''] = l.split('\t');
    if (!baseObjects.has(base)) baseObjects.set(base, IRI.parse(base, undefined, O));
    return { base, ref, object: baseObjects.get(base) };
  });
  const guarded = (f) => (p) => { try { return f(p); } catch { return null; } };
  const all = [
    ...rp.map((p) => ({ name: p.name, fn: (x) => p.fn(x.base, x.ref) })),
    { name: 'ours new IRI(ref, base).href', fn: guarded((x) => new IRI(x.ref, x.base, O).href) },
    { name: 'ours base.resolve(ref).href, base object reused', fn: guarded((x) => x.object.resolve(x.ref).href) },
    { name: 'ours new IRI(ref, base object).href', fn: guarded((x) => new IRI(x.ref, x.object, O).href) },
  ];
  const rates = throughput(all.map((p) => ({ fn: p.fn })), pairs);
  const results = all.map((p) => pairs.map(p.fn));
  const differ = all.map((p, j) => (j === 0 ? '-' : results[j].filter((h, i) => h !== results[0][i]).length));
  console.log('RFC 3986 §5 resolution on relative.tsv (mode rfc3987): strings (IRI.resolve) and objects, against IRI.resolve and relative-to-absolute-iri');
  table(['peer', 'ops/s', 'vs IRI.resolve', ...(GC ? ['(GC)'] : []), 'vs relative-to-absolute-iri', ...(GC ? ['(GC)'] : []), 'results differing from IRI.resolve'],
    all.map((p, j) => [p.name, fmtRate(rates[j]), fmtRatio(rates[j] / rates[0]), ...(GC ? [fmtRatio(rates.gc[j] / rates.gc[0])] : []),
      fmtRatio(rates[j] / rates[1]), ...(GC ? [fmtRatio(rates.gc[j] / rates.gc[1])] : []), differ[j]]));
}

/**
 * The IRI class as objects, against native URL and the string libraries: strict parsing
 * (new IRI(s).href against new URL(s).href); a setter-heavy workload in every mode against
 * native URL's setters; normalize, equals, toURI and fromURI on iri.txt against uri-js and
 * fast-uri.
 */
async function iriObjects() {
  const { IRI } = await import(pathToFileURL(oursPath).href);
  const uri = require('uri-js'), fast = require('fast-uri');
  const R3986 = { mode: 'rfc3986' }, R3987 = { mode: 'rfc3987' };
  const tryHref = (f) => (s) => { try { return f(s); } catch { return null; } };

  // Strict parsing as objects, every line (a rejected one throws, as it does for native URL).
  const rows = [];
  for (const file of ['ada-kasztp.txt', 'ada-node_files.txt', 'iri.txt']) {
    const lines = readLines(file);
    const fns = [
      tryHref((s) => new URL(s).href),
      tryHref((s) => new IRI(s, undefined, R3987).href),
      tryHref((s) => new IRI(s, undefined, R3986).href),
    ];
    const rates = throughput(fns.map((fn) => ({ fn })), lines);
    rows.push([file, lines.length, ...rates.map(fmtRate), ...[1, 2].flatMap((j) => (GC ? [fmtRatio(rates[j] / rates[0]), fmtRatio(rates.gc[j] / rates.gc[0])] : [fmtRatio(rates[j] / rates[0])]))]);
    process.stdout.write('.');
  }
  console.log('\n\nIRI objects: new IRI(line, undefined, { mode }).href against native new URL(line).href, median ops/s and ratio');
  table(['corpus', 'lines', 'native', 'rfc3987', 'rfc3986', ...['rfc3987', 'rfc3986'].flatMap((m) => (GC ? [`${m}/native`, '(GC)'] : [`${m}/native`]))], rows);

  // Setters: each line's object (made beforehand) gets every component written, then three
  // searchParams writes, then its href read; values that keep it valid in every mode.
  const lines = readLines('ada-kasztp.txt').filter((s) => /^https?:\/\//.test(s) && IRI.canParse(s, undefined, R3986) && URL.canParse(s)).slice(0, 5000);
  const work = (u, i) => {
    u.pathname = '/a/b' + (i & 7);
    u.search = '?q=' + i;
    u.hash = '#h' + (i & 3);
    u.hostname = 'host' + (i & 15) + '.example.com';
    u.port = (i & 1) ? '8080' : '';
    u.username = 'user';
    u.password = 'pw';
    u.host = 'example.org';
    u.protocol = (i & 1) ? 'https' : 'http';
    const sp = u.searchParams;
    sp.set('page', '2');
    sp.append('x', 'y');
    sp.delete('q');
    return u.href;
  };
  const objects = [
    ['native URL', lines.map((s) => new URL(s))],
    ['ours IRI whatwg', lines.map((s) => new IRI(s))],
    ['ours IRI rfc3986', lines.map((s) => new IRI(s, undefined, R3986))],
    ['ours IRI rfc3987', lines.map((s) => new IRI(s, undefined, R3987))],
  ];
  const index = new Map(lines.map((s, i) => [s, i]));
  const outs = objects.map(([, objs]) => lines.map((s, i) => work(objs[i], i)));
  const setRates = throughput(objects.map(([, objs]) => ({ fn: (s) => { const i = index.get(s); return work(objs[i], i); } })), lines);
  console.log(`Setters on ${lines.length} http(s) lines of ada-kasztp.txt: pathname, search, hash, hostname, port, username, password, host, protocol, searchParams set/append/delete, href; ops/s (one op: the whole sequence on one object)`);
  table(['object', 'ops/s', 'vs native', ...(GC ? ['(GC)'] : []), 'hrefs differing from native'],
    objects.map(([name], j) => [name, fmtRate(setRates[j]), fmtRatio(setRates[j] / setRates[0]), ...(GC ? [fmtRatio(setRates.gc[j] / setRates.gc[0])] : []),
      j === 0 ? '-' : outs[j].filter((h, i) => h !== outs[0][i]).length]));

  // normalize, equals, toURI, fromURI on iri.txt (the lines valid in mode rfc3987).
  const iris = readLines('iri.txt').filter((s) => IRI.canParse(s, undefined, R3987));
  // Each line against a variant equal to it after normalization: the scheme and the host's ASCII
  // letters in upper case, a "." segment.
  const variant = (s) => {
    const i = s.indexOf('://');
    if (i < 0) return s;
    const j = s.indexOf('/', i + 3);
    const authority = j < 0 ? s.slice(i + 3) : s.slice(i + 3, j);
    const at = authority.lastIndexOf('@') + 1;
    return s.slice(0, i).toUpperCase() + '://' + authority.slice(0, at) + authority.slice(at).replace(/[a-z]/g, (c) => c.toUpperCase()) + (j < 0 ? '' : '/.' + s.slice(j));
  };
  const pairs = iris.map((s) => s + '\t' + variant(s));
  const uris = iris.map((s) => new IRI(s, undefined, R3987).toURI().href);
  const both = (f) => (l) => { const t = l.indexOf('\t'); return f(l.slice(0, t), l.slice(t + 1)) ? 'y' : 'n'; };
  const ops = [
    ['normalize', iris, [
      ['ours new IRI(s, rfc3987).normalize().href', (s) => new IRI(s, undefined, R3987).normalize().href],
      ['uri-js normalize(s, { iri: true })', (s) => uri.normalize(s, { iri: true })],
      ['fast-uri normalize(s)', (s) => fast.normalize(s)],
    ]],
    ['equals (line, variant)', pairs, [
      ['ours IRI.equals(a, b)', both((a, b) => IRI.equals(a, b))],
      ['uri-js equal(a, b, { iri: true })', both((a, b) => uri.equal(a, b, { iri: true }))],
      ['fast-uri equal(a, b)', both((a, b) => fast.equal(a, b))],
    ]],
    ['toURI', iris, [
      ['ours new IRI(s, rfc3987).toURI().href', (s) => new IRI(s, undefined, R3987).toURI().href],
      ['uri-js serialize(parse(s, { iri: true }))', (s) => uri.serialize(uri.parse(s, { iri: true }))],
      ['fast-uri serialize(parse(s))', tryHref((s) => fast.serialize(fast.parse(s)))],
    ]],
    ['fromURI (the URIs of the lines)', uris, [
      ['ours IRI.fromURI(s).href', (s) => IRI.fromURI(s).href],
      ['uri-js serialize(parse(s), { iri: true })', (s) => uri.serialize(uri.parse(s), { iri: true })],
    ]],
  ];
  const opRows = [];
  for (const [op, input, entries] of ops) {
    const r = throughput(entries.map(([, fn]) => ({ fn })), input);
    entries.forEach(([name], j) => opRows.push([j === 0 ? op : '', name, fmtRate(r[j]), j === 0 ? '-' : fmtRatio(r[0] / r[j]), ...(GC ? [j === 0 ? '-' : fmtRatio(r.gc[0] / r.gc[j])] : [])]));
    process.stdout.write('.');
  }
  console.log(`\n\nnormalize, equals, toURI, fromURI on iri.txt (${iris.length} lines valid in mode rfc3987), median ops/s and our speed ratio`);
  table(['operation', 'peer', 'ops/s', 'ours/peer', ...(GC ? ['(GC)'] : [])], opRows);
}

/** --json: the tables as JSON in docs/performance.json, then docs/performance.svg and the tables of docs/performance.md from it. */
function writeReport() {
  const file = join(here, '../docs/performance.json');
  writeFileSync(file, JSON.stringify(report({ quick, rounds: ROUNDS, roundMs: ROUND_MS, gc: GC !== null, args }), null, 1) + '\n');
  const r = spawnSync(process.execPath, [join(here, 'perf-report.mjs'), file], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}

const started = performance.now();
main().then(
  () => {
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (flag('json')) writeReport();
  },
  (e) => { console.error(e); process.exit(1); },
);
