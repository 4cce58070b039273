// UTS #46 §5 IDNA Mapping Table: the status of each code point and its mapping.
// ASCII is answered without the table (UTS #46 §5 for U+0000..U+007F, checked by a test).
import { IDNA_MAPPING_RUNS, IDNA_MAPPING_POOL } from './generated/idna-mapping';
import { decodeVarints, findRun, unzigzag } from './tables';

/** Status values, in the order of IDNA_STATUS_VALUES. */
export const IdnaStatus = {
  valid: 0,
  ignored: 1,
  mapped: 2,
  deviation: 3,
  disallowed: 4,
  disallowed_STD3_valid: 5,
  disallowed_STD3_mapped: 6,
};

const KIND_DELTA = 1;
const KIND_POOL = 2;
const KIND_ALTERNATE = 3;

interface MappingTable {
  starts: Uint32Array;
  heads: Uint16Array;
  data: Uint32Array;
  pool: Uint32Array;
}

let table: MappingTable | null = null;

function load(): MappingTable {
  const nums = decodeVarints(IDNA_MAPPING_RUNS);
  let count = 0;
  for (let i = 0; i < nums.length; count++) i += (nums[i + 1] >> 3) & 3 ? 3 : 2;
  const starts = new Uint32Array(count);
  const heads = new Uint16Array(count);
  const data = new Uint32Array(count);
  let start = 0;
  for (let i = 0, r = 0; r < count; r++) {
    starts[r] = start;
    start += nums[i];
    heads[r] = nums[i + 1];
    if ((nums[i + 1] >> 3) & 3) {
      data[r] = nums[i + 2];
      i += 3;
    } else i += 2;
  }
  const deltas = decodeVarints(IDNA_MAPPING_POOL);
  const pool = new Uint32Array(deltas.length);
  let cp = 0;
  for (let i = 0; i < deltas.length; i++) pool[i] = cp += unzigzag(deltas[i]);
  return (table = { starts, heads, data, pool });
}

/** UTS #46 status of cp (an IdnaStatus value). */
export function idnaStatus(cp: number): number {
  if (cp < 0x80) {
    if (cp >= 0x41 && cp <= 0x5a) return IdnaStatus.mapped;
    const valid = cp === 0x2d || cp === 0x2e || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a);
    return valid ? IdnaStatus.valid : IdnaStatus.disallowed_STD3_valid;
  }
  const t = table || load();
  const r = findRun(t.starts, cp);
  const head = t.heads[r];
  // Alternating runs: odd offsets are valid.
  if (((head >> 3) & 3) === KIND_ALTERNATE && (cp - t.starts[r]) & 1) return IdnaStatus.valid;
  return head & 7;
}

/** Appends the mapping of cp (status mapped, deviation or disallowed_STD3_mapped) to out. */
export function appendIdnaMapping(cp: number, out: number[]): void {
  if (cp < 0x80) {
    out.push(cp >= 0x41 && cp <= 0x5a ? cp + 0x20 : cp);
    return;
  }
  const t = table || load();
  const r = findRun(t.starts, cp);
  const head = t.heads[r];
  const kind = (head >> 3) & 3;
  if (kind === KIND_DELTA || kind === KIND_ALTERNATE) out.push(cp + unzigzag(t.data[r]));
  else if (kind === KIND_POOL) {
    for (let i = t.data[r], end = i + (head >> 5); i < end; i++) out.push(t.pool[i]);
  }
}
