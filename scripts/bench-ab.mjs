#!/usr/bin/env node
// A/B of two builds of the library on one corpus, for changes of a few percent on a noisy
// machine. Both builds and native URL run in one process, interleaved per block of
// lines (each block goes through every one in turn, the order rotating), so that whatever
// disturbs the machine disturbs them alike; a full GC before each round. Because the build
// loaded second reads a few percent lower in V8, the comparison runs twice, once in each load
// order (a child process each), and reports both and their geometric mean. Not a CI gate.
//
//   node scripts/bench-ab.mjs <corpus> <before.mjs> <after.mjs> [--rounds=10] [--block=400]
//
// <corpus>: a file of ../shared/bench (one URL per line), or "typed" (scripts/gen-typed-corpus.mjs).
// <before.mjs>, <after.mjs>: ES modules exporting URL (such as a copy of dist/index.mjs, with its
// chunks, made before and after a change). Prints, per order, each build's median ratio to
// native over the rounds and the median of after/before per round (>1: after is faster).

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, dflt) => {
  const a = args.find((x) => x.startsWith(`--${name}=`));
  return a === undefined ? dflt : Number(a.slice(name.length + 3));
};
const [corpus, before, after] = args.filter((a) => !a.startsWith('--'));
if (!corpus || !before || !after) {
  console.error('usage: node scripts/bench-ab.mjs <corpus> <before.mjs> <after.mjs> [--rounds=10] [--block=400]');
  process.exit(2);
}
const ROUNDS = option('rounds', 10);
const BLOCK = option('block', 400);

if (!args.includes('--child')) {
  // Parent: one child per load order, under --expose-gc.
  const results = [];
  for (const [a, b] of [[before, after], [after, before]]) {
    const r = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), corpus, a, b, `--rounds=${ROUNDS}`, `--block=${BLOCK}`, '--child'], { encoding: 'utf8' });
    if (r.status !== 0) { process.stderr.write(r.stderr); process.exit(1); }
    const res = JSON.parse(r.stdout);
    const speedup = a === before ? res.secondOverFirst : 1 / res.secondOverFirst; // after/before
    results.push(speedup);
    console.log(`loaded first: ${a === before ? 'before' : 'after '}  ours/native: before ${res.ratio[a === before ? 0 : 1].toFixed(3)}, after ${res.ratio[a === before ? 1 : 0].toFixed(3)}  after/before ${speedup.toFixed(3)}`);
  }
  console.log(`${corpus}: after/before, geometric mean of both orders: ${Math.sqrt(results[0] * results[1]).toFixed(3)}`);
  process.exit(0);
}

// Child: the two builds in the given load order, then native.
let lines;
if (corpus === 'typed') lines = (await import('./gen-typed-corpus.mjs')).typedCorpus();
else lines = readFileSync(join(here, '../../shared/bench', corpus), 'utf8').replace(/^\uFEFF/, '').split('\n').filter((l) => l.length > 0);
const Us = [];
for (const b of [before, after]) Us.push((await import(pathToFileURL(resolve(b)).href)).URL);
Us.push(URL);
let sink = 0;
function run(U, a, b) {
  const t0 = performance.now();
  for (let k = a; k < b; k++) {
    try { sink += new U(lines[k]).href.length; } catch { sink++; }
  }
  return performance.now() - t0;
}
for (let k = 0; k < 3; k++) for (const U of Us) run(U, 0, lines.length); // warm-up
const rounds = [];
for (let r = 0; r < ROUNDS; r++) {
  globalThis.gc();
  const total = Us.map(() => 0);
  for (let a = 0, block = 0; a < lines.length; a += BLOCK, block++) {
    const b = Math.min(lines.length, a + BLOCK);
    for (let j = 0; j < Us.length; j++) {
      const u = (j + block) % Us.length;
      total[u] += run(Us[u], a, b);
    }
  }
  rounds.push(total);
}
const median = (xs) => xs.slice().sort((x, y) => x - y)[xs.length >> 1];
process.stdout.write(JSON.stringify({
  ratio: [0, 1].map((u) => median(rounds.map((t) => t[2] / t[u]))),
  secondOverFirst: median(rounds.map((t) => t[0] / t[1])),
  sink,
}));
