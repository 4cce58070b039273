import { readFileSync } from 'node:fs';
import { decode } from '@jridgewell/sourcemap-codec';
const file = 'dist/polyfill.js', want = process.argv[2];
const code = readFileSync(file, 'utf8'); const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n'); const segs = decode(map.mappings); let out = '';
for (let l = 0; l < lines.length; l++) { let last = 0, src = null; for (const s of segs[l] ?? []) { if (src && src.includes(want)) out += lines[l].slice(last, s[0]); last = s[0]; src = s.length > 1 ? map.sources[s[1]] : null; } if (src && src.includes(want)) out += lines[l].slice(last); }
console.log(out);
