// The first non-ASCII host parse in a fresh process, table decoding included. Each sample is a new `node` process that loads the build, parses one ASCII URL
// (the parser's own code is then loaded, and no table is decoded), and times the next
// `new URL('http://<host>/')`. Prints the median and the spread of N samples per host, for the
// library (dist/index.mjs) and for the size-first <script> build (dist/polyfill.js, run in a
// fresh vm context without a URL of its own).
//
//   node scripts/first-idn.mjs [--runs=N]     (run `npm run build` first)
//
// Timings are wall-clock on this machine: with other processes running, V8's background
// compiler threads compete with the main thread and samples spread; read the median.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice(7)) : 15;
const HOSTS = ['bücher.example', 'BÜCHER.de', 'пример.рф', 'παράδειγμα.δοκιμή', 'مثال.إختبار', '例え.テスト', 'ผลิตภัณฑ์.ไทย', 'xn--bcher-kva.example'];

const BUILDS = {
  'dist/index.mjs': (host) => `
    const m = await import(${JSON.stringify(pathToFileURL(root + 'dist/index.mjs').href)});
    const URL = m.URL;
    ${timed(host)}`,
  'dist/polyfill.js': (host) => `
    const vm = await import('node:vm'); const fs = await import('node:fs');
    const ctx = vm.createContext({});
    vm.runInContext(fs.readFileSync(${JSON.stringify(root + 'dist/polyfill.js')}, 'utf8'), ctx);
    const URL = ctx.URL;
    ${timed(host)}`,
};

function timed(host) {
  return `
    new URL('http://example.com/a?b#c');
    const t0 = performance.now();
    const href = new URL(${JSON.stringify('http://' + host + '/')}).href;
    const ms = performance.now() - t0;
    console.log(JSON.stringify({ ms, href }));`;
}

for (const [build, program] of Object.entries(BUILDS)) {
  if (!existsSync(root + build)) throw new Error(`${build} not found: run \`npm run build\` first`);
  console.log(`${build}: first non-ASCII host in a fresh process, ms (median, min-max of ${RUNS})`);
  for (const host of HOSTS) {
    const samples = [];
    let href = '';
    for (let i = 0; i < RUNS; i++) {
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', program(host)], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`${build} ${host}: ${r.stderr}`);
      const out = JSON.parse(r.stdout);
      samples.push(out.ms);
      href = out.href;
    }
    samples.sort((a, b) => a - b);
    const median = samples[samples.length >> 1];
    console.log(`  ${host.padEnd(22)} ${median.toFixed(2).padStart(6)}  (${samples[0].toFixed(2)}-${samples[samples.length - 1].toFixed(2)})  ${href}`);
  }
}
