// Compact text encoding shared by the generated tables and lib/unicode/tables.ts (which decodes it),
// and the write-or-check step every table generator ends with.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
//
// A table is a sequence of unsigned integers written as base-64 varints: each character carries
// 5 payload bits, most significant group first; characters worth 32..63 mean "more follows".
// Alphabet: A-Z a-z 0-9 - _ (safe inside a JS string literal). Signed values use zigzag.

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function varint(n) {
  if (!Number.isInteger(n) || n < 0 || n > 0x7fffffff) throw new Error('varint out of range: ' + n);
  const groups = [];
  do {
    groups.unshift(n & 31);
    n = Math.floor(n / 32);
  } while (n > 0);
  let s = '';
  for (let i = 0; i < groups.length; i++) s += ALPHABET[groups[i] | (i < groups.length - 1 ? 32 : 0)];
  return s;
}

export function zigzag(n) {
  return n >= 0 ? 2 * n : -2 * n - 1;
}

export function encodeAll(numbers) {
  let s = '';
  for (const n of numbers) s += varint(n);
  return s;
}

/** Reference decoder (the generator checks its own output with it). */
export function decodeAll(s) {
  const out = [];
  let n = 0;
  for (const ch of s) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) throw new Error('bad character');
    n = n * 32 + (v & 31);
    if (v < 32) {
      out.push(n);
      n = 0;
    }
  }
  return out;
}

/**
 * Run-length form of a per-code-point array of small integers (length 0x110000), in two columns:
 * the n run lengths, then the n values; runs cover 0..10FFFF in order. (Columns gzip smaller than
 * (length, value) pairs: each column repeats its own patterns.)
 */
export function encodeRuns(values) {
  const lengths = [];
  const heads = [];
  let start = 0;
  for (let cp = 1; cp <= 0x110000; cp++) {
    if (cp === 0x110000 || values[cp] !== values[start]) {
      lengths.push(cp - start);
      heads.push(values[start]);
      start = cp;
    }
  }
  return { data: encodeAll(lengths) + encodeAll(heads), runs: lengths.length };
}

/**
 * Decompositions (one level, as in UnicodeData.txt) as runs, decoded by lib/unicode/tables.ts
 * decodeDecompositions. `entries`: [code point, mapped code points, flag (0/1)] sorted by code
 * point. A run is n consecutive code points whose mappings have the same length and flag, where
 * each mapped position either stays or grows by 1 from one code point to the next (the <font>,
 * <wide>, <circle>, <square> blocks: "code point + constant"). Columns (each gzips on its own
 * patterns), after a header (the run count R, the number of head kinds K and of buckets B, the
 * number of entries, of mapped code points and the length of the fifth column, so that the
 * decoder sizes its arrays without a first pass): R gaps (run start minus the end of the
 * previous run); R heads (((n - 1) * 32 + length) * K + flag * B + bucket); R zigzag deltas of
 * the run's first mapped code point from the last first mapped code point of the same bucket;
 * for each run the zigzag deltas of its first mapping's other code points, each from the code
 * point at the same position in the last run that had one (0 at first); for each run with n > 1
 * a mask (bit k: position k grows by 1).
 *
 * `options.bucketOf` (B buckets) sorts the first mapped code points into ranges that each follow
 * their own order: the CJK compatibility ideographs of U+2F800.. map in radical order into the
 * URO, Extension A and Extension B in turn, so that a delta from the same range is small where a
 * delta from the previous run jumps between planes (the canonical table 0.15 kB smaller after
 * gzip). `options.flagged`: whether the flag is stored (K = 2B; else K = B and every flag is 0).
 */
