// Size report of the <script> polyfill (dist/polyfill.js, minified by the build): bytes, gzip
// (level 9) and brotli (quality 11), against the project's target of 25 kB gzip. Also the share
// of the Unicode tables: the same file gzipped with every string literal of 1000+ characters
// (only the generated tables are that long) emptied.
//
//   node scripts/size.mjs [file]     (exit status 0 whatever the size: a report, not a gate)
import { readFileSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const file = process.argv[2] || 'dist/polyfill.js';
const code = readFileSync(file);
const gzip = (b) => gzipSync(b, { level: 9 }).length;
const brotli = (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;
const kB = (n) => (n / 1000).toFixed(1) + ' kB';

const noTables = Buffer.from(code.toString('latin1').replace(/"[A-Za-z0-9_-]{500,}"|'[A-Za-z0-9_-]{500,}'/g, '""'), 'latin1');
const rows = [
  ['minified', code.length, noTables.length],
  ['gzip -9', gzip(code), gzip(noTables)],
  ['brotli 11', brotli(code), brotli(noTables)],
];
console.log(`${file}`);
console.log('             total      without the Unicode tables');
for (const [name, all, code] of rows) console.log(`${name.padEnd(10)} ${kB(all).padStart(9)}   ${kB(code).padStart(9)}`);
const target = 25000;
console.log(`target: <= ${kB(target)} gzip with full Unicode: ${rows[1][1] <= target ? 'met' : `NOT met (${kB(rows[1][1] - target)} over)`}`);
