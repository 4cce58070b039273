// Full case folding (Unicode ch. 3 §3.13 toCasefold; CaseFolding.txt statuses C and F), used to
// derive the UTS #46 mappings (./idna-mapping.ts). Decoded on first use.
import { CASE_FOLDING, CASE_FOLDING_LOW, CASE_FOLDING_LOW_LIMIT } from './generated/case-folding';
import { decodeVarints, indexOfCodePoint, unzigzag } from './tables';

interface FoldTable {
  cps: Uint32Array;
  start: Uint32Array;
  folded: Uint32Array;
}

let table: FoldTable | null = null;
let lowTable: FoldTable | null = null;

/** Decodes one of the two strings (below CASE_FOLDING_LOW_LIMIT, and from there on). */
function load(data: string): FoldTable {
  const nums = decodeVarints(data);
  // Two passes, so that the typed arrays are filled directly (no growing arrays on first use).
  let count = 0, total = 0;
  for (let i = 0; i < nums.length; count++) {
    total += nums[i + 1];
    i += 2 + nums[i + 1];
  }
  const cps = new Uint32Array(count), start = new Uint32Array(count + 1), folded = new Uint32Array(total);
  let cp = 0, f = 0;
  for (let i = 0, r = 0; r < count; r++) {
    cps[r] = cp += nums[i++];
    const n = nums[i++];
    start[r] = f;
    let prev = cp;
    for (let k = 0; k < n; k++) folded[f++] = prev += unzigzag(nums[i++]);
  }
  start[count] = f;
  return { cps, start, folded };
}

/** Appends the full case folding of each code point of cps to a new array. */
export function caseFold(cps: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    const t =
      cp < CASE_FOLDING_LOW_LIMIT
        ? lowTable || (lowTable = load(CASE_FOLDING_LOW))
        : table || (table = load(CASE_FOLDING));
    const at = indexOfCodePoint(t.cps, cp);
    if (at < 0) out.push(cp);
    else for (let k = t.start[at]; k < t.start[at + 1]; k++) out.push(t.folded[k]);
  }
  return out;
}
