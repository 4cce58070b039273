#!/usr/bin/env node
// Where the bytes of dist/polyfill.js come from, read from its source map: every
// character of the minified file is attributed to the source file of the mapping segment it
// falls in (terser's map, composed by rollup back to lib/*.ts). Per source: minified bytes, and
// its share of the gzip size (each source's bytes gzipped on their own, scaled so that the shares
// add up to the whole file's gzip size). Generated tables are counted apart from code.
//
//   node scripts/size-breakdown.mjs [file.js] [--top=N] [--json]    (after `npm run build`)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--')) ?? 'dist/polyfill.js';
const top = Number((args.find((a) => a.startsWith('--top=')) ?? '--top=25').slice(6));
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;

const lines = code.split('\n');
const segmentsByLine = decode(map.mappings);
const parts = new Map(); // source -> array of text pieces
const add = (source, text) => {
  if (!parts.has(source)) parts.set(source, []);
  parts.get(source).push(text);
};
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  const segs = segmentsByLine[l] ?? [];
  let last = 0;
  let source = '(unmapped)';
  for (const seg of segs) {
    if (seg[0] > last) add(source, line.slice(last, seg[0]));
    last = seg[0];
    source = seg.length > 1 ? map.sources[seg[1]] : '(unmapped)';
  }
  add(source, line.slice(last) + '\n');
}

const name = (s) => s.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
const rows = [];
let totalGzipAlone = 0;
for (const [source, pieces] of parts) {
  const text = pieces.join('');
  const g = gz(text);
  totalGzipAlone += g;
  rows.push({ source: name(source), bytes: text.length, gzipAlone: g });
}
const whole = gz(code);
for (const r of rows) r.gzipShare = Math.round((r.gzipAlone * whole) / totalGzipAlone);
rows.sort((a, b) => b.gzipShare - a.gzipShare);

const isTable = (r) => r.source.includes('/generated/');
const sum = (xs, k) => xs.reduce((n, r) => n + r[k], 0);
if (args.includes('--json')) {
  console.log(JSON.stringify({ file, bytes: code.length, gzip: whole, rows }, null, 2));
} else {
  console.log(`${file}: ${code.length} bytes minified, ${whole} gzip -9`);
  console.log(`  tables (lib/unicode/generated): ${sum(rows.filter(isTable), 'bytes')} bytes, ~${sum(rows.filter(isTable), 'gzipShare')} gzip`);
  console.log(`  code: ${sum(rows.filter((r) => !isTable(r)), 'bytes')} bytes, ~${sum(rows.filter((r) => !isTable(r)), 'gzipShare')} gzip\n`);
  console.log('source'.padEnd(48) + 'minified'.padStart(10) + 'gzip share'.padStart(12));
  for (const r of rows.slice(0, top)) console.log(r.source.padEnd(48) + String(r.bytes).padStart(10) + String(r.gzipShare).padStart(12));
  if (rows.length > top) console.log(`(${rows.length - top} more sources: ${sum(rows.slice(top), 'bytes')} bytes, ~${sum(rows.slice(top), 'gzipShare')} gzip)`);
}
