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

/** Decodes a varint string into its numbers. */
export function decodeVarints(data: string): Uint32Array {
  if (!digitValues) {
    digitValues = new Uint8Array(128);
    for (let i = 0; i < ALPHABET.length; i++) digitValues[ALPHABET.charCodeAt(i)] = i;
  }
  const digits = digitValues;
  let count = 0;
  for (let i = 0; i < data.length; i++) if (digits[data.charCodeAt(i)] < 32) count++;
  const out = new Uint32Array(count);
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
  return out;
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

/** Index of the last start <= cp (binary search; starts[0] is 0). */
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
