#!/usr/bin/env node
// Speed of iri-url/safety per host: displayHost and classifyHost over the hosts of a corpus of
// ../shared/bench (default iri.txt: ASCII and IDN hosts, IPv4 and IPv6 literals), from dist/.
// Each sample runs the whole host list once after a full GC; prints the median and the spread of
// the samples in ns per host, and the mix of the list; for scale, domainToUnicode on the IDN hosts
// (what displayHost runs before its checks). Not a CI gate.
//
//   npm run build && node --expose-gc scripts/bench-safety.mjs [corpus] [--samples=15]
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const corpus = args.find((a) => !a.startsWith('--')) || 'iri.txt';
const samplesArg = args.find((a) => a.startsWith('--samples='));
const SAMPLES = samplesArg ? Number(samplesArg.slice(10)) : 15;
if (typeof globalThis.gc !== 'function') {
  console.error('run with node --expose-gc');
  process.exit(2);
}
const { URL, domainToUnicode } = await import(pathToFileURL(resolve(root, 'dist/index.mjs')).href);
const { displayHost, classifyHost } = await import(pathToFileURL(resolve(root, 'dist/safety.mjs')).href);

const hosts = [];
for (const line of readFileSync(resolve(root, '../shared/bench', corpus), 'utf8').split('\n')) {
  if (!line) continue;
  try {
    const h = new URL(line).hostname;
    if (h) hosts.push(h);
  } catch {}
}
const idn = hosts.filter((h) => /(^|\.)xn--/.test(h)).length;
const ip = hosts.filter((h) => h.startsWith('[') || /^[\d.]+$/.test(h)).length;

function run(name, fn) {
  for (let i = 0; i < 3; i++) for (const h of hosts) fn(h); // warm-up, and every table decoded
  const ns = [];
  let sink = 0;
  for (let s = 0; s < SAMPLES; s++) {
    globalThis.gc();
    const t = process.hrtime.bigint();
    for (const h of hosts) sink += fn(h) ? 1 : 0;
    ns.push(Number(process.hrtime.bigint() - t) / hosts.length);
  }
  ns.sort((a, b) => a - b);
  console.log(`${name.padEnd(14)} median ${ns[ns.length >> 1].toFixed(0)} ns/host  (min ${ns[0].toFixed(0)}, max ${ns[ns.length - 1].toFixed(0)}; ${sink % 2})`);
}

console.log(`${corpus}: ${hosts.length} hosts (${idn} with an A-label, ${ip} IP literals), ${SAMPLES} samples, GC before each`);
run('displayHost', (h) => displayHost(h).safe);
run('classifyHost', (h) => classifyHost(h).globallyReachable);
const idnHosts = hosts.filter((h) => /(^|\.)xn--/.test(h));
hosts.length = 0;
hosts.push(...idnHosts);
console.log(`the ${hosts.length} hosts with an A-label alone, and the library's UTS #46 ToUnicode on them for scale:`);
run('displayHost', (h) => displayHost(h).safe);
run('domainToUnicode', (h) => domainToUnicode(h) !== h);
