// Lazy decoding of the generated tables in ./generated (format: scripts/gen-unicode-encode.mjs):
// base-64 varints, 5 payload bits per character, most significant group first.
// Nothing here runs until a lookup needs a table, so ASCII input never pays for decoding.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
let digitValues: Uint8Array | null = null;
let decodedTables = 0;

/** How many tables have been decoded so far (tests use it to prove ASCII input stays table-free). */
export function decodedTableCount(): number {
  return decodedTables;
}

/** Decodes a varint string into its numbers (one pass, into an array sized for the worst case). */
export function decodeVarints(data: string): Uint32Array {
  if (!digitValues) {
    digitValues = new Uint8Array(128);
    for (let i = 0; i < ALPHABET.length; i++) digitValues[ALPHABET.charCodeAt(i)] = i;
  }
  const digits = digitValues;
  const out = new Uint32Array(data.length);
  let n = 0;
  let k = 0;
  for (let i = 0; i < data.length; i++) {
    const v = digits[data.charCodeAt(i)];
    n = n * 32 + (v & 31);
    if (v < 32) {
      out[k++] = n;
      n = 0;
    }
  }
  decodedTables++;
  return out.subarray(0, k);
}

/** Inverse of the generator's zigzag encoding of signed numbers. */
export function unzigzag(z: number): number {
  return z & 1 ? -(z + 1) / 2 : z / 2;
}

/** A property as sorted run starts and one value per run. */
export interface RunTable {
  starts: Uint32Array;
  values: Uint8Array;
}

/** Decodes runs covering U+0000..U+10FFFF, stored as two columns: the n lengths, then the n values. */
export function decodeRuns(data: string): RunTable {
  const nums = decodeVarints(data);
  const count = nums.length / 2;
  const starts = new Uint32Array(count);
  const values = new Uint8Array(count);
  let start = 0;
  for (let i = 0; i < count; i++) {
    starts[i] = start;
    start += nums[i];
    values[i] = nums[count + i];
  }
  return { starts, values };
}

/** The index of cp in the sorted code points `cps`, or -1 (findRun's binary search). */
export function indexOfCodePoint(cps: Uint32Array, cp: number): number {
  const i = findRun(cps, cp);
  return cps[i] === cp ? i : -1;
}

/** Index of the last start <= cp (binary search; starts[0] is 0), else 0. */
export function findRun(starts: Uint32Array, cp: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= cp) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A lookup function over a run table that is decoded on its first call. */
export function lazyRunLookup(data: string): (cp: number) => number {
  let table: RunTable | null = null;
  return (cp: number): number => {
    if (!table) table = decodeRuns(data);
    return table.values[findRun(table.starts, cp)];
  };
}

/**
 * One-level decompositions as sorted code points with, for each, its flag and its mapping: the
 * code points mapped[start[i]] .. mapped[start[i] + sizes[i] - 1].
 */
export interface DecompositionTable {
  cps: Uint32Array;
  start: Uint32Array;
  /** The length of each mapping. */
  sizes: Uint8Array;
  flags: Uint8Array;
  mapped: Uint32Array;
}

/**
 * Decodes the run form of scripts/gen-unicode-encode.mjs encodeDecompositions (a header: run
 * count R, head kinds K, buckets B, entries, mapped code points, the length of the next column
 * but one; then the columns: gaps, heads, first mapped code points (delta within their bucket),
 * the mappings' other code points, masks) straight into typed arrays, in one pass.
 */
export function decodeDecompositions(data: string): DecompositionTable {
  const nums = decodeVarints(data);
  const runs = nums[0], kinds = nums[1], buckets = nums[2], entries = nums[3];
  const heads = 6 + runs;
  let other = 6 + 3 * runs, mask = other + nums[5];
  const cps = new Uint32Array(entries), start = new Uint32Array(entries), sizes = new Uint8Array(entries);
  const flags = new Uint8Array(entries), mapped = new Uint32Array(nums[4]);
  const previous = new Uint32Array(32); // the last code point written at each position
  const firsts = new Uint32Array(buckets); // the last first code point of each bucket
  let cp = 0, e = 0, m = 0;
  for (let i = 0; i < runs; i++) {
    cp += nums[6 + i];
    const x = nums[heads + i] % kinds, head = (nums[heads + i] - x) / kinds;
    const n = (head >> 5) + 1, len = head & 31, flag = (x / buckets) | 0;
    const base = m;
    mapped[m++] = firsts[x % buckets] += unzigzag(nums[6 + 2 * runs + i]);
    for (let k = 1; k < len; k++) mapped[m++] = previous[k] += unzigzag(nums[other++]);
    const steps = n > 1 ? nums[mask++] : 0;
    for (let j = 0; j < n; j++, e++) {
      cps[e] = cp++;
      sizes[e] = len;
      flags[e] = flag;
      if (j === 0) start[e] = base;
      else {
        start[e] = m;
        for (let k = 0; k < len; k++) mapped[m++] = mapped[base + k] + j * ((steps >> k) & 1);
      }
    }
  }
  return { cps, start, sizes, flags, mapped };
}