export function encodeDecompositions(entries, options = {}) {
  const buckets = options.buckets || 1;
  const bucketOf = options.bucketOf || (() => 0);
  const kinds = options.flagged ? 2 * buckets : buckets;
  const runs = [];
  for (let i = 0; i < entries.length; ) {
    const [cp, m, flag] = entries[i];
    let n = 1, mask = 0;
    const next = entries[i + 1];
    if (next && next[0] === cp + 1 && next[1].length === m.length && next[2] === flag && next[1].every((x, k) => x - m[k] === 0 || x - m[k] === 1)) {
      const step = next[1].map((x, k) => x - m[k]);
      mask = step.reduce((s, x, k) => s + x * 2 ** k, 0);
      n = 2;
      for (let e = entries[i + n]; e && e[0] === cp + n && e[2] === flag && e[1].length === m.length && e[1].every((x, k) => x === m[k] + n * step[k]); e = entries[i + n]) n++;
    }
    if (m.length > 31 || flag > 1 || (flag && !options.flagged)) throw new Error('decomposition out of range at ' + cp.toString(16));
    runs.push({ cp, n, m, flag, mask });
    i += n;
  }
  const gaps = [], heads = [], firsts = [], rest = [], masks = [];
  let end = 0;
  const lastFirst = new Array(buckets).fill(0);
  const prevAt = [];
  for (const r of runs) {
    gaps.push(r.cp - end);
    end = r.cp + r.n;
    const bucket = bucketOf(r.m[0]);
    if (!(bucket >= 0 && bucket < buckets)) throw new Error('bucket out of range');
    heads.push(((r.n - 1) * 32 + r.m.length) * kinds + r.flag * buckets + bucket);
    firsts.push(zigzag(r.m[0] - lastFirst[bucket]));
    lastFirst[bucket] = r.m[0];
    for (let k = 1; k < r.m.length; k++) {
      rest.push(zigzag(r.m[k] - (prevAt[k] || 0)));
      prevAt[k] = r.m[k];
    }
    if (r.n > 1) masks.push(r.mask);
  }
  const entryCount = runs.reduce((sum, r) => sum + r.n, 0), mappedCount = runs.reduce((sum, r) => sum + r.n * r.m.length, 0);
  const data = encodeAll([runs.length, kinds, buckets, entryCount, mappedCount, rest.length, ...gaps, ...heads, ...firsts, ...rest, ...masks]);
  // The generator checks its output with the reference decoder.
  const back = decodeDecompositionsReference(data);
  if (JSON.stringify(back) !== JSON.stringify(entries.map((e) => [e[0], e[1], e[2]]))) throw new Error('decomposition runs do not decode back');
  return { data, runs: runs.length };
}

/** Reference decoder of encodeDecompositions: [code point, mapped, flag] entries. */
export function decodeDecompositionsReference(data) {
  const nums = decodeAll(data);
  const [count, kinds, buckets, , , restCount] = nums;
  let g = 6, h = 6 + count, f = 6 + 2 * count, r = 6 + 3 * count, mk = r + restCount;
  const head = (i) => Math.floor(nums[h + i] / kinds);
  const out = [];
  let end = 0;
  const lastFirst = new Array(buckets).fill(0);
  const prevAt = [];
  for (let i = 0; i < count; i++) {
    const cp = end + nums[g + i];
    const x = nums[h + i] % kinds;
    const n = Math.floor(head(i) / 32) + 1, length = head(i) % 32, flag = Math.floor(x / buckets), bucket = x % buckets;
    lastFirst[bucket] += unzigzagReference(nums[f + i]);
    const m = [lastFirst[bucket]];
    for (let k = 1; k < length; k++) m.push((prevAt[k] = (prevAt[k] || 0) + unzigzagReference(nums[r++])));
    const mask = n > 1 ? nums[mk++] : 0;
    for (let j = 0; j < n; j++) out.push([cp + j, m.map((x, k) => x + j * (Math.floor(mask / 2 ** k) & 1)), flag]);
    end = cp + n;
  }
  return out;
}

function unzigzagReference(z) {
  return z & 1 ? -(z + 1) / 2 : z / 2;
}

/** Splits a long string literal into lines of `width` characters for readable diffs. */
export function stringLiteral(s, width = 100) {
  const parts = [];
  for (let i = 0; i < s.length; i += width) parts.push(`'${s.slice(i, i + width)}'`);
  if (parts.length === 0) parts.push("''");
  return parts.join(' +\n  ');
}

/**
 * The generators' last step: writes each { name, text, stats } file into outDir (only those that
 * changed), or with `check` compares them and exits 1 naming the files that differ.
 */
export function writeOrCheck(files, outDir, check, script, label) {
  let differences = 0;
  if (!check) mkdirSync(outDir, { recursive: true });
  for (const f of files) {
    const path = join(outDir, f.name);
    const old = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (check) {
      if (old !== f.text) {
        differences++;
        console.error(`differs: ${path}`);
      }
    } else {
      if (old !== f.text) writeFileSync(path, f.text);
      console.log(`${path}: ${f.text.length} bytes, ${f.stats}`);
    }
  }
  if (check) {
    if (differences) {
      console.error(`${differences} generated file(s) out of date: run node ${script}`);
      process.exit(1);
    }
    console.log(`${files.length} generated files up to date (${label})`);
  }
}
