#!/usr/bin/env node
// Deoptimizations of the library's code after warm-up (core/v8.ts): parses the benchmark corpora
// a few times, then, after a full GC, parses them again under --trace-deopt and lists every
// deoptimization V8 reports from then on (a deoptimization after warm-up means the parser runs
// slower for a while after each major GC, or each new input shape). Exits 1 when there is one.
// Not a CI gate: the lines are for reading.
//
//   node scripts/deopt-check.mjs [module.mjs]      (default dist/index.mjs)

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const MARK = '--- warm ---';

if (!process.argv.includes('--child')) {
  const mod = resolve(process.argv[2] || join(here, '../dist/index.mjs'));
  const r = spawnSync(process.execPath, ['--expose-gc', '--trace-deopt', fileURLToPath(import.meta.url), mod, '--child'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) { process.stderr.write(r.stderr); process.exit(1); }
  const after = r.stdout.slice(r.stdout.indexOf(MARK) + MARK.length);
  // One line per deoptimization ("[bailout (kind: ...") and per code marked for one ("[marking
  // dependent code ... for deoptimization, reason: ...", such as "weak objects" after a GC).
  const deopts = after.split('\n').filter((l) => /\[bailout \(kind: |for deoptimization, reason: /.test(l));
  for (const l of deopts) console.log(l.replace(/0x[0-9a-f]+/g, '').slice(0, 240));
  console.log(`${deopts.length} deoptimization(s) after warm-up and a full GC (${mod})`);
  process.exit(deopts.length === 0 ? 0 : 1);
}

const { URL: U } = await import(pathToFileURL(process.argv[2]).href);
const bench = join(here, '../../shared/bench');
const read = (f) => readFileSync(join(bench, f), 'utf8').split('\n').filter((l) => l.length > 0);
const lines = ['ada-kasztp.txt', 'ada-node_files.txt', 'ada-isaacs_files.txt', 'iri.txt'].flatMap(read);
const relative = read('relative.tsv').map((l) => l.split('\t'));
const typed = (await import('./gen-typed-corpus.mjs')).typedCorpus();
let sink = 0;
function round() {
  for (const l of lines) { try { sink += new U(l).href.length; } catch { sink++; } }
  for (const l of typed) { try { sink += new U(l).href.length; } catch { sink++; } }
  for (const [b, r] of relative) { try { sink += new U(r, b).href.length; } catch { sink++; } }
}
for (let k = 0; k < 4; k++) round();
globalThis.gc();
console.log(MARK);
for (let k = 0; k < 2; k++) { round(); globalThis.gc(); }
console.log(`sink ${sink}`);
